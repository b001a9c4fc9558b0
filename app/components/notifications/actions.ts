import type { NotificationCategory, NotificationChannel } from '../../../common/rules/notifications.ts';
import type { NotificationSettings } from '../../../common/api/notifications.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** The writes of the notification settings: both are idempotent (a value set, reasons cleared). */

/** POST /api/notifications.php: one switch, saved at once. */
export const setNotification = defineAction(
  'notification',
  (body: { category: NotificationCategory; channel: NotificationChannel; enabled: boolean }) =>
    api<NotificationSettings>('POST', '/api/notifications.php', body, { idempotent: true }),
);

/**
 * POST /api/notifications.php `{ reenable: true }`: the fix of the alert, which every page of the
 * members' area shows; /notifications's `clientAction` runs it wherever the alert is.
 */
export const reenableNotifications = defineAction(
  'notifications-reenable',
  () => api<NotificationSettings>('POST', '/api/notifications.php', { reenable: true }, { idempotent: true }),
  {
    route: '/notifications',
  },
);
