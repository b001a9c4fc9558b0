import type { pushServerNl } from './push-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the push subscription errors (member keys only; the staff console stays nl/en). */
export const pushServerIt: Record<Extract<keyof typeof pushServerNl, MemberMessageKey>, string> = {
  'push.subscriptionInvalid':
    'Questa iscrizione alle notifiche push non è valida. Disattiva e riattiva le notifiche su questo dispositivo.',
  'push.endpointNotAllowed':
    'Non accettiamo questo indirizzo per le notifiche push: è consentito solo il servizio push del tuo browser (https).',
  'push.keysInvalid':
    'Le chiavi di questa iscrizione alle notifiche push non sono corrette. Disattiva e riattiva le notifiche su questo dispositivo.',
};
