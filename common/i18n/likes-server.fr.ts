import type { likesServerNl } from './likes-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the likes server's answers (member keys only; the staff console stays nl/en). */
export const likesServerFr: Record<Extract<keyof typeof likesServerNl, MemberMessageKey>, string> = {
  'likes.self': 'Tu ne peux pas te liker toi-même.',
  'likes.confirmFirst': 'Confirme d’abord ton adresse e-mail ; ensuite, tu pourras liker des membres.',
  'likes.blocked': 'Tu as bloqué ce membre. Débloque-le d’abord pour lui envoyer un like.',
  'likes.swipeLimit':
    'Tu as donné tes {limit} likes du jour. Tu pourras à nouveau liker dans {hours, plural, one {# heure} other {# heures}} et {minutes, plural, one {# minute} other {# minutes}}.',
  'likes.swipeLimit.hours':
    'Tu as donné tes {limit} likes du jour. Tu pourras à nouveau liker dans {hours, plural, one {# heure} other {# heures}}.',
  'likes.swipeLimit.minutes':
    'Tu as donné tes {limit} likes du jour. Tu pourras à nouveau liker dans {minutes, plural, one {# minute} other {# minutes}}.',
  'likes.matchFinder.invalidAge': 'Choisis un âge : 18-35, 35+ ou sans préférence.',
  'likes.matchFinder.invalidAppearance':
    'Choisis ce que les membres recherchent ici : rencontres, aventure ou sans préférence.',
  'likes.matchFinder.invalidRace': 'Choisis un pays de résidence : le mien, un autre pays ou sans préférence.',
};
