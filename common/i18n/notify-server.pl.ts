import type { notifyServerNl } from './notify-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the notify-server module (member keys only; the staff console stays nl/en). */
export const notifyServerPl: Record<Extract<keyof typeof notifyServerNl, MemberMessageKey>, string> = {
  'notify.push.message': '{name}: nowa wiadomość',
  'notify.push.conversation': '{name} wysyła ci wiadomość',
  'notify.push.like': '{name} cię lubi',
  'notify.receipt.description': '{credits, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}',
};
