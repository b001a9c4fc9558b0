/** The pushes of a new message and a like (never the message's words), and the receipt's line. */
export const notifyServerNl = {
  'notify.push.message': '{name}: nieuw bericht',
  'notify.push.conversation': '{name} stuurt je een bericht',
  'notify.push.like': '{name} vindt je leuk',
  'notify.receipt.description': '{credits, plural, one {# credit} other {# credits}}',
} as const;
