import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LocalEventBus } from './events.ts';
import { HEARTBEAT_MS, PRESENCE_CONCURRENCY, SocketHub } from './socket-hub.ts';

/** A server-side socket as the hub uses it; `answers` says whether the browser at the other end replies to pings. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = false;
  sent: { data: unknown; options: unknown }[] = [];
  constructor(public answers = true) {
    super();
  }
  ping() {
    this.pings += 1;
    if (this.answers) queueMicrotask(() => this.emit('pong'));
  }
  send(data: unknown, options?: unknown) {
    this.sent.push({ data, options });
  }
  terminate() {
    if (this.terminated) return;
    this.terminated = true;
    this.readyState = 3;
    this.emit('close', 1006, Buffer.alloc(0));
  }
  close() {
    this.terminate();
  }
}

/**
 * The heartbeat finds dead connections as before (a socket that stops answering is
 * cut off within two heartbeats, one that answers stays), but visits the sockets a slice at a time,
 * so 10,000 sockets are never pinged in one tick; an event is serialised once for all the sockets
 * it goes to.
 */
describe('socket hub', () => {
  let bus: LocalEventBus;
  let hub: SocketHub;
  /** Presence writes: the statements run, and how many ran at once at most. */
  let writes: { total: number; running: number; most: number };
  let release: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    bus = new LocalEventBus();
    writes = { total: 0, running: 0, most: 0 };
    let gate = Promise.resolve();
    release = () => {};
    const markActive = async () => {
      writes.total += 1;
      writes.running += 1;
      writes.most = Math.max(writes.most, writes.running);
      await gate;
      writes.running -= 1;
    };
    hub = new SocketHub({
      bus,
      domain: { otherMember: async () => null, partners: async () => [], markActive },
      log: { warn: () => {} } as unknown as FastifyBaseLogger,
    });
    // A test may hold the presence writes back, to see how many writes wait at once.
    hold = () => {
      gate = new Promise((r) => (release = r));
    };
  });
  let hold: () => void;
  afterEach(() => {
    hub.close();
    vi.useRealTimers();
  });
  const add = (memberId: number, socket: FakeSocket) => hub.add(memberId, socket as unknown as WebSocket);

  it('cuts off the sockets that stop answering pings within two heartbeats and keeps those that answer', async () => {
    const sockets = Array.from({ length: 100 }, (_, i) => new FakeSocket(i % 2 === 0));
    sockets.forEach((s, i) => add(i + 1, s));
    expect(hub.size).toBe(100);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    // Everyone was pinged once; nobody has missed an answer yet.
    expect(sockets.every((s) => s.pings === 1 && !s.terminated)).toBe(true);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(sockets.filter((s) => s.terminated)).toEqual(sockets.filter((s) => !s.answers));
    expect(hub.size).toBe(50);
    await vi.advanceTimersByTimeAsync(5 * HEARTBEAT_MS);
    expect(sockets.filter((s) => s.answers).every((s) => !s.terminated && s.pings === 7)).toBe(true);
  });

  it('pings a thirtieth of the sockets at a time, each once per heartbeat', async () => {
    const sockets = Array.from({ length: 3000 }, () => new FakeSocket());
    sockets.forEach((s, i) => add(i + 1, s));
    const tick = HEARTBEAT_MS / 30;
    let before = 0;
    for (let t = 0; t < 30; t++) {
      await vi.advanceTimersByTimeAsync(tick);
      const total = sockets.reduce((n, s) => n + s.pings, 0);
      expect(total - before).toBe(100);
      before = total;
    }
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
  });

  it('sends an event to every open tab of its members as one text frame, serialised once', async () => {
    const a = [new FakeSocket(), new FakeSocket()];
    const b = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const other = new FakeSocket();
    for (const s of a) add(1, s);
    for (const s of b) add(2, s);
    add(3, other);
    const event = { type: 'credits' as const, credits: 42 };
    await bus.publish([1, 2], event);
    const frames = [...a, ...b].map((s) => s.sent);
    expect(frames.every((f) => f.length === 1)).toBe(true);
    expect(JSON.parse(String(frames[0]![0]!.data))).toEqual(event);
    expect(new Set(frames.map((f) => f[0]!.data)).size).toBe(1);
    expect(frames.every((f) => (f[0]!.options as { binary: boolean }).binary === false)).toBe(true);
    expect(other.sent).toEqual([]);
    // The same event object published again later is serialised anew (it may have changed).
    await Promise.resolve();
    event.credits = 41;
    await bus.publish([1], event);
    expect(JSON.parse(String(a[0]!.sent[1]!.data))).toEqual({ type: 'credits', credits: 41 });
  });

  it(`writes the presence of a connect storm ${PRESENCE_CONCURRENCY} members at a time, every member once`, async () => {
    hold();
    for (let i = 1; i <= 500; i++) add(i, new FakeSocket());
    // A second tab of a member already waiting adds no write.
    add(7, new FakeSocket());
    await Promise.resolve();
    expect(writes.running).toBe(PRESENCE_CONCURRENCY);
    expect(hub.presencePending).toBe(500);
    release();
    await vi.waitFor(() => expect(hub.presencePending).toBe(0));
    expect(writes.total).toBe(500);
    expect(writes.most).toBe(PRESENCE_CONCURRENCY);
  });

  it('forgets a closed socket: no more pings, no more events, and the member is offline when it was the last', async () => {
    const s = new FakeSocket();
    add(1, s);
    s.emit('close', 1000, Buffer.alloc(0));
    expect(hub.size).toBe(0);
    await bus.publish([1], { type: 'credits', credits: 1 });
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_MS);
    expect(s.sent).toEqual([]);
    expect(s.pings).toBe(0);
  });
});
