import type { pushServerNl } from './push-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the push subscription API's errors (member keys only; the staff console stays nl/en). */
export const pushServerEs: Record<Extract<keyof typeof pushServerNl, MemberMessageKey>, string> = {
  'push.subscriptionInvalid':
    'Esta suscripción a notificaciones push no es válida. Desactiva las notificaciones en este dispositivo y vuelve a activarlas.',
  'push.endpointNotAllowed':
    'No aceptamos esta dirección de notificaciones push: solo se permite el servicio push de tu navegador (https).',
  'push.keysInvalid':
    'Las claves de esta suscripción a notificaciones push no son correctas. Desactiva las notificaciones en este dispositivo y vuelve a activarlas.',
};
