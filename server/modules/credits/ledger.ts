import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { creditLedger } from './schema.ts';
import { ApiError } from '../../http/errors.ts';

export type LedgerKind =
  'signup_bonus' | 'purchase' | 'spend_message' | 'spend_photo' | 'spend_gift' | 'refund' | 'chargeback' | 'admin';

export interface LedgerEntryInput {
  memberId: number;
  /** Positive grants, negative spends. */
  delta: number;
  kind: LedgerKind;
  /** Unique per business event: the same key twice moves credits once (engineering §5). */
  businessKey: string;
  details?: Record<string, unknown>;
}

export interface LedgerResult {
  /** False when this business key was booked before: nothing moved now. */
  applied: boolean;
  balance: number;
  entryId: number;
}

/**
 * Books one ledger entry and moves members.credits with it, inside the caller's transaction.
 * Concurrent bookings of one member serialise on the member row (the UPDATE's lock) and a repeated
 * business key is seen. The UPDATE does not touch a key column, so its lock is NO KEY UPDATE: it
 * lets other transactions insert rows that point at this member (their foreign-key check takes KEY
 * SHARE), so a member paying while someone writes to them cannot deadlock. A spend that would go below zero throws `insufficient_credits`.
 */
export async function postLedgerEntry(tx: Executor, input: LedgerEntryInput): Promise<LedgerResult> {
  // One round trip (a chat send pays on its hot path; bench/ws.ts): the database function
  // credit_ledger_post (migration 0024) looks the key up, moves the balance under the row lock its
  // UPDATE takes (a concurrent booking waits for it, and "not below zero" is checked again on the
  // row it then finds) and writes the entry. The chat send books through the same function. A
  // repeated key moves nothing; a second booking racing with the same key fails on the unique key.
  const [row] = await queryRows<{ applied: boolean; balance: number | null; entry_id: number | null }>(
    tx,
    sql`select applied, balance, entry_id from credit_ledger_post(${input.memberId}::int, ${input.delta}::int,
      ${input.kind}::text, ${input.businessKey}::text, ${JSON.stringify(input.details ?? {})}::jsonb)`,
  );
  if (!row || row.balance === null) throw new Error(`ledger: member ${input.memberId} does not exist`);
  if (row.entry_id === null) throw new ApiError(402, 'insufficient_credits', 'error.general');
  return { applied: row.applied, balance: Number(row.balance), entryId: Number(row.entry_id) };
}

/** The sum of a member's ledger: tests assert it always equals members.credits. */
export async function ledgerSum(tx: Executor, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.memberId, memberId)));
  return row?.sum ?? 0;
}

/** Whether an entry with this business key was booked (a grant done once, a reversal done once). */
export async function hasEntry(tx: Executor, businessKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.businessKey, businessKey))
    .limit(1);
  return !!row;
}

/** The kinds of entry that take a grant back, each booked at most once per grant. */
export type ReversalKind = Extract<LedgerKind, 'refund' | 'chargeback'>;
const REVERSAL_KINDS: readonly ReversalKind[] = ['refund', 'chargeback'];

/** The business key of a reversal of the grant booked under `grantKey` (e.g. `payment:7:refund`). */
export function reversalKey(grantKey: string, kind: ReversalKind): string {
  return `${grantKey}:${kind}`;
}

/**
 * Takes back a grant of `granted` credits (a refund or a chargeback of a purchase), once per kind:
 * what was not taken back yet by the grant's other reversals (a refund followed by a chargeback
 * takes it once), as far as the balance allows (it cannot go below zero); the shortfall is recorded
 * with the entry for the site owner. Null when this reversal was booked before.
 */
export async function reverse(
  tx: Executor,
  input: { memberId: number; grantKey: string; granted: number; kind: ReversalKind; details?: Record<string, unknown> },
): Promise<(LedgerResult & { shortfall: number }) | null> {
  const businessKey = reversalKey(input.grantKey, input.kind);
  if (await hasEntry(tx, businessKey)) return null;
  const keys = REVERSAL_KINDS.map((k) => reversalKey(input.grantKey, k));
  const [m] = await queryRows<{ credits: number; reversed: number }>(
    tx,
    sql`
    select m.credits, coalesce((select -sum(l.delta) from credit_ledger l where l.business_key in (${keys[0]}, ${keys[1]})), 0)::int as reversed
    from members m where m.id = ${input.memberId} for update of m`,
  );
  const owed = Math.max(0, input.granted - Number(m?.reversed ?? 0));
  const back = Math.min(owed, Number(m?.credits ?? 0));
  const shortfall = owed - back;
  const booked = await postLedgerEntry(tx, {
    memberId: input.memberId,
    delta: -back,
    kind: input.kind,
    businessKey,
    details: { ...input.details, shortfall },
  });
  return { ...booked, shortfall };
}

export interface LedgerEntry {
  id: number;
  delta: number;
  balanceAfter: number;
  kind: LedgerKind;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** A member's entries, newest first (the transactions page). */
export async function entriesOf(db: Executor, memberId: number, limit: number): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.memberId, memberId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
  return rows.map((e) => ({
    id: e.id,
    delta: e.delta,
    balanceAfter: e.balanceAfter,
    kind: e.kind as LedgerKind,
    details: e.details,
    createdAt: e.createdAt,
  }));
}
