import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRateCounter } from './rate-counter.ts';

// Two processes are two Redis connections: the counts must add up (the mail limits hold across processes).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const a = new Redis(redisUrl);
const b = new Redis(redisUrl);
afterAll(() => {
  a.disconnect();
  b.disconnect();
});
const log = { warn: () => {} };

it('counts hits under one key together across connections, within one window', async () => {
  const key = `test:${randomBytes(6).toString('hex')}`;
  const one = createRateCounter(a, log);
  const two = createRateCounter(b, log);
  expect(await one.hit(key, 60_000)).toBe(1);
  expect(await two.hit(key, 60_000)).toBe(2);
  expect(await one.hit(key, 60_000)).toBe(3);
  // The window is set once, by the first hit, in the rate-limit namespace.
  const ttl = await a.pttl(`klik-rl:${key}`);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(60_000);
  expect(await one.hit(`${key}:other`, 60_000)).toBe(1);
});
