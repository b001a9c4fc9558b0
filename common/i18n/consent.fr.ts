import type { consentNl } from './consent.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the campaign cookie's consent banner and the cookie page's choice (decision 055). */
export const consentFr: Record<Extract<keyof typeof consentNl, MemberMessageKey>, string> = {
  'consent.title': 'Cookie de campagne',
  'consent.text':
    'Tu es arrivé par le lien d’un partenaire ou d’une campagne. Pouvons-nous retenir dans un cookie de quelle campagne il s’agit, pour que le partenaire sache qu’une inscription est venue par lui ? Le cookie ne contient aucune donnée personnelle. Refuser ne change rien à ce que tu peux faire sur le site.',
  'consent.policy': 'Politique de cookies',
  'consent.accept': 'Accepter',
  'consent.refuse': 'Refuser',
  'consent.failed': 'Ton choix n’a pas été enregistré. Réessaie.',
  'consent.choice.heading': 'Ton choix pour le cookie de campagne',
  'consent.choice.yes': 'Tu as accepté le cookie de campagne.',
  'consent.choice.no': 'Tu as refusé le cookie de campagne.',
  'consent.choice.none': 'Tu n’as pas encore choisi. Sans ton accord, nous ne plaçons pas le cookie de campagne.',
  'consent.choice.saved': 'Ton choix a été enregistré.',
};
