import type { discountNl } from './discount.nl.ts';

export const discountEn: Record<keyof typeof discountNl, string> = {
  'discount.timeBonus.label': 'Welcome bonus',
  'discount.timeBonus.offer': '{percentage}% welcome bonus',
  'discount.timeBonus.offerShort': '{percentage}% bonus',
  'discount.timeBonus.remaining': '{time} hours left',
  'discount.timeBonus.endsAt': 'Your {percentage}% welcome bonus on credits runs until {end, time, short}.',

  'discount.timeBonus.modal.title': '{percentage}% welcome bonus',
  'discount.timeBonus.modal.text':
    'Welcome to {siteName}! As a new member you get {percentage}% off your first credits.',
  'discount.timeBonus.modal.actFast':
    'Act fast: this bonus is valid for only {hours, plural, one {#\u00a0hour} other {#\u00a0hours}} after you sign up.',
  'discount.timeBonus.modal.remaining': '{time} hours left',

  'discount.welcome.label': 'Welcome discount',
  'discount.welcome.offer': '{percentage}% off your first purchase',
  'discount.welcome.offerShort': '{percentage}% welcome discount',
  'discount.welcome.expires': 'valid until {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'until {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage}% welcome bonus',
  'discount.welcome.modal.text': 'Just for you: {percentage}% off your first credit purchase.',
  'discount.welcome.modal.actFast':
    'Act fast and order within {hours, plural, one {#\u00a0hour} other {#\u00a0hours}}!',
  'discount.welcome.modal.expires': 'Your welcome discount is valid until {expires, date, ::dMMMMjmm}.',

  'discount.cta': 'Buy credits',
  'discount.ctaLabel': 'Buy credits with {percentage}% off',
  'discount.modal.cta': 'See the credits',
  'discount.modal.applied': 'The discount is applied automatically at checkout.',
  'discount.modal.later': 'Later',
  'discount.modal.close': 'Close',
};
