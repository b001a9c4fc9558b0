import { membersWithUnread, type UnreadSummary } from '../chat/index.ts';
import { activeMembersInSlot, activeSinceAmong } from '../members/index.ts';
import { cardsFor } from '../profiles/index.ts';
import { defaultMatches } from '../search/index.ts';
import { signedUpAfterSql } from '../members/index.ts';
import type { NotificationDispatch } from './dispatch.ts';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';

/**
 * The digests: unread reminders and the weekly update, recurring jobs that take `now`
 * (the tests move it). Each send is logged (notification_log), so a run that comes twice sends once.
 */

const DAY_MS = 86_400_000;
/** Reminder steps: days since the oldest unread message was delivered. */
export const UNREAD_REMINDER_DAYS = [1, 3] as const;
/** Unread messages older than this are not reminded of (a forgotten account is not nagged). */
export const UNREAD_REMINDER_LOOKBACK_DAYS = 30;
/** How many new members a weekly update shows (two a row in the mail). */
export const WEEKLY_UPDATE_MEMBERS = 6;
/**
 * The weekly update goes out in the daytime of the site's home time zone: each day from 09:00 to
 * 20:59 local time, an hour a slot (7 × 12); each member has one slot (member id modulo), spreading
 * the mails over the week's days and never at night.
 */
export const WEEK_FIRST_HOUR = 9;
export const WEEK_HOURS_A_DAY = 12;
export const WEEK_SLOTS = 7 * WEEK_HOURS_A_DAY;
const PAGE = 500;

/**
 * Members with unread messages older than a day get one reminder, and one more at three days;
 * never twice for the same step about the same messages (the step's log row remembers the newest
 * message it covered: a step comes again only for messages after those, once the member read the
 * earlier ones); not for members active in the last day. A member whose oldest unread is already
 * three days old gets the three-day reminder only.
 */
export async function sendUnreadReminders(d: NotificationDispatch, now = new Date()): Promise<string> {
  let after = 0;
  let sent = 0;
  for (;;) {
    const page = await membersWithUnread(d.deps.db, {
      deliveredBefore: new Date(now.getTime() - UNREAD_REMINDER_DAYS[0] * DAY_MS),
      deliveredAfter: new Date(now.getTime() - UNREAD_REMINDER_LOOKBACK_DAYS * DAY_MS),
      afterMemberId: after,
      limit: PAGE,
    });
    if (!page.length) break;
    after = page.at(-1)!.memberId;
    const ids = page.map((p) => p.memberId);
    const [active, wanting, log] = await Promise.all([
      activeSinceAmong(d.deps.db, ids, new Date(now.getTime() - DAY_MS)),
      d.wanting(ids, 'unread_message_reminders'),
      d.logOf(ids, UNREAD_REMINDER_DAYS.map(stepKey)),
    ]);
    for (const summary of page) {
      if (active.has(summary.memberId) || !wanting.has(summary.memberId)) continue;
      const step = dueStep(summary, now, (days) => log.get(`${summary.memberId}|${stepKey(days)}`)?.ref ?? null);
      if (step === null) continue;
      if (await reminder(d, summary, step, now)) sent += 1;
    }
    if (page.length < PAGE) break;
  }
  return `${sent} unread reminders sent`;
}

function stepKey(days: number): string {
  return `unread_reminder:${days}`;
}

/** The highest step the oldest unread message has reached and that has not covered it yet. */
function dueStep(s: UnreadSummary, now: Date, coveredUpTo: (days: number) => number | null): number | null {
  for (const days of [...UNREAD_REMINDER_DAYS].reverse()) {
    if (s.oldestAt.getTime() > now.getTime() - days * DAY_MS) continue;
    const covered = coveredUpTo(days);
    return covered !== null && covered >= s.oldestId ? null : days;
  }
  return null;
}

async function reminder(d: NotificationDispatch, s: UnreadSummary, step: number, now: Date): Promise<boolean> {
  const r = await d.recipient(s.memberId);
  if (!r) return false;
  const senders = await cardsFor(d.deps.db, s.senderIds.slice(0, 10));
  const byId = new Map(senders.map((c) => [c.id, c.name]));
  await d.sendNotification(r, 'unread_reminder', {
    name: r.member.profile.name,
    link: '/chats',
    unreadCount: s.unread,
    senders: s.senderIds.map((id) => byId.get(id)).filter((n): n is string => !!n),
  });
  // This step and every lower one now cover these messages.
  for (const days of UNREAD_REMINDER_DAYS)
    if (days <= step) await d.recordSent(s.memberId, stepKey(days), now, s.newestId);
  return true;
}

const localWeekHour = new Intl.DateTimeFormat('en-US', {
  timeZone: HOME_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekly update's slot `now` falls in (0 = Monday 09:00 in HOME_TIME_ZONE … 83 = Sunday 20:00), null at night. */
export function weekSlotOf(now: Date): number | null {
  const parts = localWeekHour.formatToParts(now);
  const day = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')!.value);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value) - WEEK_FIRST_HOUR;
  return hour < 0 || hour >= WEEK_HOURS_A_DAY ? null : day * WEEK_HOURS_A_DAY + hour;
}

/**
 * The weekly update: each daytime hour, the members whose slot it is (id modulo WEEK_SLOTS) who want
 * `weekly_updates` get up to six members who joined since their last update (or in the last week),
 * of the default search they look for (gender, age ±10), in their country, with an approved photo,
 * visible, no block between; nothing when there is no one new. Logged, so once a week at most.
 */
export async function sendWeeklyUpdates(d: NotificationDispatch, now = new Date()): Promise<string> {
  let sent = 0;
  // This hour's members and the last hour's: an hourly job drifts by its run time and now and then
  // steps over an hour; the log keeps a member met twice to one mail. (Clocks change at night,
  // outside the slots.)
  const slots = new Set([weekSlotOf(new Date(now.getTime() - 3_600_000)), weekSlotOf(now)]);
  for (const slot of slots) if (slot !== null) sent += await weeklySlot(d, slot, now);
  return `${sent} weekly updates sent`;
}

async function weeklySlot(d: NotificationDispatch, slot: number, now: Date): Promise<number> {
  let after = 0;
  let sent = 0;
  for (;;) {
    const ids = await activeMembersInSlot(d.deps.db, { slot, slots: WEEK_SLOTS, afterId: after, limit: PAGE });
    if (!ids.length) break;
    after = ids.at(-1)!;
    const [wanting, log] = await Promise.all([d.wanting(ids, 'weekly_updates'), d.logOf(ids, ['weekly_update'])]);
    for (const id of ids) {
      if (!wanting.has(id)) continue;
      const last = log.get(`${id}|weekly_update`)?.sentAt ?? null;
      // Twice in one hour (a run retried) or a slot met again within the week: once a week.
      if (last && last.getTime() > now.getTime() - 6 * DAY_MS) continue;
      if (await weeklyUpdate(d, id, last, now)) sent += 1;
    }
    if (ids.length < PAGE) break;
  }
  return sent;
}

async function weeklyUpdate(d: NotificationDispatch, memberId: number, last: Date | null, now: Date): Promise<boolean> {
  const r = await d.recipient(memberId);
  if (!r || r.member.profile.status !== 'active') return false;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const since = last && last > weekAgo ? last : weekAgo;
  const cards = await defaultMatches(d.deps.db, r.site.id, r.member, {
    country: r.member.profile.country,
    where: (id) => signedUpAfterSql(id, since),
    limit: WEEKLY_UPDATE_MEMBERS,
  });
  if (!cards.length) return false;
  const members = cards.map((c) => ({
    name: c.name,
    age: c.age,
    city: c.place,
    photoUrl: d.photoUrl(r.site, c.main_image),
    link: new URL(`/members/${c.id}`, r.site.origin).toString(),
  }));
  await d.sendNotification(r, 'weekly_update', { name: r.member.profile.name, link: '/members', members });
  await d.recordSent(memberId, 'weekly_update', now);
  return true;
}
