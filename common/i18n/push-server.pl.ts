import type { pushServerNl } from './push-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the push-server module (member keys only; the staff console stays nl/en). */
export const pushServerPl: Record<Extract<keyof typeof pushServerNl, MemberMessageKey>, string> = {
  'push.subscriptionInvalid':
    'Ta subskrypcja powiadomień push jest nieprawidłowa. Wyłącz i ponownie włącz powiadomienia na tym urządzeniu.',
  'push.endpointNotAllowed':
    'Nie akceptujemy tego adresu powiadomień push: dozwolona jest tylko usługa push twojej przeglądarki (https).',
  'push.keysInvalid':
    'Klucze tej subskrypcji powiadomień push są nieprawidłowe. Wyłącz i ponownie włącz powiadomienia na tym urządzeniu.',
};
