import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, type MemberStatus } from './schema.ts';

/**
 * The members module owns the `members` row: the account's status, address, password hash,
 * language, Premium (`paid_user`), invisible mode, presence and the welcome message held until
 * activation. Other modules change it only through these functions. `members.credits` is the one
 * column moved elsewhere: only the credit ledger (modules/credits) books it, with its entry.
 */

export type NewMember = Omit<typeof members.$inferInsert, 'id' | 'credits' | 'paidUser'>;

/** A new account (signup, the seed). Credits start at zero: grants go through the ledger. */
export async function insertMember(tx: Executor, values: NewMember): Promise<number> {
  const [row] = await tx.insert(members).values(values).returning({ id: members.id });
  return row!.id;
}

/** Activation: false for an account that is gone (deleted) or restricted (suspended, banned), which stays as it is. */
export async function activateMember(tx: Executor, memberId: number): Promise<boolean> {
  const [member] = await tx.select({ status: members.status }).from(members).where(eq(members.id, memberId));
  if (!member || (member.status !== 'not_confirmed' && member.status !== 'active')) return false;
  await tx.update(members).set({ status: 'active' }).where(eq(members.id, memberId));
  return true;
}

export async function passwordHashOf(db: Executor, memberId: number): Promise<string | null> {
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.passwordHash ?? null;
}

/** A new password; `unlock` (a reset) also lifts a login lock. */
export async function setPasswordHash(
  tx: Executor,
  memberId: number,
  passwordHash: string,
  options: { unlock?: boolean } = {},
): Promise<void> {
  await tx
    .update(members)
    .set(options.unlock ? { passwordHash, lockedUntil: null } : { passwordHash })
    .where(eq(members.id, memberId));
}

export async function setEmail(tx: Executor, memberId: number, email: string): Promise<void> {
  await tx.update(members).set({ email }).where(eq(members.id, memberId));
}

export async function setLanguage(db: Executor, memberId: number, language: string): Promise<void> {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}

/**
 * The member's login lock, with the member's row locked until the transaction ends: parallel logins
 * of one account take their turn at counting the attempt (accounts/login.ts).
 */
export async function loginLockForUpdate(tx: Executor, memberId: number): Promise<{ lockedUntil: Date | null } | null> {
  const [row] = await tx
    .select({ lockedUntil: members.lockedUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row ?? null;
}

/** Too many failed logins: every login is refused until then (null: the lock has run out). */
export async function lockLogins(tx: Executor, memberId: number, until: Date | null): Promise<void> {
  await tx.update(members).set({ lockedUntil: until }).where(eq(members.id, memberId));
}

/** A successful login lifts a lock and counts as activity. */
export async function recordLogin(tx: Executor, memberId: number, now = new Date()): Promise<void> {
  await tx.update(members).set({ lockedUntil: null, lastActiveAt: now }).where(eq(members.id, memberId));
}

/** Null when there is no such member. */
export async function isInvisible(db: Executor, memberId: number): Promise<boolean | null> {
  const [row] = await db.select({ invisible: members.invisible }).from(members).where(eq(members.id, memberId));
  return row ? row.invisible : null;
}

export async function setInvisible(tx: Executor, memberId: number, invisible: boolean): Promise<void> {
  await tx.update(members).set({ invisible }).where(eq(members.id, memberId));
}

/**
 * Premium: a member who has paid once (spec "paid_user"). Not taken back by a refund; only when the
 * bank takes back the one payment that made it (endPaidUser).
 */
export async function markPaidUser(tx: Executor, memberId: number): Promise<void> {
  await tx.update(members).set({ paidUser: true }).where(eq(members.id, memberId));
}

/**
 * No Premium any more: the member's only paid order was charged back (payments' settlement decides),
 * so they never paid for it (spec: "The first credit purchase makes a member Premium").
 */
export async function endPaidUser(tx: Executor, memberId: number): Promise<void> {
  await tx.update(members).set({ paidUser: false }).where(eq(members.id, memberId));
}

/** The welcome message written at signup and held until activation, if any. */
export async function heldSignupMessage(db: Executor, memberId: number): Promise<{ text: string; to: number } | null> {
  const [m] = await db
    .select({ text: members.signupMessage, to: members.signupMessageTo })
    .from(members)
    .where(eq(members.id, memberId));
  return m?.text && m.to ? { text: m.text, to: m.to } : null;
}

export async function clearSignupMessage(db: Executor, memberId: number): Promise<void> {
  await db.update(members).set({ signupMessage: null, signupMessageTo: null }).where(eq(members.id, memberId));
}

/**
 * Locks the member's row for the rest of the transaction and reads what a spend decides on. NO KEY
 * UPDATE, not UPDATE: the foreign-key checks of rows pointing at this member (a message the other
 * way) take KEY SHARE on it, which UPDATE would block; two members writing to each other at once
 * would then deadlock. Null when there is no such member.
 */
export async function lockMember(
  tx: Executor,
  memberId: number,
): Promise<{ credits: number; paidUser: boolean; status: MemberStatus } | null> {
  const [me] = await tx
    .select({ credits: members.credits, paidUser: members.paidUser, status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return me ?? null;
}

export async function siteOfMember(db: Executor, memberId: number): Promise<number | null> {
  const [row] = await db.select({ siteId: members.siteId }).from(members).where(eq(members.id, memberId));
  return row?.siteId ?? null;
}

/** The member's site and the tracking data stored at signup (attribution, decision 051). */
export async function trackingOf(
  db: Executor,
  memberId: number,
): Promise<{ siteId: number; tracking: Record<string, string> } | null> {
  const [row] = await db
    .select({ siteId: members.siteId, tracking: members.tracking })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/**
 * Members who signed up since `since` with a tracking network (attribution's sweep, decision 051):
 * whether they have activated is `status = 'active'`.
 */
export async function trackedSignupsSince(db: Executor, since: Date): Promise<{ id: number; active: boolean }[]> {
  return db
    .select({ id: members.id, active: sql<boolean>`${members.status} = 'active'` })
    .from(members)
    .where(and(sql`${members.signupDate} >= ${since}`, sql`${members.tracking} ? 'network'`))
    .orderBy(asc(members.id));
}

/** Which of these seed keys a site has already (the seed runs again without duplicating). */
export async function existingSeedKeys(db: Executor, siteId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: members.seedKey })
    .from(members)
    .where(and(eq(members.siteId, siteId), isNotNull(members.seedKey), inArray(members.seedKey, [...keys])));
  return new Set(rows.map((r) => r.key!));
}

export async function memberBySeedKey(db: Executor, siteId: number, seedKey: string): Promise<number | null> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.seedKey, seedKey)));
  return row?.id ?? null;
}

// ---- Restrictions: suspension and ban -------------------------------------------

/** A member's standing as staff see it: the status and, while restricted, until when and why. */
export interface Restriction {
  status: MemberStatus;
  suspendedUntil: Date | null;
  reason: string | null;
  restrictedAt: Date | null;
}

const RESTRICTION_COLUMNS = {
  status: members.status,
  suspendedUntil: members.suspendedUntil,
  reason: members.restrictionReason,
  restrictedAt: members.restrictedAt,
};

/** Null when there is no such member. */
export async function restrictionOf(db: Executor, memberId: number): Promise<Restriction | null> {
  const [row] = await db.select(RESTRICTION_COLUMNS).from(members).where(eq(members.id, memberId));
  return row ?? null;
}

/**
 * Suspends (with `until`) or bans the account. The status it had is kept for the lift, also over a
 * second restriction (a suspension made a ban). A deleted account stays as it is: null, as for no member.
 * Returns the standing before and after (the staff audit log records both).
 */
export async function setRestriction(
  tx: Executor,
  memberId: number,
  r: { status: 'suspended'; until: Date; reason: string } | { status: 'banned'; reason: string },
  now = new Date(),
): Promise<{ before: Restriction; after: Restriction } | null> {
  const [before] = await tx
    .select(RESTRICTION_COLUMNS)
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  if (!before || before.status === 'deleted') return null;
  const [after] = await tx
    .update(members)
    .set({
      status: r.status,
      suspendedUntil: r.status === 'suspended' ? r.until : null,
      restrictionReason: r.reason,
      restrictedAt: now,
      // Only an unrestricted status is worth restoring; a restricted one already kept its own.
      statusBeforeRestriction: sql`case when ${members.status} in ('not_confirmed', 'active') then ${members.status} else ${members.statusBeforeRestriction} end`,
    })
    .where(eq(members.id, memberId))
    .returning(RESTRICTION_COLUMNS);
  return { before, after: after! };
}

/**
 * Lifts a suspension or ban: the status before it comes back (active for an account restricted
 * before this column existed). Null when the member was not restricted (nothing changed). With
 * `dueBy`, only a suspension that has ended by then is lifted (the expiry: never a ban made meanwhile).
 */
export async function clearRestriction(
  tx: Executor,
  memberId: number,
  options: { dueBy?: Date } = {},
): Promise<{ before: Restriction; after: Restriction } | null> {
  const [before] = await tx
    .select(RESTRICTION_COLUMNS)
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  if (!before || (before.status !== 'suspended' && before.status !== 'banned')) return null;
  if (
    options.dueBy &&
    !(before.status === 'suspended' && before.suspendedUntil && before.suspendedUntil <= options.dueBy)
  )
    return null;
  const [after] = await tx
    .update(members)
    .set({
      status: sql`coalesce(${members.statusBeforeRestriction}, 'active')`,
      suspendedUntil: null,
      restrictionReason: null,
      restrictedAt: null,
      statusBeforeRestriction: null,
    })
    .where(eq(members.id, memberId))
    .returning(RESTRICTION_COLUMNS);
  return { before, after: after! };
}

/** Suspensions whose end has come (the job lifts them), oldest first. */
export async function suspensionsDue(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.status, 'suspended'), lte(members.suspendedUntil, now)))
    .orderBy(asc(members.suspendedUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Which of these members no longer take part: suspended, banned or deleted. Their conversations
 * stay, marked 'account niet meer actief'; a lifted restriction brings them back.
 */
export async function inactiveAmong(db: Executor, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, [...memberIds]), inArray(members.status, ['suspended', 'banned', 'deleted'])));
  return new Set(rows.map((r) => r.id));
}

// ---- SQL the owners of other tables compose into one statement ------------------------------

/** Presence: a CTE step (`with m as (…)`) marking the member active at `at`. */
export function touchMemberSql(memberId: number, at: string): SQL {
  return sql`update members set last_active_at = ${at} where id = ${memberId}`;
}

/** SQL condition: the member id expression is an activated account. */
export function isActivatedSql(memberIdColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from members m where m.id = ${memberIdColumn} and m.status = 'active')`;
}

/** SQL condition: the member id expression is a profile the site itself runs. */
export function isFictionalSql(memberIdColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from members m where m.id = ${memberIdColumn} and m.fictional)`;
}

/**
 * SQL condition: the member id expression's account still has the address expression (* a bounce or complaint about an address the member has since changed no longer applies).
 */
export function hasEmailSql(memberIdColumn: SQL | unknown, emailColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from members m where m.id = ${memberIdColumn} and lower(m.email) = lower(${emailColumn}))`;
}

/**
 * SQL condition: the member id expression is a member of one of these sites (a staff account
 * limited to some sites, decision 044: its queues show only their members' photos). No sites: false.
 */
export function onSitesSql(memberIdColumn: SQL | unknown, siteIds: readonly number[]): SQL {
  if (siteIds.length === 0) return sql`false`;
  return sql`exists (select 1 from members m where m.id = ${memberIdColumn} and m.site_id in (${sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** SQL condition: the member id expression's account was made after `since` (the weekly update's new members). */
export function signedUpAfterSql(memberIdColumn: SQL | unknown, since: Date): SQL {
  return sql`exists (select 1 from members m where m.id = ${memberIdColumn} and m.signup_date > ${since.toISOString()})`;
}

// ---- Notifications ----------------------------------------------------------------

/** Of these members, those active (a page, a socket) at or after `since`. */
export async function activeSinceAmong(db: Executor, memberIds: readonly number[], since: Date): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, [...memberIds]), sql`${members.lastActiveAt} >= ${since.toISOString()}`));
  return new Set(rows.map((r) => r.id));
}

/**
 * Real, activated members whose id falls in `slot` of `slots` (the weekly update spreads the members
 * over the hours of the week by id), a page at a time by id.
 */
export async function activeMembersInSlot(
  db: Executor,
  q: { slot: number; slots: number; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.status, 'active'),
        eq(members.fictional, false),
        sql`${members.id} % ${q.slots} = ${q.slot}`,
        sql`${members.id} > ${q.afterId}`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(q.limit);
  return rows.map((r) => r.id);
}

// ---- The staff console: finding a member, the account as staff see it ------------

/**
 * Accounts with this address on any site of the deployment, or on `siteIds` (a staff account
 * limited to some sites, decision 044).
 */
export async function memberIdsByEmail(
  db: Executor,
  email: string,
  limit = 50,
  siteIds?: readonly number[],
): Promise<number[]> {
  if (siteIds?.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`lower(${members.email}) = ${email.trim().toLowerCase()}`,
        siteIds ? inArray(members.siteId, [...siteIds]) : undefined,
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The account fields a staff member sees (the member page, the search results). */
export interface StaffAccountRow {
  id: number;
  siteId: number;
  email: string;
  status: MemberStatus;
  language: string;
  credits: number;
  paidUser: boolean;
  fictional: boolean;
  invisible: boolean;
  tracking: Record<string, string>;
  signupDate: Date;
  lastActiveAt: Date;
  suspendedUntil: Date | null;
  restrictionReason: string | null;
  deletedAt: Date | null;
  purgedAt: Date | null;
}

/** These accounts as staff see them, in the order asked (missing ids are left out). */
export async function staffAccountRows(db: Executor, memberIds: readonly number[]): Promise<StaffAccountRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      id: members.id,
      siteId: members.siteId,
      email: members.email,
      status: members.status,
      language: members.language,
      credits: members.credits,
      paidUser: members.paidUser,
      fictional: members.fictional,
      invisible: members.invisible,
      tracking: members.tracking,
      signupDate: members.signupDate,
      lastActiveAt: members.lastActiveAt,
      suspendedUntil: members.suspendedUntil,
      restrictionReason: members.restrictionReason,
      deletedAt: members.deletedAt,
      purgedAt: members.purgedAt,
    })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return memberIds.map((id) => byId.get(id)).filter((r): r is StaffAccountRow => !!r);
}

/**
 * Marks a profile as one the site runs (spec: "flagged as fictional"), or not. Null when there is no
 * such member; else the flag before and after (the staff audit log records both).
 */
export async function setFictional(
  tx: Executor,
  memberId: number,
  fictional: boolean,
): Promise<{ before: boolean; after: boolean; siteId: number } | null> {
  const [before] = await tx
    .select({ fictional: members.fictional, siteId: members.siteId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  if (!before) return null;
  if (before.fictional !== fictional) await tx.update(members).set({ fictional }).where(eq(members.id, memberId));
  return { before: before.fictional, after: fictional, siteId: before.siteId };
}

// ---- Deletion by the member ------------------------------------------------------

/** A deletion as the account shows it: when it was asked for and, once final, when it was made so. */
export interface Deletion {
  status: MemberStatus;
  deletedAt: Date | null;
  purgedAt: Date | null;
  siteId: number;
}

export async function deletionOf(db: Executor, memberId: number): Promise<Deletion | null> {
  const [row] = await db
    .select({
      status: members.status,
      deletedAt: members.deletedAt,
      purgedAt: members.purgedAt,
      siteId: members.siteId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/**
 * The member deletes the account: status `deleted`, like a restriction (decision 021) everything
 * that asks for an active account leaves them out at once; the status before is kept for a
 * reactivation. Only an active or unconfirmed account can be deleted (false otherwise).
 */
export async function markDeleted(
  tx: Executor,
  memberId: number,
  reason: string | null,
  now = new Date(),
): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({
      status: 'deleted',
      statusBeforeRestriction: sql`${members.status}`,
      deletedAt: now,
      deletionReason: reason,
      purgedAt: null,
    })
    .where(and(eq(members.id, memberId), inArray(members.status, ['active', 'not_confirmed'])))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Reactivation within the grace period: the status before the deletion comes back. False when not deleted or already final. */
export async function restoreDeleted(tx: Executor, memberId: number): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({
      status: sql`coalesce(${members.statusBeforeRestriction}, 'active')`,
      statusBeforeRestriction: null,
      deletedAt: null,
      deletionReason: null,
    })
    .where(and(eq(members.id, memberId), eq(members.status, 'deleted'), isNull(members.purgedAt)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Deletions asked for before `before` and not final yet (the purge job), oldest first. */
export async function deletionsDue(db: Executor, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.status, 'deleted'), isNull(members.purgedAt), lte(members.deletedAt, before)))
    .orderBy(asc(members.deletedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The deletion becomes final: every personal field of the account row goes. The address becomes
 * `deleted+<hash>@invalid` (the hash of the id and a random salt, never of the address alone, which
 * could be guessed back), so the unique index lets the address sign up again. Kept: the id, site,
 * status, dates, credits and Premium flag, which the books (orders, ledger) refer to.
 */
export async function eraseAccount(tx: Executor, memberId: number, now = new Date()): Promise<boolean> {
  const hash = createHash('sha256')
    .update(`${memberId}:${randomBytes(16).toString('hex')}`)
    .digest('hex')
    .slice(0, 24);
  const rows = await tx
    .update(members)
    .set({
      email: `deleted+${hash}@invalid`,
      passwordHash: null,
      tracking: {},
      seedKey: null,
      lockedUntil: null,
      signupMessage: null,
      signupMessageTo: null,
      restrictionReason: null,
      deletionReason: null,
      statusBeforeRestriction: null,
      invisible: true,
      purgedAt: now,
    })
    .where(and(eq(members.id, memberId), eq(members.status, 'deleted'), isNull(members.purgedAt)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/**
 * The member confirmed the disclosure of the site's fictional profiles and their price (decision
 * 047): the first time counts, a second confirmation changes nothing.
 */
export async function confirmFictionalDisclosure(db: Executor, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ fictionalDisclosureAt: sql`coalesce(${members.fictionalDisclosureAt}, now())` })
    .where(eq(members.id, memberId));
}
