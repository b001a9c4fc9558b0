import type { chatServerNl } from './chat-server.nl.ts';

export const chatServerEn: Record<keyof typeof chatServerNl, string> = {
  'chat.self': 'You cannot send yourself a message.',
  'chat.blocked': 'You have blocked this member. Unblock them first to send a message.',
  'chat.conversationLimit':
    'As a free member you can start at most {max} conversations. Become Premium to start as many conversations as you like; replying in your conversations is always possible.',
  'chat.tooLong': 'Your message is too long: at most {max} characters.',
  'chat.empty': 'Write a message first.',
  'chat.photoMissing': 'Choose one of your approved photos to send.',
  'chat.giftUnknown': 'This gift does not exist (any more). Choose another one.',
  'chat.notFound': 'This conversation does not exist (any more).',
  'gift.rose': 'Red rose',
  'gift.heart': 'Heart',
  'gift.coffee': 'Cup of coffee',
  'gift.chocolates': 'Chocolates',
  'gift.teddy': 'Teddy bear',
  'gift.champagne': 'Champagne',
};
