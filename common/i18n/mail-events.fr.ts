import type { mailEventsNl } from './mail-events.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the mail-event endpoint's answers (member keys only; the staff console stays nl/en). */
export const mailEventsFr: Record<Extract<keyof typeof mailEventsNl, MemberMessageKey>, string> = {
  'mailEvents.unauthorized': 'Accès refusé : le secret (MAIL_EVENTS_SECRET) est absent ou incorrect.',
  'mailEvents.invalid': 'Ce n’est pas une notification que nous pouvons lire : {details}',
  'mailEvents.snsHost':
    'Ce lien de confirmation ne provient pas d’Amazon SNS (https://sns.<région>.amazonaws.com) et ne sera pas ouvert.',
  'mailEvents.snsFailed': 'L’abonnement à Amazon SNS n’a pas pu être confirmé. Réessaie plus tard.',
};
