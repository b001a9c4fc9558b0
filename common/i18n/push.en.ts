import type { pushNl } from './push.nl.ts';

/** Web push, the offline page and the message toast, English. */
export const pushEn: Record<keyof typeof pushNl, string> = {
  'offline.title': 'No connection',
  'offline.text': 'You are offline. As soon as you are connected again, {siteName} carries on where you were.',
  'offline.retry': 'Try again',

  'push.prompt.title': 'Never miss a message',
  'push.prompt.text': 'Get a notification on this device when someone sends you a message or likes you.',
  'push.prompt.enable': 'Turn on',
  'push.prompt.later': 'Not now',
  'push.prompt.failed': 'Notifications could not be turned on. Please try again later.',
  'push.serviceUnreachable':
    "Your browser's push service is not answering, so notifications cannot be turned on now. Check your connection (some networks block push notifications) and try again later.",

  /** A push message the worker cannot read still shows a notification: the site's name and this line. */
  'push.fallback': 'New notification',

  'push.toast.newMessage': 'New message from {name}',
  'push.toast.open': 'Open the conversation',
};
