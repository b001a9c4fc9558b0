import Bowser from 'bowser';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { knownDevices, sessions } from './schema.ts';
import { SESSION_ID_LENGTH } from './sessions.ts';

/**
 * A member's own view of their logins: which devices, where, when last used (sessions.ts ends them); and the devices they logged in from before, for the new-device notice.
 */

/** The browser and system a user agent names, e.g. { browser: 'Firefox', os: 'Linux' }; empty strings when unknown. */
export function deviceOf(userAgent: string | null | undefined): { browser: string; os: string } {
  if (!userAgent) return { browser: '', os: '' };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || '', os: parser.getOSName() || '' };
}

/** One label per device: the same browser on the same system is the same device, whatever its version. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(' · ');
}

/** A session as its member sees it. `id` is a prefix of the token's hash: it names the row, and proves nothing. */
export interface OwnSession {
  id: string;
  browser: string;
  os: string;
  country: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

export async function listOwnSessions(db: Executor, memberId: number, currentTokenHash: string): Promise<OwnSession[]> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      country: sessions.country,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  // This device first, then the others by last activity.
  rows.sort((a, b) => Number(b.tokenHash === currentTokenHash) - Number(a.tokenHash === currentTokenHash));
  return rows.map((r) => ({
    id: r.tokenHash.slice(0, SESSION_ID_LENGTH),
    ...deviceOf(r.userAgent),
    country: r.country,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    current: r.tokenHash === currentTokenHash,
  }));
}

/**
 * Records the device and country of a login; true when the member had logged in before but never
 * from this pair (the new-device notice), false for a known pair or the very first login.
 */
export async function recordDevice(
  db: Executor,
  memberId: number,
  userAgent: string | undefined,
  country: string | null | undefined,
): Promise<boolean> {
  const device = deviceLabel(userAgent);
  const inserted = await db
    .insert(knownDevices)
    .values({ memberId, device, country: country ?? '' })
    .onConflictDoNothing()
    .returning({ device: knownDevices.device });
  if (inserted.length === 0) return false;
  const [other] = await db
    .select({ device: knownDevices.device })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.memberId, memberId),
        sql`(${knownDevices.device}, ${knownDevices.country}) <> (${device}, ${country ?? ''})`,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** The member's known devices, for their data export. */
export async function knownDevicesOf(db: Executor, memberId: number) {
  return db
    .select({ device: knownDevices.device, country: knownDevices.country, firstSeenAt: knownDevices.firstSeenAt })
    .from(knownDevices)
    .where(eq(knownDevices.memberId, memberId));
}
