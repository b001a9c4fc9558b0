import type { mailEventsNl } from './mail-events.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the mail-event endpoint (member keys only; the staff console stays nl/en). */
export const mailEventsIt: Record<Extract<keyof typeof mailEventsNl, MemberMessageKey>, string> = {
  'mailEvents.unauthorized': 'Accesso negato: il segreto (MAIL_EVENTS_SECRET) manca o non è corretto.',
  'mailEvents.invalid': 'Questa non è una notifica che possiamo leggere: {details}',
  'mailEvents.snsHost':
    'Questo link di conferma non è di Amazon SNS (https://sns.<regione>.amazonaws.com) e non viene aperto.',
  'mailEvents.snsFailed': 'Non è stato possibile confermare l’iscrizione ad Amazon SNS. Riprova più tardi.',
};
