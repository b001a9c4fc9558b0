/** Messages of the chat endpoints and the gift names. Product §8 texts verbatim. */
export const chatServerNl = {
  'chat.self': 'Je kunt jezelf geen bericht sturen.',
  'chat.blocked': 'Je hebt dit lid geblokkeerd. Deblokkeer eerst om een bericht te sturen.',
  'chat.conversationLimit':
    'Als gratis lid kun je maximaal {max} gesprekken beginnen. Word Premium om zoveel gesprekken te beginnen als je wilt; antwoorden in je gesprekken kan altijd.',
  'chat.tooLong': 'Je bericht is te lang: maximaal {max} tekens.',
  'chat.empty': 'Schrijf eerst een bericht.',
  'chat.photoMissing': 'Kies een van je goedgekeurde foto’s om te versturen.',
  'chat.giftUnknown': 'Dit cadeautje bestaat niet (meer). Kies een ander.',
  'chat.notFound': 'Dit gesprek bestaat niet (meer).',
  'gift.rose': 'Rode roos',
  'gift.heart': 'Hartje',
  'gift.coffee': 'Kopje koffie',
  'gift.chocolates': 'Bonbons',
  'gift.teddy': 'Knuffelbeer',
  'gift.champagne': 'Champagne',
} as const;
