import type { likesServerNl } from './likes-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the likes (server messages) (member keys only; the staff console stays nl/en). */
export const likesServerDe: Record<Extract<keyof typeof likesServerNl, MemberMessageKey>, string> = {
  'likes.self': 'Du kannst dich nicht selbst liken.',
  'likes.confirmFirst': 'Bestätige zuerst deine E-Mail-Adresse; danach kannst du Mitglieder liken.',
  'likes.blocked': 'Du hast dieses Mitglied blockiert. Heb die Blockierung zuerst auf, um ein Like zu geben.',
  'likes.swipeLimit':
    'Du hast deine {limit} Likes für heute vergeben. In {hours} Std. und {minutes, plural, one {# Minute} other {# Minuten}} kannst du wieder liken.',
  'likes.swipeLimit.hours': 'Du hast deine {limit} Likes für heute vergeben. In {hours} Std. kannst du wieder liken.',
  'likes.swipeLimit.minutes':
    'Du hast deine {limit} Likes für heute vergeben. In {minutes, plural, one {# Minute} other {# Minuten}} kannst du wieder liken.',
  'likes.matchFinder.invalidAge': 'Wähle ein Alter: 18–35, 35+ oder egal.',
  'likes.matchFinder.invalidAppearance': 'Wähle, wofür sie hier sind: Dating, Abenteuer oder egal.',
  'likes.matchFinder.invalidRace': 'Wähle ein Wohnland: mein Land, ein anderes Land oder egal.',
};
