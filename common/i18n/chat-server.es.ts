import type { chatServerNl } from './chat-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the chat API's errors and the gifts (member keys only; the staff console stays nl/en). */
export const chatServerEs: Record<Extract<keyof typeof chatServerNl, MemberMessageKey>, string> = {
  'chat.self': 'No puedes enviarte un mensaje a tu propio perfil.',
  'chat.blocked': 'Has bloqueado a este miembro. Desbloquéalo primero para enviarle un mensaje.',
  'chat.conversationLimit':
    'Como miembro gratuito puedes empezar como máximo {max} conversaciones. Hazte Premium para empezar todas las que quieras; responder en tus conversaciones siempre es posible.',
  'chat.tooLong': 'Tu mensaje es demasiado largo: máximo {max} caracteres.',
  'chat.empty': 'Escribe primero un mensaje.',
  'chat.photoMissing': 'Elige una de tus fotos aprobadas para enviarla.',
  'chat.giftUnknown': 'Este regalo no existe (o ya no existe). Elige otro.',
  'chat.notFound': 'Esta conversación no existe (o ya no existe).',
  'gift.rose': 'Rosa roja',
  'gift.heart': 'Corazón',
  'gift.coffee': 'Taza de café',
  'gift.chocolates': 'Bombones',
  'gift.teddy': 'Osito de peluche',
  'gift.champagne': 'Champán',
};
