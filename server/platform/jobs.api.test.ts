import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { openTestDatabase } from '../test/harness.ts';
import { formatJobs, JobRunner, ONE_OFF_MAX_ATTEMPTS, retryDelaySeconds, type JobHandler } from './jobs.ts';

/**
 * The job runner (decision 012) on the database. In the PostgreSQL pass (TEST_DATABASE_URL) the two
 * runners have a database handle each, as two app processes do; on PGlite (one process, one
 * connection) they share one, which still shows the claim and the lease at work.
 */
const quiet = { info() {}, warn() {}, error() {} };
let test: Awaited<ReturnType<typeof openTestDatabase>>;
let second: DatabaseHandle;

beforeAll(async () => {
  test = await openTestDatabase();
  second = test.url ? await openDatabase({ url: test.url }) : test.database;
  if (!test.url)
    console.log(
      'job runner: both runners share the PGlite handle here; the PostgreSQL pass gives each its own connection pool',
    );
});
afterAll(async () => {
  if (second !== test.database) await second.close();
  await test.database.close();
  await test.drop();
});
beforeEach(async () => {
  await test.database.db.delete(jobs);
});

const db = () => test.database.db;
const row = async (name: string) => (await db().select().from(jobs).where(eq(jobs.name, name)))[0]!;
/** Seconds from `from` to run_at, as the database computes them (no clock in the test). */
const dueIn = async (name: string, from: 'last_run_at' | 'updated_at') =>
  Number(
    (
      await queryRows<{ s: number }>(
        db(),
        sql`select extract(epoch from run_at - ${sql.raw(from)})::float8 as s from jobs where name = ${name}`,
      )
    )[0]!.s,
  );
const makeDue = (name: string) =>
  db().execute(sql`update jobs set run_at = now() - interval '1 second' where name = ${name}`);

function runners(name: string, run: JobHandler) {
  const a = new JobRunner({ db: test.database.db, log: quiet, owner: 'process-a' }).recurring({
    name,
    everySeconds: 3_600,
    run,
  });
  const b = new JobRunner({ db: second.db, log: quiet, owner: 'process-b' }).recurring({
    name,
    everySeconds: 3_600,
    run,
  });
  return [a, b] as const;
}

describe('the job runner', () => {
  it('runs a due job once across two processes polling at the same moment, then not again until its next run', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const [a, b] = runners('test.once', async () => {
      runs += 1;
      if (runs === 1) {
        started();
        await gate;
      }
      return 'counted';
    });
    await Promise.all([a.schedule(), b.schedule()]);
    const polls = [a.runDue(), b.runDue(), a.runDue(), b.runDue()];
    await running;
    // While it runs, both processes poll again: the lease keeps it with the one running it.
    expect(await b.runDue()).toEqual([]);
    expect(await a.runDue()).toEqual([]);
    release();
    const outcomes = (await Promise.all(polls)).flat();
    expect(outcomes).toEqual([{ name: 'test.once', ok: true, result: 'counted' }]);
    expect(runs).toBe(1);
    // Many more polls from both: not due for an hour.
    expect((await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).runDue()))).flat()).toEqual([]);
    expect(runs).toBe(1);
    expect(await row('test.once')).toMatchObject({
      lastStatus: 'succeeded',
      lastResult: 'counted',
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });
    expect(await dueIn('test.once', 'last_run_at')).toBe(3_600);
  });

  it('survives a restart: a job whose process died is taken again once the lease runs out, not before', async () => {
    let runs = 0;
    const [a] = runners('test.lease', async () => void (runs += 1));
    await a.schedule();
    // A process claimed it and is still within its lease.
    await db().execute(
      sql`update jobs set locked_by = 'process-x', locked_until = now() + interval '5 minutes', last_status = 'running', attempts = 1 where name = 'test.lease'`,
    );
    expect(await a.runDue()).toEqual([]);
    expect(formatJobs(await a.list())).toMatch(/status: running on process-x \(lease until /);
    // It died: its lease has run out.
    await db().execute(sql`update jobs set locked_until = now() - interval '1 second' where name = 'test.lease'`);
    expect(formatJobs(await a.list())).toContain(
      'status: interrupted on process-x (its lease ran out; taken again when due)',
    );
    expect(await a.runDue()).toEqual([{ name: 'test.lease', ok: true }]);
    expect(runs).toBe(1);
    expect(await row('test.lease')).toMatchObject({ lastStatus: 'succeeded', attempts: 0, lockedBy: null });
    // A restarted process (a new runner) finds it done and due in an hour.
    const [restarted] = runners('test.lease', async () => void (runs += 1));
    expect(await restarted.runDue()).toEqual([]);
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential back-off, keeps its error, and resets once it succeeds', async () => {
    let calls = 0;
    const [a] = runners('test.flaky', async ({ attempt }) => {
      calls += 1;
      if (calls <= 2) throw new Error(`mail server away (attempt ${attempt})`);
      return 'sent';
    });
    expect(await a.runDue()).toEqual([{ name: 'test.flaky', ok: false, error: 'Error: mail server away (attempt 1)' }]);
    expect(await row('test.flaky')).toMatchObject({
      lastStatus: 'failed',
      attempts: 1,
      lastError: 'Error: mail server away (attempt 1)',
      lockedBy: null,
    });
    expect(await dueIn('test.flaky', 'updated_at')).toBe(30);
    // Not retried before its back-off has passed.
    expect(await a.runDue()).toEqual([]);
    await makeDue('test.flaky');
    expect((await a.runDue())[0]).toMatchObject({ ok: false, error: 'Error: mail server away (attempt 2)' });
    expect(await row('test.flaky')).toMatchObject({ attempts: 2 });
    expect(await dueIn('test.flaky', 'updated_at')).toBe(60);
    const listing = formatJobs(await a.list());
    expect(listing).toContain('test.flaky\n  schedule: every 1 h\n');
    expect(listing).toContain('status: failed\n  attempts: 2  next run: ');
    expect(listing).toContain('  last error: Error: mail server away (attempt 2)');
    await makeDue('test.flaky');
    expect(await a.runDue()).toEqual([{ name: 'test.flaky', ok: true, result: 'sent' }]);
    expect(await row('test.flaky')).toMatchObject({
      lastStatus: 'succeeded',
      attempts: 0,
      lastError: null,
      lastResult: 'sent',
    });
    expect(await dueIn('test.flaky', 'last_run_at')).toBe(3_600);
    expect(calls).toBe(3);
  });

  it('waits 30 s, then twice as long after each failure, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('runs a one-off job once and removes it; a job of a kind this process has no handler for is left alone', async () => {
    const seen: unknown[] = [];
    const a = new JobRunner({ db: db(), log: quiet }).handle(
      'test.export',
      async ({ payload }) => void seen.push(payload),
    );
    await a.enqueue('test.export:7', 'test.export', { member: 7 });
    await a.enqueue('test.export:7', 'test.export', { member: 7 });
    await db()
      .insert(jobs)
      .values({ name: 'later.kind', kind: 'later.kind', runAt: new Date(0) });
    expect(await a.runDue()).toEqual([{ name: 'test.export:7', ok: true }]);
    expect(seen).toEqual([{ member: 7 }]);
    expect((await db().select({ name: jobs.name }).from(jobs)).map((r) => r.name)).toEqual(['later.kind']);
    expect(formatJobs(await a.list())).toContain('later.kind (no handler in this version)');
  });

  it('keeps a one-off job that asks to run again later (a batch window), and its name stays taken meanwhile', async () => {
    const later = new Date(Date.now() + 15 * 60_000);
    let runs = 0;
    const runner = new JobRunner({ db: db(), log: quiet, owner: 'process-a' }).handle('batch', async ({ again }) => {
      runs += 1;
      if (runs === 1) {
        again(later);
        return 'window open';
      }
      return 'sent';
    });
    await runner.enqueue('batch:1', 'batch', { n: 1 });
    expect(await runner.runDue()).toEqual([{ name: 'batch:1', ok: true, result: 'window open' }]);
    const kept = await row('batch:1');
    expect(kept.runAt!.getTime()).toBe(later.getTime());
    expect(kept).toMatchObject({ lockedBy: null, attempts: 0, lastStatus: 'succeeded' });
    await runner.enqueue('batch:1', 'batch', { n: 2 });
    expect((await row('batch:1')).payload).toEqual({ n: 1 });
    expect((await row('batch:1')).runAt!.getTime()).toBe(later.getTime());
    expect(await runner.runDue()).toEqual([]);
    await makeDue('batch:1');
    expect(await runner.runDue()).toEqual([{ name: 'batch:1', ok: true, result: 'sent' }]);
    expect(await db().select().from(jobs).where(eq(jobs.name, 'batch:1'))).toEqual([]);
  });

  it('a one-off job that gave up after its retries is taken up again by the next enqueue of its name, and runs', async () => {
    let fail = true;
    const seen: unknown[] = [];
    const runner = new JobRunner({ db: db(), log: quiet, owner: 'process-a' }).handle('mail', async ({ payload }) => {
      if (fail) throw new Error('mail server away');
      seen.push(payload);
      return 'sent';
    });
    await runner.enqueue('mail:5', 'mail', { n: 1 });
    // Seven attempts have failed; the eighth is the last.
    await db().execute(sql`update jobs set attempts = ${ONE_OFF_MAX_ATTEMPTS - 1} where name = 'mail:5'`);
    expect(await runner.runDue()).toEqual([{ name: 'mail:5', ok: false, error: 'Error: mail server away' }]);
    expect(await row('mail:5')).toMatchObject({ runAt: null, attempts: ONE_OFF_MAX_ATTEMPTS, lastStatus: 'failed' });
    expect(formatJobs(await runner.list())).toContain(`attempts: ${ONE_OFF_MAX_ATTEMPTS}  next run: gave up`);
    fail = false;
    const at = new Date(Date.now() + 60_000);
    await runner.enqueue('mail:5', 'mail', { n: 2 }, at);
    expect(await row('mail:5')).toMatchObject({ runAt: at, attempts: 0, payload: { n: 2 }, lockedBy: null });
    expect(await runner.runDue()).toEqual([]);
    await makeDue('mail:5');
    expect(await runner.runDue()).toEqual([{ name: 'mail:5', ok: true, result: 'sent' }]);
    expect(seen).toEqual([{ n: 2 }]);
    expect(await db().select().from(jobs).where(eq(jobs.name, 'mail:5'))).toEqual([]);
  });

  it('a one-off job enqueued during its last failing attempt does not give up but starts afresh', async () => {
    const runner = new JobRunner({ db: db(), log: quiet, owner: 'process-a' }).handle('mail', async () => {
      await runner.enqueue('mail:6', 'mail', { n: 2 });
      throw new Error('mail server away');
    });
    await runner.enqueue('mail:6', 'mail', { n: 1 });
    await db().execute(sql`update jobs set attempts = ${ONE_OFF_MAX_ATTEMPTS - 1} where name = 'mail:6'`);
    expect(await runner.runDue(1)).toEqual([{ name: 'mail:6', ok: false, error: 'Error: mail server away' }]);
    const kept = await row('mail:6');
    expect(kept).toMatchObject({ attempts: 0, lastStatus: 'failed', lockedBy: null });
    expect(kept.runAt).not.toBeNull();
  });

  it('a one-off job enqueued again while it runs (from another process) runs once more afterwards, at the time that enqueue asked', async () => {
    const other = new JobRunner({ db: second.db, log: quiet, owner: 'process-b' });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runner = new JobRunner({ db: db(), log: quiet, owner: 'process-a' }).handle('batch', async () => {
      runs += 1;
      if (runs === 1) {
        started();
        await gate;
      }
      return `run ${runs}`;
    });
    await runner.enqueue('batch:2', 'batch', { n: 1 });
    const first = runner.runDue();
    await running;
    // A message comes in during the run: the run may have read the conversation before it.
    const soon = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 120_000);
    await other.enqueue('batch:2', 'batch', { n: 2 }, soon);
    await other.enqueue('batch:2', 'batch', { n: 3 }, later);
    release();
    expect(await first).toEqual([{ name: 'batch:2', ok: true, result: 'run 1' }]);
    const kept = await row('batch:2');
    expect(kept).toMatchObject({ lockedBy: null, attempts: 0, lastStatus: 'succeeded', payload: { n: 1 } });
    expect(kept.runAt!.getTime()).toBe(later.getTime());
    expect(await runner.runDue()).toEqual([]);
    await makeDue('batch:2');
    expect(await runner.runDue()).toEqual([{ name: 'batch:2', ok: true, result: 'run 2' }]);
    expect(await db().select().from(jobs).where(eq(jobs.name, 'batch:2'))).toEqual([]);
    expect(runs).toBe(2);
  });

  it('a one-off job that asks again and is enqueued during its run keeps the earlier of the two times', async () => {
    const soon = new Date(Date.now() + 60_000);
    const windowEnd = new Date(Date.now() + 15 * 60_000);
    const runner = new JobRunner({ db: db(), log: quiet, owner: 'process-a' }).handle('batch', async ({ again }) => {
      await runner.enqueue('batch:3', 'batch', {}, soon);
      again(windowEnd);
    });
    await runner.enqueue('batch:3', 'batch');
    await runner.runDue();
    expect((await row('batch:3')).runAt!.getTime()).toBe(soon.getTime());
  });

  it('a recurring job that asks again runs then instead of after its interval', async () => {
    const at = new Date(Date.now() + 5 * 60_000);
    let runs = 0;
    const [a] = runners('test.again', async ({ again }) => {
      runs += 1;
      if (runs === 1) again(at);
    });
    await a.runDue();
    expect((await row('test.again')).runAt!.getTime()).toBe(at.getTime());
    await makeDue('test.again');
    await a.runDue();
    expect(await dueIn('test.again', 'last_run_at')).toBe(3_600);
  });

  it('a changed interval applies from the next start; an unchanged one keeps the schedule', async () => {
    const [a] = runners('test.interval', async () => {});
    await a.runDue();
    const before = (await row('test.interval')).runAt!;
    const [again] = runners('test.interval', async () => {});
    await again.schedule();
    expect((await row('test.interval')).runAt).toEqual(before);
    const faster = new JobRunner({ db: db(), log: quiet }).recurring({
      name: 'test.interval',
      everySeconds: 60,
      run: async () => {},
    });
    await faster.schedule();
    expect(await row('test.interval')).toMatchObject({ everySeconds: 60 });
    expect(await dueIn('test.interval', 'updated_at')).toBe(60);
  });
});
