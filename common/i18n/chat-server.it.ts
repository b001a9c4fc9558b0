import type { chatServerNl } from './chat-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the chat server's errors and the gifts (member keys only; the staff console stays nl/en). */
export const chatServerIt: Record<Extract<keyof typeof chatServerNl, MemberMessageKey>, string> = {
  'chat.self': 'Non puoi inviare un messaggio al tuo stesso profilo.',
  'chat.blocked': 'Hai bloccato questo profilo. Sbloccalo prima di inviare un messaggio.',
  'chat.conversationLimit':
    'Con l’account gratuito puoi iniziare al massimo {max} conversazioni. Passa a Premium per iniziarne quante vuoi; rispondere nelle tue conversazioni è sempre possibile.',
  'chat.tooLong': 'Il tuo messaggio è troppo lungo: massimo {max} caratteri.',
  'chat.empty': 'Scrivi prima un messaggio.',
  'chat.photoMissing': 'Scegli una delle tue foto approvate da inviare.',
  'chat.giftUnknown': 'Questo regalo non esiste (più). Scegline un altro.',
  'chat.notFound': 'Questa conversazione non esiste (più).',
  'gift.rose': 'Rosa rossa',
  'gift.heart': 'Cuoricino',
  'gift.coffee': 'Tazza di caffè',
  'gift.chocolates': 'Cioccolatini',
  'gift.teddy': 'Orsacchiotto',
  'gift.champagne': 'Champagne',
};
