import type { pushNl } from './push.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of offline mode and push notifications (member keys only; the staff console stays nl/en). */
export const pushIt: Record<Extract<keyof typeof pushNl, MemberMessageKey>, string> = {
  'offline.title': 'Nessuna connessione',
  'offline.text': 'Sei offline. Appena tornerai online, {siteName} riprenderà da dove avevi lasciato.',
  'offline.retry': 'Riprova',
  'push.prompt.title': 'Non perderti nessun messaggio',
  'push.prompt.text': 'Ricevi una notifica su questo dispositivo quando qualcuno ti scrive o quando piaci a qualcuno.',
  'push.prompt.enable': 'Attiva',
  'push.prompt.later': 'Non ora',
  'push.prompt.failed': 'Non è stato possibile attivare le notifiche. Riprova più tardi.',
  'push.serviceUnreachable':
    'Il servizio push del tuo browser non risponde, quindi per ora non è possibile attivare le notifiche. Controlla la connessione (alcune reti bloccano le notifiche push) e riprova più tardi.',
  'push.fallback': 'Nuova notifica',
  'push.toast.newMessage': 'Nuovo messaggio da {name}',
  'push.toast.open': 'Apri la conversazione',
};
