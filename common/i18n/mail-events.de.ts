import type { mailEventsNl } from './mail-events.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the mail delivery events endpoint (member keys only; the staff console stays nl/en). */
export const mailEventsDe: Record<Extract<keyof typeof mailEventsNl, MemberMessageKey>, string> = {
  'mailEvents.unauthorized': 'Kein Zugriff: Das Geheimnis (MAIL_EVENTS_SECRET) fehlt oder ist falsch.',
  'mailEvents.invalid': 'Diese Meldung können wir nicht lesen: {details}',
  'mailEvents.snsHost':
    'Dieser Bestätigungslink stammt nicht von Amazon SNS (https://sns.<region>.amazonaws.com) und wird nicht geöffnet.',
  'mailEvents.snsFailed': 'Das Abonnement bei Amazon SNS konnte nicht bestätigt werden. Versuch es später noch einmal.',
};
