import type { consentNl } from './consent.nl.ts';

/** The campaign cookie's consent banner and the cookie page's choice (decision 055), English. */
export const consentEn: Record<keyof typeof consentNl, string> = {
  'consent.title': 'Campaign cookie',
  'consent.text':
    'You arrived through a link of a partner or a campaign. May we remember in a cookie which campaign it was, so that the partner learns a signup came through them? The cookie holds no personal data. Refusing changes nothing about what you can do on the site.',
  'consent.policy': 'Cookie policy',
  'consent.accept': 'Accept',
  'consent.refuse': 'Refuse',
  'consent.failed': 'Your choice was not saved. Please try again.',
  'consent.choice.heading': 'Your choice for the campaign cookie',
  'consent.choice.yes': 'You accepted the campaign cookie.',
  'consent.choice.no': 'You refused the campaign cookie.',
  'consent.choice.none': 'You have not chosen yet. Without your consent we do not place the campaign cookie.',
  'consent.choice.saved': 'Your choice has been saved.',
};
