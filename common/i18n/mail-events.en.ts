import type { mailEventsNl } from './mail-events.nl.ts';

export const mailEventsEn: Record<keyof typeof mailEventsNl, string> = {
  'mailEvents.unauthorized': 'Not allowed: the secret (MAIL_EVENTS_SECRET) is missing or wrong.',
  'mailEvents.invalid': 'This is not a report we can read: {details}',
  'mailEvents.snsHost':
    'This confirmation link is not Amazon SNS’s (https://sns.<region>.amazonaws.com) and is not opened.',
  'mailEvents.snsFailed': 'The Amazon SNS subscription could not be confirmed. Please try again later.',
};
