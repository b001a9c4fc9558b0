import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { profiles } from './schema.ts';

/** The member's profile row for their data export. */
export async function profileDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return { profiles: await db.select().from(profiles).where(eq(profiles.memberId, memberId)) };
}
