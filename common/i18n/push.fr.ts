import type { pushNl } from './push.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the offline page and push notifications (member keys only; the staff console stays nl/en). */
export const pushFr: Record<Extract<keyof typeof pushNl, MemberMessageKey>, string> = {
  'offline.title': 'Pas de connexion',
  'offline.text': 'Tu es hors ligne. Dès que la connexion revient, {siteName} reprend là où tu en étais.',
  'offline.retry': 'Réessayer',
  'push.prompt.title': 'Ne rate aucun message',
  'push.prompt.text': 'Reçois une notification sur cet appareil quand quelqu’un t’envoie un message ou te like.',
  'push.prompt.enable': 'Activer',
  'push.prompt.later': 'Pas maintenant',
  'push.prompt.failed': 'Impossible d’activer les notifications. Réessaie plus tard.',
  'push.serviceUnreachable':
    'Le service push de ton navigateur ne répond pas, les notifications ne peuvent donc pas être activées pour le moment. Vérifie ta connexion (certains réseaux bloquent les notifications push) et réessaie plus tard.',
  'push.fallback': 'Nouvelle notification',
  'push.toast.newMessage': 'Nouveau message de {name}',
  'push.toast.open': 'Voir la conversation',
};
