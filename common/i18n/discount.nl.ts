/** Texts of the time bonus and the welcome discount (Dutch source). */
export const discountNl = {
  // Time-bonus banner (product §2: a star, the countdown hh:mm:ss, the word hours, a link to credits)
  'discount.timeBonus.label': 'Welkomstbonus',
  'discount.timeBonus.offer': '{percentage}% welkomstbonus',
  'discount.timeBonus.offerShort': '{percentage}% bonus',
  'discount.timeBonus.remaining': 'nog {time} uur',
  'discount.timeBonus.endsAt': 'Je welkomstbonus van {percentage}% op credits loopt tot {end, time, short}.',

  // Time-bonus modal (product §2: 25% welcome bonus, act-fast time 4 hours, a link to credits)
  'discount.timeBonus.modal.title': '{percentage}% welkomstbonus',
  'discount.timeBonus.modal.text':
    'Welkom bij {siteName}! Als nieuw lid krijg je {percentage}% korting op je eerste credits.',
  'discount.timeBonus.modal.actFast':
    'Wees er snel bij: deze bonus is maar {hours, plural, one {#\u00a0uur} other {#\u00a0uur}} geldig na je aanmelding.',
  'discount.timeBonus.modal.remaining': 'Nog {time} uur',

  // Welcome discount (product §1, §9: 25% on the first purchase, time-limited)
  'discount.welcome.label': 'Welkomstkorting',
  'discount.welcome.offer': '{percentage}% korting op je eerste aankoop',
  'discount.welcome.offerShort': '{percentage}% welkomstkorting',
  'discount.welcome.expires': 'geldig tot {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'tot {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage}% welkomstbonus',
  'discount.welcome.modal.text': 'Speciaal voor jou: {percentage}% korting op je eerste aankoop van credits.',
  'discount.welcome.modal.actFast':
    'Wees er snel bij en bestel binnen {hours, plural, one {#\u00a0uur} other {#\u00a0uur}}!',
  'discount.welcome.modal.expires': 'Je welkomstkorting is geldig tot {expires, date, ::dMMMMjmm}.',

  // Shared
  'discount.cta': 'Koop credits',
  'discount.ctaLabel': 'Koop credits met {percentage}% korting',
  'discount.modal.cta': 'Bekijk de credits',
  'discount.modal.applied': 'De korting wordt bij het afrekenen vanzelf verrekend.',
  'discount.modal.later': 'Later',
  'discount.modal.close': 'Sluiten',
} as const;
