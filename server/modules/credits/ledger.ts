import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditLedger, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

export type LedgerKind = 'signup_bonus' | 'purchase' | 'spend_message' | 'spend_photo' | 'spend_gift' | 'refund' | 'chargeback' | 'admin';

export interface LedgerEntryInput {
  memberId: number;
  /** Positive grants, negative spends. */
  delta: number;
  kind: LedgerKind;
  /** Unique per business event: the same key twice moves credits once (design §5). */
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
 * The member row is locked first, so concurrent bookings of one member serialise and a repeated
 * business key is seen. A spend that would go below zero throws `insufficient_credits`.
 */
export async function postLedgerEntry(tx: Executor, input: LedgerEntryInput): Promise<LedgerResult> {
  const [member] = await tx
    .select({ credits: members.credits })
    .from(members)
    .where(eq(members.id, input.memberId))
    .for('update');
  if (!member) throw new Error(`ledger: member ${input.memberId} does not exist`);
  const [existing] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.businessKey, input.businessKey));
  if (existing) return { applied: false, balance: member.credits, entryId: existing.id };
  const balance = member.credits + input.delta;
  if (balance < 0) throw new ApiError(402, 'insufficient_credits', 'error.general');
  await tx.update(members).set({ credits: balance }).where(eq(members.id, input.memberId));
  const [row] = await tx
    .insert(creditLedger)
    .values({ memberId: input.memberId, delta: input.delta, balanceAfter: balance, kind: input.kind, businessKey: input.businessKey, details: input.details ?? {} })
    .returning({ id: creditLedger.id });
  return { applied: true, balance, entryId: row!.id };
}

/** The sum of a member's ledger: tests assert it always equals members.credits. */
export async function ledgerSum(tx: Executor, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.memberId, memberId)));
  return row?.sum ?? 0;
}
