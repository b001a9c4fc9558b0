import type { likesServerNl } from './likes-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the likes-server module (member keys only; the staff console stays nl/en). */
export const likesServerPl: Record<Extract<keyof typeof likesServerNl, MemberMessageKey>, string> = {
  'likes.self': 'Nie możesz polubić samego siebie.',
  'likes.confirmFirst': 'Najpierw potwierdź swój adres e-mail, a potem możesz lajkować innych.',
  'likes.blocked': 'Ta osoba jest przez ciebie zablokowana. Odblokuj ją, żeby dać lajka.',
  'likes.swipeLimit':
    'Wykorzystano dzisiejsze {limit} lajków. Znowu możesz lajkować za {hours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} i {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.',
  'likes.swipeLimit.hours':
    'Wykorzystano dzisiejsze {limit} lajków. Znowu możesz lajkować za {hours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}}.',
  'likes.swipeLimit.minutes':
    'Wykorzystano dzisiejsze {limit} lajków. Znowu możesz lajkować za {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.',
  'likes.matchFinder.invalidAge': 'Wybierz wiek: 18-35, 35+ albo bez znaczenia.',
  'likes.matchFinder.invalidAppearance': 'Wybierz, czego szukają: randki, przygody albo bez znaczenia.',
  'likes.matchFinder.invalidRace': 'Wybierz kraj: mój, inny albo bez znaczenia.',
};
