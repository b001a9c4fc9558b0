import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { jobState, type JobListing, type JobRunner } from '../../platform/jobs.ts';
import { homeDayStart } from '../../../common/rules/dates.ts';
import { staffMay, type StaffRole } from '../../../common/rules/staff-roles.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';
import type { StaffJob, StaffOverview } from '../../../common/api/staff.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { messagesSentSince } from '../chat/index.ts';
import { signupCounts } from '../members/index.ts';
import { purchaseFigures } from '../payments/index.ts';
import { inspectionQueueSummary } from '../photos/index.ts';
import { openReportsSummary, reportFigures } from '../reports/index.ts';
import { decisionFigures } from '../decisions/index.ts';
import { appealFigures } from '../appeals/index.ts';
import { answerFigures, namedOperators, waitingForOperators, type AnswerFigures } from '../operator/index.ts';
import { parsePeriod, recentPeriods } from '../../../common/rules/transparency.ts';
import type { Transparency } from '../../../common/api/transparency.ts';

export interface StaffOverviewDeps {
  db: Database;
  jobs: Pick<JobRunner, 'list' | 'runSoon' | 'schedule'>;
  /** The clock (tests pin "today"). */
  now?: () => Date;
  /** Each site's target answer time for the operators (minutes), for the inbox's late count. */
  inboxTargets?: () => Promise<ReadonlyMap<number, number>>;
  staffNames?: (ids: number[]) => Promise<Map<number, { name: string }>>;
}

const minutesSince = (at: Date | null, now: Date) =>
  at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000)) : null;

/** The jobs page's order: what needs someone first (failed, then interrupted), then by name. */
const ATTENTION: Record<StaffJob['state'], number> = { failed: 0, interrupted: 1, running: 2, never: 3, succeeded: 3 };

export function presentJob(j: JobListing, now: Date): StaffJob {
  const { state, gaveUp } = jobState(j, now);
  return {
    name: j.name,
    every_seconds: j.everySeconds,
    last_run_at: j.lastRunAt?.toISOString() ?? null,
    state,
    last_result: j.lastResult,
    attempts: j.attempts,
    last_error: j.lastError,
    next_run_at: j.runAt?.toISOString() ?? null,
    gave_up: gaveUp,
    known: j.known,
  };
}

/**
 * The staff console's opening page (/staff) and its jobs page (/staff/jobs). The overview composes
 * the owning modules' count functions, and asks each only when the role may open the section the
 * figure belongs to (common/rules/staff-roles.ts): a moderator's overview never reads the orders.
 */
export class StaffOverviewService {
  constructor(private readonly deps: StaffOverviewDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The figures of the role's sections, on every site or on the staff member's own (`scope`,
   * decision 044).
   */
  async overview(role: StaffRole, scope: SiteScope = null): Promise<StaffOverview> {
    const now = this.now();
    const db = this.deps.db;
    const since = { today: homeDayStart(now), week: homeDayStart(now, 6) };
    const may = (action: Parameters<typeof staffMay>[1]) => staffMay(role, action);
    const sites = scope ?? undefined;
    // Members' figures go with the Members section; the money also needs the right to act on orders.
    const [photos, reports, members, purchases, messages, jobs, inbox] = await Promise.all([
      may('photos.inspect') ? inspectionQueueSummary(db, sites) : null,
      may('reports.handle') ? openReportsSummary(db, sites) : null,
      may('members.view') ? signupCounts(db, since, sites) : null,
      may('members.view') && may('payments.refund') ? purchaseFigures(db, since, sites) : null,
      may('members.view') ? messagesSentSince(db, since.today, sites) : null,
      may('jobs.manage') ? this.deps.jobs.list() : null,
      // Decision 046: members waiting for a fictional profile's answer, and how long the oldest waits.
      may('inbox.answer') ? this.inbox(scope, since.today) : null,
    ]);
    const queue = (count: number, oldestAt: Date | null) => ({
      count,
      oldest_at: oldestAt?.toISOString() ?? null,
      waited_minutes: minutesSince(oldestAt, now),
    });
    return {
      ...(photos ? { photos: queue(photos.waiting, photos.oldestAt) } : {}),
      ...(reports ? { reports: queue(reports.open, reports.oldestAt) } : {}),
      ...(inbox
        ? {
            inbox: {
              ...queue(inbox.waiting.count, inbox.waiting.oldest),
              late: inbox.waiting.late,
              answered_today: inbox.answers.answered,
              median_answer_seconds: inbox.answers.medianSeconds,
            },
          }
        : {}),
      ...(inbox && may('inbox.supervise') ? { operators: await this.operatorFigures(inbox.answers) } : {}),
      ...(members ? { members } : {}),
      ...(purchases ? { purchases } : {}),
      ...(messages !== null ? { messages: { today: messages } } : {}),
      ...(jobs ? { jobs: { failed: jobs.filter((j) => jobState(j, now).state === 'failed').length } } : {}),
    };
  }

  /** Decision 046: who waits for a fictional profile's answer (and how many too long), and today's answers. */
  private async inbox(scope: SiteScope, today: Date) {
    const targets = (await this.deps.inboxTargets?.()) ?? new Map<number, number>();
    const [waiting, answers] = await Promise.all([
      waitingForOperators(this.deps.db, scope, targets),
      answerFigures(this.deps.db, scope, today),
    ]);
    return { waiting, answers };
  }

  /** Today's answers per operator with their names (for who supervises them): volume and speed only. */
  private operatorFigures(answers: AnswerFigures): Promise<NonNullable<StaffOverview['operators']>> {
    return namedOperators(answers.operators, this.deps.staffNames ?? (async () => new Map()));
  }

  /** Every job as `npm run admin -- jobs` lists it, what needs someone first. */
  async jobs(): Promise<StaffJob[]> {
    const now = this.now();
    return (await this.deps.jobs.list())
      .map((j) => presentJob(j, now))
      .sort((a, b) => ATTENTION[a.state] - ATTENTION[b.state] || a.name.localeCompare(b.name));
  }

  /**
   * *Nu uitvoeren*: what `npm run admin -- jobs run <name>` does (the job is due now; a polling app
   * process takes it within seconds), audited as `job.run` in the same transaction.
   */
  async runNow(actor: StaffActor, name: string): Promise<StaffJob> {
    // Before the transaction: the recurring jobs' rows exist, and what the job was (PGlite has one
    // connection, so nothing may wait on the pool while the transaction holds it).
    await this.deps.jobs.schedule();
    const before = (await this.deps.jobs.list()).find((j) => j.name === name);
    if (!before) throw new ApiError(404, 'job_not_found', 'staff.jobs.notFound');
    const { state } = jobState(before, this.now());
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.jobs.runSoon(name, tx))) throw new ApiError(404, 'job_not_found', 'staff.jobs.notFound');
      await recordStaffAction(tx, actor, {
        action: 'job.run',
        targetType: 'job',
        targetId: name,
        before: { state, next_run_at: before.runAt?.toISOString() ?? null, attempts: before.attempts },
        after: { next_run_at: 'now' },
      });
    });
    const job = (await this.deps.jobs.list()).find((j) => j.name === name)!;
    return presentJob(job, this.now());
  }

  /**
   * The transparency figures of a half year (the current one by default): the reports, decisions and
   * appeals modules each count their own; an unknown period is a 404.
   */
  async transparency(periodKey?: string): Promise<Transparency> {
    const now = this.now();
    const periods = recentPeriods(now, 6);
    const period = parsePeriod(periodKey ?? periods[0]!);
    if (!period) throw new ApiError(404, 'not_found', 'error.notFound');
    const db = this.deps.db;
    const [reports, actions, appeals] = await Promise.all([
      reportFigures(db, period.start, period.end),
      decisionFigures(db, period.start, period.end),
      appealFigures(db, period.start, period.end),
    ]);
    const total = actions.reduce((n, a) => n + a.count, 0);
    const automated = actions.reduce((n, a) => n + a.automated, 0);
    return {
      period: period.key,
      start: period.start,
      end: period.end,
      periods,
      ...reports,
      actions,
      ...appeals,
      automated_share: total === 0 ? 0 : automated / total,
    };
  }
}
