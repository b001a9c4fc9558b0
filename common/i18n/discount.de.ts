import type { discountNl } from './discount.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the discounts and bonuses (member keys only; the staff console stays nl/en). */
export const discountDe: Record<Extract<keyof typeof discountNl, MemberMessageKey>, string> = {
  'discount.timeBonus.label': 'Willkommensbonus',
  'discount.timeBonus.offer': '{percentage} % Willkommensbonus',
  'discount.timeBonus.offerShort': '{percentage} % Bonus',
  'discount.timeBonus.remaining': 'noch {time} Std.',
  'discount.timeBonus.endsAt': 'Dein Willkommensbonus von {percentage} % auf Credits läuft bis {end, time, short} Uhr.',
  'discount.timeBonus.modal.title': '{percentage} % Willkommensbonus',
  'discount.timeBonus.modal.text':
    'Willkommen bei {siteName}! Als neues Mitglied bekommst du {percentage} % Rabatt auf deine ersten Credits.',
  'discount.timeBonus.modal.actFast':
    'Sei schnell: Dieser Bonus gilt nur {hours, plural, one {# Stunde} other {# Stunden}} nach deiner Registrierung.',
  'discount.timeBonus.modal.remaining': 'Noch {time} Std.',
  'discount.welcome.label': 'Willkommensrabatt',
  'discount.welcome.offer': '{percentage} % Rabatt auf deinen ersten Kauf',
  'discount.welcome.offerShort': '{percentage} % Willkommensrabatt',
  'discount.welcome.expires': 'gültig bis {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'bis {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage} % Willkommensbonus',
  'discount.welcome.modal.text': 'Nur für dich: {percentage} % Rabatt auf deinen ersten Credit-Kauf.',
  'discount.welcome.modal.actFast':
    'Sei schnell und bestelle innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}!',
  'discount.welcome.modal.expires': 'Dein Willkommensrabatt gilt bis {expires, date, ::dMMMMjmm}.',
  'discount.cta': 'Credits kaufen',
  'discount.ctaLabel': 'Credits mit {percentage} % Rabatt kaufen',
  'discount.modal.cta': 'Credits ansehen',
  'discount.modal.applied': 'Der Rabatt wird an der Kasse automatisch abgezogen.',
  'discount.modal.later': 'Später',
  'discount.modal.close': 'Schließen',
};
