import type { discountNl } from './discount.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the welcome bonus and discounts (member keys only; the staff console stays nl/en). */
export const discountIt: Record<Extract<keyof typeof discountNl, MemberMessageKey>, string> = {
  'discount.timeBonus.label': 'Bonus di benvenuto',
  'discount.timeBonus.offer': '{percentage}% di bonus di benvenuto',
  'discount.timeBonus.offerShort': '{percentage}% di bonus',
  'discount.timeBonus.remaining': 'ancora {time} ore',
  'discount.timeBonus.endsAt':
    'Il tuo bonus di benvenuto del {percentage}% sui crediti è valido fino alle {end, time, short}.',
  'discount.timeBonus.modal.title': '{percentage}% di bonus di benvenuto',
  'discount.timeBonus.modal.text':
    'Ti diamo il benvenuto su {siteName}! Per i nuovi iscritti c’è il {percentage}% di sconto sui primi crediti.',
  'discount.timeBonus.modal.actFast':
    'Approfittane subito: questo bonus vale solo {hours, plural, one {# ora} other {# ore}} dalla tua iscrizione.',
  'discount.timeBonus.modal.remaining': 'Ancora {time} ore',
  'discount.welcome.label': 'Sconto di benvenuto',
  'discount.welcome.offer': '{percentage}% di sconto sul tuo primo acquisto',
  'discount.welcome.offerShort': '{percentage}% di sconto di benvenuto',
  'discount.welcome.expires': 'valido fino al {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'fino al {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage}% di bonus di benvenuto',
  'discount.welcome.modal.text': 'Solo per te: {percentage}% di sconto sul tuo primo acquisto di crediti.',
  'discount.welcome.modal.actFast': 'Approfittane subito e ordina entro {hours, plural, one {# ora} other {# ore}}!',
  'discount.welcome.modal.expires': 'Il tuo sconto di benvenuto è valido fino al {expires, date, ::dMMMMjmm}.',
  'discount.cta': 'Acquista crediti',
  'discount.ctaLabel': 'Acquista crediti con il {percentage}% di sconto',
  'discount.modal.cta': 'Scopri i crediti',
  'discount.modal.applied': 'Lo sconto viene applicato automaticamente al momento del pagamento.',
  'discount.modal.later': 'Più tardi',
  'discount.modal.close': 'Chiudi',
};
