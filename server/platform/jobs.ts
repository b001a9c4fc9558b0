import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { jobs } from './schema.ts';

/**
 * The job runner (engineering §11, decision 012): scheduled work on the database, with no package and no
 * extra process. Every app process polls the `jobs` table; a due job is claimed in one short
 * statement (`FOR UPDATE SKIP LOCKED`) that also sets a lease, so of several processes exactly one
 * runs it, and a process that dies mid-run leaves a lease that runs out, after which another takes
 * the job again. A recurring job is moved to its next run after success; a failure is retried with
 * exponential back-off and its error kept for `npm run admin -- jobs`. The same SQL runs on PGlite
 * (one process) and PostgreSQL (several).
 *
 * Handlers may run twice in rare cases (a run longer than its lease): they must be idempotent, as
 * deleting what has expired is.
 */

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /** The job's row name (for a recurring job, its name; for a one-off, the name it was given). */
  name: string;
  payload: Record<string, unknown>;
  /** Which attempt this is, from 1. */
  attempt: number;
  /**
   * After this run succeeds, run again at `at`. A one-off job is kept instead of being deleted (a
   * batch window still open); meanwhile its name stays taken, so enqueueing it again
   * keeps this time. A recurring job's next run is at `at` instead of after its interval (the ones
   * after follow the interval again). Ignored when the run fails (the retry back-off applies).
   */
  again(at: Date): void;
}

/**
 * `JobRunner.enqueue` as a module is given it (from server/services.ts): with `db`, the caller's
 * transaction, so that the job exists exactly when what it follows commits.
 */
export type Enqueue = JobRunner['enqueue'];

/** A handler: resolves with a short line for the listing ("12 deleted"), throws to be retried. */
export type JobHandler = (ctx: JobContext) => Promise<string | void>;

export interface RecurringJob {
  name: string;
  /** Seconds between runs (from the start of one run to the next). */
  everySeconds: number;
  /** How long a run may take before another process may take the job over; default 10 minutes. */
  leaseSeconds?: number;
  run: JobHandler;
}

export interface JobLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The first retry after 30 s, then 1, 2, 4 … minutes, at most an hour apart. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 3600;
/** A one-off job gives up after this many attempts (it stays listed as failed). */
export const ONE_OFF_MAX_ATTEMPTS = 8;
export const DEFAULT_LEASE_SECONDS = 600;
/** How often a process looks for due jobs; each wait is jittered ±50 % so processes spread out. */
export const DEFAULT_POLL_MS = 5_000;

/** Seconds to wait before attempt `failed + 1`, after `failed` failures in a row. */
export function retryDelaySeconds(failed: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, failed - 1), RETRY_MAX_SECONDS);
}

export interface JobOutcome {
  name: string;
  ok: boolean;
  result?: string;
  error?: string;
}

interface Claimed {
  name: string;
  kind: string;
  payload: Record<string, unknown>;
  every_seconds: number | null;
  attempts: number;
  /** `jobs.requeues` when it was claimed: a higher value at the end means it was enqueued during the run. */
  requeues: number;
}

export class JobRunner {
  /** Who holds a lease: host, process and a random part (two runners in one process differ). */
  readonly owner: string;
  private readonly handlers = new Map<string, { run: JobHandler; leaseSeconds: number }>();
  private readonly recurringJobs = new Map<string, RecurringJob>();
  private scheduled: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private started = false;
  private stopping = false;

  constructor(private readonly deps: { db: Database; log: JobLogger; pollMs?: number; owner?: string }) {
    this.owner = deps.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** A job that runs every `everySeconds`; its row is made (or its interval updated) at start. */
  recurring(job: RecurringJob): this {
    if (this.handlers.has(job.name)) throw new Error(`jobs: ${job.name} registered twice`);
    this.recurringJobs.set(job.name, job);
    this.handlers.set(job.name, { run: job.run, leaseSeconds: job.leaseSeconds ?? DEFAULT_LEASE_SECONDS });
    return this;
  }

  /** A handler for one-off jobs of a kind (`enqueue`). */
  handle(kind: string, run: JobHandler, leaseSeconds = DEFAULT_LEASE_SECONDS): this {
    if (this.handlers.has(kind)) throw new Error(`jobs: ${kind} registered twice`);
    this.handlers.set(kind, { run, leaseSeconds });
    return this;
  }

  /**
   * A one-off job, unique by name, due at `runAt`. Enqueueing a name that exists:
   * - waiting to run: changes nothing (its time and payload stay; the run to come covers this one);
   * - running now: it runs once more after this run, at `runAt` (or earlier if the run asks `again`),
   *   with the payload it has (a batch key: the run may have missed what this enqueue follows);
   * - given up after its retries: it is taken up again, due at `runAt` with this payload and fresh attempts.
   * `db`: a transaction of the caller's, so that the job exists exactly when what it follows commits.
   */
  async enqueue(
    name: string,
    kind: string,
    payload: Record<string, unknown> = {},
    runAt = new Date(),
    db: Executor = this.deps.db,
  ): Promise<void> {
    const gaveUp = sql`${jobs.runAt} is null`;
    const running = sql`${jobs.lockedUntil} > now()`;
    await db
      .insert(jobs)
      .values({ name, kind, payload, runAt })
      .onConflictDoUpdate({
        target: jobs.name,
        set: {
          requeues: sql`${jobs.requeues} + 1`,
          runAt: sql`case when ${gaveUp} or ${running} then excluded.run_at else ${jobs.runAt} end`,
          attempts: sql`case when ${gaveUp} then 0 else ${jobs.attempts} end`,
          kind: sql`case when ${gaveUp} then excluded.kind else ${jobs.kind} end`,
          payload: sql`case when ${gaveUp} then excluded.payload else ${jobs.payload} end`,
          updatedAt: sql`now()`,
        },
      });
  }

  /**
   * Makes the rows of the recurring jobs: a new job is due at once; a changed interval applies from
   * now. Safe in several processes at once (one upsert per job).
   */
  schedule(): Promise<void> {
    this.scheduled ??= (async () => {
      for (const job of this.recurringJobs.values()) {
        await this.deps.db.execute(sql`
          insert into jobs (name, kind, every_seconds, run_at) values (${job.name}, ${job.name}, ${job.everySeconds}, now())
          on conflict (name) do update set kind = excluded.kind, every_seconds = excluded.every_seconds,
            run_at = least(jobs.run_at, now() + excluded.every_seconds * interval '1 second'), updated_at = now()
          where jobs.every_seconds is distinct from excluded.every_seconds`);
      }
    })().catch((err: unknown) => {
      this.scheduled = null;
      throw err;
    });
    return this.scheduled;
  }

  /** Starts polling (the app process does this; API tests call `runDue` themselves). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.current = this.tick();
  }

  /** Whether this process is polling (between start and stop). */
  get polling(): boolean {
    return this.started;
  }

  /** Stops polling and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
    this.started = false;
  }

  private async tick(): Promise<void> {
    try {
      await this.runDue();
    } catch (err) {
      // The database may be away for a moment: try again at the next poll.
      this.deps.log.error({ err }, 'jobs: polling failed');
    }
    if (this.stopping) return;
    const base = this.deps.pollMs ?? DEFAULT_POLL_MS;
    this.timer = setTimeout(
      () => {
        this.current = this.tick();
      },
      base * (0.5 + Math.random()),
    );
    this.timer.unref();
  }

  /** Claims and runs due jobs one by one until none is due (at most `limit`). */
  async runDue(limit = 50): Promise<JobOutcome[]> {
    await this.schedule();
    const outcomes: JobOutcome[] = [];
    while (outcomes.length < limit && !this.stopping) {
      const job = await this.claim();
      if (!job) break;
      outcomes.push(await this.runClaimed(job));
    }
    return outcomes;
  }

  /** One due job this process can run, leased to it; null when there is none. */
  private async claim(): Promise<Claimed | null> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return null;
    const leases = JSON.stringify(Object.fromEntries([...this.handlers].map(([kind, h]) => [kind, h.leaseSeconds])));
    const [row] = await queryRows<Claimed>(
      this.deps.db,
      sql`
      with next as (
        select name from jobs
        where run_at <= now() and (locked_until is null or locked_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at
        limit 1
        for update skip locked
      )
      update jobs j set locked_by = ${this.owner},
        locked_until = now() + (${leases}::jsonb ->> j.kind)::int * interval '1 second',
        attempts = j.attempts + 1, last_status = 'running', last_run_at = now(), updated_at = now()
      from next where j.name = next.name
      returning j.name, j.kind, j.payload, j.every_seconds, j.attempts, j.requeues`,
    );
    return row ?? null;
  }

  private async runClaimed(job: Claimed): Promise<JobOutcome> {
    const handler = this.handlers.get(job.kind)!;
    let again: Date | null = null;
    try {
      const result =
        (await handler.run({
          name: job.name,
          payload: job.payload ?? {},
          attempt: job.attempts,
          again: (at) => (again = at),
        })) ?? null;
      const later = (again as Date | null)?.toISOString() ?? null;
      // A one-off job that is done goes, unless it was enqueued again during the run (then the row
      // stays, and the update below makes it due at the time that enqueue asked for).
      const gone =
        job.every_seconds === null && later === null
          ? await this.finish(
              job,
              sql`delete from jobs where name = ${job.name} and locked_by = ${this.owner} and requeues = ${job.requeues}`,
            )
          : 0;
      if (gone === 0) {
        // Next run: a recurring job after its interval, a requeued one-off at the time asked
        // (`run_at`, written by the enqueue during the run); `again` wins when it is earlier.
        await this.finish(
          job,
          sql`
          update jobs set locked_by = null, locked_until = null, attempts = 0, last_status = 'succeeded', last_error = null,
            last_result = ${result}, updated_at = now(),
            run_at = case
              when every_seconds is not null then coalesce(${later}::timestamptz, last_run_at + every_seconds * interval '1 second')
              when requeues <> ${job.requeues} then least(${later}::timestamptz, run_at)
              else ${later}::timestamptz end
          where name = ${job.name} and locked_by = ${this.owner}`,
        );
      }
      this.deps.log.info({ job: job.name, result }, 'job done');
      return { name: job.name, ok: true, ...(result ? { result } : {}) };
    } catch (err) {
      const message = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);
      const giveUp = job.every_seconds === null && job.attempts >= ONE_OFF_MAX_ATTEMPTS;
      const delay = retryDelaySeconds(job.attempts);
      // Giving up: unless it was enqueued during this last attempt, which takes it up again with
      // fresh attempts at the time that enqueue asked for (as an enqueue after giving up does).
      await this.finish(
        job,
        sql`
        update jobs set locked_by = null, locked_until = null, last_status = 'failed', last_error = ${message}, updated_at = now(),
          ${
            giveUp
              ? sql`run_at = case when requeues <> ${job.requeues} then run_at end, attempts = case when requeues <> ${job.requeues} then 0 else attempts end`
              : sql`run_at = now() + ${delay}::int * interval '1 second'`
          }
        where name = ${job.name} and locked_by = ${this.owner}`,
      );
      this.deps.log.error(
        { err, job: job.name, attempt: job.attempts, retryInSeconds: giveUp ? null : delay },
        'job failed',
      );
      return { name: job.name, ok: false, error: message };
    }
  }

  /**
   * Records the end of a run; a lease another process took over meanwhile is theirs to record.
   * Resolves with the number of rows changed, null when recording failed.
   */
  private async finish(job: Claimed, statement: ReturnType<typeof sql>): Promise<number | null> {
    try {
      const rows = await queryRows<{ name: string }>(this.deps.db, sql`${statement} returning name`);
      return rows.length;
    } catch (err) {
      // The lease runs out and the job is taken again: handlers are idempotent.
      this.deps.log.error({ err, job: job.name }, 'jobs: recording the end of a run failed');
      return null;
    }
  }

  /**
   * Makes a job due now (`npm run admin -- jobs run <name>`, the console's *Nu uitvoeren*); false for
   * an unknown name. `db`: the caller's transaction (the console audits it in the same one).
   */
  async runSoon(name: string, db: Executor = this.deps.db): Promise<boolean> {
    await this.schedule();
    const rows = await db
      .update(jobs)
      .set({ runAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jobs.name, name))
      .returning({ name: jobs.name });
    return rows.length > 0;
  }

  /** Every job row, and recurring jobs registered here that no process has scheduled yet. */
  async list(): Promise<JobListing[]> {
    const rows = await this.deps.db.select().from(jobs).orderBy(asc(jobs.name));
    const listed: JobListing[] = rows.map((r) => ({ ...r, known: this.handlers.has(r.kind) }));
    for (const job of this.recurringJobs.values()) {
      if (!rows.some((r) => r.name === job.name)) {
        listed.push({
          name: job.name,
          kind: job.name,
          everySeconds: job.everySeconds,
          runAt: null,
          attempts: 0,
          lastError: null,
          lockedBy: null,
          lockedUntil: null,
          lastRunAt: null,
          lastStatus: null,
          lastResult: null,
          known: true,
        });
      }
    }
    return listed.sort((a, b) => a.name.localeCompare(b.name));
  }
}

export type JobListing = Pick<
  JobRow,
  | 'name'
  | 'kind'
  | 'everySeconds'
  | 'runAt'
  | 'attempts'
  | 'lastError'
  | 'lockedBy'
  | 'lockedUntil'
  | 'lastRunAt'
  | 'lastStatus'
  | 'lastResult'
> & {
  /** Whether this code base has a handler for it (a job left by an older or newer version may not). */
  known: boolean;
};

function every(seconds: number | null): string {
  if (seconds === null) return 'once';
  if (seconds % 86_400 === 0) return `every ${seconds / 86_400} d`;
  if (seconds % 3_600 === 0) return `every ${seconds / 3_600} h`;
  if (seconds % 60 === 0) return `every ${seconds / 60} min`;
  return `every ${seconds} s`;
}

const at = (d: Date | null) =>
  d
    ? d
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z')
    : '–';

/** Where a job stands, as the CLI listing and the console's jobs page both show it. */
export type JobState = 'succeeded' | 'failed' | 'running' | 'interrupted' | 'never';

/**
 * A job's state at `now`: its last status, except that a run whose lease ran out (the process died
 * mid-run) is *interrupted*, not running. `gaveUp`: a one-off that failed its last attempt and will
 * not run again by itself.
 */
export function jobState(j: JobListing, now = new Date()): { state: JobState; gaveUp: boolean } {
  const leased = j.lockedUntil !== null && j.lockedUntil > now;
  const state: JobState =
    j.lastStatus === 'running' ? (leased ? 'running' : 'interrupted') : ((j.lastStatus as JobState | null) ?? 'never');
  return { state, gaveUp: j.runAt === null && j.everySeconds === null && j.lastStatus === 'failed' };
}

/** The listing of `npm run admin -- jobs`: one block per job, for operators. */
export function formatJobs(list: JobListing[], now = new Date()): string {
  if (!list.length) return 'No jobs.';
  return list
    .map((j) => {
      const { state, gaveUp } = jobState(j, now);
      const status =
        state === 'running'
          ? `running on ${j.lockedBy} (lease until ${at(j.lockedUntil)})`
          : state === 'interrupted'
            ? `interrupted on ${j.lockedBy} (its lease ran out; taken again when due)`
            : state === 'never'
              ? 'never run'
              : state;
      const next = j.runAt ? at(j.runAt) : gaveUp ? 'gave up' : j.lastRunAt ? '–' : 'at the next app start';
      const lines = [
        `${j.name}${j.known ? '' : ' (no handler in this version)'}`,
        `  schedule: ${every(j.everySeconds)}`,
        `  last run: ${at(j.lastRunAt)}  status: ${status}${j.lastResult && j.lastStatus === 'succeeded' ? ` (${j.lastResult})` : ''}`,
        `  attempts: ${j.attempts}  next run: ${next}`,
      ];
      if (j.lastError) lines.push(`  last error: ${j.lastError}`);
      return lines.join('\n');
    })
    .join('\n\n');
}
