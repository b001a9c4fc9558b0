import type { consentNl } from './consent.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the campaign cookie's consent banner and the cookie page's choice (decision 055). */
export const consentDe: Record<Extract<keyof typeof consentNl, MemberMessageKey>, string> = {
  'consent.title': 'Cookie für Kampagnen',
  'consent.text':
    'Du bist über den Link eines Partners oder einer Kampagne gekommen. Dürfen wir in einem Cookie speichern, welche Kampagne das war, damit der Partner erfährt, dass eine Anmeldung über ihn kam? Das Cookie enthält keine personenbezogenen Daten. Wenn du ablehnst, kannst du die Seite genauso nutzen.',
  'consent.policy': 'Cookie-Richtlinie',
  'consent.accept': 'Akzeptieren',
  'consent.refuse': 'Ablehnen',
  'consent.failed': 'Deine Auswahl wurde nicht gespeichert. Bitte versuche es noch einmal.',
  'consent.choice.heading': 'Deine Wahl zum Kampagnen-Cookie',
  'consent.choice.yes': 'Du hast das Kampagnen-Cookie akzeptiert.',
  'consent.choice.no': 'Du hast das Kampagnen-Cookie abgelehnt.',
  'consent.choice.none': 'Du hast noch nicht gewählt. Ohne deine Zustimmung setzen wir das Kampagnen-Cookie nicht.',
  'consent.choice.saved': 'Deine Wahl wurde gespeichert.',
};
