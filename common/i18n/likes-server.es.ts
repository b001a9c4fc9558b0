import type { likesServerNl } from './likes-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the likes API's errors (member keys only; the staff console stays nl/en). */
export const likesServerEs: Record<Extract<keyof typeof likesServerNl, MemberMessageKey>, string> = {
  'likes.self': 'No puedes darte like a tu propio perfil.',
  'likes.confirmFirst': 'Confirma primero tu dirección de correo; después podrás dar like a otros miembros.',
  'likes.blocked': 'Has bloqueado a este miembro. Desbloquéalo primero para darle un like.',
  'likes.swipeLimit':
    'Ya has dado tus {limit} likes de hoy. Podrás volver a dar likes dentro de {hours, plural, one {# hora} other {# horas}} y {minutes, plural, one {# minuto} other {# minutos}}.',
  'likes.swipeLimit.hours':
    'Ya has dado tus {limit} likes de hoy. Podrás volver a dar likes dentro de {hours, plural, one {# hora} other {# horas}}.',
  'likes.swipeLimit.minutes':
    'Ya has dado tus {limit} likes de hoy. Podrás volver a dar likes dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  'likes.matchFinder.invalidAge': 'Elige una edad: 18-35, 35+ o sin preferencia.',
  'likes.matchFinder.invalidAppearance': 'Elige para qué están aquí: citas, aventura o sin preferencia.',
  'likes.matchFinder.invalidRace': 'Elige un país: mi país, otro país o sin preferencia.',
};
