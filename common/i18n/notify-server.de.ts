import type { notifyServerNl } from './notify-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the push texts and receipt lines (member keys only; the staff console stays nl/en). */
export const notifyServerDe: Record<Extract<keyof typeof notifyServerNl, MemberMessageKey>, string> = {
  'notify.push.message': '{name}: neue Nachricht',
  'notify.push.conversation': '{name} schreibt dir',
  'notify.push.like': '{name} mag dich',
  'notify.receipt.description': '{credits, plural, one {# Credit} other {# Credits}}',
};
