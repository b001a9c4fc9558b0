import type { notifyServerNl } from './notify-server.nl.ts';

export const notifyServerEn: Record<keyof typeof notifyServerNl, string> = {
  'notify.push.message': '{name}: new message',
  'notify.push.conversation': '{name} sent you a message',
  'notify.push.like': '{name} likes you',
  'notify.receipt.description': '{credits, plural, one {# credit} other {# credits}}',
};
