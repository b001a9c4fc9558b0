import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountTokens, invites, knownDevices, loginFailures, memberDeviceIds, sessions } from './schema.ts';
import { deviceOf } from './devices.ts';

/**
 * The member's rows of the accounts tables, for their data export, by table. Secrets
 * stay out: a session's and a mailed link's token hash name nothing the member needs and would
 * let the file be misused.
 */
export async function accountDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const [sessionRows, tokenRows, failureRows, inviteRows, deviceRows, deviceIdRows] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        country: sessions.country,
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId)),
    db
      .select({
        kind: accountTokens.kind,
        newEmail: accountTokens.newEmail,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.memberId, memberId)),
    db.select({ createdAt: loginFailures.createdAt }).from(loginFailures).where(eq(loginFailures.memberId, memberId)),
    db
      .select({
        code: invites.code,
        createdAt: invites.createdAt,
        usedAt: invites.usedAt,
        madeByMember: eq(invites.createdBy, memberId),
        usedByMember: eq(invites.usedBy, memberId),
      })
      .from(invites)
      .where(or(eq(invites.createdBy, memberId), eq(invites.usedBy, memberId))),
    db
      .select({ device: knownDevices.device, country: knownDevices.country, firstSeenAt: knownDevices.firstSeenAt })
      .from(knownDevices)
      .where(eq(knownDevices.memberId, memberId)),
    // When each browser was first and last used to log in; its hash names nothing for the member.
    db
      .select({ firstSeenAt: memberDeviceIds.firstSeenAt, lastSeenAt: memberDeviceIds.lastSeenAt })
      .from(memberDeviceIds)
      .where(eq(memberDeviceIds.memberId, memberId)),
  ]);
  return {
    sessions: sessionRows.map((s) => ({ ...s, ...deviceOf(s.userAgent) })),
    account_tokens: tokenRows,
    login_failures: failureRows,
    invites: inviteRows,
    known_devices: deviceRows,
    member_device_ids: deviceIdRows,
  };
}
