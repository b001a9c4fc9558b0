import type { discountNl } from './discount.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the welcome bonus and discounts (member keys only; the staff console stays nl/en). */
export const discountEs: Record<Extract<keyof typeof discountNl, MemberMessageKey>, string> = {
  'discount.timeBonus.label': 'Bono de bienvenida',
  'discount.timeBonus.offer': '{percentage}% de bono de bienvenida',
  'discount.timeBonus.offerShort': '{percentage}% de bono',
  'discount.timeBonus.remaining': 'quedan {time} h',
  'discount.timeBonus.endsAt':
    'Tu bono de bienvenida del {percentage}% en créditos es válido hasta las {end, time, short}.',
  'discount.timeBonus.modal.title': '{percentage}% de bono de bienvenida',
  'discount.timeBonus.modal.text':
    '¡Te damos la bienvenida a {siteName}! Como acabas de registrarte, tienes un {percentage}% de descuento en tus primeros créditos.',
  'discount.timeBonus.modal.actFast':
    'Date prisa: este bono solo es válido durante {hours, plural, one {# hora} other {# horas}} después de registrarte.',
  'discount.timeBonus.modal.remaining': 'Quedan {time} h',
  'discount.welcome.label': 'Descuento de bienvenida',
  'discount.welcome.offer': '{percentage}% de descuento en tu primera compra',
  'discount.welcome.offerShort': '{percentage}% de descuento de bienvenida',
  'discount.welcome.expires': 'válido hasta el {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'hasta el {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage}% de bono de bienvenida',
  'discount.welcome.modal.text': 'Solo para ti: un {percentage}% de descuento en tu primera compra de créditos.',
  'discount.welcome.modal.actFast':
    '¡Date prisa y haz tu pedido en menos de {hours, plural, one {# hora} other {# horas}}!',
  'discount.welcome.modal.expires': 'Tu descuento de bienvenida es válido hasta el {expires, date, ::dMMMMjmm}.',
  'discount.cta': 'Comprar créditos',
  'discount.ctaLabel': 'Comprar créditos con un {percentage}% de descuento',
  'discount.modal.cta': 'Ver los créditos',
  'discount.modal.applied': 'El descuento se aplica automáticamente al pagar.',
  'discount.modal.later': 'Más tarde',
  'discount.modal.close': 'Cerrar',
};
