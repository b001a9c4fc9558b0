import type { notificationsNl } from './notifications.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the notification settings and unsubscribing (member keys only; the staff console stays nl/en). */
export const notificationsIt: Record<Extract<keyof typeof notificationsNl, MemberMessageKey>, string> = {
  'nav.notifications': 'Notifiche',
  'notifications.title': 'Notifiche',
  'notifications.intro':
    'Scegli per cosa ti inviamo un’e-mail o una notifica push. Ogni modifica viene salvata subito.',
  'notifications.listLabel': 'Tipi di notifiche',
  'notifications.channel.email': 'E-mail',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} via e-mail',
  'notifications.switch.push': '{category} come notifica push',
  'notifications.emailOnly': 'Solo via e-mail',
  'notifications.marketingOff': 'Disattivato finché non lo attivi tu.',
  'notifications.saveFailed': 'La tua modifica non è stata salvata. Riprova.',
  'notifications.emailTo': 'Le e-mail vengono inviate a {email}.',
  'notifications.changeEmail': 'Cambia indirizzo e-mail',
  'notifications.settingsText': 'Scegli quali e-mail e notifiche push ricevere da noi.',
  'notifications.settingsLink': 'Impostazioni delle notifiche',
  'notifications.category.new_conversations': 'Nuove conversazioni',
  'notifications.category.new_conversations.description': 'Qualcuno ti scrive per la prima volta.',
  'notifications.category.new_conversations.topic': 'nuove conversazioni',
  'notifications.category.new_messages': 'Nuovi messaggi',
  'notifications.category.new_messages.description': 'Un nuovo messaggio in una conversazione mentre non sei sul sito.',
  'notifications.category.new_messages.topic': 'nuovi messaggi',
  'notifications.category.like': 'Like',
  'notifications.category.like.description': 'Piaci a qualcuno, oppure avete un match.',
  'notifications.category.like.topic': 'nuovi like',
  'notifications.category.unread_message_reminders': 'Messaggi non letti',
  'notifications.category.unread_message_reminders.description':
    'Un promemoria quando un messaggio è ancora da leggere dopo un giorno.',
  'notifications.category.unread_message_reminders.topic': 'messaggi non letti',
  'notifications.category.promotions': 'Offerte',
  'notifications.category.promotions.description': 'Sconti e promozioni su crediti e Premium.',
  'notifications.category.promotions.topic': 'offerte',
  'notifications.category.weekly_updates': 'Aggiornamento settimanale',
  'notifications.category.weekly_updates.description': 'Una volta a settimana, i nuovi iscritti vicino a te.',
  'notifications.category.weekly_updates.topic': 'l’aggiornamento settimanale',
  'notifications.category.news': 'Novità',
  'notifications.category.news.description': 'Nuove funzioni e novità da {siteName}.',
  'notifications.category.news.topic': 'novità da {siteName}',
  'notifications.category.reminders': 'Promemoria',
  'notifications.category.reminders.description':
    'Quando il tuo profilo non è ancora completo o un’offerta sta per scadere.',
  'notifications.category.reminders.topic': 'promemoria',
  'notifications.alert.label': 'Le tue notifiche via e-mail sono disattivate',
  'notifications.alert.bounce':
    'Non siamo riusciti a recapitare le nostre e-mail a {email}. Per questo non ti inviamo più notifiche via e-mail.',
  'notifications.alert.fbl': 'Hai segnato come spam una nostra e-mail, quindi non ti inviamo più notifiche via e-mail.',
  'notifications.alert.listunsubscribe':
    'Hai annullato dal tuo programma di posta l’iscrizione alle e-mail su {topics}.',
  'notifications.alert.listunsubscribeSome':
    'Hai annullato dal tuo programma di posta l’iscrizione a una parte delle nostre e-mail.',
  'notifications.alert.reenable': 'Riattiva le notifiche',
  'notifications.alert.changeEmail': 'Cambia indirizzo e-mail',
  'notifications.alert.reenabled': 'Riceverai di nuovo le notifiche via e-mail.',
  'notifications.error.noChannel': 'Questo tipo di messaggio lo inviamo solo via e-mail, non come notifica push.',
  'notifications.error.badLink':
    'Questo link di disiscrizione non è corretto. Copia il link completo dall’e-mail, oppure accedi e scegli le tue notifiche in Notifiche.',
  'unsubscribe.title': 'Annulla iscrizione',
  'unsubscribe.question': 'Vuoi annullare l’iscrizione alle e-mail su {topic}?',
  'unsubscribe.explain': 'Non riceverai più e-mail da {siteName} su {topic}. Le tue altre notifiche restano come sono.',
  'unsubscribe.confirm': 'Annulla iscrizione',
  'unsubscribe.done': 'Iscrizione annullata',
  'unsubscribe.doneText': 'Non riceverai più e-mail da {siteName} su {topic}. Puoi riattivarle in qualsiasi momento.',
  'unsubscribe.manage': 'Vai alle tue notifiche',
  'unsubscribe.invalidTitle': 'Questo link di disiscrizione non funziona',
  'unsubscribe.tooMany': 'Troppe richieste: aspetta un attimo e riprova.',
  'notifications.device.title': 'Notifiche push su questo dispositivo',
  'notifications.device.text':
    'Attiva questa opzione per ricevere su questo dispositivo le notifiche push che scegli qui sopra, anche quando il sito non è aperto.',
  'notifications.device.blocked':
    'Il tuo browser blocca le notifiche di questo sito. Consenti le notifiche nelle impostazioni del browser (il lucchetto accanto all’indirizzo) e poi torna qui.',
  'notifications.device.unsupported':
    'Questo browser non può ricevere notifiche push. Su iPhone funziona se prima aggiungi il sito alla schermata Home.',
  'notifications.device.notAllowed':
    'Non hai dato il permesso, quindi le notifiche push restano disattivate su questo dispositivo.',
  'notifications.device.label': 'Notifiche push su questo dispositivo',
};
