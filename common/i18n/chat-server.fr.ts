import type { chatServerNl } from './chat-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the chat server's answers and the gifts (member keys only; the staff console stays nl/en). */
export const chatServerFr: Record<Extract<keyof typeof chatServerNl, MemberMessageKey>, string> = {
  'chat.self': 'Tu ne peux pas t’envoyer de message à toi-même.',
  'chat.blocked': 'Tu as bloqué ce membre. Débloque-le d’abord pour lui envoyer un message.',
  'chat.conversationLimit':
    'En tant que membre gratuit, tu peux commencer au maximum {max} conversations. Passe à Premium pour en commencer autant que tu veux ; répondre dans tes conversations reste toujours possible.',
  'chat.tooLong': 'Ton message est trop long : {max} caractères maximum.',
  'chat.empty': 'Écris d’abord un message.',
  'chat.photoMissing': 'Choisis une de tes photos validées à envoyer.',
  'chat.giftUnknown': 'Ce cadeau n’existe pas (ou plus). Choisis-en un autre.',
  'chat.notFound': 'Cette conversation n’existe pas (ou plus).',
  'gift.rose': 'Rose rouge',
  'gift.heart': 'Petit cœur',
  'gift.coffee': 'Tasse de café',
  'gift.chocolates': 'Chocolats',
  'gift.teddy': 'Ours en peluche',
  'gift.champagne': 'Champagne',
};
