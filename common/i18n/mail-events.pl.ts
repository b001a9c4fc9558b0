import type { mailEventsNl } from './mail-events.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the mail-events module (member keys only; the staff console stays nl/en). */
export const mailEventsPl: Record<Extract<keyof typeof mailEventsNl, MemberMessageKey>, string> = {
  'mailEvents.unauthorized': 'Brak dostępu: brakuje sekretu (MAIL_EVENTS_SECRET) albo jest nieprawidłowy.',
  'mailEvents.invalid': 'Nie potrafimy odczytać tego powiadomienia: {details}',
  'mailEvents.snsHost':
    'Ten link potwierdzający nie pochodzi od Amazon SNS (https://sns.<region>.amazonaws.com) i nie zostanie otwarty.',
  'mailEvents.snsFailed': 'Nie udało się potwierdzić subskrypcji Amazon SNS. Spróbuj ponownie później.',
};
