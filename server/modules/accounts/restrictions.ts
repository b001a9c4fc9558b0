import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { HOME_TIME_ZONE, type Locale } from '../../../common/constants.ts';
import { clearRestriction, restrictionOf, setRestriction, suspensionsDue, type Restriction } from '../members/index.ts';
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
 * The functions take the caller's transaction, so that the staff console can write its audit row
 * in the same one; they return the standing before and after (for that row) and the sessions that
 * ended, which the caller announces after the commit (`MemberRestrictions.announce`): only then may
 * the sockets close, or a rolled-back suspension would still have logged the member out.
 */
export interface RestrictionOutcome {
  before: Restriction;
  after: Restriction;
  ended: EndedSessions;
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

/**
 * The same rules, each in a transaction of its own with the sockets closed after the commit: for
 * callers with nothing else to write (the tests, a later admin command). The staff console writes
 * its audit row with the action: it calls the functions above in its transaction, then `announce`.
 */
export class MemberRestrictions {
  constructor(private readonly deps: { db: Database; onSessionsEnded?: (ended: EndedSessions) => Promise<void> }) {}

  async suspend(memberId: number, until: Date, reason: string): Promise<RestrictionOutcome> {
    const outcome = await this.deps.db.transaction((tx) => suspendMember(tx, memberId, until, reason));
    await this.announce(outcome);
    return outcome;
  }

  async ban(memberId: number, reason: string): Promise<RestrictionOutcome> {
    const outcome = await this.deps.db.transaction((tx) => banMember(tx, memberId, reason));
    await this.announce(outcome);
    return outcome;
  }

  lift(memberId: number): Promise<RestrictionOutcome | null> {
    return this.deps.db.transaction((tx) => liftRestriction(tx, memberId));
  }

  /** After the commit: the ended sessions' sockets close on every process (4401). */
  async announce(outcome: Pick<RestrictionOutcome, 'ended'> | null): Promise<void> {
    if (outcome && outcome.ended.tokenHashes.length > 0) await this.deps.onSessionsEnded?.(outcome.ended);
  }
}
