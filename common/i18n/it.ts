/**
 * The Italian catalogue (member keys only; the staff console stays nl/en). Informal address (tu), as
 * Italian dating sites do. ICU message syntax: {name}, {count, plural, one {…} other {…}}.
 */
import type { MemberCatalogue } from './translate.ts';
import { mailIt } from './mail.it.ts';
import { signupIt } from './signup.it.ts';
import { accountIt } from './account.it.ts';
import { profileIt } from './profile.it.ts';
import { membersIt } from './members.it.ts';
import { myprofileIt } from './myprofile.it.ts';
import { swipeIt } from './swipe.it.ts';
import { landersIt } from './landers.it.ts';
import { likesIt } from './likes.it.ts';
import { likesServerIt } from './likes-server.it.ts';
import { notifyServerIt } from './notify-server.it.ts';
import { chatServerIt } from './chat-server.it.ts';
import { chatIt } from './chat.it.ts';
import { discountIt } from './discount.it.ts';
import { paymentsServerIt } from './payments-server.it.ts';
import { moderationIt } from './moderation.it.ts';
import { paymentsIt } from './payments.it.ts';
import { appealsIt } from './appeals.it.ts';
import { deletionIt } from './deletion.it.ts';
import { photoInspectionIt } from './photo-inspection.it.ts';
import { accountDataIt } from './account-data.it.ts';
import { pushServerIt } from './push-server.it.ts';
import { mailEventsIt } from './mail-events.it.ts';
import { pushIt } from './push.it.ts';
import { consentIt } from './consent.it.ts';
import { notificationsIt } from './notifications.it.ts';

export const it: MemberCatalogue = {
  ...mailIt,
  ...signupIt,
  ...accountIt,
  ...profileIt,
  ...membersIt,
  ...myprofileIt,
  ...swipeIt,
  ...landersIt,
  ...likesIt,
  ...likesServerIt,
  ...notifyServerIt,
  ...chatServerIt,
  ...chatIt,
  ...discountIt,
  ...paymentsServerIt,
  ...moderationIt,
  ...paymentsIt,
  ...appealsIt,
  ...deletionIt,
  ...photoInspectionIt,
  ...accountDataIt,
  ...pushServerIt,
  ...mailEventsIt,
  ...pushIt,
  ...consentIt,
  ...notificationsIt,
  // Site-wide
  'site.adultsOnly': 'Solo per adulti (18+)',
  'site.warningsHeader': 'Questo sito contiene materiale erotico ed è riservato agli adulti di almeno {minAge} anni.',
  'site.fictionalPlural': 'profili fittizi',
  'site.disclaimer':
    '{siteName} è un sito di incontri per adulti. Su questo sito possono essere presenti {fictionalPlural}: profili gestiti dal sito a scopo di intrattenimento. Non è possibile incontrare di persona questi profili.',
  'site.usOnlyFooter':
    'Dichiarazione di conformità ai requisiti di conservazione dei registri previsti dalla legge 18 U.S.C. 2257: tutte le persone ritratte avevano almeno 18 anni.',
  'site.skipToContent': 'Vai al contenuto',
  'site.loading': 'Caricamento…',

  // Navigation and top bar
  'nav.home': 'Home',
  'nav.login': 'Accedi',
  'nav.signup': 'Iscriviti gratis',
  'nav.searchMembers': 'Cerca iscritti',
  'nav.messages': 'Messaggi',
  'nav.likes': 'Like',
  'nav.credits': 'Crediti',
  'nav.getPremium': 'Passa a Premium',
  'nav.myProfile': 'Il mio profilo',
  'nav.settings': 'Impostazioni',
  'nav.discover': 'Scopri',
  'nav.swipeGame': 'Gioco dello swipe',
  'nav.matchFinder': 'Match finder',
  'nav.logout': 'Esci',
  'nav.back': 'Indietro',
  'nav.menu': 'Menu',
  'nav.account': 'Account',
  'nav.language': 'Lingua',
  'nav.unreadMessages': '{count, plural, one {# messaggio non letto} other {# messaggi non letti}}',
  'nav.newLikes': '{count, plural, one {# nuovo like} other {# nuovi like}}',
  'nav.creditsLeft': '{count, plural, one {ancora # credito} other {ancora # crediti}}',
  'nav.mainNavigation': 'Navigazione principale',

  // Footer
  'footer.terms': 'Termini e condizioni',
  'footer.privacy': 'Privacy',
  'footer.cookies': 'Cookie',
  'footer.ban': 'Politica sui blocchi',
  'footer.pricing': 'Prezzi',
  'footer.complaints': 'Reclami',
  'footer.returnPolicy': 'Politica di reso',
  'footer.faq': 'Domande frequenti',
  'footer.support': 'Servizio clienti',
  'footer.company': '{companyName}, {address}, {city} · Camera di commercio olandese (KvK) {kvk}',
  'footer.copyright': '© {year} {siteName}. Tutti i diritti riservati.',
  'footer.links': 'Link a piè di pagina',

  // Site-entry warning (product §2)
  'entry.title': 'Solo per adulti',
  'entry.body':
    'Questo sito contiene materiale per adulti. Puoi visitarlo solo se hai almeno {minAge} anni e se nel tuo paese è consentito guardare questo tipo di contenuti.',
  'entry.confirm': 'Ho almeno {minAge} anni',
  'entry.leave': 'Esci',

  'entry.memberHeading': '{name}, {age}',
  'entry.memberPhotoAlt': 'Foto di {name}',
  'entry.signupIntro': 'Iscriviti gratis e scrivi subito un primo messaggio a {name}.',
  'entry.landingText':
    '{name} è su {siteName}. Iscriviti gratis per vedere il profilo completo e inviare un messaggio.',
  'entry.chatTeaser': '{name} ha voglia di fare due chiacchiere. Rompi tu il ghiaccio!',
  'entry.cta': 'Scrivi un messaggio a {name}',
  'entry.free': 'L’iscrizione è gratuita e richiede un minuto.',

  // Home
  'home.heroTitle': 'Conosci single vicino a te',
  'home.heroText': 'Crea gratis un profilo, cerca iscritti, metti like e chatta. Scatterà la scintilla già oggi?',
  'home.cta': 'Iscriviti gratis',
  'home.loginCta': 'Ho già un account',
  'home.newMembers': 'Nuovi iscritti',
  'home.onlineNow': 'Online ora',
  'home.stepsTitle': 'Come funziona',
  'home.step1Title': 'Iscriviti gratis',
  'home.step1Text': 'Crea in un minuto un profilo con foto, interessi e città.',
  'home.step2Title': 'Cerca e metti like',
  'home.step2Text': 'Trova iscritti vicino a te. Se vi piacete a vicenda, è un match.',
  'home.step3Title': 'Chatta',
  'home.step3Text': 'Invia messaggi privati, foto e regali con i crediti.',
  'home.memberCount': '{count, plural, one {# iscritto} other {# iscritti}}',
  'home.viewProfile': 'Vedi il profilo di {name}',
  'home.ageAndPlace': '{age} anni · {place}',
  'home.online': 'Online',

  // Errors (product §8)
  'error.notFound': 'Pagina non trovata',
  'error.notFoundHint': 'La pagina che cerchi non esiste (più).',
  'error.backHome': 'Torna alla home page',
  // A short link (product §2 `{token}`) past its date (decision 051).
  'error.linkExpired': 'Questo link è scaduto',
  'error.linkExpiredHint': 'Il link che hai seguito non è più valido. Trovi tutto nella home page.',
  'error.general': 'Si è verificato un errore, riprova più tardi.',
  'error.status': 'Errore {status}',
  'error.fallback': 'Si è verificato un errore durante la visualizzazione della pagina di errore.',
  'error.invalidInput': 'Controlla i dati inseriti: {details}',
  'error.invalidCharacter': 'I dati inseriti contengono un carattere non valido.',
  'error.bodyTooLarge': 'Controlla i dati inseriti: quello che stai inviando è troppo grande.',
  'error.tooManyRequests': 'Troppe richieste: aspetta un attimo e riprova.',
  'error.unavailable': 'In questo momento c’è molto traffico. Riprova tra qualche secondo.',
  'error.authenticationRequired': 'Accedi per continuare.',
  'error.forbidden': 'Non hai il permesso di farlo.',
  'error.unknownSite': 'Questo sito non è conosciuto qui.',
  'error.noSite': 'Qui non è ancora stato configurato nessun sito.',
  'error.siteUnavailable': 'Questo sito al momento non è disponibile.',
  'error.noSiteOwner': 'Per l’amministratore: crea il sito con {command} (docs/deploy.md, «First start»).',
  'error.unknownEndpoint': 'Questa chiamata API non esiste.',
  'error.offlineTitle': 'Nessuna connessione',
  'error.offlineText':
    'Non è stato possibile caricare questa pagina perché la connessione è assente. Appena tornerai online, la ricaricheremo.',
  'error.retry': 'Riprova',
  'error.reload': 'Ricarica la pagina',

  // Language choice
  'lang.title': 'Lingua e paese',
  'lang.intro': 'Scegli la lingua in cui vuoi usare {siteName}.',
  'lang.country': 'Paese',
  'lang.language': 'Lingua',
  'lang.save': 'Salva',
  'lang.saved': 'La tua scelta della lingua è stata salvata.',
  'lang.name.nl': 'Nederlands',
  'lang.name.en': 'English',
  'lang.name.es': 'Español',
  'lang.name.fr': 'Français',
  'lang.name.it': 'Italiano',
  'lang.name.pl': 'Polski',
  'lang.name.de': 'Deutsch',

  // Static pages
  'pages.lastUpdated': 'Ultimo aggiornamento: {date}',
  'pages.contactUs': 'Domande? Scrivici a {email}.',

  // Product §5 validation texts
  'validation.nameIsEmail': 'Il tuo nome profilo deve essere diverso dal tuo indirizzo e-mail.',
  'validation.nameAt': 'Il tuo nome profilo non può iniziare con @.',
  'validation.dobRequired': 'Inserisci la tua data di nascita (almeno {min_age} anni)',
  'validation.dobInvalid': 'Data di nascita non valida.',
  'validation.emailInvalid': 'E-mail non valida',
  'validation.newEmailInvalid': 'Il nuovo indirizzo e-mail non è valido.',
  'validation.emailTaken': 'A questo indirizzo e-mail corrisponde già un account su questo sito.',
  'validation.emailNotFound': 'Indirizzo e-mail non trovato',
  'validation.passwordsDiffer': 'Le password inserite non coincidono.',
  'validation.oldPasswordWrong': 'Controlla la tua vecchia password.',
  'validation.codeNotFound': 'Codice non trovato',
  'validation.codeUsed': 'Codice già utilizzato',

  'validation.nameRequired': 'Inserisci un nome profilo.',
  'validation.nameLength': 'Il tuo nome profilo deve essere lungo da {min} a {max} caratteri.',
  'validation.passwordLength': 'La tua password deve essere lunga da {min} a {max} caratteri.',
  'signup.closed': 'Al momento non è possibile iscriversi.',
  'signup.inviteInvalid': 'Ci si può iscrivere solo con un codice di invito valido.',
  'signup.existingAccount': 'Esiste già un account con questo indirizzo e-mail. Accedi con la tua password.',
  'activation.tooManyResends':
    'Hai già chiesto più volte di inviare di nuovo l’e-mail di attivazione. Riprova tra un’ora.',
  'activation.notConfirmed': 'Conferma prima il tuo indirizzo e-mail.',
  'mail.tooManyChanges': 'Hai già provato più volte a cambiare il tuo indirizzo e-mail. Riprova tra un’ora.',
  'mail.tooManyToAddress': 'Oggi abbiamo già inviato abbastanza e-mail a questo indirizzo. Riprova domani.',
  'error.clientHeaderMissing': 'Questa richiesta è stata rifiutata.',

  // Product §8 error catalogue
  'auth.loginFailed': 'Accesso non riuscito, riprova',
  'auth.lockedOut': 'Troppi tentativi errati, account bloccato per {minutes} min.',
  'auth.tooManyResetMails': 'Troppe e-mail di recupero password inviate, riprova domani.',
  'auth.resetLinkInvalid': 'Link scaduto o non valido, richiedi una nuova e-mail',
  'auth.activationFailed': 'Attivazione non riuscita',
  'payment.failed': 'Il pagamento non è riuscito o è stato annullato.',
  'chat.insufficientCredits': 'Non hai abbastanza crediti per inviare questo messaggio a {name}',
  'chat.fictionalDisclosure':
    'Questo è un profilo fittizio del sito. Prima conferma di saperlo e di conoscere il costo di un messaggio.',

  // Landing pages (product §2 /landers/*)
  'lander.adultonly.title': 'Solo per adulti: incontri emozionanti vicino a te',
  'lander.adultonly.text': 'Iscrizione discreta, anonima e gratuita. Scopri chi è online nella tua zona.',
  'lander.tinderswipe.title': 'Swipe, like e match',
  'lander.tinderswipe.text':
    'Metti like a chi ti piace. Vi piacete a vicenda? Allora è un match e potete chattare subito.',
  'lander.whoneedsstrings.title': 'Chi ha bisogno di legami?',
  'lander.whoneedsstrings.text':
    'Incontri leggeri e senza complicazioni, con persone che cercano quello che cerchi tu.',
  'lander.alonetonight.title': 'Voglia di compagnia stasera?',
  'lander.alonetonight.text': 'Ci sono iscritti online in questo momento che hanno voglia di chiacchierare.',
  'lander.collagelanding.title': 'Migliaia di single ti aspettano',
  'lander.collagelanding.text': 'Crea gratis un profilo e scopri chi vive vicino a te.',
  'lander.gallery.title': 'Guarda i profili più recenti',
  'lander.gallery.text': 'Ogni giorno arrivano nuovi iscritti. Forse tra loro c’è il tuo match.',
  'lander.iconslanding.title': 'Trova qualcuno con le tue stesse passioni',
  'lander.iconslanding.text': 'Scegli i tuoi interessi e conosci iscritti con le tue stesse passioni.',
  'lander.maplanding.title': 'Single nella tua zona',
  'lander.maplanding.text': 'Cerca in base alla distanza e scopri chi vive qui vicino.',
  'lander.socialnetwork.title': 'Il social network per gli incontri',
  'lander.socialnetwork.text': 'Chatta, metti like e invia regali agli iscritti che ti piacciono.',
  'lander.transitionsvideolanding.title': 'Un clic e sei dentro',
  'lander.transitionsvideolanding.text':
    'L’iscrizione richiede meno di un minuto. Poi puoi subito cercare e mettere like.',
  'lander.video.title': 'Guarda chi è online',
  'lander.video.text': 'Iscriviti gratis e scopri gli iscritti vicino a te.',
  'lander.cta': 'Iscriviti gratis',
  'lander.benefit1': 'Iscrizione gratuita',
  'lander.benefit2': 'Discreto e sicuro',
  'lander.benefit3': 'Iscritti vicino a te',

  // PWA
  'pwa.shortName': '{siteName}',
};
