import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  CATEGORY_CHANNELS,
  defaultPreference,
  defaultPreferences,
  hasChannel,
  isCategory,
  NOTIFICATIONS_DISABLED_REASONS,
  stopsAllNotificationMail,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationsDisabledReason,
} from '../../../common/rules/notifications.ts';
import { hasEmailSql, notificationsOffSql, readNotificationsOff, type NotificationsOff } from '../members/index.ts';
import { notificationLog, notificationPreferences, notificationsDisabled } from './schema.ts';

/**
 * The member's notification preferences and the reasons their e-mail notifications are off
 * . The rules (categories, channels, defaults) are `common/rules/notifications.ts`.
 */

export async function preferencesOf(db: Executor, memberId: number): Promise<NotificationPreferences> {
  const prefs = defaultPreferences();
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
  for (const row of rows) {
    if (isCategory(row.category) && hasChannel(row.category, row.channel))
      prefs[row.category][row.channel] = row.enabled;
  }
  return prefs;
}

/** Stores one choice; a category/channel pair that does not exist is refused by the caller's schema (and here). */
export async function setPreference(
  db: Executor,
  memberId: number,
  category: NotificationCategory,
  channel: NotificationChannel,
  enabled: boolean,
  now: Date = new Date(),
): Promise<void> {
  if (!hasChannel(category, channel)) throw new Error(`no ${channel} channel for ${category}`);
  await db
    .insert(notificationPreferences)
    .values({ memberId, category, channel, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.memberId, notificationPreferences.category, notificationPreferences.channel],
      set: { enabled, updatedAt: now },
    });
  // Turning a category's mail back on answers its one-click unsubscribe: the alert for it goes.
  if (channel === 'email' && enabled) {
    await db
      .delete(notificationsDisabled)
      .where(
        and(
          eq(notificationsDisabled.memberId, memberId),
          eq(notificationsDisabled.reason, 'listunsubscribe'),
          eq(notificationsDisabled.category, category),
        ),
      );
  }
}

/**
 * Of `memberIds`, those who want `category` by `channel`: their choice or the default, and for e-mail
 * no bounce or complaint on their current address. One query for a batch of recipients.
 */
export async function membersWanting(
  db: Executor,
  memberIds: readonly number[],
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<Set<number>> {
  if (memberIds.length === 0 || !hasChannel(category, channel)) return new Set();
  const ids = [...new Set(memberIds)];
  const choices = await db
    .select({ memberId: notificationPreferences.memberId, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.memberId, ids),
        eq(notificationPreferences.category, category),
        eq(notificationPreferences.channel, channel),
      ),
    );
  const chosen = new Map(choices.map((c) => [c.memberId, c.enabled]));
  const wanting = new Set(ids.filter((id) => chosen.get(id) ?? defaultPreference(category)));
  if (channel === 'email' && wanting.size > 0) {
    for (const id of await mailStoppedAmong(db, [...wanting])) wanting.delete(id);
  }
  return wanting;
}

export async function wants(
  db: Executor,
  memberId: number,
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<boolean> {
  return (await membersWanting(db, [memberId], category, channel)).has(memberId);
}

/** Members whose current address bounced or complained: no notification mail at all. */
async function mailStoppedAmong(db: Executor, memberIds: number[]): Promise<number[]> {
  const reasons = NOTIFICATIONS_DISABLED_REASONS.filter(stopsAllNotificationMail);
  const rows = await db
    .select({ memberId: notificationsDisabled.memberId })
    .from(notificationsDisabled)
    .where(
      and(
        inArray(notificationsDisabled.memberId, memberIds),
        inArray(notificationsDisabled.reason, reasons),
        hasEmailSql(notificationsDisabled.memberId, notificationsDisabled.email),
      ),
    );
  return rows.map((r) => r.memberId);
}

/**
 * The provider reported `reason` for the member's address `email` (a bounce, a complaint), or the
 * member unsubscribed a category with one click. Kept once per reason (the latest report wins).
 */
export async function disableNotifications(
  db: Executor,
  memberId: number,
  entry: {
    reason: NotificationsDisabledReason;
    email: string;
    category?: NotificationCategory | null;
    detail?: string | null;
  },
  now: Date = new Date(),
): Promise<void> {
  const category: NotificationCategory | '' = entry.reason === 'listunsubscribe' ? (entry.category ?? '') : '';
  const values = {
    memberId,
    reason: entry.reason,
    email: entry.email,
    category,
    detail: entry.detail ?? null,
    createdAt: now,
  };
  await db
    .insert(notificationsDisabled)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationsDisabled.memberId, notificationsDisabled.reason, notificationsDisabled.category],
      set: { email: values.email, detail: values.detail, createdAt: now },
    });
}

export async function notificationsOffOf(db: Executor, memberId: number): Promise<NotificationsOff> {
  const [row] = await db
    .select({ off: notificationsOffSql(sql`${memberId}::integer`) })
    .from(sql`(values (1)) as one(x)`);
  return readNotificationsOff(row?.off);
}

/** The reasons that apply to the member's current address, first reported first (product §3 User.notifications_disabled). */
export async function notificationsDisabledOf(db: Executor, memberId: number): Promise<NotificationsDisabledReason[]> {
  return (await notificationsOffOf(db, memberId)).reasons;
}

/** One reason on record as the staff console shows it: what the provider said, when, about which address. */
export interface NotificationsDisabledDetail {
  reason: NotificationsDisabledReason;
  email: string;
  category: NotificationCategory | null;
  detail: string | null;
  createdAt: Date;
  /** The report was about the member's current address; one about an address since changed no longer applies. */
  currentAddressAffected: boolean;
}

/** Every reason on record for the member, oldest first, with its detail and date (the staff console's member page). */
export async function notificationsDisabledDetailsOf(
  db: Executor,
  memberId: number,
): Promise<NotificationsDisabledDetail[]> {
  const rows = await db
    .select({
      reason: notificationsDisabled.reason,
      email: notificationsDisabled.email,
      category: notificationsDisabled.category,
      detail: notificationsDisabled.detail,
      createdAt: notificationsDisabled.createdAt,
      current: sql<boolean>`${hasEmailSql(notificationsDisabled.memberId, notificationsDisabled.email)}`,
    })
    .from(notificationsDisabled)
    .where(eq(notificationsDisabled.memberId, memberId))
    .orderBy(asc(notificationsDisabled.createdAt), asc(notificationsDisabled.reason));
  return rows.map((r) => ({
    reason: r.reason,
    email: r.email,
    category: isCategory(r.category) ? r.category : null,
    detail: r.detail,
    createdAt: r.createdAt,
    currentAddressAffected: r.current === true,
  }));
}

/** The one-click unsubscribes on record for the current address: which categories they turned off (the alert names them, its fix turns them on). */
export async function unsubscribedCategoriesOf(db: Executor, memberId: number): Promise<NotificationCategory[]> {
  return (await notificationsOffOf(db, memberId)).unsubscribed;
}

/**
 * The fix of the alert (product §2): the member turns e-mail notifications back on. Every reason is
 * cleared; a category turned off by a one-click unsubscribe is turned on again.
 */
export async function reenableNotifications(db: Executor, memberId: number, now: Date = new Date()): Promise<void> {
  for (const category of await unsubscribedCategoriesOf(db, memberId))
    await setPreference(db, memberId, category, 'email', true, now);
  await db.delete(notificationsDisabled).where(eq(notificationsDisabled.memberId, memberId));
}

/**
 * The unsubscribe of a notification mail (RFC 8058 and RFC 2369): the page a member opens from the
 * footer link (it asks before it acts: link scanners open links), the one-click URL a mail program
 * POSTs to, and the two headers. Always from the site's origin, never from a request.
 */
export function unsubscribeLinks(
  secret: string,
  origin: string,
  memberId: number,
  category: NotificationCategory,
): { page: string; oneClick: string; headers: Record<string, string> } {
  const token = encodeURIComponent(unsubscribeToken(secret, memberId, category));
  const page = new URL(`/unsubscribe?t=${token}`, origin).toString();
  const oneClick = new URL(`/api/unsubscribe.php?t=${token}`, origin).toString();
  return {
    page,
    oneClick,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The member an unsubscribe URL of `unsubscribeLinks` names (the page or the one-click URL), read
 * back from its signed token; null for any other URL or a token that is not ours.
 */
export function memberOfUnsubscribeUrl(secret: string, url: string): number | null {
  let token: string | null;
  try {
    token = new URL(url).searchParams.get('t');
  } catch {
    return null;
  }
  return token ? (readUnsubscribeToken(secret, token)?.memberId ?? null) : null;
}

// --- One-click unsubscribe links (RFC 8058) -----------------------------------------------------

/**
 * A link in a mail that turns one category off without a login: the member id and category, signed
 * with the session secret. It never expires (RFC 8058: an old mail's link must still work) and can
 * only turn that member's category off.
 */
export function unsubscribeToken(secret: string, memberId: number, category: NotificationCategory): string {
  const body = `${memberId}.${category}`;
  return `${body}.${sign(secret, body)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { memberId: number; category: NotificationCategory } | null {
  const match = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, id, category, mac] = match as unknown as [string, string, string, string];
  if (!isCategory(category) || !CATEGORY_CHANNELS[category].includes('email')) return null;
  const expected = Buffer.from(sign(secret, `${id}.${category}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { memberId: Number(id), category };
}

function sign(secret: string, body: string): string {
  // 128 bits of HMAC-SHA256: unguessable, and short enough for a mail header.
  return createHmac('sha256', `unsubscribe:${secret}`).update(body).digest('base64url').slice(0, 22);
}

// --- The account's end and its export -------------------------------------------------

export async function eraseNotificationsOf(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.memberId, memberId));
  await tx.delete(notificationsDisabled).where(eq(notificationsDisabled.memberId, memberId));
  await tx.delete(notificationLog).where(eq(notificationLog.memberId, memberId));
}

export async function notificationDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return {
    notification_preferences: await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.memberId, memberId)),
    notifications_disabled: await db
      .select()
      .from(notificationsDisabled)
      .where(eq(notificationsDisabled.memberId, memberId)),
    notification_log: await db.select().from(notificationLog).where(eq(notificationLog.memberId, memberId)),
  };
}
