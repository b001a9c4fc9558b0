/**
 * Italian texts of the static pages (terms, privacy, cookies, ban, FAQ, return policy, customer
 * service, complaints): the same structure as the English ones in static-pages.ts, every
 * site-specific value from the StaticPageContext. The member is addressed informally (tu), as on
 * the rest of the site. Not wired in yet.
 */

import type { StaticPageContent, StaticPageContext } from './static-page-types.ts';
import {
  GRACE_DAYS,
  SESSION_COOKIE_DAYS,
  LANGUAGE_COOKIE_DAYS,
  DEVICE_COOKIE_DAYS,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_COOKIE_DAYS,
  FREE_MAX_PHOTOS,
  PREMIUM_MAX_PHOTOS,
  COMPLAINT_ACK_WORKING_DAYS,
  COMPLAINT_ANSWER_DAYS,
  fullAddress,
  tradenames,
  vatNumbers,
  hasPhone,
  contactLines,
} from './static-page-shared.ts';

// ---------------------------------------------------------------------------------------------
// Helpers (the Italian counterparts of the private helpers in static-pages.ts)

function days(n: number): string {
  return n === 1 ? '1 giorno' : `${n} giorni`;
}

function joinList(items: string[]): string {
  const xs = items.map((x) => x.trim()).filter((x) => x !== '');
  if (xs.length <= 1) return xs.join('');
  const last = xs[xs.length - 1] ?? '';
  return `${xs.slice(0, -1).join(', ')} e ${last}`;
}

/** "Klik B.V., con sede in Herengracht 1, Amsterdam, Paesi Bassi" style description of the company. */
function companyDescription(ctx: StaticPageContext): string {
  const addr = fullAddress(ctx);
  const kvk = ctx.company.kvk.trim();
  const parts: string[] = [ctx.company.name];
  if (addr) parts.push(`con sede in ${addr}`);
  if (kvk) parts.push(`iscritta alla Camera di commercio olandese (KvK) con il numero ${kvk}`);
  return parts.join(', ');
}

/** The company's details as list items (name, address, KvK, trade names, VAT, e-mail, phone). */
function companyDetails(ctx: StaticPageContext, withContact: boolean): string[] {
  const items: string[] = [];
  items.push(`Ragione sociale: ${ctx.company.name}`);
  const addr = fullAddress(ctx);
  if (addr) items.push(`Indirizzo: ${addr}`);
  if (ctx.company.kvk.trim())
    items.push(`Numero di iscrizione alla Camera di commercio (KvK): ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0) items.push(`${tn.length === 1 ? 'Nome commerciale' : 'Nomi commerciali'}: ${tn.join(', ')}`);
  const vat = vatNumbers(ctx);
  if (vat.length > 0) items.push(`${vat.length === 1 ? 'Partita IVA' : 'Partite IVA'}: ${vat.join(', ')}`);
  if (withContact) {
    items.push(`E-mail: ${ctx.supportEmail}`);
    if (hasPhone(ctx)) items.push(`Telefono: ${ctx.supportPhone.trim()}`);
  }
  items.push(`Sito web: ${ctx.domain}`);
  return items;
}

/** "via e-mail all’indirizzo x" or "via e-mail all’indirizzo x o per telefono al numero y". */
function contactSentence(ctx: StaticPageContext): string {
  return hasPhone(ctx)
    ? `via e-mail all’indirizzo ${ctx.supportEmail} o per telefono al numero ${ctx.supportPhone.trim()}`
    : `via e-mail all’indirizzo ${ctx.supportEmail}`;
}

/** Ends a sentence with a full stop without doubling one (e.g. after 'B.V.'). */
function dot(x: string): string {
  return x.endsWith('.') ? x : `${x}.`;
}

function capitalize(x: string): string {
  return x.length === 0 ? x : x.charAt(0).toUpperCase() + x.slice(1);
}

/** List items ending in ';', the last one in '.'. */
function punctuateList(items: string[]): string[] {
  return items.map((x, i) => (i === items.length - 1 ? dot(x) : `${x};`));
}

// ---------------------------------------------------------------------------------------------
// Termini e condizioni

export function termsIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Termini e condizioni',
    intro: `I presenti termini e condizioni si applicano all’uso di ${s} (${ctx.domain}). Leggili con attenzione prima di iscriverti. Creando un account accetti questi termini. Versione del ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Chi siamo',
        paragraphs: [
          `${s} è offerto da ${dot(companyDescription(ctx))}${tn.length > 0 ? ` ${c} opera con ${tn.length === 1 ? 'il nome commerciale' : 'i nomi commerciali'} ${dot(joinList(tn))}` : ''}${vatNumbers(ctx).length > 0 ? ` Partita IVA: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `In questi termini, «noi» e «${s}» indicano la società ${dot(c)} «Tu» e «iscritto» indicano chiunque abbia creato un account su ${s}.`,
        ],
      },
      {
        heading: '2. Ambito di applicazione',
        paragraphs: [
          `Questi termini si applicano a ogni contratto tra te e ${c} relativo all’uso di ${s}, compreso l’acquisto di crediti. La nostra informativa sulla privacy, la nostra cookie policy e la nostra politica di reso fanno parte di questi termini.`,
          'Eventuali deroghe a questi termini si applicano solo se le abbiamo concordate espressamente con te per iscritto (anche via e-mail).',
        ],
      },
      {
        heading: `3. Età minima di ${ctx.minAge} anni`,
        paragraphs: [
          `${s} è destinato esclusivamente agli adulti. Per iscriverti e usare il sito devi avere almeno ${ctx.minAge} anni. Iscrivendoti dichiari di avere almeno ${ctx.minAge} anni e che i dati che fornisci su di te sono corretti.`,
          `Possiamo chiederti in qualsiasi momento di dimostrare la tua età. Se risulta che hai meno di ${ctx.minAge} anni, o se non sei in grado di dimostrare la tua età, chiuderemo il tuo account immediatamente e in modo definitivo.`,
        ],
      },
      {
        heading: '4. Il tuo account',
        paragraphs: [
          'Puoi avere un solo account personale. Il tuo account non è cedibile e non puoi farlo usare ad altri.',
          'Sei responsabile della segretezza della tua password e di tutto ciò che accade con il tuo account. Se sospetti che qualcun altro abbia accesso al tuo account, cambia subito la password e contattaci.',
          'Il tuo account diventa attivo solo dopo che hai confermato il tuo indirizzo e-mail tramite il link di attivazione che ti inviamo. Assicurati che il tuo indirizzo e-mail sia corretto e aggiornato, perché ti inviamo via e-mail comunicazioni importanti sul tuo account e sui tuoi acquisti.',
        ],
      },
      {
        heading: '5. Crediti e prezzi',
        paragraphs: [
          `L’iscrizione a ${s} è gratuita. Alcune funzioni si pagano con i crediti, come inviare messaggi, vedere o inviare foto e inviare regali. Il numero di crediti che costa un’azione è indicato nel listino prezzi in vigore sul sito e viene sempre mostrato prima che tu compia l’azione.`,
          'I crediti si acquistano in anticipo, a pacchetti. Il prezzo di un pacchetto è comprensivo di IVA ed è indicato chiaramente prima del pagamento. I crediti vengono accreditati sul tuo account subito dopo la ricezione del pagamento.',
          'I crediti sono personali e legati al tuo account. Non hanno valore monetario, non possono essere convertiti in denaro (salvo quanto previsto all’articolo 8 e nella nostra politica di reso) e non possono essere trasferiti ad altri iscritti o account.',
          'Possiamo modificare i prezzi dei pacchetti di crediti e il numero di crediti per azione. Una modifica non riguarda i pacchetti che hai già acquistato e pagato. I crediti che possiedi restano validi finché esiste il tuo account.',
          'I crediti ricevuti gratuitamente o come bonus, per esempio durante una promozione, non sono rimborsabili e possono avere una validità limitata. In tal caso lo indichiamo insieme alla promozione.',
        ],
      },
      {
        heading: '6. Iscrizione Premium',
        paragraphs: [
          `Con il primo acquisto di un pacchetto di crediti passi automaticamente a Premium. Con Premium viene tolto il limite al numero di conversazioni che puoi avere e puoi caricare fino a ${PREMIUM_MAX_PHOTOS} foto invece di ${FREE_MAX_PHOTOS}.`,
          'Premium non è un abbonamento. Non vengono addebitati importi ricorrenti: paghi solo i pacchetti di crediti che scegli di acquistare.',
        ],
      },
      {
        heading: '7. Pagamento',
        paragraphs: [
          'Puoi pagare con i metodi di pagamento indicati al momento del pagamento, come iDEAL, carta di credito, PayPal e addebito diretto SEPA. I pagamenti sono elaborati da un prestatore di servizi di pagamento riconosciuto.',
          'Se un pagamento viene revocato o stornato senza un motivo valido, possiamo detrarre dal tuo account i crediti corrispondenti e, se succede ripetutamente, sospendere il tuo account. Possiamo addebitarti gli eventuali costi che sosteniamo di conseguenza.',
        ],
      },
      {
        heading: '8. Diritto di recesso e rimborsi',
        paragraphs: [
          `I crediti sono contenuti digitali forniti subito dopo il pagamento. Ti offriamo la possibilità di chiedere il rimborso dei crediti che non hai ancora usato entro ${days(ctx.refundDays)} dall’acquisto. La nostra politica di reso spiega come funziona.`,
          'I crediti già usati non vengono rimborsati.',
        ],
      },
      {
        heading: '9. Regole di comportamento',
        paragraphs: [`Vogliamo che su ${s} tutti si sentano al sicuro e a proprio agio. Per questo non è consentito:`],
        list: [
          'insultare, minacciare, intimidire, discriminare o molestare altri iscritti;',
          'fingersi un’altra persona, creare un profilo falso o fornire informazioni false;',
          'caricare foto di altre persone, di minorenni, o foto in cui non compari tu;',
          'condividere dati personali di altre persone, come nomi, indirizzi, numeri di telefono o foto, senza il loro consenso;',
          'truffare altri iscritti, chiedere denaro o commettere qualsiasi altra forma di frode;',
          'fare pubblicità, offrire servizi a pagamento o attirare iscritti verso altri siti web;',
          'pubblicare contenuti illeciti o contrari all’ordine pubblico o al buon costume;',
          'disturbare o violare il sito web, o raccogliere dati con mezzi automatizzati.',
        ],
      },
      {
        heading: '10. Profili, foto e messaggi',
        paragraphs: [
          'Sei responsabile del contenuto del tuo profilo, delle tue foto e dei tuoi messaggi. Ogni foto viene controllata da noi prima di diventare visibile agli altri iscritti. Possiamo rifiutare o rimuovere foto e testi che violano questi termini.',
          `Pubblicando contenuti su ${s} ci autorizzi a mostrarli sul sito finché esiste il tuo account. Resti titolare delle tue foto e dei tuoi testi.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `Su ${s} sono presenti anche ${ctx.fictionalPlural}. Si tratta di profili gestiti da ${c} o per suo conto, a scopo di intrattenimento. Ai messaggi inviati a questi profili rispondono collaboratori di ${s}. Con i ${ctx.fictionalPlural} non è possibile avere contatti fisici né incontrarsi nella vita reale.`,
          `Inviare messaggi ai ${ctx.fictionalPlural} costa lo stesso numero di crediti che inviare messaggi ad altri profili. Usando ${s} confermi di esserne a conoscenza.`,
        ],
      },
      {
        heading: '12. Responsabilità',
        paragraphs: [
          `Facciamo del nostro meglio perché ${s} funzioni correttamente e in sicurezza, ma non possiamo garantire che il sito sia sempre disponibile senza interruzioni o errori. Non siamo responsabili di ciò che altri iscritti pubblicano o fanno sul sito, né degli accordi che prendi con altri iscritti.`,
          `La nostra responsabilità è limitata al danno diretto e a un importo non superiore a quanto hai pagato a ${c} nei dodici mesi precedenti l’evento che ha causato il danno. Questa limitazione non si applica in caso di dolo o colpa grave da parte di ${c}, né nella misura in cui la legge non consente tale limitazione.`,
        ],
      },
      {
        heading: '13. Cancellazione, eliminazione e sospensione',
        paragraphs: [
          `Puoi eliminare il tuo account in qualsiasi momento dalle impostazioni («Elimina account»), con la tua password. Dopo la tua richiesta il tuo account viene subito nascosto agli altri iscritti e la sessione viene chiusa su tutti i dispositivi. Per ${days(GRACE_DAYS)} puoi ancora riattivare il tuo account con il link nell’e-mail che ti inviamo; se accedi in quel periodo, su richiesta ti inviamo di nuovo il link. Dopodiché il tuo account e i tuoi dati vengono eliminati definitivamente, come descritto nella nostra informativa sulla privacy.`,
          `Quando l’eliminazione del tuo account diventa definitiva, gli eventuali crediti residui decadono. I crediti non usati che hai acquistato meno di ${days(ctx.refundDays)} fa possono essere rimborsati secondo la nostra politica di reso prima che tu elimini il tuo account.`,
          'Possiamo sospendere o bloccare definitivamente il tuo account se violi questi termini, se non hai l’età minima o se sospettiamo ragionevolmente un abuso o una frode. La nostra pagina sugli account bloccati spiega come presentare ricorso.',
        ],
      },
      {
        heading: '14. Modifiche',
        paragraphs: [
          'Possiamo modificare questi termini. Comunicheremo per tempo le modifiche importanti sul sito o via e-mail. Se non sei d’accordo con una modifica, puoi eliminare il tuo account. Se continui a usare il sito dopo l’entrata in vigore di una modifica, si applica la versione modificata.',
        ],
      },
      {
        heading: '15. Reclami',
        paragraphs: [
          `Hai un reclamo su ${s}? Contatta il nostro servizio clienti ${contactSentence(ctx)}. Descrivi il tuo reclamo nel modo più chiaro possibile e indica l’indirizzo e-mail del tuo account. Ti confermeremo la ricezione e risponderemo nel merito al tuo reclamo entro 14 giorni.`,
        ],
      },
      {
        heading: '16. Legge applicabile e controversie',
        paragraphs: [
          `Questi termini e ogni contratto con ${c} sono regolati dalla legge olandese. Le controversie sono sottoposte al giudice competente nei Paesi Bassi, salvo che norme imperative indichino un giudice diverso. In quanto consumatore, conservi la tutela che ti offre la legge del tuo paese di residenza.`,
        ],
      },
      {
        heading: '17. Versione',
        paragraphs: [`Questa è la versione del ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Informativa sulla privacy

export function privacyIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Informativa sulla privacy',
    intro: `Su ${s} trattiamo i tuoi dati personali con cura. Questa informativa spiega quali dati trattiamo, perché lo facciamo, per quanto tempo li conserviamo e quali diritti hai. Rispettiamo il Regolamento generale sulla protezione dei dati (Regolamento (UE) 2016/679, «GDPR»).`,
    sections: [
      {
        heading: 'Titolare del trattamento',
        paragraphs: [
          `${c} è il titolare del trattamento dei dati personali effettuato tramite ${s} (${ctx.domain}). I nostri dati:`,
        ],
        list: companyDetails(ctx, true),
      },
      {
        heading: 'Quali dati trattiamo',
        paragraphs: ['A seconda di come usi il sito, trattiamo i seguenti dati:'],
        list: [
          'dati dell’account: nome utente, indirizzo e-mail, password (conservata in forma cifrata), data di nascita e sesso;',
          'dati del profilo: luogo di residenza o regione, il testo del tuo profilo, le tue preferenze e le tue risposte alle domande del profilo;',
          'le foto che carichi sul tuo profilo o invii nelle conversazioni;',
          'i messaggi, i regali e i like che invii e ricevi;',
          'dati sugli acquisti: pacchetti di crediti acquistati, importi, metodo di pagamento e dettagli della transazione forniti dal prestatore di servizi di pagamento (non riceviamo né conserviamo i dati completi della carta di credito);',
          'dati tecnici: indirizzo IP, il paese da cui visiti il sito, informazioni sul browser e sul dispositivo, orari di accesso e di utilizzo;',
          'il contenuto dei tuoi contatti con il nostro servizio clienti.',
        ],
      },
      {
        heading: 'Categorie particolari di dati personali e il tuo consenso esplicito',
        paragraphs: [
          'Un sito di incontri tratta quasi sempre dati che rivelano qualcosa sulla tua vita sessuale o sul tuo orientamento sessuale, come chi stai cercando, le tue foto e il contenuto dei tuoi messaggi. Si tratta di categorie particolari di dati personali. Trattiamo questi dati solo con il tuo consenso esplicito, che ci dai quando ti iscrivi e compili il tuo profilo.',
          'Puoi revocare il tuo consenso in qualsiasi momento rimuovendo i dati in questione dal tuo profilo o eliminando il tuo account. La revoca del consenso non pregiudica la liceità del trattamento effettuato prima della revoca. Senza questi dati non possiamo fornire il servizio di incontri, o possiamo farlo solo in parte.',
          'Non condividere nel tuo profilo e nei tuoi messaggi più di quanto desideri. Non inserire nel tuo profilo informazioni che ti identificano direttamente, come il tuo cognome, il tuo indirizzo o il tuo numero di telefono.',
        ],
      },
      {
        heading: 'Per cosa usiamo i tuoi dati',
        paragraphs: ['Usiamo i tuoi dati per le seguenti finalità:'],
        list: [
          'creare e gestire il tuo account e mostrare il tuo profilo agli altri iscritti;',
          'permettere il contatto con altri iscritti, compreso l’invio di messaggi, foto e regali;',
          'elaborare i tuoi acquisti, tenere il conto del tuo saldo di crediti e gestire i rimborsi;',
          'inviare e-mail di servizio, come l’e-mail di attivazione, il ripristino della password e le conferme di acquisto;',
          'inviare notifiche sui nuovi messaggi e, se hai dato il consenso, notifiche push e newsletter;',
          'verificare foto e testi dei profili e far rispettare i nostri termini, compresa l’età minima. Le nuove foto passano prima un controllo automatico per la nudità, che gira sui nostri server; il controllo non decide mai da solo: ogni foto viene approvata o rifiutata da un membro del nostro staff e, se il controllo ha avuto un ruolo in un rifiuto, la spiegazione che ricevi lo indica;',
          'prevenire e individuare frodi, abusi e incidenti di sicurezza;',
          'rispondere alle tue domande e ai tuoi reclami;',
          'adempiere agli obblighi di legge, come l’obbligo di conservazione a fini fiscali.',
        ],
      },
      {
        heading: 'Basi giuridiche',
        paragraphs: ['Trattiamo i tuoi dati sulle seguenti basi giuridiche previste dal GDPR:'],
        list: [
          'esecuzione del contratto (articolo 6, paragrafo 1, lettera b), del GDPR): per il tuo account, il tuo profilo, il contatto con gli iscritti e i tuoi acquisti;',
          'consenso esplicito (articolo 6, paragrafo 1, lettera a), e articolo 9, paragrafo 2, lettera a), del GDPR): per le categorie particolari di dati personali, le notifiche push e le newsletter;',
          'obbligo legale (articolo 6, paragrafo 1, lettera c), del GDPR): per i nostri obblighi contabili e di conservazione a fini fiscali;',
          'legittimo interesse (articolo 6, paragrafo 1, lettera f), del GDPR): per la sicurezza del sito e la prevenzione di frodi e abusi.',
        ],
      },
      {
        heading: `Messaggi ai ${ctx.fictionalPlural}`,
        paragraphs: [
          `Su ${s} sono presenti ${ctx.fictionalPlural} gestiti da ${c} o per suo conto. I messaggi e le foto che invii a questi profili vengono letti e ricevono risposta da collaboratori di ${s}. Questi sono tenuti alla riservatezza e usano i tuoi dati solo a questo scopo.`,
        ],
      },
      {
        heading: 'Per quanto tempo conserviamo i tuoi dati',
        paragraphs: [
          `Conserviamo i tuoi dati finché esiste il tuo account. Se elimini il tuo account, hai ${days(GRACE_DAYS)} per riattivarlo con il link che ti inviamo via e-mail. Trascorso questo periodo cancelliamo definitivamente il tuo profilo, le tue foto (anche dal nostro archivio), il contenuto dei tuoi messaggi, i tuoi like, i tuoi blocchi, i testi delle tue segnalazioni, le tue sessioni, le tue impostazioni delle notifiche e i tuoi dati di pagamento come carte salvate e IBAN; facciamo cancellare al fornitore di pagamenti la scheda cliente (nome e indirizzo e-mail) che vi avevamo creato per te e sostituiamo il tuo indirizzo e-mail, così potrai iscriverti di nuovo in futuro. Se non vuoi aspettare, chiedi al nostro servizio clienti: in quel caso rendiamo subito definitiva l’eliminazione.`,
          'I dati che siamo tenuti per legge a conservare, come i tuoi ordini, le fatture e le registrazioni dei tuoi crediti, vengono conservati senza il tuo nome, il tuo indirizzo e-mail o altri dati personali per il periodo di conservazione obbligatorio di sette anni. I dati relativi a un blocco per violazioni gravi possono essere conservati più a lungo per impedire una nuova iscrizione, ma non più del necessario. I file di log tecnici vengono conservati per breve tempo e solo a fini di sicurezza.',
        ],
      },
      {
        heading: 'Comunicazione a terzi',
        paragraphs: [
          'Non vendiamo mai i tuoi dati a terzi e non li usiamo per la pubblicità di terzi.',
          'Ci avvaliamo però di fornitori di servizi che trattano dati per nostro conto (responsabili del trattamento), come il nostro fornitore di hosting, i prestatori di servizi di pagamento e un servizio di invio e-mail. Con queste parti stipuliamo accordi sul trattamento dei dati e possono usare i tuoi dati solo secondo le nostre istruzioni. Se i dati vengono trattati al di fuori dello Spazio economico europeo, garantiamo tutele adeguate, come le clausole contrattuali tipo della Commissione europea.',
          'Comunichiamo dati alle autorità quando siamo obbligati per legge a farlo, per esempio in seguito a una richiesta legittima della polizia o dell’autorità giudiziaria.',
        ],
      },
      {
        heading: 'Sicurezza',
        paragraphs: [
          'Adottiamo misure tecniche e organizzative adeguate per proteggere i tuoi dati da perdita e uso illecito. Per esempio, la connessione al sito è cifrata (HTTPS), le password sono conservate solo in forma cifrata e solo il personale autorizzato ha accesso ai tuoi dati.',
          'In Impostazioni → «Dove hai effettuato l’accesso» vedi i dispositivi su cui hai effettuato l’accesso (browser, sistema, paese e ultima attività) e puoi chiudere la sessione su un dispositivo o su tutti gli altri. Se accedi da un dispositivo o da un paese che non avevamo ancora visto per te, ti inviamo un’e-mail.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: ['In base al GDPR hai i seguenti diritti:'],
        list: [
          'diritto di accesso: puoi scaricare tu stesso tutto ciò che conserviamo su di te in Impostazioni → «Scarica i miei dati» (un file ZIP con i tuoi dati e le tue foto; ti inviamo via e-mail un link valido 24 ore, una richiesta ogni 24 ore);',
          'diritto di rettifica: puoi far correggere i dati inesatti o modificarli tu stesso nel tuo profilo;',
          'diritto alla cancellazione: puoi far eliminare il tuo account e i tuoi dati;',
          'diritto di limitazione del trattamento;',
          'diritto alla portabilità dei dati: lo stesso file ZIP contiene i tuoi dati in un formato digitale di uso comune (JSON) e le tue foto;',
          'diritto di opposizione: puoi opporti al trattamento basato sul nostro legittimo interesse;',
          'diritto di revocare il consenso.',
        ],
      },
      {
        heading: 'Come esercitare i tuoi diritti',
        paragraphs: [
          `Invia la tua richiesta via e-mail a ${ctx.supportEmail}, dall’indirizzo e-mail del tuo account. Possiamo chiederti di verificare la tua identità. Risponderemo alla tua richiesta entro un mese.`,
          'Qualcosa non ti convince nel modo in cui trattiamo i tuoi dati? Faccelo sapere e cercheremo insieme una soluzione. Hai anche il diritto di proporre reclamo all’autorità olandese per la protezione dei dati (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) o all’autorità di controllo del tuo paese (in Italia il Garante per la protezione dei dati personali, garanteprivacy.it).',
        ],
      },
      {
        heading: 'Modifiche',
        paragraphs: [
          `Possiamo aggiornare questa informativa sulla privacy. La versione in vigore è sempre disponibile su ${ctx.domain}. Ti informeremo delle modifiche importanti tramite il sito o via e-mail.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Cookie policy

export function cookiesIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Cookie policy',
    intro: `${s} usa cookie tecnici, necessari per il funzionamento del sito, che non richiedono il consenso. Solo il cookie di campagna viene installato dopo il tuo consenso. Non installiamo cookie di tracciamento o pubblicitari di terze parti. Qui sotto trovi esattamente quali cookie usiamo.`,
    sections: [
      {
        heading: 'Cosa sono i cookie?',
        paragraphs: [
          'I cookie sono piccoli file di testo che un sito web salva sul tuo computer, tablet o telefono. In questo modo il sito può riconoscere il tuo browser alla visita successiva. Oltre ai cookie, un sito può salvare dati anche nella memoria locale (local storage) del tuo browser.',
        ],
      },
      {
        heading: 'Cookie tecnici (senza consenso)',
        paragraphs: [
          'Questi cookie e dati servono al funzionamento del sito o a ricordare una scelta che hai fatto tu. Non richiedono il consenso.',
        ],
        list: [
          `Cookie di sessione: ricorda che hai effettuato l’accesso, così non devi accedere di nuovo a ogni pagina. Durata di conservazione: ${days(SESSION_COOKIE_DAYS)}, o finché non esci.`,
          `Cookie della lingua: ricorda la lingua in cui vuoi vedere il sito. Durata di conservazione: ${days(LANGUAGE_COOKIE_DAYS)}.`,
          `Cookie del dispositivo: un codice casuale che installiamo nel tuo browser quando accedi. Permette ai nostri moderatori di vedere se qualcuno usa più account dallo stesso browser, per esempio per tornare dopo un blocco o per truffare altri iscritti. Il codice non rivela niente di te né del tuo dispositivo; insieme al tuo account ne conserviamo solo una versione hash. Durata di conservazione: ${days(DEVICE_COOKIE_DAYS)} dal tuo ultimo accesso.`,
          `Cookie della scelta: ricorda se hai accettato o rifiutato il cookie di campagna, così non te lo chiediamo a ogni visita. Contiene solo la tua risposta. Durata di conservazione: ${days(CONSENT_COOKIE_DAYS)}.`,
          'Campagna di questa visita: se arrivi tramite un link di campagna, la pagina ricorda i codici di campagna del link solo nella sua memoria di lavoro mentre navighi nel sito, così un’iscrizione durante questa visita può inviarli. Sul tuo dispositivo non viene salvato nulla: spariscono appena ricarichi la pagina o chiudi la scheda, e non servono ad altro.',
          'Avvisi chiusi: quando chiudi un avviso o un messaggio, lo memorizziamo nella memoria locale del tuo browser, così non vedi lo stesso avviso più e più volte. Questi dati restano solo nel tuo browser e non ci vengono inviati.',
        ],
      },
      {
        heading: 'Cookie di campagna (solo con il tuo consenso)',
        paragraphs: [
          `Se arrivi su ${s} tramite il link di un partner o di una campagna, ricordiamo di quale campagna si tratta (il nome del partner, i codici di campagna nel link e la pagina di arrivo), così possiamo comunicare al partner che un’iscrizione o un acquisto è arrivato tramite lui. Il cookie non contiene dati personali né nulla che permetta di identificarti; resta memorizzata la prima campagna. Durata di conservazione: ${days(CAMPAIGN_COOKIE_DAYS)}.`,
          'Questo cookie non è necessario al funzionamento del sito. Per questo lo installiamo solo se fai clic su «Accetta» nell’avviso che vedi quando arrivi tramite un link di questo tipo. Se fai clic su «Rifiuta» o non scegli, non lo installiamo; puoi usare il sito esattamente allo stesso modo.',
        ],
      },
      {
        heading: 'Cambiare la tua scelta',
        paragraphs: [
          `Puoi cambiare la tua scelta o revocare il consenso in qualsiasi momento con i pulsanti «Accetta» e «Rifiuta» in fondo a questa pagina. Se revochi il consenso, cancelliamo subito il cookie di campagna. La tua scelta vale per ${days(CONSENT_COOKIE_DAYS)}; poi te lo chiediamo di nuovo quando arrivi tramite un link di campagna.`,
        ],
      },
      {
        heading: 'Nessun tracciamento di terze parti',
        paragraphs: [
          `${s} non usa cookie di reti pubblicitarie, social media o altre terze parti che tracciano la tua navigazione. Non vendiamo a nessuno dati sulla tua visita.`,
          'Quando effettui un pagamento, il sito potrebbe portarti alla pagina di un prestatore di servizi di pagamento. Su quella pagina si applicano la cookie policy e l’informativa sulla privacy di quel fornitore.',
        ],
      },
      {
        heading: 'Eliminare o bloccare i cookie',
        paragraphs: [
          'Puoi eliminare i cookie e la memoria locale in qualsiasi momento dalle impostazioni del tuo browser. Di solito trovi questa opzione in Privacy o Cronologia, per esempio come «Cancella dati di navigazione» o «Cookie e dati dei siti». Puoi anche impostare il browser in modo che rifiuti del tutto i cookie.',
          'Attenzione: se elimini o blocchi i cookie tecnici, la sessione verrà chiusa e non potrai accedere finché i cookie restano bloccati. Anche la tua scelta della lingua verrà dimenticata e vedrai di nuovo gli avvisi che avevi chiuso.',
        ],
      },
      {
        heading: 'Domande',
        paragraphs: [
          `Hai domande sulla nostra cookie policy? Contattaci all’indirizzo ${ctx.supportEmail}. Puoi leggere di più su come trattiamo i tuoi dati nella nostra informativa sulla privacy.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Account sospeso o bloccato

export function banIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Il tuo account è stato sospeso o bloccato',
    intro: `Il tuo account su ${s} è stato sospeso o bloccato perché abbiamo riscontrato una violazione dei nostri termini e condizioni, spesso dopo segnalazioni di altri iscritti. In questa pagina trovi perché lo facciamo, cosa significa e come puoi presentare ricorso.`,
    sections: [
      {
        heading: 'Perché sospendiamo o blocchiamo gli account',
        paragraphs: [
          `Per mantenere ${s} sicuro e piacevole per tutti, sospendiamo o blocchiamo gli account, tra l’altro, nelle seguenti situazioni:`,
        ],
        list: [
          `l’iscritto ha meno di ${ctx.minAge} anni, o abbiamo un forte sospetto che sia così;`,
          'intimidazioni, minacce, discriminazioni o molestie ripetute nei confronti di altri iscritti;',
          'truffe o tentativi di truffa, come chiedere denaro, carte regalo o dati di pagamento;',
          'attività commerciali, come fare pubblicità, offrire servizi a pagamento o indirizzare iscritti verso altri siti web;',
          'un’identità falsa, come un profilo falso, foto di un’altra persona o più account;',
          'condivisione di dati personali o foto di altre persone senza il loro consenso;',
          'abuso dei pagamenti, come storni ingiustificati;',
          'altre violazioni gravi o ripetute dei nostri termini e condizioni.',
        ],
      },
      {
        heading: 'Sospensione o blocco',
        paragraphs: [
          'Una sospensione dura fino a una data e un’ora stabilite, che il messaggio ti mostra quando provi ad accedere. Dopodiché termina da sola: puoi accedere di nuovo e il tuo profilo torna visibile.',
          'Un blocco dura finché non lo revochiamo, per esempio dopo un ricorso.',
        ],
      },
      {
        heading: 'Cosa significa una sospensione o un blocco',
        paragraphs: [
          'Finché il tuo account è sospeso o bloccato, non puoi accedere e la sessione viene chiusa su tutti i dispositivi. Il tuo profilo non compare nei risultati di ricerca, nei like e negli elenchi degli altri iscritti. Chi aveva una conversazione con te vede che il tuo account non è più attivo; non può più inviarti messaggi e tu non puoi inviarne. Non puoi acquistare né usare crediti.',
          'Il tuo profilo, le tue conversazioni, i tuoi like e i tuoi crediti restano salvati. Quando revochiamo la sospensione o il blocco, o quando una sospensione termina, tutto torna com’era.',
          'Finché il tuo account è bloccato non puoi crearne uno nuovo. Se lo fai, anche quell’account verrà bloccato. Se un account viene bloccato perché chi lo usa è minorenne, eliminiamo definitivamente l’account e i suoi dati.',
        ],
      },
      {
        heading: 'Come presentare ricorso',
        paragraphs: [
          `Pensi che il tuo account sia stato sospeso o bloccato per errore? Scrivi un’e-mail a ${ctx.supportEmail}. Indica il tuo nome utente e l’indirizzo e-mail del tuo account e spiega perché non sei d’accordo.`,
          'Esaminiamo ogni ricorso con attenzione e ti comunicheremo la nostra decisione via e-mail entro 14 giorni. Se la sospensione o il blocco risultano ingiustificati, li revochiamo subito e puoi accedere di nuovo normalmente.',
        ],
      },
      {
        heading: 'Crediti e rimborsi',
        paragraphs: [
          `Hai domande sui crediti che avevi ancora al momento della sospensione o del blocco, o ritieni di avere diritto a un rimborso? Contattaci all’indirizzo ${ctx.supportEmail}. Valuteremo la tua richiesta in base alla nostra politica di reso e alla legge.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Domande frequenti

export function faqIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` Puoi anche chiamarci al numero ${ctx.supportPhone.trim()} (dal lunedì al venerdì, dalle 9:00 alle 17:00 ora olandese).`
    : '';
  return {
    title: 'Domande frequenti',
    intro: `Qui trovi le risposte alle domande che ci vengono fatte più spesso su ${s}. Non trovi la tua domanda? Contatta il nostro servizio clienti.`,
    sections: [
      {
        heading: 'Cosa sono i crediti?',
        paragraphs: [
          `I crediti sono la valuta di ${s}. Li acquisti in anticipo in un pacchetto e li usi, per esempio, per inviare messaggi, vedere o inviare foto e inviare regali. I crediti non hanno valore monetario e non possono essere trasferiti ad altri iscritti. Puoi sempre vedere il tuo saldo di crediti attuale nel tuo account.`,
        ],
      },
      {
        heading: 'Quanto costa un messaggio?',
        paragraphs: [
          `Il numero di crediti che costa un messaggio, una foto o un regalo dipende dal listino prezzi in vigore di ${s}. Il numero di crediti viene sempre mostrato prima che tu invii qualcosa, così non avrai mai sorprese. I crediti non vengono mai detratti senza che tu compia un’azione.`,
        ],
      },
      {
        heading: 'Cos’è Premium?',
        paragraphs: [
          `Appena acquisti crediti per la prima volta, passi automaticamente a Premium. Con Premium puoi avere conversazioni illimitate e caricare fino a ${PREMIUM_MAX_PHOTOS} foto sul tuo profilo (con l’account gratuito fino a ${FREE_MAX_PHOTOS}). Premium non è un abbonamento: non viene mai addebitato nessun importo in automatico.`,
        ],
      },
      {
        heading: 'Come acquisto i crediti?',
        paragraphs: [
          'Vai alla pagina «Acquista crediti». Scegli un pacchetto, scegli un metodo di pagamento e completa il pagamento. I crediti vengono accreditati sul tuo account subito dopo il pagamento e riceverai una conferma via e-mail.',
        ],
      },
      {
        heading: 'Quali metodi di pagamento posso usare?',
        paragraphs: [
          'Puoi pagare con iDEAL, carta di credito, PayPal e addebito diretto SEPA. I metodi disponibili per te vengono mostrati al momento del pagamento. I pagamenti avvengono tramite una connessione sicura di un prestatore di servizi di pagamento riconosciuto.',
        ],
      },
      {
        heading: 'Posso riavere i miei soldi?',
        paragraphs: [
          `Sì. Entro ${days(ctx.refundDays)} dal tuo acquisto puoi chiedere il rimborso dei crediti che non hai ancora usato. Per farlo, scrivi un’e-mail a ${ctx.supportEmail}. L’importo dei crediti non usati viene rimborsato con lo stesso metodo di pagamento. I crediti già usati e i crediti bonus non vengono rimborsati. Leggi di più nella nostra politica di reso.`,
        ],
      },
      {
        heading: 'Come elimino il mio account?',
        paragraphs: [
          `Vai alle impostazioni e scegli «Elimina account». Preferisci prenderti una pausa? Lì puoi anche diventare invisibile. Conferma con la tua password; il tuo profilo viene subito nascosto. Hai cambiato idea? Il link nell’e-mail che ti inviamo riattiva il tuo account entro ${days(GRACE_DAYS)}, con profilo, foto, conversazioni e crediti. L’hai perso? Accedi e ti proporremo di inviarti di nuovo il link. Trascorso quel periodo, il tuo account e tutti i tuoi dati vengono eliminati definitivamente; i crediti non usati decadono.`,
        ],
      },
      {
        heading: 'Cos’è la modalità invisibile?',
        paragraphs: [
          'La modalità invisibile ti permette di usare il sito senza che il tuo profilo compaia nei risultati di ricerca e nelle panoramiche degli altri iscritti. Puoi attivare e disattivare la modalità invisibile nelle impostazioni. Le persone con cui stai già chattando possono ancora leggere i tuoi messaggi e risponderti.',
        ],
      },
      {
        heading: 'Come blocco un altro iscritto?',
        paragraphs: [
          'Apri il profilo o la conversazione e scegli «Blocca». Un profilo bloccato non può più contattarti. Puoi sbloccarlo in seguito nelle impostazioni. Se qualcuno si comporta in modo inappropriato, segnalacelo anche, così possiamo intervenire.',
        ],
      },
      {
        heading: 'Come scarico i miei dati e dove vedo i dispositivi su cui ho effettuato l’accesso?',
        paragraphs: [
          'Vai in Impostazioni e scegli «Scarica i miei dati». Prepariamo un file ZIP con tutto ciò che conserviamo su di te (account, profilo, foto, like, conversazioni, ordini, crediti, sessioni, blocchi e segnalazioni) e ti inviamo un link via e-mail. Il link è valido 24 ore e funziona solo se hai effettuato l’accesso. Puoi richiedere i tuoi dati una volta ogni 24 ore.',
          'In Impostazioni, alla voce «Dove hai effettuato l’accesso», vedi i dispositivi su cui hai effettuato l’accesso, con browser, paese e ultima attività. «Esci» chiude la sessione su un dispositivo, «Esci da tutti gli altri dispositivi» su tutti gli altri. Se accedi da un nuovo dispositivo, ricevi un’e-mail.',
        ],
      },
      {
        heading: 'Perché la mia foto non è ancora visibile?',
        paragraphs: [
          'Ogni foto viene controllata dal nostro team prima che gli altri iscritti possano vederla. Lo facciamo il più rapidamente possibile; fino ad allora solo tu puoi vedere la foto. Le foto vengono rifiutate se non si vede chiaramente te, se mostrano minorenni o altre persone riconoscibili senza il loro consenso, se contengono dati di contatto o pubblicità, o se violano in altro modo i nostri termini.',
        ],
      },
      {
        heading: 'Ho dimenticato la password. Cosa faccio?',
        paragraphs: [
          'Clicca su «Password dimenticata?» nella schermata di accesso e inserisci il tuo indirizzo e-mail. Riceverai un’e-mail con un link per impostare una nuova password. Il link è valido per un tempo limitato. Nessuna e-mail? Controlla anche nella cartella della posta indesiderata (spam).',
        ],
      },
      {
        heading: 'Non ho ricevuto l’e-mail di attivazione. Cosa devo fare?',
        paragraphs: [
          `Controlla prima la cartella della posta indesiderata (spam) o le schede Promozioni o Aggiornamenti della tua casella di posta. Aggiungi ${ctx.supportEmail} ai tuoi contatti, così d’ora in poi le nostre e-mail arriveranno correttamente. Controlla anche che il tuo indirizzo e-mail sia scritto correttamente. Ancora niente? Contattaci e ti invieremo di nuovo l’e-mail di attivazione o correggeremo il tuo indirizzo e-mail.`,
        ],
      },
      {
        heading: `Cosa sono i ${ctx.fictionalPlural}?`,
        paragraphs: [
          `Su ${s} sono presenti anche ${ctx.fictionalPlural}. Questi profili sono gestiti da ${ctx.company.name} o per suo conto e hanno scopo di intrattenimento. Ai messaggi inviati a questi profili rispondono collaboratori di ${s}. Non è possibile incontrare questi profili nella vita reale. Puoi leggere di più a riguardo nei nostri termini e condizioni.`,
        ],
      },
      {
        heading: 'Come contatto il servizio clienti?',
        paragraphs: [
          `Scrivi un’e-mail a ${ctx.supportEmail}. Di solito rispondiamo entro un giorno lavorativo.${phone} Indica sempre l’indirizzo e-mail del tuo account, così possiamo aiutarti più in fretta.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Politica di reso

export function returnIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = days(ctx.refundDays);
  return {
    title: 'Politica di reso',
    intro: `I crediti su ${s} sono contenuti digitali. Questa politica di reso spiega come ottenere il rimborso, entro ${d} dall’acquisto, dei crediti che non hai ancora usato.`,
    sections: [
      {
        heading: 'Diritto di recesso per i contenuti digitali',
        paragraphs: [
          'Quando acquisti contenuti digitali non forniti su un supporto materiale, il diritto di recesso previsto dalla legge si estingue una volta iniziata la fornitura con il tuo consenso espresso e dopo che hai riconosciuto di perdere così il diritto di recesso. I crediti vengono accreditati sul tuo account subito dopo il pagamento.',
          `Vogliamo comunque che tu possa acquistare crediti senza rischi. Per questo puoi chiedere il rimborso dei crediti che non hai ancora usato entro ${d} dalla data di acquisto. Non devi indicare alcun motivo.`,
        ],
      },
      {
        heading: 'Come chiedere un rimborso',
        paragraphs: [`Entro ${d} dal tuo acquisto, invia un’e-mail a ${ctx.supportEmail} indicando:`],
        list: [
          'il tuo nome utente e l’indirizzo e-mail del tuo account;',
          'la data di acquisto e il pacchetto di crediti acquistato;',
          'che desideri recedere dal contratto e chiedi il rimborso dei crediti non usati.',
        ],
      },
      {
        heading: 'Come rimborsiamo',
        paragraphs: [
          'Ti confermeremo la ricezione della tua richiesta via e-mail. Detraiamo dal tuo account i crediti non usati del pacchetto in questione e rimborsiamo l’importo corrispondente. Se hai già usato una parte dei crediti del pacchetto, rimborsiamo la parte corrispondente ai crediti non usati, in proporzione al prezzo che hai pagato per il pacchetto.',
          'Rimborsiamo entro e non oltre 14 giorni dalla ricezione della tua richiesta, con lo stesso metodo di pagamento che hai usato per l’acquisto, salvo diverso accordo con te. Il rimborso non comporta costi per te.',
        ],
      },
      {
        heading: 'Eccezioni',
        paragraphs: ['Il rimborso non è possibile nei seguenti casi:'],
        list: [
          'crediti che hai già usato per messaggi, foto, regali o altre funzioni;',
          'crediti ricevuti gratuitamente, come bonus o nell’ambito di una promozione;',
          `acquisti effettuati più di ${d} fa;`,
          'acquisti il cui pagamento è stato revocato o stornato;',
          'casi di frode o abuso.',
        ],
      },
      {
        heading: 'Domande',
        paragraphs: [
          `Hai domande su un rimborso? Contatta il nostro servizio clienti ${contactSentence(ctx)}. Saremo felici di aiutarti.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Servizio clienti

export function serviceIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'E-mail: ', phone: 'Telefono: ', post: 'Indirizzo postale: ' });
  return {
    title: 'Servizio clienti',
    intro: `Hai una domanda su ${s}, sul tuo account o su un pagamento? Il nostro servizio clienti è felice di aiutarti. Molte risposte le trovi anche nelle nostre domande frequenti.`,
    sections: [
      {
        heading: 'Contatti',
        paragraphs: [`Puoi contattarci ${contactSentence(ctx)}.`],
        list: contact,
      },
      {
        heading: 'Orari',
        paragraphs: [
          hasPhone(ctx)
            ? 'Il nostro servizio clienti è disponibile dal lunedì al venerdì dalle 9:00 alle 17:00 (ora olandese), esclusi i giorni festivi. Siamo raggiungibili per telefono solo in questi orari. Puoi inviare e-mail in qualsiasi momento.'
            : 'Il nostro servizio clienti è disponibile dal lunedì al venerdì dalle 9:00 alle 17:00 (ora olandese), esclusi i giorni festivi. Puoi inviare e-mail in qualsiasi momento.',
        ],
      },
      {
        heading: 'Tempi di risposta',
        paragraphs: [
          'Di solito rispondiamo alle e-mail entro un giorno lavorativo. Le e-mail inviate nel fine settimana o in un giorno festivo vengono gestite il giorno lavorativo successivo.',
          'Indica sempre il tuo nome utente e l’indirizzo e-mail del tuo account. Se la tua domanda riguarda un pagamento, indica anche la data e l’importo. Così possiamo aiutarti più in fretta. Non ti chiederemo mai la tua password.',
        ],
      },
      {
        heading: 'Reclami',
        paragraphs: [
          `Qualcosa non ti soddisfa? Invia il tuo reclamo via e-mail a ${ctx.supportEmail} e descrivi il più chiaramente possibile cosa è successo. Ti confermeremo la ricezione del reclamo e risponderemo nel merito entro 14 giorni. Se ci serve più tempo, te lo comunicheremo entro questo termine.`,
          'Se non riusciamo a risolvere insieme la questione, puoi sottoporre la controversia al giudice competente, come descritto nei nostri termini e condizioni. I reclami sul trattamento dei tuoi dati personali possono essere presentati anche all’autorità olandese per la protezione dei dati (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Dati societari',
        paragraphs: [`${s} è un servizio di ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Reclami

export function complaintsIt(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`via e-mail all’indirizzo ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(
      `per telefono al numero ${ctx.supportPhone.trim()}, dal lunedì al venerdì dalle 9:00 alle 17:00 (ora olandese)`,
    );
  if (addr) ways.push(`per lettera a ${ctx.company.name}, ${addr}`);
  return {
    title: 'Reclami',
    intro: `Qualcosa su ${s} non ti soddisfa? Ci piacerebbe saperlo, così possiamo risolverlo insieme. Questa pagina spiega come presentare un reclamo, come lo gestiamo e cosa puoi fare se la nostra soluzione non ti soddisfa.`,
    sections: [
      {
        heading: 'Come presentare un reclamo',
        paragraphs: [
          `Puoi inviarci il tuo reclamo ${ways.length === 1 ? 'nel modo seguente' : 'nei modi seguenti'}. Presenta il tuo reclamo il prima possibile dopo aver notato il problema, così possiamo verificarlo per bene.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'Cosa indicare nel reclamo',
        paragraphs: ['Indica sempre:'],
        list: [
          'l’indirizzo e-mail del tuo account;',
          'la data in cui si è verificato il problema;',
          'una descrizione chiara di cosa è successo e, se possibile, uno screenshot;',
          'il numero d’ordine o di transazione, se il tuo reclamo riguarda un pagamento o un acquisto di crediti.',
        ],
      },
      {
        heading: 'Come gestiamo il tuo reclamo',
        paragraphs: [
          `Confermeremo la ricezione del tuo reclamo entro ${COMPLAINT_ACK_WORKING_DAYS} giorni lavorativi. Se mancano informazioni di cui abbiamo bisogno, te le chiederemo.`,
          `Riceverai una risposta nel merito entro ${days(COMPLAINT_ANSWER_DAYS)} dalla ricezione. Se ci serve più tempo, per esempio perché dobbiamo verificare qualcosa con il nostro prestatore di servizi di pagamento, te lo comunicheremo entro questo termine, indicando il motivo e quando puoi aspettarti la nostra risposta.`,
          'Trattiamo il tuo reclamo in modo riservato e usiamo i tuoi dati solo per gestirlo, come descritto nella nostra informativa sulla privacy. Non ti chiederemo mai la tua password.',
        ],
      },
      {
        heading: 'La nostra soluzione non ti soddisfa?',
        paragraphs: [
          'Se non riusciamo a risolvere insieme la questione, puoi sottoporre la controversia a un organismo indipendente di risoluzione delle controversie, come la Commissione olandese per le controversie (De Geschillencommissie), o al giudice competente, come descritto nei nostri termini e condizioni.',
          'I reclami sul trattamento dei tuoi dati personali possono essere presentati anche all’autorità olandese per la protezione dei dati (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Reclami su altri iscritti',
        paragraphs: [
          'Un altro iscritto ti dà fastidio, per esempio molestandoti, insultandoti o chiedendoti soldi? Usa la funzione «Segnala» sul suo profilo o nella vostra conversazione. Così la tua segnalazione ci arriva direttamente, con le informazioni di cui abbiamo bisogno per intervenire. Con la funzione «Blocca» ti assicuri che quella persona non possa più contattarti.',
          'Prendiamo sul serio ogni segnalazione e interveniamo quando necessario, per esempio rimuovendo contenuti o bloccando un account. Per tutelare la privacy degli altri iscritti, non sempre possiamo dirti quali provvedimenti abbiamo preso.',
        ],
      },
      {
        heading: 'Dati societari',
        paragraphs: [`${s} è un servizio di ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}
