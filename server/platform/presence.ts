import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';

/**
 * Who has a socket open: a member is away when no tab of theirs is connected to
 * any app process. Notifications (mail batches, pushes) go only to members who are away, and are
 * checked again when they would go.
 *
 * The socket hub of each process tells this engine when a member's first socket opens there and
 * when their last one closes (`arrived`, `left`: a Set operation, nothing on the socket's hot path).
 * Without Redis the process is the whole site and its hub is the truth. With Redis each process
 * keeps its connected members in one Redis set of its own (`<prefix>:<process>`), kept alive by a
 * heartbeat (the set's expiry and the process's score in `<prefix>:procs`): the heartbeat costs one
 * round trip per process per interval whatever the number of sockets, and a process that dies stops
 * counting within `ttlMs` (its set expires, its score goes stale). A write that fails (Redis away
 * for a moment) marks the set dirty, and the next heartbeat writes it again whole. Asking is one pipelined round
 * trip (the live processes, then SMISMEMBER on each set), and none for a member connected here.
 */
export interface MemberPresence {
  /** The member's first socket opened on this process. */
  arrived(memberId: number): void;
  /** Their last socket on this process closed. */
  left(memberId: number): void;
  /** Of these members, those with a socket open on any process. Rejects when that cannot be known (Redis down). */
  connectedAmong(memberIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

/** One process: the hub's own members are everyone connected. */
export class LocalPresence implements MemberPresence {
  protected readonly here = new Set<number>();

  arrived(memberId: number): void {
    this.here.add(memberId);
  }

  left(memberId: number): void {
    this.here.delete(memberId);
  }

  async connectedAmong(memberIds: readonly number[]): Promise<Set<number>> {
    return new Set(memberIds.filter((id) => this.here.has(id)));
  }

  async close(): Promise<void> {
    this.here.clear();
  }
}

/** How long a process counts after its last heartbeat; it beats three times in that time. */
export const PRESENCE_TTL_MS = 30_000;

/** Several processes: each keeps its members in a Redis set of its own, see `MemberPresence`. */
export class RedisPresence extends LocalPresence {
  readonly process: string;
  private readonly prefix: string;
  private readonly key: string;
  private readonly procs: string;
  private readonly added = new Set<number>();
  private readonly removed = new Set<number>();
  /**
   * A write of this process's set failed (Redis away for a moment), so the set may be wrong: a lost
   * SREM counts a member as connected for as long as this process lives (no mail, no push), a lost
   * SADD mails them while they chat. The next beat writes the whole set again while this is set.
   */
  private dirty = false;
  /** Counts failed writes, so that a rewrite clears `dirty` only when none failed after it was sent. */
  private failures = 0;
  private flushing: NodeJS.Immediate | null = null;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly options: {
      prefix?: string;
      ttlMs?: number;
      process?: string;
      onError?: (err: unknown) => void;
    } = {},
  ) {
    super();
    this.prefix = options.prefix ?? 'klik:presence';
    this.process = options.process ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.key = `${this.prefix}:${this.process}`;
    this.procs = `${this.prefix}:procs`;
    this.timer = setInterval(() => void this.beat(), this.ttl / 3);
    this.timer.unref();
    void this.beat();
  }

  private get ttl(): number {
    return this.options.ttlMs ?? PRESENCE_TTL_MS;
  }

  override arrived(memberId: number): void {
    super.arrived(memberId);
    this.removed.delete(memberId);
    this.added.add(memberId);
    this.scheduleFlush();
  }

  override left(memberId: number): void {
    super.left(memberId);
    this.added.delete(memberId);
    this.removed.add(memberId);
    this.scheduleFlush();
  }

  /** A connect storm's arrivals go to Redis in one pipeline per turn of the event loop. */
  private scheduleFlush(): void {
    if (this.flushing || this.closed) return;
    this.flushing = setImmediate(() => {
      this.flushing = null;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const add = [...this.added];
    const remove = [...this.removed];
    this.added.clear();
    this.removed.clear();
    if (!add.length && !remove.length) return;
    const pipeline = this.redis.pipeline();
    for (let i = 0; i < add.length; i += 1000) pipeline.sadd(this.key, ...add.slice(i, i + 1000));
    for (let i = 0; i < remove.length; i += 1000) pipeline.srem(this.key, ...remove.slice(i, i + 1000));
    pipeline.pexpire(this.key, this.ttl);
    // Failed: `dirty` is set, and the next beat writes the whole set (these changes are in `here`).
    await this.run(pipeline);
  }

  /**
   * Keeps this process counted. The set is written again whole when a write failed (`dirty`) or the
   * set is gone (Redis restarted, the key expired in an outage).
   */
  private async beat(): Promise<void> {
    if (this.closed) return;
    const now = Date.now();
    const result = await this.run(
      this.redis
        .pipeline()
        .zadd(this.procs, now, this.process)
        .pexpire(this.key, this.ttl)
        .zremrangebyscore(this.procs, '-inf', now - 10 * this.ttl),
    );
    if (!result) return;
    const lost = result[1]?.[1] === 0 && this.here.size > 0;
    if (this.dirty || lost) await this.rewrite();
  }

  /** The set made equal to `here` in one MULTI; changes made after it follow it on the connection. */
  private async rewrite(): Promise<void> {
    const failures = this.failures;
    const members = [...this.here];
    this.added.clear();
    this.removed.clear();
    const multi = this.redis.multi().del(this.key);
    for (let i = 0; i < members.length; i += 1000) multi.sadd(this.key, ...members.slice(i, i + 1000));
    multi.pexpire(this.key, this.ttl);
    if ((await this.run(multi)) && this.failures === failures) this.dirty = false;
  }

  /** Runs a pipeline; a failure (of the whole or of one command) is reported and marks the set `dirty`. */
  private async run(pipeline: ReturnType<Redis['pipeline']>): Promise<[Error | null, unknown][] | null> {
    try {
      const result = await pipeline.exec();
      const failed = result?.find(([err]) => err)?.[0];
      if (failed) throw failed;
      return result;
    } catch (err) {
      this.failures += 1;
      this.dirty = true;
      this.options.onError?.(err);
      return null;
    }
  }

  override async connectedAmong(memberIds: readonly number[]): Promise<Set<number>> {
    const found = await super.connectedAmong(memberIds);
    const ask = memberIds.filter((id) => !found.has(id));
    if (!ask.length) return found;
    const live = (await this.redis.zrangebyscore(this.procs, Date.now() - this.ttl, '+inf')).filter(
      (p) => p !== this.process,
    );
    if (!live.length) return found;
    const pipeline = this.redis.pipeline();
    for (const p of live) pipeline.smismember(`${this.prefix}:${p}`, ...ask.map(String));
    const results = (await pipeline.exec()) ?? [];
    for (const [err, flags] of results) {
      if (err) throw err;
      (flags as number[]).forEach((flag, i) => {
        if (flag === 1) found.add(ask[i]!);
      });
    }
    return found;
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    if (this.flushing) clearImmediate(this.flushing);
    // Leaving: this process's members no longer count here (a drain moves them to another process).
    await this.run(this.redis.pipeline().del(this.key).zrem(this.procs, this.process));
    await super.close();
  }
}
