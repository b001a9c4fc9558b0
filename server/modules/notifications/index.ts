/** The notifications module's public surface (scripts/check-owners.mjs); it owns `notification_preferences` and `notifications_disabled`. */
export {
  preferencesOf,
  setPreference,
  membersWanting,
  wants,
  disableNotifications,
  notificationsDisabledOf,
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
// Issue #16: the settings page's API, the alert's fix and the mails' unsubscribe.
export { NotificationService, UNSUBSCRIBE_PAGE_LIMIT } from './service.ts';
export { notificationRoutes } from './routes.ts';
// Issue #16: sending them (decision 032).
export {
  NotificationDispatch,
  NOTIFY_JOBS,
  MESSAGE_MAIL_DELAY_SECONDS,
  MESSAGE_MAIL_WINDOW_MINUTES,
  LIKE_MAIL_WINDOW_MINUTES,
  NOTIFICATION_LOG_KEEP_DAYS,
  purgeNotificationLog,
  type PushSender,
} from './dispatch.ts';
export { sendUnreadReminders, sendWeeklyUpdates, weekSlotOf, UNREAD_REMINDER_DAYS, WEEK_SLOTS } from './digests.ts';
export { enqueueWelcome, enqueueReceipt, sendWelcome, sendReceipt } from './transactional.ts';
