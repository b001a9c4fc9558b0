import type { notificationsNl } from './notifications.nl.ts';

/** English: the notification settings, the alert for e-mail notifications that are off, the unsubscribe page. */
export const notificationsEn: Record<keyof typeof notificationsNl, string> = {
  'nav.notifications': 'Notifications',

  'notifications.title': 'Notifications',
  'notifications.intro': 'Choose what we send you an e-mail or a push notification about. A change is saved at once.',
  'notifications.listLabel': 'Kinds of notifications',
  'notifications.channel.email': 'E-mail',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} by e-mail',
  'notifications.switch.push': '{category} as a push notification',
  'notifications.emailOnly': 'By e-mail only',
  'notifications.marketingOff': 'Off until you turn it on yourself.',
  'notifications.saveFailed': 'Your change was not saved. Please try again.',
  'notifications.emailTo': 'E-mails go to {email}.',
  'notifications.changeEmail': 'Change e-mail address',
  'notifications.settingsText': 'Choose which e-mails and push notifications you get from us.',
  'notifications.settingsLink': 'Notification settings',

  'notifications.category.new_conversations': 'New conversations',
  'notifications.category.new_conversations.description': 'Someone writes to you for the first time.',
  'notifications.category.new_conversations.topic': 'new conversations',
  'notifications.category.new_messages': 'New messages',
  'notifications.category.new_messages.description':
    'A new message in a conversation while you are away from the site.',
  'notifications.category.new_messages.topic': 'new messages',
  'notifications.category.like': 'Likes',
  'notifications.category.like.description': 'Someone likes you, or you have a match.',
  'notifications.category.like.topic': 'new likes',
  'notifications.category.unread_message_reminders': 'Unread messages',
  'notifications.category.unread_message_reminders.description':
    'A reminder when a message is still unread after a day.',
  'notifications.category.unread_message_reminders.topic': 'unread messages',
  'notifications.category.promotions': 'Offers',
  'notifications.category.promotions.description': 'Discounts and offers on credits and Premium.',
  'notifications.category.promotions.topic': 'offers',
  'notifications.category.weekly_updates': 'Weekly update',
  'notifications.category.weekly_updates.description': 'Once a week, the new members near you.',
  'notifications.category.weekly_updates.topic': 'the weekly update',
  'notifications.category.news': 'News',
  'notifications.category.news.description': 'New features and news from {siteName}.',
  'notifications.category.news.topic': 'news from {siteName}',
  'notifications.category.reminders': 'Reminders',
  'notifications.category.reminders.description': 'When your profile is not finished yet or an offer is about to end.',
  'notifications.category.reminders.topic': 'reminders',

  'notifications.alert.label': 'Your e-mail notifications are off',
  'notifications.alert.bounce':
    'We could not deliver our e-mails to {email}. That is why we no longer send you notifications by e-mail.',
  'notifications.alert.fbl': 'You marked an e-mail from us as spam, so we no longer send you notifications by e-mail.',
  'notifications.alert.listunsubscribe': 'You unsubscribed from e-mails about {topics} in your e-mail program.',
  'notifications.alert.listunsubscribeSome': 'You unsubscribed from some of our e-mails in your e-mail program.',
  'notifications.alert.reenable': 'Turn notifications back on',
  'notifications.alert.changeEmail': 'Change e-mail address',
  'notifications.alert.reenabled': 'You will get notifications by e-mail again.',

  'notifications.error.noChannel': 'We send this kind of message by e-mail only, not as a push notification.',
  'notifications.error.badLink':
    'This unsubscribe link is not right. Copy the whole link from the e-mail, or log in and choose your notifications under Notifications.',

  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.question': 'Unsubscribe from e-mails about {topic}?',
  'unsubscribe.explain':
    'You will no longer get e-mails from {siteName} about {topic}. Your other notifications stay as they are.',
  'unsubscribe.confirm': 'Unsubscribe',
  'unsubscribe.done': 'You are unsubscribed',
  'unsubscribe.doneText':
    'You will no longer get e-mails from {siteName} about {topic}. You can turn this back on at any time.',
  'unsubscribe.manage': 'Go to your notifications',
  'unsubscribe.invalidTitle': 'This unsubscribe link does not work',
  'unsubscribe.tooMany': 'Too many requests, please wait a moment and try again.',
  'notifications.device.title': 'Push notifications on this device',
  'notifications.device.text':
    'Turn this on to get the push notifications you choose above on this device, even when the site is not open.',
  'notifications.device.blocked':
    'Your browser blocks notifications from this site. Allow notifications in your browser settings (the padlock next to the address) and come back.',
  'notifications.device.unsupported':
    'This browser cannot receive push notifications. On an iPhone it works once you add the site to your home screen.',
  'notifications.device.notAllowed': 'You did not give permission, so push notifications stay off on this device.',
  'notifications.device.label': 'Push notifications on this device',
};
