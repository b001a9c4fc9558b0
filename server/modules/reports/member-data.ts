import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberReports } from './schema.ts';

/**
 * The reports the member made, for their data export. Reports about them are left
 * out: they would name the reporter, whom the site keeps anonymous.
 */
export async function reportDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return { member_reports: await db.select().from(memberReports).where(eq(memberReports.reporterId, memberId)) };
}
