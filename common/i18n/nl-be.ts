import type { RegionalCatalogue } from './catalogues.ts';

/**
 * Flemish (nl-BE, decision 050): only the member texts whose Netherlands wording a Flemish member
 * would find foreign or wrong; every other text is the Dutch catalogue's. The choices, held to
 * throughout so that no two meanings share a word:
 * - logging in is *aanmelden*, logging out *afmelden* (in Flanders *aanmelden* is logging in);
 *   signing up is therefore *inschrijven*, and leaving a mailing list *uitschrijven*;
 * - direct debit is *domiciliëring* (its mandate *mandaat*), a credit card *kredietkaart*, customer
 *   service *klantendienst*, a device *toestel*, an offer *promotie*, where one lives *gemeente*;
 * - mails open with *Dag*, chats with *Hallo* or *Hey* rather than the Dutch *Hoi*;
 * - Belgian prose names only the methods a Belgian can pay with here: iDEAL is Dutch, and Klik
 *   does not offer Bancontact (the payments module's methods), so neither is named.
 * The company's registration stays the Dutch Chamber of Commerce's (KvK): the sites' company is
 * registered there, so the footer says so rather than calling it a Belgian enterprise number.
 * Each text keeps the Dutch placeholders and plural forms; the catalogue guard (catalogue-check.ts
 * `overrideProblems`) checks that, and that nothing here is a Dutch key it does not know or a text
 * equal to the Dutch.
 */
export const nlBe = {
  // Mails
  'mail.common.greeting': 'Dag {name},',
  'mail.common.reason': 'Je ontvangt deze e-mail omdat je je hebt ingeschreven bij {domain}.',
  'mail.common.unsubscribe': 'Uitschrijven voor deze e-mails',
  'mail.activation.intro':
    'Leuk dat je je hebt ingeschreven bij {siteName}! Bevestig je e-mailadres om je account te activeren. Daarna kun je meteen leden zoeken, liken en chatten.',
  'mail.directdebit_code.subject': 'Je code voor domiciliëring bij {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Vul deze code in op het domiciliëringsformulier.',
  'mail.directdebit_code.intro':
    'Je code om te betalen met domiciliëring is {code}. Vul hem in op het formulier om je bestelling te bevestigen.',
  'mail.directdebit_code.button': 'Naar het domiciliëringsformulier',
  'mail.account_suspended.decision':
    'Daarom is je account geschorst tot {until}. Tot dan kun je je niet aanmelden en ziet niemand je profiel; daarna kun je je weer gewoon aanmelden. Je gesprekken en credits blijven bewaard.',
  'mail.account_banned.decision':
    'Daarom is je account geblokkeerd: je kunt je niet meer aanmelden en niemand ziet je profiel nog. De blokkering geldt tot een medewerker haar opheft.',
  'mail.account_held.decision':
    'Daarom is je account geschorst tot een medewerker het heeft bekeken, uiterlijk tot {until}. Zolang kun je je niet aanmelden en ziet niemand je profiel. Ben je 18 jaar of ouder? Laat het ons weten met een bezwaar.',
  'mail.restriction.objection':
    'Ben je het er niet mee eens? Maak dan binnen zes maanden bezwaar; aanmelden is daarvoor niet nodig. Een andere medewerker dan wie het besluit nam bekijkt je bezwaar, en je hoort de uitkomst per e-mail. Je kunt ook naar een erkende instantie voor geschilbeslechting buiten de rechter, of naar de rechter.',
  'mail.data_export.intro':
    'Je hebt je gegevens opgevraagd. Het ZIP-bestand staat klaar: download het binnen 24 uur met de knop hieronder. Je moet daarvoor aangemeld zijn.',
  'mail.data_export.after':
    'Heb jij dit niet aangevraagd? Wijzig dan je wachtwoord en meld je overal elders af via Instellingen.',
  'mail.new_device.subject': 'Nieuwe aanmelding op je account bij {siteName}',
  'mail.new_device.preheader': 'Aangemeld vanaf {device} ({place}).',
  'mail.new_device.intro':
    'Er heeft zich zonet iemand op je account aangemeld vanaf een toestel of plaats die we nog niet van je kenden: {device} ({place}). Was jij dit, dan hoef je niets te doen.',
  'mail.new_device.button': 'Bekijk waar je bent aangemeld',
  'mail.new_device.after': 'Was jij dit niet? Meld die sessie af via Instellingen en wijzig meteen je wachtwoord.',

  // Signing up (inschrijven) and logging in (aanmelden)
  'signup.pageTitle': 'Gratis inschrijven',
  'signup.heading': 'Gratis inschrijven',
  'signup.login': 'Aanmelden',
  'signup.noscript': 'Zet JavaScript aan in je browser om je in te schrijven.',
  'signup.progressLabel': 'Voortgang van je inschrijving',
  'signup.account.title': 'Je aanmeldgegevens',
  'signup.message.placeholder': 'Hallo {name}, ik zag je profiel en…',
  'signup.terms':
    'Door je in te schrijven ga je akkoord met de {terms} en {privacy}, en bevestig je dat je {min_age} jaar of ouder bent.',
  'signup.invite.hint': 'Inschrijven kan op dit moment alleen met een uitnodiging.',
  'signup.emailExists.login': 'Aanmelden met dit e-mailadres',
  'signup.closed': 'Inschrijven is op dit moment niet mogelijk.',
  'signup.inviteInvalid': 'Inschrijven kan alleen met een geldige uitnodigingscode.',
  'signup.existingAccount': 'Er bestaat al een account met dit e-mailadres. Meld je aan met je wachtwoord.',
  'account.backToLogin': 'Terug naar aanmelden',
  'account.login.title': 'Aanmelden',
  'account.login.intro': 'Welkom terug! Meld je aan om verder te gaan.',
  'account.login.submit': 'Aanmelden',
  'account.login.signup': 'Schrijf je gratis in',
  'account.resetDo.done': 'Je wachtwoord is gewijzigd en je bent aangemeld. We sturen je zo door…',
  'account.mailChange.login': 'Aanmelden met je nieuwe adres',
  'account.activateError.text':
    'De activatielink is verlopen, al gebruikt of niet helemaal overgenomen. Neem contact op met onze klantendienst, dan helpen we je verder.',
  'account.activateError.support': 'Klantendienst',
  'account.activateError.loginHint': 'Meld je aan om een nieuwe activatiemail aan te vragen.',
  'account.settings.password.done': 'Je wachtwoord is gewijzigd. Op je andere toestellen ben je afgemeld.',
  'auth.loginFailed': 'Aanmelden mislukt, probeer opnieuw',
  'auth.suspended': 'Je account is geschorst tot {until}. Tot dan kun je je niet aanmelden.',
  'auth.banned': 'Je account is geblokkeerd. Je kunt je niet meer aanmelden.',
  'auth.reactivated': 'Je account is hersteld. Meld je aan om verder te gaan.',
  'error.authenticationRequired': 'Meld je aan om verder te gaan.',
  'sessions.title': 'Waar je bent aangemeld',
  'sessions.intro':
    'De toestellen waarop je nu bent aangemeld. Herken je er een niet, meld het dan af en wijzig je wachtwoord.',
  'sessions.current': 'Dit toestel',
  'sessions.unknownDevice': 'Onbekend toestel',
  'sessions.end': 'Afmelden',
  'sessions.endLabel': 'Afmelden: {device}',
  'sessions.endOthers': 'Overal elders afmelden',
  'sessions.endedOthers':
    '{count, plural, =0 {Je was nergens anders aangemeld.} one {Je bent op 1 ander toestel afgemeld.} other {Je bent op # andere toestellen afgemeld.}}',
  'sessions.onlyThis': 'Je bent alleen op dit toestel aangemeld.',

  // Navigation, home, entry and landing pages
  'nav.login': 'Aanmelden',
  'nav.signup': 'Gratis inschrijven',
  'nav.logout': 'Afmelden',
  'footer.support': 'Klantendienst',
  'footer.company': '{companyName}, {address}, {city} · KvK (NL) {kvk}',
  'home.cta': 'Schrijf je gratis in',
  'home.step1Title': 'Gratis inschrijven',
  'entry.signupIntro': 'Schrijf je gratis in en stuur {name} meteen een eerste bericht.',
  'entry.landingText':
    '{name} zit op {siteName}. Schrijf je gratis in om het hele profiel te zien en een bericht te sturen.',
  'entry.free': 'Inschrijven is gratis en duurt een minuut.',
  'lander.adultonly.text': 'Discreet, anoniem en gratis inschrijven. Ontdek wie er in jouw regio online is.',
  'lander.transitionsvideolanding.text': 'Inschrijven duurt nog geen minuut. Daarna kun je meteen zoeken en liken.',
  'lander.video.text': 'Schrijf je gratis in en ontdek de leden bij jou in de buurt.',
  'lander.cta': 'Gratis inschrijven',
  'lander.benefit1': 'Gratis inschrijven',

  // Members, profiles and where one lives (gemeente)
  'search.notAllowed': 'Meld je aan of schrijf je gratis in om leden te zoeken.',
  'members.notAllowedTitle': 'Schrijf je in om leden te zoeken',
  'members.notAllowedText': 'Zoeken is alleen voor leden. Inschrijven is gratis en duurt maar een minuut.',
  'members.signup': 'Schrijf je gratis in',
  'members.login': 'Aanmelden',
  'members.filter.noPlace': 'Stel je gemeente in om op afstand te zoeken.',
  'members.filter.noPlaceLink': 'Gemeente instellen',
  'members.profile.lockedPhotosVisitor':
    "{count, plural, one {+# foto. Meld je aan of schrijf je gratis in om meer te zien.} other {+# foto's. Meld je aan of schrijf je gratis in om meer te zien.}}",
  'members.auth.title': 'Meld je aan of schrijf je gratis in',
  'members.auth.like': 'Meld je aan of schrijf je gratis in om {name} te liken.',
  'members.auth.message': 'Meld je aan of schrijf je gratis in om {name} een bericht te sturen.',
  'members.auth.gift': 'Meld je aan of schrijf je gratis in om {name} een cadeautje te sturen.',
  'members.auth.block': 'Meld je aan of schrijf je gratis in om {name} te blokkeren.',
  'members.auth.photos': "Meld je aan of schrijf je gratis in om meer foto's van {name} te zien.",
  'members.auth.report': 'Meld je aan of schrijf je gratis in om {name} bij ons te melden.',
  'members.auth.login': 'Aanmelden',
  'members.auth.signup': 'Schrijf je gratis in',
  'profile.placeInvalid': 'Kies je gemeente uit de lijst.',
  'profile.field.place': 'Gemeente',
  'myprofile.place.placeholder': 'Typ je gemeente',
  'myprofile.place.hint': 'Typ een paar letters en kies je gemeente uit de lijst.',
  'myprofile.place.none': 'Geen gemeente gevonden met “{q}”.',
  'myprofile.place.results':
    '{count, plural, =0 {Geen gemeenten gevonden} one {# gemeente gevonden, kies met de pijltjestoetsen} other {# gemeenten gevonden, kies met de pijltjestoetsen}}',
  'myprofile.place.notChosen': 'Kies je gemeente uit de lijst.',
  'myprofile.place.clear': 'Gemeente wissen',
  'myprofile.location.unsupported': 'Je browser kan je locatie niet delen. Typ je gemeente hieronder.',
  'myprofile.location.denied':
    'Je hebt deze site geen toegang tot je locatie gegeven. Sta het toe in de instellingen van je browser, of typ je gemeente hieronder.',
  'myprofile.location.prompt':
    'Je browser vraagt je om toestemming. We gebruiken alleen de dichtstbijzijnde gemeente, niet je precieze locatie.',
  'myprofile.location.unavailable': 'Je locatie kon niet worden bepaald. Typ je gemeente hieronder.',
  'myprofile.location.notFound': 'We vonden geen gemeente bij je locatie. Typ je gemeente hieronder.',
  'myprofile.location.otherCountry':
    'Je locatie ligt in een land waarvoor je op deze site geen profiel kunt maken. Typ je gemeente hieronder.',
  'myprofile.location.found': 'Gevonden: {place}. Klik op Opslaan om je gemeente te bewaren.',

  // Chat
  'chat.ui.visitor.lead': 'Schrijf je gratis in en stuur {name} je eerste bericht.',
  'chat.ui.visitor.placeholder': 'Hallo {name}, …',
  'chat.ui.visitor.free': 'Inschrijven is gratis. Je welkomstbericht betaal je met je gratis startcredits.',
  'chat.ui.icebreaker.1': 'Hey! Je profiel sprong er echt uit. Wat maakt jouw week meestal goed?',
  'chat.ui.icebreaker.4': 'Hey, je lach is aanstekelijk! Waar word jij vrolijk van?',

  // Credits and paying: kredietkaart, domiciliëring with a mandaat
  'discount.timeBonus.modal.actFast':
    'Wees er snel bij: deze bonus is maar {hours, plural, one {# uur} other {# uur}} geldig na je inschrijving.',
  'deletion.noOffer': 'Er is nu geen promotie.',
  'payments.server.method.creditcard': 'Kredietkaart',
  'payments.server.method.directdebit': 'Domiciliëring',
  'payments.server.recurringFailed':
    'De betaling met je opgeslagen kredietkaart is mislukt. Probeer het opnieuw of betaal met PayPal.',
  'payments.server.directDebitBlocked':
    'Deze rekening is geblokkeerd voor domiciliëring. Kies een andere betaalmethode.',
  'payments.server.directDebitLimit':
    'Je hebt de limiet voor domiciliëring bereikt. Probeer het later opnieuw, kies een goedkoper pakket of een andere betaalmethode.',
  'payments.server.directDebitFailed':
    'De domiciliëring kon niet worden aangemaakt. Controleer je gegevens of kies een andere betaalmethode.',
  'payments.ui.method.creditcard': 'Kredietkaart',
  'payments.ui.method.directdebit': 'Domiciliëring',
  'payments.ui.kind.admin': 'Correctie door de klantendienst',
  'payments.ui.credits.intro':
    'Met credits stuur je berichten, foto’s en cadeaus. Kies een pakket en betaal veilig met kredietkaart, PayPal of domiciliëring.',
  'payments.ui.credits.repeatOrderText': 'In één stap met je opgeslagen kaart of mandaat.',
  'payments.ui.credits.directDebit': 'Betalen via domiciliëring',
  'payments.ui.credits.directDebitText': 'Met een eenmalig domiciliëringsmandaat voor je rekening.',
  'payments.ui.pay.directDebitText':
    'Bij domiciliëring vul je je rekeninggegevens in en bevestig je met een code die we je mailen. De credits komen binnen zodra de domiciliëring is verwerkt.',
  'payments.ui.pay.directDebitButton': 'Verder naar domiciliëring',
  'payments.ui.repeat.intro':
    'Koop credits in één stap met je opgeslagen kaart of mandaat, zonder opnieuw naar de betaalpagina te gaan.',
  'payments.ui.repeat.noSavedText':
    'Kies bij je volgende betaling met kredietkaart ‘Kaart bewaren’ of betaal via domiciliëring; daarna bestel je hier in één stap.',
  'payments.ui.dd.metaTitle': 'Domiciliëring – {siteName}',
  'payments.ui.dd.title': 'Betalen via domiciliëring',
  'payments.ui.dd.intro':
    'Vul je gegevens in en bevestig met de code die we je mailen. Het bedrag wordt eenmalig van je rekening afgeschreven; de credits komen binnen zodra de domiciliëring is verwerkt.',
  'payments.ui.dd.ibanHint': 'Bijvoorbeeld BE68 5390 0754 7034',
  'payments.ui.dd.city': 'Gemeente',
  'payments.ui.dd.required.city': 'Vul je gemeente in.',
  'payments.ui.dd.mandate':
    'Met dit mandaat geef je {siteName} toestemming om eenmalig {amount} van je rekening af te schrijven.',
  'payments.ui.dd.submit': 'Mandaat geven en {amount} betalen',
  'payments.ui.dd.submitNoAmount': 'Mandaat geven en betalen',
  'payments.ui.dd.pendingTitle': 'Je mandaat is ontvangen',
  'payments.ui.dd.pendingText':
    'Je bestelling van {count} credits is in behandeling. We schrijven de credits bij zodra je bank de domiciliëring heeft verwerkt.',
  'payments.ui.premium.ctaVisitor': 'Gratis inschrijven',
  'payments.ui.pricing.intro':
    'Op {siteName} betaal je met credits. Je koopt ze per pakket, zonder abonnement. Inschrijven is gratis.',
  'payments.ui.pricing.free': 'Gratis: inschrijven, een profiel maken, leden zoeken en liken.',
  'payments.ui.pricing.methods': 'Betalen kan met kredietkaart, PayPal of domiciliëring.',
  'payments.ui.sandbox.reference': 'Referentie',

  // Appeals, notifications and unsubscribing (uitschrijven)
  'appeal.linkInvalid':
    'Deze link klopt niet. Gebruik de link uit de e-mail die we je stuurden, of mail onze klantendienst.',
  'notifications.category.promotions': 'Promoties',
  'notifications.category.promotions.description': 'Kortingen en promoties op credits en Premium.',
  'notifications.category.promotions.topic': 'promoties',
  'notifications.category.reminders.description': 'Als je profiel nog niet af is of een promotie bijna afloopt.',
  'notifications.alert.listunsubscribe': 'Je hebt je via je e-mailprogramma uitgeschreven voor e-mails over {topics}.',
  'notifications.alert.listunsubscribeSome':
    'Je hebt je via je e-mailprogramma uitgeschreven voor een deel van onze e-mails.',
  'notifications.error.badLink':
    'Deze uitschrijflink klopt niet. Kopieer de hele link uit de e-mail, of meld je aan en kies je meldingen bij Meldingen.',
  'notifications.device.title': 'Pushmeldingen op dit toestel',
  'notifications.device.text':
    'Zet dit aan om de pushmeldingen die je hierboven kiest op dit toestel te krijgen, ook als de site niet open is.',
  'notifications.device.notAllowed': 'Je hebt geen toestemming gegeven, dus pushmeldingen blijven uit op dit toestel.',
  'notifications.device.label': 'Pushmeldingen op dit toestel',
  'push.prompt.text': 'Krijg een melding op dit toestel als iemand je een bericht stuurt of je leuk vindt.',
  'push.subscriptionInvalid':
    'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit toestel uit en weer aan.',
  'push.keysInvalid':
    'De sleutels van deze inschrijving voor pushmeldingen kloppen niet. Zet meldingen op dit toestel uit en weer aan.',
  'unsubscribe.title': 'Uitschrijven',
  'unsubscribe.question': 'Uitschrijven voor e-mails over {topic}?',
  'unsubscribe.confirm': 'Uitschrijven',
  'unsubscribe.done': 'Je bent uitgeschreven',
  'unsubscribe.invalidTitle': 'Deze uitschrijflink werkt niet',
} satisfies RegionalCatalogue;
