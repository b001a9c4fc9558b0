import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members } from './schema.ts';

/**
 * The member's account row for their data export, without the password hash. The
 * signup date is when they accepted the terms and privacy statement (the signup form requires it).
 */
export async function memberDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const rows = await db.select().from(members).where(eq(members.id, memberId));
  return {
    members: rows.map(({ passwordHash: _secret, ...row }) => ({ ...row, termsAcceptedAt: row.signupDate })),
  };
}
