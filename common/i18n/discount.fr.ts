import type { discountNl } from './discount.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the welcome bonus and welcome discount (member keys only; the staff console stays nl/en). */
export const discountFr: Record<Extract<keyof typeof discountNl, MemberMessageKey>, string> = {
  'discount.timeBonus.label': 'Bonus de bienvenue',
  'discount.timeBonus.offer': '{percentage} % de bonus de bienvenue',
  'discount.timeBonus.offerShort': '{percentage} % de bonus',
  'discount.timeBonus.remaining': 'encore {time} h',
  'discount.timeBonus.endsAt':
    'Ton bonus de bienvenue de {percentage} % sur les crédits est valable jusqu’à {end, time, short}.',
  'discount.timeBonus.modal.title': '{percentage} % de bonus de bienvenue',
  'discount.timeBonus.modal.text':
    'Bienvenue sur {siteName} ! En tant que nouveau membre, tu profites de {percentage} % de réduction sur tes premiers crédits.',
  'discount.timeBonus.modal.actFast':
    'Fais vite : ce bonus n’est valable que {hours, plural, one {# heure} other {# heures}} après ton inscription.',
  'discount.timeBonus.modal.remaining': 'Encore {time} h',
  'discount.welcome.label': 'Réduction de bienvenue',
  'discount.welcome.offer': '{percentage} % de réduction sur ton premier achat',
  'discount.welcome.offerShort': '{percentage} % de réduction de bienvenue',
  'discount.welcome.expires': 'valable jusqu’au {expires, date, ::dMMMMjmm}',
  'discount.welcome.expiresShort': 'jusqu’au {expires, date, ::dMMMjmm}',
  'discount.welcome.modal.title': '{percentage} % de bonus de bienvenue',
  'discount.welcome.modal.text': 'Rien que pour toi : {percentage} % de réduction sur ton premier achat de crédits.',
  'discount.welcome.modal.actFast': 'Fais vite et commande dans les {hours, plural, one {# heure} other {# heures}} !',
  'discount.welcome.modal.expires': 'Ta réduction de bienvenue est valable jusqu’au {expires, date, ::dMMMMjmm}.',
  'discount.cta': 'Acheter des crédits',
  'discount.ctaLabel': 'Acheter des crédits avec {percentage} % de réduction',
  'discount.modal.cta': 'Voir les crédits',
  'discount.modal.applied': 'La réduction est appliquée automatiquement au moment du paiement.',
  'discount.modal.later': 'Plus tard',
  'discount.modal.close': 'Fermer',
};
