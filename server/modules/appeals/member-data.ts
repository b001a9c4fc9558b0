import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appeals } from './schema.ts';

/** The member's appeals, for their data export: their texts, the outcomes and the notes they were sent. */
export async function appealDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return { appeals: await db.select().from(appeals).where(eq(appeals.memberId, memberId)) };
}

/** A deletion made final: the member's texts go; the outcome stays for the transparency figures. */
export async function eraseAppealTextsOf(tx: Executor, memberId: number): Promise<void> {
  await tx.update(appeals).set({ text: '' }).where(eq(appeals.memberId, memberId));
}
