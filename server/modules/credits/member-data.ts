import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditLedger } from './schema.ts';

/** The member's whole credit ledger for their data export. */
export async function ledgerDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return {
    credit_ledger: await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.memberId, memberId))
      .orderBy(creditLedger.id),
  };
}
