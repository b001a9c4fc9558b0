/**
 * Notification preferences (product §3: new_conversations, new_messages, like, unread_message_reminders,
 * promotions, weekly_updates, news, reminders), per channel where the channel makes sense.
 * One table for the server (what to send) and the /notifications page (what to show).
 */
export const NOTIFICATION_CATEGORIES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Which channels each category has. Push only where a member wants to be interrupted: someone wrote or
 * liked them, or a reminder or offer with a deadline. Digests (reminders of unread mail, the weekly
 * update, news) are e-mail only.
 */
export const CATEGORY_CHANNELS: Record<NotificationCategory, readonly NotificationChannel[]> = {
  new_conversations: ['email', 'push'],
  new_messages: ['email', 'push'],
  like: ['email', 'push'],
  unread_message_reminders: ['email'],
  promotions: ['email', 'push'],
  weekly_updates: ['email'],
  news: ['email'],
  reminders: ['email', 'push'],
};

/**
 * Marketing needs consent (Telecommunicatiewet art. 11.7: opt-in for commercial messages): promotions
 * and news are off until the member turns them on. What the member asked the site to do for them
 * (messages, likes, reminders, the weekly list of new members) is on, with one-click unsubscribe.
 */
export const MARKETING_CATEGORIES: readonly NotificationCategory[] = ['promotions', 'news'];

export function defaultPreference(category: NotificationCategory): boolean {
  return !MARKETING_CATEGORIES.includes(category);
}

export function hasChannel(category: NotificationCategory, channel: NotificationChannel): boolean {
  return CATEGORY_CHANNELS[category].includes(channel);
}

/** The member's preferences, every category with each of its channels. */
export type NotificationPreferences = Record<NotificationCategory, Partial<Record<NotificationChannel, boolean>>>;

export function defaultPreferences(): NotificationPreferences {
  const prefs = {} as NotificationPreferences;
  for (const category of NOTIFICATION_CATEGORIES) {
    prefs[category] = {};
    for (const channel of CATEGORY_CHANNELS[category]) prefs[category][channel] = defaultPreference(category);
  }
  return prefs;
}

/**
 * Why e-mail notifications are off (product §3 User.notifications_disabled): the mail provider reported
 * a hard bounce (`bounce`) or a spam complaint (`fbl`), or the member unsubscribed with their mail
 * program's one-click button (`listunsubscribe`). Product §2 shows an alert with the reason and the fix.
 */
export const NOTIFICATIONS_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

/**
 * A bounce or complaint stops every notification mail to the address (a dead address, or a member who
 * calls our mail spam); mails the member asks for themselves (a reset link, an activation) still go.
 * A one-click unsubscribe stops only its category.
 */
export function stopsAllNotificationMail(reason: NotificationsDisabledReason): boolean {
  return reason === 'bounce' || reason === 'fbl';
}

/** A stored category string that this version knows (an old or foreign value is left out). */
export function isCategory(value: string): value is NotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}
