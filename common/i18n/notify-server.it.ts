import type { notifyServerNl } from './notify-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the server's notifications (member keys only; the staff console stays nl/en). */
export const notifyServerIt: Record<Extract<keyof typeof notifyServerNl, MemberMessageKey>, string> = {
  'notify.push.message': '{name}: nuovo messaggio',
  'notify.push.conversation': '{name} ti ha scritto un messaggio',
  'notify.push.like': 'Piaci a {name}',
  'notify.receipt.description': '{credits, plural, one {# credito} other {# crediti}}',
};
