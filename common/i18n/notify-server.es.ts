import type { notifyServerNl } from './notify-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of push notifications and receipts (member keys only; the staff console stays nl/en). */
export const notifyServerEs: Record<Extract<keyof typeof notifyServerNl, MemberMessageKey>, string> = {
  'notify.push.message': '{name}: nuevo mensaje',
  'notify.push.conversation': '{name} te ha enviado un mensaje',
  'notify.push.like': 'Le gustas a {name}',
  'notify.receipt.description': '{credits, plural, one {# crédito} other {# créditos}}',
};
