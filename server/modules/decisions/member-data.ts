import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moderationDecisions } from './schema.ts';

/**
 * The decisions about the member, for their data export (GDPR art. 15): what was decided, on which
 * ground, when, and the words removed. Who of staff decided is left out (an id only).
 */
export async function decisionDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return {
    moderation_decisions: await db.select().from(moderationDecisions).where(eq(moderationDecisions.memberId, memberId)),
  };
}

/** A deletion made final: the removed words kept for an appeal go; the decision stays for the figures. */
export async function eraseDecisionContentOf(tx: Executor, memberId: number): Promise<void> {
  await tx.update(moderationDecisions).set({ content: null }).where(eq(moderationDecisions.memberId, memberId));
}
