import { z } from 'zod';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATIONS_DISABLED_REASONS,
  type NotificationCategory,
} from '../rules/notifications.ts';

/**
 * Notification settings (product §3 Notification preferences, §2 /notifications and the alert for
 * disabled e-mail notifications). The categories, their channels and the defaults are the
 * rules of `common/rules/notifications.ts`.
 */

export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export const notificationsDisabledReasonSchema = z.enum(NOTIFICATIONS_DISABLED_REASONS);

const channelsSchema = z.object({ email: z.boolean().optional(), push: z.boolean().optional() });

/** Every category with each channel it has (a category without push has no `push`). */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, channelsSchema])) as Record<
    NotificationCategory,
    typeof channelsSchema
  >,
);

/** GET /api/notifications.php, and the answer of every change. */
export const notificationSettingsSchema = z.object({
  preferences: notificationPreferencesSchema,
  /** product §3 User.notifications_disabled: why e-mail notifications to the current address are off. */
  notifications_disabled: z.array(notificationsDisabledReasonSchema),
  /** The categories a one-click unsubscribe turned off (the alert names them). */
  unsubscribed_categories: z.array(notificationCategorySchema),
  /** The address the mails go to. */
  email: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * POST /api/notifications.php: one switch (`{ category, channel, enabled }`), or the alert's fix
 * (`{ reenable: true }`). A channel the category does not have is refused by the service (400 with a
 * sentence), not by this schema.
 */
export const notificationChangeSchema = z.union([
  z.object({ category: notificationCategorySchema, channel: notificationChannelSchema, enabled: z.boolean() }).strict(),
  z.object({ reenable: z.literal(true) }).strict(),
]);
export type NotificationChange = z.infer<typeof notificationChangeSchema>;

/** POST /api/unsubscribe.php?t=…: the one-click unsubscribe of a mail program (RFC 8058). */
export const unsubscribeQuerySchema = z.object({ t: z.string().max(200).default('') });
export const unsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  category: notificationCategorySchema,
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
