import type { chatServerNl } from './chat-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the chat-server module (member keys only; the staff console stays nl/en). */
export const chatServerPl: Record<Extract<keyof typeof chatServerNl, MemberMessageKey>, string> = {
  'chat.self': 'Nie możesz wysłać wiadomości samemu sobie.',
  'chat.blocked': 'Ta osoba jest przez ciebie zablokowana. Odblokuj ją, żeby wysłać wiadomość.',
  'chat.conversationLimit':
    'Na darmowym koncie możesz rozpocząć najwyżej {max} rozmów. Z Premium zaczniesz tyle rozmów, ile chcesz; odpowiadać w swoich rozmowach możesz zawsze.',
  'chat.tooLong': 'Twoja wiadomość jest za długa: maksymalnie {max} znaków.',
  'chat.empty': 'Najpierw napisz wiadomość.',
  'chat.photoMissing': 'Wybierz jedno ze swoich zatwierdzonych zdjęć do wysłania.',
  'chat.giftUnknown': 'Ten prezent nie istnieje (już). Wybierz inny.',
  'chat.notFound': 'Ta rozmowa nie istnieje (już).',
  'gift.rose': 'Czerwona róża',
  'gift.heart': 'Serce',
  'gift.coffee': 'Filiżanka kawy',
  'gift.chocolates': 'Czekoladki',
  'gift.teddy': 'Pluszowy miś',
  'gift.champagne': 'Szampan',
};
