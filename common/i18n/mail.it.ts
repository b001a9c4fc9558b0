import type { mailNl } from './mail.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the e-mails to members (member keys only; the staff console stays nl/en). */
export const mailIt: Record<Extract<keyof typeof mailNl, MemberMessageKey>, string> = {
  'mail.common.greeting': 'Ciao {name},',
  'mail.common.linkFallback': 'Il pulsante non funziona? Copia questo link e incollalo nel tuo browser:',
  'mail.common.notYou': 'Non hai fatto tu questa operazione? Allora puoi semplicemente ignorare questa e-mail.',
  'mail.common.signoff': 'A presto,',
  'mail.common.team': 'Il team di {siteName}',
  'mail.common.help': 'Domande? Scrivici a {supportEmail}.',
  'mail.common.reason': 'Ricevi questa e-mail perché hai creato un account su {domain}.',
  'mail.activation.subject': 'Conferma il tuo indirizzo e-mail per {siteName}',
  'mail.activation.preheader': 'Ancora un clic e il tuo account su {siteName} è attivo.',
  'mail.activation.intro':
    'Che bello averti su {siteName}! Conferma il tuo indirizzo e-mail per attivare il tuo account. Subito dopo potrai cercare iscritti, mettere like e chattare.',
  'mail.activation.button': 'Attiva il mio account',
  'mail.password_reset.subject': 'Imposta una nuova password per {siteName}',
  'mail.password_reset.preheader': 'Usa questo link per impostare una nuova password.',
  'mail.password_reset.intro':
    'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account su {siteName}. Clicca sul pulsante per scegliere una nuova password.',
  'mail.password_reset.validity':
    'Il link è valido per {validMinutes, plural, one {# minuto} other {# minuti}} e funziona una sola volta.',
  'mail.password_reset.button': 'Imposta una nuova password',
  'mail.password_reset.notYou':
    'Non hai chiesto una nuova password? Allora non devi fare nulla: la tua password attuale continua a funzionare.',
  'mail.email_change.subject': 'Conferma il tuo nuovo indirizzo e-mail per {siteName}',
  'mail.email_change.preheader': 'Conferma che {newEmail} è il tuo nuovo indirizzo e-mail.',
  'mail.email_change.intro':
    'Hai chiesto di cambiare l’indirizzo e-mail del tuo account su {siteName} in {newEmail}. Clicca sul pulsante per confermare il nuovo indirizzo. Fino ad allora resta in uso il tuo vecchio indirizzo.',
  'mail.email_change.button': 'Conferma il mio nuovo indirizzo e-mail',
  'mail.directdebit_code.subject': 'Il tuo codice per l’addebito diretto su {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Inserisci questo codice nel modulo di addebito diretto.',
  'mail.directdebit_code.intro':
    'Il tuo codice per pagare con addebito diretto è {code}. Inseriscilo nel modulo per confermare il tuo ordine.',
  'mail.directdebit_code.button': 'Vai al modulo di addebito diretto',
  'mail.directdebit_code.validity': 'Il codice è valido per {validMinutes} minuti.',
  'mail.directdebit_code.notYou':
    'Non hai fatto tu questa richiesta? Allora puoi ignorare questa e-mail; non verrà addebitato nulla.',
  'mail.welcome.subject': 'Ti diamo il benvenuto su {siteName}!',
  'mail.welcome.preheader': 'Il tuo account è attivo. È ora di conoscere gente nuova!',
  'mail.welcome.intro':
    'Il tuo account su {siteName} è attivo! Con questi tre passi ti fai notare di più e trovi contatti più in fretta:',
  'mail.welcome.button': 'Vai su {siteName}',
  'mail.warning.subject': 'Un avvertimento da {siteName}',
  'mail.warning.preheader': 'Abbiamo ricevuto e verificato una segnalazione su di te.',
  'mail.warning.intro':
    'Un altro iscritto ti ha segnalato e il nostro team ha verificato la segnalazione. Riguardava: {category}. Questo non è in linea con le regole della community di {siteName}. Consideralo un avvertimento: rileggi le regole e rispettale.',
  'mail.warning.button': 'Leggi le regole della community',
  'mail.warning.after': 'Se riceviamo di nuovo una segnalazione simile, potremo sospendere o bloccare il tuo account.',
  'mail.account_suspended.subject': 'Il tuo account su {siteName} è sospeso fino al {until}',
  'mail.account_suspended.preheader': 'Cosa abbiamo deciso, perché e come presentare ricorso.',
  'mail.account_suspended.intro':
    'Un altro iscritto ti ha segnalato e il nostro team ha verificato la segnalazione. Riguardava: {category}. Questo viola le regole della community di {siteName}.',
  'mail.account_suspended.decision':
    'Per questo il tuo account è sospeso fino al {until}. Fino ad allora non puoi accedere e nessuno vede il tuo profilo; dopo potrai accedere di nuovo normalmente. Le tue conversazioni e i tuoi crediti restano salvati.',
  'mail.account_suspended.button': 'Leggi le regole della community',
  'mail.account_banned.subject': 'Il tuo account su {siteName} è stato bloccato',
  'mail.account_banned.preheader': 'Cosa abbiamo deciso, perché e come presentare ricorso.',
  'mail.account_banned.intro':
    'Un altro iscritto ti ha segnalato e il nostro team ha verificato la segnalazione. Riguardava: {category}. Questo viola le regole della community di {siteName}.',
  'mail.account_banned.decision':
    'Per questo il tuo account è stato bloccato: non puoi più accedere e nessuno vede più il tuo profilo. Il blocco resta valido finché un membro del nostro staff non lo revoca.',
  'mail.account_banned.button': 'Leggi le regole della community',
  'mail.restriction.byPerson':
    'Questa decisione è stata presa da un membro del nostro staff che ha esaminato la segnalazione, non in modo automatico.',
  'mail.restriction.objection':
    'Non sei d’accordo? Presenta ricorso entro sei mesi; non serve accedere per farlo. Il tuo ricorso verrà esaminato da un membro dello staff diverso da chi ha preso la decisione e riceverai l’esito via e-mail. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o all’autorità giudiziaria.',
  'mail.report_handled.subject': 'La tua segnalazione su {siteName} è stata gestita',
  'mail.report_handled.preheader': 'Grazie per avercelo fatto sapere.',
  'mail.report_handled.intro':
    'Hai segnalato un altro iscritto ({category}). Il nostro team ha verificato la tua segnalazione.',
  'mail.report_handled.actioned':
    'Abbiamo preso provvedimenti in base alle regole della community. Non possiamo dirti quali: riguardano solo l’altra persona.',
  'mail.report_handled.dismissed':
    'Non abbiamo riscontrato violazioni delle regole della community, quindi non prendiamo provvedimenti. Se noti di nuovo qualcosa che non va, non esitare a segnalarlo.',
  'mail.report_handled.after': 'Preferisci non vedere più quella persona? Bloccala dal suo profilo.',
  'mail.report_handled.button': 'Vai su {siteName}',
  'mail.common.unsubscribe': 'Annulla l’iscrizione a queste e-mail',
  'mail.common.preferences': 'Impostazioni delle notifiche',
  'mail.common.photoAlt': 'Foto di {name}',
  'mail.common.age': '{age} anni',
  'mail.common.viewProfile': 'Vedi profilo',
  'mail.common.privacy': 'Per la tua privacy, le nostre e-mail non contengono mai il testo dei messaggi.',
  'mail.new_conversation.subject': 'Qualcuno ti ha scritto su {siteName}',
  'mail.new_conversation.preheader': 'Ti aspetta una nuova conversazione.',
  'mail.new_conversation.intro':
    '{senderName} ha iniziato una conversazione con te. Vuoi sapere cosa dice? Leggi il messaggio su {siteName} e rispondi.',
  'mail.new_conversation.button': 'Leggi il messaggio',
  'mail.new_conversation.reason': 'Ricevi questa e-mail perché hai attivato le notifiche per le nuove conversazioni.',
  'mail.new_messages.subject': '{count, plural, one {Un nuovo messaggio} other {# nuovi messaggi}} su {siteName}',
  'mail.new_messages.preheader': '{count, plural, one {# nuovo messaggio} other {# nuovi messaggi}} da {senderName}',
  'mail.new_messages.intro':
    'Hai {count, plural, one {# nuovo messaggio} other {# nuovi messaggi}} da {senderName}. {count, plural, one {Leggilo} other {Leggili}} su {siteName} e rispondi presto.',
  'mail.new_messages.button': '{count, plural, one {Leggi il messaggio} other {Leggi i messaggi}}',
  'mail.new_messages.reason': 'Ricevi questa e-mail perché hai attivato le notifiche per i nuovi messaggi.',
  'mail.like.subject': 'Piaci a qualcuno su {siteName}',
  'mail.like.preheader': '{likerName} ti ha messo un like.',
  'mail.like.intro':
    'Piaci a {likerName}! Dai un’occhiata al profilo: se anche a te piace {likerName}, ricambia il like ed è subito match.',
  'mail.like.button': 'Scopri a chi piaci',
  'mail.like.reason': 'Ricevi questa e-mail perché hai attivato le notifiche per i like.',
  'mail.unread_reminder.subject':
    'Hai {unreadCount, plural, one {un messaggio non letto} other {# messaggi non letti}} su {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {C’è ancora un messaggio} other {Ci sono ancora # messaggi}} che ti aspettano.',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {Ti aspetta ancora # messaggio non letto} other {Ti aspettano ancora # messaggi non letti}}, da {senders}. Non farli aspettare troppo!',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {Ti aspetta ancora # messaggio non letto} other {Ti aspettano ancora # messaggi non letti}}. Non farli aspettare troppo!',
  'mail.unread_reminder.others': '{count, plural, one {# altra persona} other {# altre persone}}',
  'mail.unread_reminder.button': 'Leggi i tuoi messaggi',
  'mail.unread_reminder.reason': 'Ricevi questa e-mail perché hai attivato i promemoria per i messaggi non letti.',
  'mail.weekly_update.subject': 'Il tuo aggiornamento settimanale da {siteName}',
  'mail.weekly_update.preheader': 'Iscritti che questa settimana potrebbero piacerti.',
  'mail.weekly_update.intro':
    'Ecco alcuni iscritti che questa settimana potrebbero piacerti. C’è qualcuno che ti interessa? Manda un like o un messaggio!',
  'mail.weekly_update.introEmpty':
    'Questa settimana fai un giro su {siteName}: di sicuro ci sono iscritti che ti piaceranno.',
  'mail.weekly_update.button': 'Scopri altri iscritti',
  'mail.weekly_update.reason': 'Ricevi questa e-mail perché hai attivato l’aggiornamento settimanale.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'Ricevi questa e-mail perché hai attivato le promozioni di {siteName}.',
  'mail.campaign.reason.news': 'Ricevi questa e-mail perché hai attivato le novità di {siteName}.',
  'mail.campaign.reason.reminders': 'Ricevi questa e-mail perché hai attivato i promemoria di {siteName}.',
  'mail.welcome.step1': 'Aggiungi al tuo profilo una foto in cui ti si veda bene.',
  'mail.welcome.step2': 'Racconta in poche parole chi sei e cosa cerchi.',
  'mail.welcome.step3': 'Cerca iscritti vicino a te, metti like e manda un messaggio.',
  'mail.directdebit_code.codeLabel': 'Il tuo codice',
  'mail.receipt.subject': 'La tua ricevuta di {siteName} (ordine {orderId})',
  'mail.receipt.preheader': '{description} per {amount}: grazie per il tuo acquisto.',
  'mail.receipt.intro':
    'Grazie per il tuo acquisto! Abbiamo ricevuto il pagamento e {credits, plural, one {# credito è stato accreditato} other {# crediti sono stati accreditati}} sul tuo account.',
  'mail.receipt.order': 'Numero d’ordine',
  'mail.receipt.date': 'Data',
  'mail.receipt.product': 'Prodotto',
  'mail.receipt.total': 'Totale',
  'mail.receipt.vat': 'di cui IVA {vatRate}: {vatAmount}',
  'mail.receipt.button': 'Vedi i tuoi ordini',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {Un ordine non può essere annullato dopo il pagamento.} one {Hai cambiato idea? Entro # giorno dall’acquisto puoi chiedere il rimborso dei crediti che non hai ancora usato. Basta scriverci a {supportEmail} indicando il numero d’ordine.} other {Hai cambiato idea? Entro # giorni dall’acquisto puoi chiedere il rimborso dei crediti che non hai ancora usato. Basta scriverci a {supportEmail} indicando il numero d’ordine.}}',
  'mail.receipt.after': 'Conserva questa e-mail come prova del pagamento.',
};
