import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * A deletion made final: the texts of the member's own reports, and their messages the
 * reports kept (theirs and about them), are erased; the rows stay for the moderation history (who
 * was reported, the category, the outcome).
 */
export async function eraseReportTextsOf(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`update member_reports set text = '' where reporter_id = ${memberId}`);
  await tx.execute(sql`
    update member_reports set messages = (
      select coalesce(jsonb_agg(case when (m->>'sender_id')::int = ${memberId} then jsonb_set(m, '{body}', '""'::jsonb) else m end order by ord), '[]'::jsonb)
      from jsonb_array_elements(messages) with ordinality as e(m, ord))
    where (reporter_id = ${memberId} or reported_id = ${memberId}) and jsonb_array_length(messages) > 0`);
}
