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
  eraseNotificationsOf,
  notificationDataOf,
} from './preferences.ts';
