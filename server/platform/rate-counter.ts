import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for limits a service decides (the mails a visitor can trigger), beside the
 * per-IP limits of @fastify/rate-limit. With REDIS_URL they live in the same Redis and namespace
 * (`klik-rl:`), so every process counts together; without it, in this process.
 */
export interface RateCounter {
  /** Counts one more under `key` and answers the count in the current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
}

export const RATE_LIMIT_NAMESPACE = 'klik-rl:';

export function createRateCounter(redis: Redis | null, log: { warn(obj: unknown, msg?: string): void }): RateCounter {
  return redis ? new RedisRateCounter(redis, log) : new LocalRateCounter();
}

class RedisRateCounter implements RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const k = `${RATE_LIMIT_NAMESPACE}${key}`;
    try {
      // The window starts with the first hit (SET NX with its expiry); INCR keeps the expiry.
      const results = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).exec();
      const counted = results?.[1];
      if (!counted || counted[0]) throw counted?.[0] ?? new Error('no reply');
      return Number(counted[1]);
    } catch (err) {
      // As @fastify/rate-limit does (skipOnError): a Redis outage must not stop members' requests.
      this.log.warn({ err, key }, 'rate counter unavailable');
      return 0;
    }
  }
}

export class LocalRateCounter implements RateCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    const current = this.windows.get(key);
    if (!current || current.endsAt <= now) {
      this.windows.set(key, { count: 1, endsAt: now + windowMs });
      return 1;
    }
    current.count += 1;
    return current.count;
  }
}
