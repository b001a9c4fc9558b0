import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { LocalEventBus, type BusEvent } from './events.ts';
import { SocketHub, TYPING_PER_SECOND } from './socket-hub.ts';

/**
 * Typing frames are throttled per member (over all their tabs); extra ones are dropped
 * before any database look-up. The clock is the hub's own, set by the test.
 */
describe('typing notices on the socket', () => {
  function hub() {
    const bus = new LocalEventBus();
    const heard: { to: number; event: BusEvent }[] = [];
    bus.subscribe((to, event) => heard.push({ to, event }));
    let lookups = 0;
    let clock = 1_000_000;
    const domain = {
      otherMember: async () => {
        lookups += 1;
        return 2;
      },
      partners: async () => [],
      markActive: async () => {},
    };
    const h = new SocketHub({ bus, domain, log: {} as FastifyBaseLogger, now: () => clock });
    return {
      h,
      typed: () => heard.filter((e) => e.event.type === 'typing').length,
      lookups: () => lookups,
      advance: (ms: number) => (clock += ms),
      close: () => h.close(),
    };
  }
  const typing = JSON.stringify({ type: 'typing', conversation_id: 7 });

  it(`passes ${TYPING_PER_SECOND} a second per member and drops the rest without a query`, async () => {
    const t = hub();
    for (let i = 0; i < 20; i++) await t.h.handleClientEvent(1, typing);
    expect(t.typed()).toBe(TYPING_PER_SECOND);
    expect(t.lookups()).toBe(TYPING_PER_SECOND);
    t.advance(999);
    await t.h.handleClientEvent(1, typing);
    expect(t.typed()).toBe(TYPING_PER_SECOND);
    // A new second, a new allowance.
    t.advance(1);
    for (let i = 0; i < 20; i++) await t.h.handleClientEvent(1, typing);
    expect(t.typed()).toBe(2 * TYPING_PER_SECOND);
    // Another member has an allowance of their own.
    await t.h.handleClientEvent(3, typing);
    expect(t.typed()).toBe(2 * TYPING_PER_SECOND + 1);
    t.close();
  });
});
