import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from './schema.ts';

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

/** Activation: false for an account that is gone (deleted), which stays as it is. */
export async function activateMember(tx: Executor, memberId: number): Promise<boolean> {
  const [member] = await tx.select({ status: members.status }).from(members).where(eq(members.id, memberId));
  if (!member || member.status === 'deleted') return false;
  await tx.update(members).set({ status: 'active' }).where(eq(members.id, memberId));
  return true;
}

export async function passwordHashOf(db: Executor, memberId: number): Promise<string | null> {
  const [member] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  return member?.passwordHash ?? null;
}

/** A new password; `unlock` (a reset) also lifts a login lock. */
export async function setPasswordHash(tx: Executor, memberId: number, passwordHash: string, options: { unlock?: boolean } = {}): Promise<void> {
  await tx.update(members).set(options.unlock ? { passwordHash, lockedUntil: null } : { passwordHash }).where(eq(members.id, memberId));
}

export async function setEmail(tx: Executor, memberId: number, email: string): Promise<void> {
  await tx.update(members).set({ email }).where(eq(members.id, memberId));
}

export async function setLanguage(db: Executor, memberId: number, language: string): Promise<void> {
  await db.update(members).set({ language }).where(eq(members.id, memberId));
}

/** Too many failed logins: every login is refused until then. */
export async function lockLogins(tx: Executor, memberId: number, until: Date): Promise<void> {
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

/** Premium: a member who has paid once (spec "paid_user"); it is never taken back. */
export async function markPaidUser(tx: Executor, memberId: number): Promise<void> {
  await tx.update(members).set({ paidUser: true }).where(eq(members.id, memberId));
}

/** The welcome message written at signup and held until activation, if any. */
export async function heldSignupMessage(db: Executor, memberId: number): Promise<{ text: string; to: number } | null> {
  const [m] = await db.select({ text: members.signupMessage, to: members.signupMessageTo }).from(members).where(eq(members.id, memberId));
  return m?.text && m.to ? { text: m.text, to: m.to } : null;
}

export async function clearSignupMessage(db: Executor, memberId: number): Promise<void> {
  await db.update(members).set({ signupMessage: null, signupMessageTo: null }).where(eq(members.id, memberId));
}

/**
 * Locks the member's row for the rest of the transaction and reads what a spend decides on. NO KEY
 * UPDATE, not UPDATE: the foreign-key checks of rows pointing at this member (a message the other
 * way) take KEY SHARE on it, which UPDATE would block; two members writing to each other at once
 * would then deadlock (issue #11). Null when there is no such member.
 */
export async function lockMember(tx: Executor, memberId: number): Promise<{ credits: number; paidUser: boolean; status: 'not_confirmed' | 'active' | 'deleted' } | null> {
  const [me] = await tx.select({ credits: members.credits, paidUser: members.paidUser, status: members.status }).from(members).where(eq(members.id, memberId)).for('no key update');
  return me ?? null;
}

export async function siteOfMember(db: Executor, memberId: number): Promise<number | null> {
  const [row] = await db.select({ siteId: members.siteId }).from(members).where(eq(members.id, memberId));
  return row?.siteId ?? null;
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
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.siteId, siteId), eq(members.seedKey, seedKey)));
  return row?.id ?? null;
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
