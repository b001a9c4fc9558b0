import type { consentNl } from './consent.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the campaign cookie's consent banner and the cookie page's choice (decision 055). */
export const consentIt: Record<Extract<keyof typeof consentNl, MemberMessageKey>, string> = {
  'consent.title': 'Cookie di campagna',
  'consent.text':
    'Sei arrivato tramite il link di un partner o di una campagna. Possiamo ricordare in un cookie di quale campagna si tratta, così che il partner sappia che un’iscrizione è arrivata tramite lui? Il cookie non contiene dati personali. Se rifiuti, puoi usare il sito esattamente come prima.',
  'consent.policy': 'Informativa sui cookie',
  'consent.accept': 'Accetta',
  'consent.refuse': 'Rifiuta',
  'consent.failed': 'La tua scelta non è stata salvata. Riprova.',
  'consent.choice.heading': 'La tua scelta sul cookie di campagna',
  'consent.choice.yes': 'Hai accettato il cookie di campagna.',
  'consent.choice.no': 'Hai rifiutato il cookie di campagna.',
  'consent.choice.none': 'Non hai ancora scelto. Senza il tuo consenso non impostiamo il cookie di campagna.',
  'consent.choice.saved': 'La tua scelta è stata salvata.',
};
