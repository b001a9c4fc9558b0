import type { pushServerNl } from './push-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the push subscriptions (server messages) (member keys only; the staff console stays nl/en). */
export const pushServerDe: Record<Extract<keyof typeof pushServerNl, MemberMessageKey>, string> = {
  'push.subscriptionInvalid':
    'Dieses Abo für Push-Benachrichtigungen ist ungültig. Schalte Benachrichtigungen auf diesem Gerät aus und wieder ein.',
  'push.endpointNotAllowed':
    'Diese Adresse für Push-Benachrichtigungen akzeptieren wir nicht: Nur der Push-Dienst deines Browsers (https) ist erlaubt.',
  'push.keysInvalid':
    'Die Schlüssel dieses Abos für Push-Benachrichtigungen stimmen nicht. Schalte Benachrichtigungen auf diesem Gerät aus und wieder ein.',
};
