import type { appealsNl } from './appeals.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of moderation decisions and appeals (member keys only; the staff console stays nl/en). */
export const appealsIt: Record<Extract<keyof typeof appealsNl, MemberMessageKey>, string> = {
  'decision.inWords': '{what} ({ground})',
  'decision.kind.photo_removed': 'la tua foto è stata rimossa',
  'decision.kind.warning': 'hai ricevuto un avvertimento',
  'decision.kind.suspension': 'il tuo account è stato sospeso',
  'decision.kind.ban': 'il tuo account è stato bloccato',
  'decision.ground.rules': 'in violazione delle regole della community',
  'appeal.title': 'Presenta ricorso',
  'appeal.decisionTitle': 'La nostra decisione',
  'appeal.decidedOn': 'Decisa il {date}',
  'appeal.endsOn': 'Valida fino al {date}',
  'appeal.byPerson': 'Questa decisione l’ha presa un membro del nostro staff, non un computer.',
  'appeal.explain':
    'Pensi che abbiamo commesso un errore? Spiegaci perché. Il tuo ricorso verrà esaminato da un membro dello staff diverso da chi ha preso la decisione e riceverai l’esito via e-mail. Puoi presentare ricorso contro questa decisione una sola volta, entro il {date}.',
  'appeal.textLabel': 'Perché la decisione non è corretta?',
  'appeal.textHelp': 'Minimo {min} e massimo {max} caratteri.',
  'appeal.submit': 'Invia ricorso',
  'appeal.sent':
    'Abbiamo ricevuto il tuo ricorso. Riceverai una conferma via e-mail e ti comunicheremo l’esito il prima possibile.',
  'appeal.yours': 'Il tuo ricorso',
  'appeal.sentOn': 'Inviato il {date}',
  'appeal.status.open': 'Un membro dello staff sta esaminando il tuo ricorso. Riceverai l’esito via e-mail.',
  'appeal.status.granted': 'Il tuo ricorso è stato accolto: abbiamo annullato la decisione.',
  'appeal.status.denied': 'La decisione resta valida.',
  'appeal.reversed': 'Questa decisione è stata annullata.',
  'appeal.outside':
    'Non sei d’accordo con l’esito? Puoi rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o all’autorità giudiziaria.',
  'appeal.invalidTitle': 'Questo link non funziona',
  'appeal.linkInvalid':
    'Questo link non è corretto. Usa il link dell’e-mail che ti abbiamo inviato, oppure scrivi al nostro servizio clienti.',
  'appeal.textLength': 'Scrivi almeno {min} e al massimo {max} caratteri.',
  'appeal.exists': 'Hai già presentato ricorso contro questa decisione. Riceverai l’esito via e-mail.',
  'appeal.tooLate': 'Il termine per presentare ricorso (sei mesi) è scaduto.',
  'appeal.reversedAlready': 'Questa decisione è già stata annullata; non serve più presentare ricorso.',
  'mail.restriction.objectionByMail':
    'Non sei d’accordo? Invia entro sei mesi la tua spiegazione a {supportEmail}. Il tuo ricorso verrà esaminato da un membro dello staff diverso da chi ha preso la decisione e riceverai l’esito via e-mail. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o all’autorità giudiziaria.',
  'mail.restriction.appealLink': 'Presenta ricorso',
  'mail.restriction.detectedByStaff':
    'Un controllo automatico ha segnalato questa foto come possibile violazione delle regole della community; la decisione vera e propria è stata presa da un membro del nostro staff, non in modo automatico.',
  'mail.restriction.byStaff': 'Questa decisione è stata presa da un membro del nostro staff, non in modo automatico.',
  'mail.account_held.subject': 'Il tuo account su {siteName} è temporaneamente sospeso',
  'mail.account_held.preheader': 'Stiamo verificando il tuo account; ecco come presentare ricorso.',
  'mail.account_held.intro':
    'Abbiamo rifiutato una tua foto perché la persona ritratta sembra minorenne. {siteName} è riservato agli adulti.',
  'mail.account_held.decision':
    'Per questo il tuo account è sospeso finché un membro dello staff non l’avrà verificato, al più tardi fino al {until}. Fino ad allora non puoi accedere e nessuno vede il tuo profilo. Hai 18 anni o più? Faccelo sapere presentando ricorso.',
  'mail.account_held.button': 'Leggi le regole della community',
  'mail.appeal_link.subject': 'Il tuo link per presentare ricorso su {siteName}',
  'mail.appeal_link.preheader': 'Ecco come presentare ricorso contro la nostra decisione.',
  'mail.appeal_link.intro': 'Hai chiesto il link per presentare ricorso contro la nostra decisione: {decision}.',
  'mail.appeal_link.button': 'Presenta ricorso',
  'mail.appeal_link.after': 'Non l’hai chiesto tu? Allora puoi ignorare questa e-mail.',
  'appeal.requestTitle': 'Non hai il link a portata di mano?',
  'appeal.requestIntro':
    'Il tuo account è sospeso o bloccato? Inserisci il tuo indirizzo e-mail; ti invieremo di nuovo il link per presentare ricorso.',
  'appeal.requestEmail': 'Indirizzo e-mail',
  'appeal.requestSubmit': 'Inviami il link',
  'appeal.requestSent':
    'Se a questo indirizzo corrisponde un account sospeso o bloccato, ti invieremo il link entro pochi minuti. Controlla anche nella cartella spam.',
  'appeal.fromLogin': 'Presenta ricorso',
  'mail.text_removed.subject': 'Il testo del tuo profilo su {siteName} è stato rimosso',
  'mail.text_removed.preheader': 'Cosa abbiamo deciso, perché e come presentare ricorso.',
  'mail.text_removed.intro':
    'Un altro iscritto ha segnalato il tuo profilo e il nostro team l’ha esaminato. Riguardava: {category}. Per questo il testo del tuo profilo è stato rimosso; il resto del profilo resta com’è. Puoi scrivere un nuovo testo in linea con le regole della community.',
  'mail.text_removed.button': 'Vai al tuo profilo',
  'decision.kind.text_removed': 'il testo del tuo profilo è stato rimosso',
  'mail.appeal_received.subject': 'Abbiamo ricevuto il tuo ricorso su {siteName}',
  'mail.appeal_received.preheader': 'Un altro membro dello staff riesaminerà la decisione.',
  'mail.appeal_received.intro':
    'Hai presentato ricorso contro la nostra decisione: {decision}. Il tuo ricorso verrà esaminato da un membro dello staff diverso da chi ha preso la decisione.',
  'mail.appeal_received.after': 'Riceverai l’esito via e-mail, di solito entro pochi giorni.',
  'mail.appeal_received.button': 'Vai su {siteName}',
  'mail.appeal_decided.subject': 'L’esito del tuo ricorso su {siteName}',
  'mail.appeal_decided.preheader': 'Un altro membro dello staff ha riesaminato la decisione.',
  'mail.appeal_decided.intro':
    'Hai presentato ricorso contro la nostra decisione: {decision}. Un altro membro dello staff l’ha riesaminata.',
  'mail.appeal_decided.granted':
    'Il tuo ricorso è stato accolto: abbiamo annullato la decisione e tutti i suoi effetti.',
  'mail.appeal_decided.denied': 'La decisione resta valida: è in linea con le regole della community.',
  'mail.appeal_decided.note': 'Spiegazione: {note}',
  'mail.appeal_decided.further':
    'Non sei d’accordo? Puoi rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o all’autorità giudiziaria.',
  'mail.appeal_decided.button': 'Vai su {siteName}',
  'mail.report_reversed.subject': 'Novità sulla tua segnalazione su {siteName}',
  'mail.report_reversed.preheader': 'Un provvedimento preso dopo la tua segnalazione è stato annullato.',
  'mail.report_reversed.intro':
    'Tempo fa hai segnalato un altro iscritto ({category}) e in seguito avevamo preso provvedimenti.',
  'mail.report_reversed.after':
    'L’altra persona ha presentato ricorso e, dopo un nuovo esame da parte di un altro membro dello staff, abbiamo annullato il provvedimento. Non possiamo dirti di più. Se noti di nuovo qualcosa che non va, non esitare a segnalarlo.',
  'mail.report_reversed.button': 'Vai su {siteName}',
  'mail.message_removed.subject': 'Un tuo messaggio su {siteName} è stato rimosso',
  'mail.message_removed.preheader': 'Cosa abbiamo deciso, perché e come presentare ricorso.',
  'mail.message_removed.intro':
    'Un altro iscritto ha segnalato una conversazione con te e il nostro team l’ha esaminata. Riguardava: {category}. Per questo un tuo messaggio in quella conversazione è stato rimosso; ora entrambi vedete che l’ha rimosso un moderatore. Il tuo account resta com’è.',
  'mail.message_removed.button': 'Vai ai tuoi messaggi',
  'decision.kind.message_removed': 'un tuo messaggio è stato rimosso',
  'chat.messageRemoved': 'rimosso da un moderatore',
};
