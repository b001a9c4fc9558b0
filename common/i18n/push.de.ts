import type { pushNl } from './push.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the offline page and push prompts (member keys only; the staff console stays nl/en). */
export const pushDe: Record<Extract<keyof typeof pushNl, MemberMessageKey>, string> = {
  'offline.title': 'Keine Verbindung',
  'offline.text': 'Du bist offline. Sobald du wieder verbunden bist, macht {siteName} da weiter, wo du warst.',
  'offline.retry': 'Erneut versuchen',
  'push.prompt.title': 'Verpasse keine Nachricht',
  'push.prompt.text': 'Erhalte eine Benachrichtigung auf diesem Gerät, wenn dir jemand schreibt oder dich mag.',
  'push.prompt.enable': 'Einschalten',
  'push.prompt.later': 'Nicht jetzt',
  'push.prompt.failed': 'Benachrichtigungen konnten nicht eingeschaltet werden. Versuch es später noch einmal.',
  'push.serviceUnreachable':
    'Der Push-Dienst deines Browsers antwortet nicht, deshalb lassen sich Benachrichtigungen gerade nicht einschalten. Prüfe deine Verbindung (manche Netzwerke blockieren Push-Benachrichtigungen) und versuch es später noch einmal.',
  'push.fallback': 'Neue Benachrichtigung',
  'push.toast.newMessage': 'Neue Nachricht von {name}',
  'push.toast.open': 'Chat ansehen',
};
