import type { pushServerNl } from './push-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the push server's answers (member keys only; the staff console stays nl/en). */
export const pushServerFr: Record<Extract<keyof typeof pushServerNl, MemberMessageKey>, string> = {
  'push.subscriptionInvalid':
    'Cet abonnement aux notifications push n’est pas valide. Désactive puis réactive les notifications sur cet appareil.',
  'push.endpointNotAllowed':
    'Nous n’acceptons pas cette adresse de notifications push : seul le service push de ton navigateur (https) est autorisé.',
  'push.keysInvalid':
    'Les clés de cet abonnement aux notifications push ne sont pas valides. Désactive puis réactive les notifications sur cet appareil.',
};
