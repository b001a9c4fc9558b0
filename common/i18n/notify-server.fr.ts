import type { notifyServerNl } from './notify-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the server's notifications (member keys only; the staff console stays nl/en). */
export const notifyServerFr: Record<Extract<keyof typeof notifyServerNl, MemberMessageKey>, string> = {
  'notify.push.message': '{name} : nouveau message',
  'notify.push.conversation': '{name} t’envoie un message',
  'notify.push.like': '{name} te like',
  'notify.receipt.description': '{credits, plural, one {# crédit} other {# crédits}}',
};
