import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LocalPresence, RedisPresence } from './presence.ts';

/**
 * "Away": a member is away when no process has a socket of theirs. Two engines on one
 * Redis stand for two app processes (a prefix of their own, so no other test or site is counted).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const reachable = await redis.connect().then(
  () => true,
  () => false,
);
if (!reachable) console.log(`presence test: no Redis at ${redisUrl}; the cross-process part is skipped`);
afterAll(() => redis.disconnect());

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('one process', () => {
  it('knows its own sockets', async () => {
    const p = new LocalPresence();
    p.arrived(1);
    p.arrived(2);
    p.left(2);
    expect(await p.connectedAmong([1, 2, 3])).toEqual(new Set([1]));
  });
});

describe.skipIf(!reachable)('several processes on Redis', () => {
  it('a member connected to one process is not away for the other; leaving, closing or dying ends it', async () => {
    const prefix = `klik-test:presence:${randomUUID()}`;
    const a = new RedisPresence(redis, { prefix, ttlMs: 600 });
    const b = new RedisPresence(redis, { prefix, ttlMs: 600 });
    a.arrived(7);
    a.arrived(8);
    b.arrived(9);
    await settle();
    expect(await b.connectedAmong([7, 8, 9, 10])).toEqual(new Set([7, 8, 9]));
    a.left(8);
    await settle();
    expect(await b.connectedAmong([7, 8])).toEqual(new Set([7]));

    // A process that stops counts no more at once (a drain); one that dies, after its heartbeat's time.
    await b.close();
    expect(await a.connectedAmong([9])).toEqual(new Set());
    const c = new RedisPresence(redis, { prefix, ttlMs: 600 });
    c.arrived(11);
    await settle();
    expect(await a.connectedAmong([11])).toEqual(new Set([11]));
    // "Dies": its timer stops, nothing is removed; after the time to live it is not counted.
    (c as unknown as { closed: boolean }).closed = true;
    clearInterval((c as unknown as { timer: NodeJS.Timeout }).timer);
    await new Promise((r) => setTimeout(r, 800));
    expect(await a.connectedAmong([11])).toEqual(new Set());
    await a.close();
  });

  it('a write that fails (Redis away for a moment) is made good by the next heartbeat: who left is away again, who came is connected', async () => {
    const prefix = `klik-test:presence:${randomUUID()}`;
    const own = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const errors: unknown[] = [];
    const a = new RedisPresence(own, { prefix, ttlMs: 1_500, onError: (err) => errors.push(err) });
    const b = new RedisPresence(redis, { prefix, ttlMs: 1_500 });
    a.arrived(7);
    await settle();
    expect(await b.connectedAmong([7, 8])).toEqual(new Set([7]));
    // The connection drops: 7 leaves and 8 arrives while their writes cannot reach Redis.
    own.disconnect();
    a.left(7);
    a.arrived(8);
    await settle();
    expect(await b.connectedAmong([7, 8])).toEqual(new Set([7]));
    // It is back: within a heartbeat (ttl / 3) the set is right, well before the set would expire.
    await own.connect();
    await vi.waitFor(async () => expect(await b.connectedAmong([7, 8])).toEqual(new Set([8])), {
      timeout: 1_000,
      interval: 50,
    });
    expect(errors.length).toBeGreaterThan(0);
    // And it stays right (nothing rewrites it back), and changes after it go through as before.
    a.left(8);
    a.arrived(9);
    await settle();
    expect(await b.connectedAmong([7, 8, 9])).toEqual(new Set([9]));
    await a.close();
    await b.close();
    own.disconnect();
  });
});
