import type { discountNl } from './discount.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the discount module (member keys only; the staff console stays nl/en). */
export const discountPl: Record<Extract<keyof typeof discountNl, MemberMessageKey>, string> = {
  'discount.timeBonus.label': 'Bonus powitalny',
  'discount.timeBonus.offer': '{percentage}% bonusu powitalnego',
  'discount.timeBonus.offerShort': '{percentage}% bonusu',
  'discount.timeBonus.remaining': 'Zostało {time} godz.',
  'discount.timeBonus.endsAt': 'Twój bonus powitalny {percentage}% na kredyty obowiązuje do {end, time, short}.',

  'discount.timeBonus.modal.title': '{percentage}% bonusu powitalnego',
  'discount.timeBonus.modal.text':
    'Witaj na {siteName}! Jako nowa osoba w serwisie dostajesz {percentage}% zniżki na pierwsze kredyty.',
  'discount.timeBonus.modal.actFast':
    'Nie zwlekaj: ten bonus jest ważny tylko przez {hours, plural, one {#\u00a0godzinę} few {#\u00a0godziny} many {#\u00a0godzin} other {#\u00a0godziny}} od rejestracji.',
  'discount.timeBonus.modal.remaining': 'Zostało {time} godz.',

  'discount.welcome.label': 'Zniżka powitalna',
  'discount.welcome.offer': '{percentage}% zniżki na pierwszy zakup',
  'discount.welcome.offerShort': '{percentage}% zniżki powitalnej',
  'discount.welcome.expires': 'ważna do {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'do {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage}% bonusu powitalnego',
  'discount.welcome.modal.text': 'Specjalnie dla ciebie: {percentage}% zniżki na pierwszy zakup kredytów.',
  'discount.welcome.modal.actFast':
    'Nie zwlekaj i zamów w ciągu {hours, plural, one {#\u00a0godziny} few {#\u00a0godzin} many {#\u00a0godzin} other {#\u00a0godziny}}!',
  'discount.welcome.modal.expires': 'Twoja zniżka powitalna jest ważna do {expires, date, ::dMMMMjmm}.',

  'discount.cta': 'Kup kredyty',
  'discount.ctaLabel': 'Kup kredyty z {percentage}% zniżki',
  'discount.modal.cta': 'Zobacz kredyty',
  'discount.modal.applied': 'Zniżka zostanie naliczona automatycznie przy płatności.',
  'discount.modal.later': 'Później',
  'discount.modal.close': 'Zamknij',
};
