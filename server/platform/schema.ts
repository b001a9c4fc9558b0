import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Owned by the platform module: platform_keys, jobs. Only its own code names these tables; other
 * modules call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them
 * through server/db/schema.ts.
 */

/** Key–value store for things the platform generates once (e.g. VAPID keys). */
export const platformKeys = pgTable('platform_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Scheduled jobs (server/platform/jobs.ts, decision 012): one row per job. A process claims a due
 * row with FOR UPDATE SKIP LOCKED and a lease (`lockedUntil`), so each run happens in one process;
 * a process that dies leaves a lease that runs out, and the job is taken again. Recurring jobs
 * (`everySeconds`) are moved to their next run after success; failures back off exponentially.
 */
export const jobs = pgTable(
  'jobs',
  {
    name: text('name').primaryKey(),
    /** The handler that runs it (for a recurring job, its name). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Recurring: seconds between runs. Null: a one-off job, deleted once it succeeds. */
    everySeconds: integer('every_seconds'),
    /** When it is due next; null for a one-off job that gave up. */
    runAt: timestamp('run_at', { withTimezone: true }),
    /**
     * How often the name was enqueued again while its row existed (server/platform/jobs.ts `enqueue`).
     * A run compares it with the value it claimed: a one-off job enqueued again during its run is not
     * deleted when the run succeeds but runs once more.
     */
    requeues: integer('requeues').notNull().default(0),
    /** Attempts of the current run: 0 after a success, counting up while it fails. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastStatus: text('last_status', { enum: ['running', 'succeeded', 'failed'] }),
    /** What the last successful run reported (e.g. "12 deleted"). */
    lastResult: text('last_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due').on(t.runAt)],
);
