/**
 * Moderation decisions and appeals against them (decision 041): the member's appeal page, its
 * mails, and the console's appeals queue.
 */
export const appealsNl = {
  // A decision in words (the appeal page, the mails)
  'decision.inWords': '{what} ({ground})',
  'decision.kind.photo_removed': 'je foto is verwijderd',
  'decision.kind.warning': 'je hebt een waarschuwing gekregen',
  'decision.kind.suspension': 'je account is geschorst',
  'decision.kind.ban': 'je account is geblokkeerd',
  'decision.ground.rules': 'in strijd met de huisregels',

  // The appeal page (/appeal?token=…)
  'appeal.title': 'Bezwaar maken',
  'appeal.decisionTitle': 'Ons besluit',
  'appeal.decidedOn': 'Besloten op {date}',
  'appeal.endsOn': 'Geldt tot {date}',
  'appeal.byPerson': 'Een medewerker heeft dit besloten, niet een computer.',
  'appeal.explain':
    'Vind je dat we een fout hebben gemaakt? Leg uit waarom. Een andere medewerker dan wie het besluit nam bekijkt je bezwaar, en je hoort de uitkomst per e-mail. Je kunt één keer bezwaar maken tegen dit besluit, tot en met {date}.',
  'appeal.textLabel': 'Waarom klopt het besluit niet?',
  'appeal.textHelp': 'Minstens {min} en hoogstens {max} tekens.',
  'appeal.submit': 'Bezwaar indienen',
  'appeal.sent':
    'We hebben je bezwaar ontvangen. Je krijgt een bevestiging per e-mail en hoort de uitkomst zo snel mogelijk.',
  'appeal.yours': 'Je bezwaar',
  'appeal.sentOn': 'Ingediend op {date}',
  'appeal.status.open': 'Een medewerker bekijkt je bezwaar. Je hoort de uitkomst per e-mail.',
  'appeal.status.granted': 'Je hebt gelijk gekregen: we hebben het besluit teruggedraaid.',
  'appeal.status.denied': 'Het besluit blijft staan.',
  'appeal.reversed': 'Dit besluit is teruggedraaid.',
  'appeal.outside':
    'Ben je het niet eens met de uitkomst? Dan kun je naar een erkende instantie voor geschilbeslechting buiten de rechter, of naar de rechter.',
  'appeal.invalidTitle': 'Deze link werkt niet',
  'appeal.linkInvalid':
    'Deze link klopt niet. Gebruik de link uit de e-mail die we je stuurden, of mail onze klantenservice.',
  'appeal.textLength': 'Schrijf minstens {min} en hoogstens {max} tekens.',
  'appeal.exists': 'Je hebt al bezwaar gemaakt tegen dit besluit. Je hoort de uitkomst per e-mail.',
  'appeal.tooLate': 'De termijn om bezwaar te maken (zes maanden) is voorbij.',
  'appeal.reversedAlready': 'Dit besluit is al teruggedraaid; bezwaar is niet meer nodig.',

  // Mails
  'mail.restriction.objectionByMail':
    'Ben je het er niet mee eens? Mail binnen zes maanden je uitleg naar {supportEmail}. Een andere medewerker dan wie het besluit nam bekijkt je bezwaar, en je hoort de uitkomst per e-mail. Je kunt ook naar een erkende instantie voor geschilbeslechting buiten de rechter, of naar de rechter.',
  'mail.restriction.appealLink': 'Bezwaar maken',
  'mail.restriction.byStaff': 'Dit besluit is genomen door een medewerker, niet automatisch.',
  'mail.account_held.subject': 'Je account op {siteName} is tijdelijk geschorst',
  'mail.account_held.preheader': 'We bekijken je account; zo maak je bezwaar.',
  'mail.account_held.intro':
    'We hebben een foto van je afgekeurd, omdat de persoon erop minderjarig lijkt. {siteName} is alleen voor volwassenen.',
  'mail.account_held.decision':
    'Daarom is je account geschorst tot een medewerker het heeft bekeken, uiterlijk tot {until}. Zolang kun je niet inloggen en ziet niemand je profiel. Ben je 18 jaar of ouder? Laat het ons weten met een bezwaar.',
  'mail.account_held.button': 'Lees de huisregels',
  'mail.appeal_received.subject': 'Je bezwaar bij {siteName} is ontvangen',
  'mail.appeal_received.preheader': 'Een andere medewerker bekijkt het besluit opnieuw.',
  'mail.appeal_received.intro':
    'Je hebt bezwaar gemaakt tegen ons besluit: {decision}. Een andere medewerker dan wie het besluit nam, bekijkt je bezwaar.',
  'mail.appeal_received.after': 'Je hoort de uitkomst per e-mail, meestal binnen een paar dagen.',
  'mail.appeal_received.button': 'Naar {siteName}',
  'mail.appeal_decided.subject': 'De uitkomst van je bezwaar bij {siteName}',
  'mail.appeal_decided.preheader': 'Een andere medewerker heeft het besluit opnieuw bekeken.',
  'mail.appeal_decided.intro':
    'Je hebt bezwaar gemaakt tegen ons besluit: {decision}. Een andere medewerker heeft het opnieuw bekeken.',
  'mail.appeal_decided.granted':
    'Je hebt gelijk gekregen: we hebben het besluit teruggedraaid, en alles wat het deed is ongedaan gemaakt.',
  'mail.appeal_decided.denied': 'Het besluit blijft staan: het past bij onze huisregels.',
  'mail.appeal_decided.note': 'Toelichting: {note}',
  'mail.appeal_decided.further':
    'Ben je het daar niet mee eens? Dan kun je naar een erkende instantie voor geschilbeslechting buiten de rechter, of naar de rechter.',
  'mail.appeal_decided.button': 'Naar {siteName}',
  'mail.report_reversed.subject': 'Nieuws over je melding bij {siteName}',
  'mail.report_reversed.preheader': 'Een maatregel na je melding is teruggedraaid.',
  'mail.report_reversed.intro':
    'Je hebt eerder een ander lid gemeld ({category}), en naar aanleiding daarvan hadden we maatregelen genomen.',
  'mail.report_reversed.after':
    'Het andere lid heeft daartegen bezwaar gemaakt, en na een nieuwe beoordeling door een andere medewerker hebben we de maatregel teruggedraaid. Meer kunnen we er niet over zeggen. Zie je opnieuw iets wat niet klopt, meld het dan gerust.',
  'mail.report_reversed.button': 'Naar {siteName}',

  // The console: the report's take-down, and the appeals queue
  'staff.reports.action.remove_photo': 'Foto verwijderd',
  'staff.reports.done.remove_photo': 'Foto verwijderd; de melding is afgehandeld.',
  'staff.nav.appeals': 'Bezwaren',
  'staff.nav.appeals.description':
    'Bezwaren van leden tegen een besluit: toekennen of afwijzen, door een tweede medewerker.',
  'staff.appeals.title': 'Bezwaren',
  'staff.appeals.intro':
    'Leden die het niet eens zijn met een besluit. Beslis alleen over besluiten die je niet zelf nam: een tweede paar ogen.',
  'staff.appeals.tab.open': 'Open',
  'staff.appeals.tab.decided': 'Beslist',
  'staff.appeals.empty': 'Geen open bezwaren.',
  'staff.appeals.emptyDecided': 'Nog geen beslissingen.',
  'staff.appeals.member': 'Lid',
  'staff.appeals.decision': 'Besluit',
  'staff.appeals.decidedBy': 'Besloten door',
  'staff.appeals.received': 'Ontvangen',
  'staff.appeals.open': 'Bekijk',
  'staff.appeals.heading': 'Bezwaar van {name}',
  'staff.appeals.memberText': 'Wat het lid schrijft',
  'staff.appeals.report': 'De melding',
  'staff.appeals.reportBy': 'Gemeld door {name} ({category})',
  'staff.appeals.photo': 'De verwijderde foto',
  'staff.appeals.photoGone': 'De foto bestaat niet meer: het lid verwijderde hem, of hij is opgeruimd.',
  'staff.appeals.decisionBy': '{what} — besloten door {name} op {date}',
  'staff.appeals.decisionByNobody': '{what} — op {date}',
  'staff.appeals.ownDecision': 'Dit besluit nam je zelf. Een andere medewerker beslist over het bezwaar.',
  'staff.appeals.decidedAlready': 'Over dit bezwaar is al beslist.',
  'staff.appeals.notFound': 'Dit bezwaar bestaat niet.',
  'staff.appeals.note': 'Toelichting voor het lid (optioneel)',
  'staff.appeals.grant': 'Toekennen: besluit terugdraaien',
  'staff.appeals.deny': 'Afwijzen: besluit blijft',
  'staff.appeals.granted': 'Toegekend: het besluit is teruggedraaid en het lid is op de hoogte.',
  'staff.appeals.denied': 'Afgewezen: het besluit blijft en het lid is op de hoogte.',
  'staff.appeals.outcome.granted': 'Toegekend',
  'staff.appeals.outcome.denied': 'Afgewezen',
  'staff.appeals.outcome.open': 'Beslissen',
  'staff.appeals.kind.photo_removed': 'Foto verwijderd',
  'staff.appeals.kind.warning': 'Waarschuwing',
  'staff.appeals.kind.suspension': 'Schorsing',
  'staff.appeals.kind.ban': 'Blokkering',
  'staff.appeals.back': 'Terug naar de bezwaren',
  'staff.appeals.next': 'Volgende bezwaar',
} as const;
