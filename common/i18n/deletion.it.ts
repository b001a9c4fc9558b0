import type { deletionNl } from './deletion.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of deleting and restoring an account (member keys only; the staff console stays nl/en). */
export const deletionIt: Record<Extract<keyof typeof deletionNl, MemberMessageKey>, string> = {
  'deletion.title': 'Elimina account',
  'deletion.intro':
    'Vuoi davvero andartene? Una volta eliminato, il tuo account diventa subito invisibile. Puoi ancora ripristinarlo per {days} giorni con il link che ti inviamo via e-mail; dopo, l’eliminazione è definitiva.',
  'deletion.start': 'Elimina account',
  'deletion.offer.title': 'Resti con noi? Hai il {percentage}% di sconto',
  'deletion.offer.text':
    'Solo per te: {percentage}% di sconto sul tuo prossimo acquisto di crediti, utilizzabile una volta.',
  'deletion.offer.claim': 'Resto, dammi lo sconto',
  'deletion.offer.code': 'Il tuo codice sconto: {code}, valido fino al {until}. Inseriscilo quando acquisti crediti.',
  'deletion.offer.toCredits': 'Vai ai crediti',
  'deletion.pause.title': 'Vuoi prenderti una pausa?',
  'deletion.pause.text':
    'Rendi invisibile il tuo profilo: nessuno ti troverà nella ricerca, ma il tuo account e le tue conversazioni restano salvati.',
  'deletion.pause.button': 'Prenditi una pausa',
  'deletion.pause.done': 'Ora sei invisibile. Puoi disattivare questa opzione in qualsiasi momento nelle impostazioni.',
  'deletion.decline': 'No, continua con l’eliminazione',
  'deletion.reason': 'Perché te ne vai? (facoltativo)',
  'deletion.password': 'La tua password',
  'deletion.confirm': 'Elimina il mio account',
  'deletion.cancel': 'Annulla',
  'deletion.wrongPassword': 'La password non è corretta.',
  'deletion.reasonTooLong': 'Il motivo può essere lungo al massimo {max} caratteri.',
  'deletion.notPossible': 'Questo account non può essere eliminato.',
  'deletion.noOffer': 'Al momento non ci sono offerte.',
  'deleted.meta.title': 'Account eliminato',
  'deleted.title': 'Il tuo account è stato eliminato',
  'deleted.text':
    'Ci dispiace vederti andare via! Il tuo profilo non è più visibile. Hai cambiato idea? Con il link nell’e-mail che ti abbiamo inviato puoi ripristinare il tuo account entro {days} giorni. Dopo cancelleremo definitivamente i tuoi dati.',
  'deleted.redirect': 'Tra {seconds, plural, one {# secondo} other {# secondi}} ti porteremo su un sito partner.',
  'deleted.redirectNow': 'Vai ora',
  'deleted.home': 'Alla home page',
  'auth.deletedReactivatable':
    'Il tuo account è stato eliminato, ma puoi ancora ripristinarlo fino al {until} con il link della nostra e-mail.',
  'auth.reactivationResend': 'Invia di nuovo il link di ripristino',
  'auth.reactivationSent': 'Ti abbiamo inviato di nuovo il link di ripristino.',
  'auth.reactivated': 'Il tuo account è stato ripristinato. Accedi per continuare.',
  'auth.reactivationInvalid': 'Questo link di ripristino non è valido o è scaduto.',
  'auth.tooManyReactivationMails':
    'Oggi ti abbiamo già inviato il link qualche volta. Controlla la posta in arrivo (e lo spam) o riprova domani.',
  'chat.deletedMember': 'profilo eliminato',
  'chat.messageDeleted': 'messaggio eliminato',
  'mail.account_deleted.subject': 'Il tuo account su {siteName} è stato eliminato',
  'mail.account_deleted.preheader': 'Ci hai ripensato? Puoi ripristinare il tuo account fino al {until}.',
  'mail.account_deleted.intro':
    'Hai eliminato il tuo account su {siteName}. Il tuo profilo non è più visibile. Hai cambiato idea? Con il pulsante qui sotto puoi ripristinare il tuo account, con profilo, foto, conversazioni e crediti, fino al {until}.',
  'mail.account_deleted.button': 'Ripristina il mio account',
  'mail.account_deleted.after':
    'Se non fai nulla, il {until} cancelleremo definitivamente i tuoi dati. Non hai eliminato tu il tuo account? Ripristinalo e cambia la password.',
};
