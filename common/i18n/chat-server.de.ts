import type { chatServerNl } from './chat-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the chat (server messages) (member keys only; the staff console stays nl/en). */
export const chatServerDe: Record<Extract<keyof typeof chatServerNl, MemberMessageKey>, string> = {
  'chat.self': 'Du kannst dir nicht selbst schreiben.',
  'chat.blocked': 'Du hast dieses Mitglied blockiert. Heb die Blockierung zuerst auf, um ihm zu schreiben.',
  'chat.conversationLimit':
    'Als kostenloses Mitglied kannst du höchstens {max} Chats beginnen. Werde Premium, um so viele Chats zu beginnen, wie du willst; antworten kannst du in deinen Chats immer.',
  'chat.tooLong': 'Deine Nachricht ist zu lang: höchstens {max} Zeichen.',
  'chat.empty': 'Schreib zuerst eine Nachricht.',
  'chat.photoMissing': 'Wähle eines deiner freigegebenen Fotos zum Senden.',
  'chat.giftUnknown': 'Dieses Geschenk gibt es nicht (mehr). Wähle ein anderes.',
  'chat.notFound': 'Diesen Chat gibt es nicht (mehr).',
  'gift.rose': 'Rote Rose',
  'gift.heart': 'Herzchen',
  'gift.coffee': 'Tasse Kaffee',
  'gift.chocolates': 'Pralinen',
  'gift.teddy': 'Teddybär',
  'gift.champagne': 'Champagner',
};
