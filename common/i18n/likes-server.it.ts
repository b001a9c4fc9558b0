import type { likesServerNl } from './likes-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the likes server's errors (member keys only; the staff console stays nl/en). */
export const likesServerIt: Record<Extract<keyof typeof likesServerNl, MemberMessageKey>, string> = {
  'likes.self': 'Non puoi mettere like al tuo stesso profilo.',
  'likes.confirmFirst': 'Conferma prima il tuo indirizzo e-mail; poi potrai mettere like agli altri iscritti.',
  'likes.blocked': 'Hai bloccato questo profilo. Sbloccalo prima di mettere un like.',
  'likes.swipeLimit':
    'Hai già dato i tuoi {limit} like di oggi. Potrai mettere di nuovo like tra {hours, plural, one {# ora} other {# ore}} e {minutes, plural, one {# minuto} other {# minuti}}.',
  'likes.swipeLimit.hours':
    'Hai già dato i tuoi {limit} like di oggi. Potrai mettere di nuovo like tra {hours, plural, one {# ora} other {# ore}}.',
  'likes.swipeLimit.minutes':
    'Hai già dato i tuoi {limit} like di oggi. Potrai mettere di nuovo like tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'likes.matchFinder.invalidAge': 'Scegli un’età: 18-35, 35+ o nessuna preferenza.',
  'likes.matchFinder.invalidAppearance': 'Scegli cosa cercano qui: appuntamenti, avventura o nessuna preferenza.',
  'likes.matchFinder.invalidRace': 'Scegli un paese: il mio, un altro paese o nessuna preferenza.',
};
