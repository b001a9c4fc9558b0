import { sql } from 'drizzle-orm';
import { countDeleted, type Executor } from '../../db/client.ts';
import { purgeExpiredSessions } from './sessions.ts';
import { purgeStaleDeviceIds } from './device-ids.ts';

/**
 * Mailed links (activation, password reset, e-mail change) are kept a day past their expiry: the
 * limits on how many mails a member may ask for count the links of the last hour and day
 * (AccountService), and deleting one sooner would let a member ask for more.
 */
export const TOKEN_KEEP_AFTER_EXPIRY_HOURS = 24;

/** Mailed links that can no longer be used nor counted. Returns how many were deleted. */
export async function purgeExpiredTokens(db: Executor): Promise<number> {
  return countDeleted(
    db,
    sql`delete from account_tokens where expires_at < now() - ${TOKEN_KEEP_AFTER_EXPIRY_HOURS}::int * interval '1 hour'`,
  );
}

/** The job `accounts.purge-expired`: expired sessions and mailed links, device links unused for a year. */
export async function purgeExpiredAccountRows(db: Executor): Promise<string> {
  const sessions = await purgeExpiredSessions(db);
  const tokens = await purgeExpiredTokens(db);
  const devices = await purgeStaleDeviceIds(db);
  return `${sessions} sessions, ${tokens} mailed links, ${devices} device links deleted`;
}
