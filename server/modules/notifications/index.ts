/** The notifications module's public surface (scripts/check-owners.mjs); it owns `notification_preferences` and `notifications_disabled`. */
export {
  preferencesOf,
  setPreference,
  membersWanting,
  wants,
  disableNotifications,
  notificationsDisabledOf,
  notificationsOffOf,
  notificationsDisabledDetailsOf,
  type NotificationsDisabledDetail,
  unsubscribedCategoriesOf,
  reenableNotifications,
  unsubscribeToken,
  readUnsubscribeToken,
  unsubscribeLinks,
  memberOfUnsubscribeUrl,
  eraseNotificationsOf,
  notificationDataOf,
} from './preferences.ts';
// The settings page's API, the alert's fix and the mails' unsubscribe.
export { NotificationService } from './service.ts';
export { notificationRoutes } from './routes.ts';
// Sending them (decision 032).
export { NotificationDispatch, NOTIFY_JOBS, purgeNotificationLog } from './dispatch.ts';
export { sendUnreadReminders, sendWeeklyUpdates } from './digests.ts';
export { enqueueWelcome, enqueueReceipt, sendWelcome, sendReceipt } from './transactional.ts';
