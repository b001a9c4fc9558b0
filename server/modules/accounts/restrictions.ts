import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { HOME_TIME_ZONE, type Locale } from '../../../common/constants.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { COMMAND_LINE, recordStaffAction, type StaffActor } from '../audit/index.ts';
import { recordDecision } from '../decisions/index.ts';
import type { DecisionGroundKind } from '../../../common/rules/decisions.ts';
import {
  clearRestriction,
  restrictionOf,
  setRestriction,
  siteOfMember,
  suspensionsDue,
  type Restriction,
} from '../members/index.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import { endSessions, type EndedSessions } from './sessions.ts';

/**
 * Suspension and ban: the domain rules the staff console calls. A restricted member
 * cannot log in (the refusal names the date of a suspension and points to /pages/ban), every
 * session ends and its sockets close, and the profile leaves search, likes and lists: those read
 * `members.status = 'active'` (search through its index row, refreshed here), so nothing is
 * deleted and lifting the restriction gives all of it back. Conversations stay; the other member
 * sees 'account niet meer actief' and cannot send (chat, profiles/contact.ts).
 *
 * Staff act through one command, `restrictMember` (with `MemberRestrictions` around it): the
 * functions below it take the caller's transaction and return the standing before and after (for
 * the audit row) and the sessions that ended, announced after the commit.
 */
export interface RestrictionOutcome {
  before: Restriction;
  after: Restriction;
  ended: EndedSessions;
  /** A suspension's or ban's entry in the register of decisions (its statement of reasons' appeal link). */
  decisionId?: number;
}

/** Where a refused login points: the static page about blocked accounts. */
export const BAN_PAGE = '/pages/ban';

const REASON_MAX = 1000;

function checkedReason(reason: string): string {
  const r = reason.trim();
  if (!r || r.length > REASON_MAX)
    throw new ApiError(400, 'invalid_input', 'restriction.reasonRequired', { max: REASON_MAX });
  return r;
}

/** Suspends the account until `until` (in the future): no login until then, out of search and lists. */
export async function suspendMember(
  tx: Executor,
  memberId: number,
  until: Date,
  reason: string,
  now = new Date(),
): Promise<RestrictionOutcome> {
  if (!(until.getTime() > now.getTime())) throw new ApiError(400, 'invalid_input', 'restriction.untilInPast');
  const changed = await setRestriction(
    tx,
    memberId,
    { status: 'suspended', until, reason: checkedReason(reason) },
    now,
  );
  return afterRestriction(tx, memberId, changed);
}

/** Bans the account until a member of staff lifts it. */
export async function banMember(
  tx: Executor,
  memberId: number,
  reason: string,
  now = new Date(),
): Promise<RestrictionOutcome> {
  const changed = await setRestriction(tx, memberId, { status: 'banned', reason: checkedReason(reason) }, now);
  return afterRestriction(tx, memberId, changed);
}

async function afterRestriction(
  tx: Executor,
  memberId: number,
  changed: Awaited<ReturnType<typeof setRestriction>>,
): Promise<RestrictionOutcome> {
  if (!changed) throw new ApiError(404, 'not_found', 'error.notFound');
  await refreshSearchRow(tx, memberId);
  const ended = await endSessions(tx, memberId);
  return { ...changed, ended };
}

/**
 * Lifts a suspension or a ban: the member may log in again and is back in search, likes and lists.
 * Null when the member was not restricted. With `dueBy`, only a suspension ended by then (the expiry).
 */
export async function liftRestriction(
  tx: Executor,
  memberId: number,
  options: { dueBy?: Date } = {},
): Promise<RestrictionOutcome | null> {
  const changed = await clearRestriction(tx, memberId, options);
  if (!changed) return null;
  await refreshSearchRow(tx, memberId);
  return { ...changed, ended: { memberId, tokenHashes: [] } };
}

/**
 * Before a session is made (login, password reset): a suspension whose end has come is lifted here
 * and now (in the caller's transaction); a restriction still in force refuses, in the visitor's language.
 */
export async function admitRestricted(tx: Executor, memberId: number, locale: Locale, now = new Date()): Promise<void> {
  const r = await restrictionOf(tx, memberId);
  if (!r || (r.status !== 'suspended' && r.status !== 'banned')) return;
  if (r.status === 'suspended' && r.suspendedUntil && r.suspendedUntil <= now) {
    await liftRestriction(tx, memberId, { dueBy: now });
    return;
  }
  throw refusal(r, locale);
}

/** The login refusal: the suspension's end in the site's home time zone, or the ban; both link to /pages/ban. */
export function refusal(r: Pick<Restriction, 'status' | 'suspendedUntil'>, locale: Locale): ApiError {
  if (r.status === 'suspended' && r.suspendedUntil) {
    const until = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: HOME_TIME_ZONE,
    }).format(r.suspendedUntil);
    return new ApiError(
      403,
      'account_suspended',
      'auth.suspended',
      { until },
      { until: r.suspendedUntil.toISOString(), link: BAN_PAGE },
    );
  }
  return new ApiError(403, 'account_banned', 'auth.banned', undefined, { link: BAN_PAGE });
}

/** The job (server/jobs.ts): suspensions whose end has come are lifted, so the profile is back in search without a login. */
export async function liftDueSuspensions(db: Database, now = new Date()): Promise<string> {
  let lifted = 0;
  for (;;) {
    const due = await suspensionsDue(db, now, 100);
    for (const id of due) if (await db.transaction((tx) => liftRestriction(tx, id, { dueBy: now }))) lifted += 1;
    if (due.length < 100) break;
  }
  return `${lifted} suspensions ended`;
}

/** What staff do to a member's standing; the audit action is `member.<action>`. */
export type RestrictionChange =
  { action: 'suspend'; until: Date; reason: string } | { action: 'ban'; reason: string } | { action: 'lift' };

export interface RestrictionCommand {
  /** Who acts: a staff member in the console, or the command line (`COMMAND_LINE`). */
  actor: StaffActor;
  memberId: number;
  change: RestrictionChange;
  /** What the caller adds to the audit row's `after`: the days of a suspension, the reports it resolves, the sessions it ended. */
  context?: (outcome: RestrictionOutcome) => Record<string, unknown>;
  /** The 409 a lift of an unrestricted member answers, in the words of the page that asked. */
  notRestricted: MessageKey;
  /**
   * The ground the decisions register keeps (decision 041): a report's category from the report
   * queue; otherwise the reason staff wrote.
   */
  ground?: { kind: DecisionGroundKind; value: string };
  /** The report the restriction answers. */
  reportId?: number;
}

const CLI_NOT_RESTRICTED: MessageKey = 'staff.members.error.notRestricted';

/** The audit row's count of the sessions a command ended (member care, the command line). */
export const sessionsEnded = (outcome: RestrictionOutcome) => ({ sessions_ended: outcome.ended.tokenHashes.length });

/** The standing an audit row keeps (jsonb: dates as text). */
const auditStanding = (r: Restriction) => ({
  status: r.status,
  suspended_until: r.suspendedUntil?.toISOString() ?? null,
  reason: r.reason,
});

/**
 * The one restriction command (decision 021), whoever asks (report queue, member care, command
 * line): the standing changes and its audit row is written in the caller's transaction, so neither
 * exists without the other. The ended sessions are in the outcome, for `MemberRestrictions.announce`
 * after the commit; `MemberRestrictions.within` and `apply` do that announcing.
 */
export async function restrictMember(
  tx: Executor,
  cmd: RestrictionCommand,
  now = new Date(),
): Promise<RestrictionOutcome> {
  const { actor, memberId, change } = cmd;
  const siteId = await siteOfMember(tx, memberId);
  if (siteId === null) throw new ApiError(404, 'not_found', 'error.notFound');
  let outcome: RestrictionOutcome | null;
  if (change.action === 'suspend') outcome = await suspendMember(tx, memberId, change.until, change.reason, now);
  else if (change.action === 'ban') outcome = await banMember(tx, memberId, change.reason, now);
  else outcome = await liftRestriction(tx, memberId);
  if (!outcome) throw new ApiError(409, 'not_restricted', cmd.notRestricted);
  await recordStaffAction(tx, actor, {
    action: `member.${change.action}`,
    targetType: 'member',
    targetId: memberId,
    siteId,
    before: auditStanding(outcome.before),
    after: { ...auditStanding(outcome.after), ...cmd.context?.(outcome) },
  });
  if (change.action === 'lift') return outcome;
  const decisionId = await recordDecision(tx, {
    siteId,
    memberId,
    kind: change.action === 'suspend' ? 'suspension' : 'ban',
    ground: cmd.ground ?? { kind: 'staff_reason', value: change.reason.trim() },
    object: { type: 'member', id: memberId },
    reportId: cmd.reportId ?? null,
    staffId: actor.staffId,
    endsAt: change.action === 'suspend' ? change.until : null,
    now,
  });
  return { ...outcome, decisionId };
}

/**
 * The restriction command with its transaction. The sessions it ends close their sockets (4401) after
 * the commit (SESSIONS_ENDED): only then, or a rolled-back suspension would still have logged the
 * member out.
 */
export class MemberRestrictions {
  constructor(private readonly deps: { db: Database }) {}

  /** One command in a transaction of its own (member care, the command line). */
  apply(cmd: RestrictionCommand, now = new Date()): Promise<RestrictionOutcome> {
    return this.within((_tx, restrict) => restrict(cmd, now));
  }

  /**
   * For a caller with more to write in the same transaction (the report queue resolves the reports
   * with it): `restrict` runs the command in that transaction.
   */
  within<T>(
    work: (tx: Executor, restrict: (cmd: RestrictionCommand, now?: Date) => Promise<RestrictionOutcome>) => Promise<T>,
  ): Promise<T> {
    return this.deps.db.transaction((tx) => work(tx, (cmd, now) => restrictMember(tx, cmd, now)));
  }

  /**
   * The command line's words for the command (`npm run admin -- member …`, server/admin.ts): the
   * audit row names no staff member. A lift of an unrestricted member is null here, not a 409.
   */
  suspend(
    memberId: number,
    until: Date,
    reason: string,
    actor: StaffActor = COMMAND_LINE,
  ): Promise<RestrictionOutcome> {
    return this.apply({
      actor,
      memberId,
      change: { action: 'suspend', until, reason },
      context: sessionsEnded,
      notRestricted: CLI_NOT_RESTRICTED,
    });
  }

  ban(memberId: number, reason: string, actor: StaffActor = COMMAND_LINE): Promise<RestrictionOutcome> {
    return this.apply({
      actor,
      memberId,
      change: { action: 'ban', reason },
      context: sessionsEnded,
      notRestricted: CLI_NOT_RESTRICTED,
    });
  }

  async lift(memberId: number, actor: StaffActor = COMMAND_LINE): Promise<RestrictionOutcome | null> {
    try {
      return await this.apply({
        actor,
        memberId,
        change: { action: 'lift' },
        context: sessionsEnded,
        notRestricted: CLI_NOT_RESTRICTED,
      });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'not_restricted') return null;
      throw err;
    }
  }
}
