/** Texts of the e-mails the site sends (Dutch source). Plain text: the renderer escapes them for HTML. */
export const mailNl = {
  // Shared by every mail
  'mail.common.greeting': 'Hoi {name},',
  'mail.common.linkFallback': 'Werkt de knop niet? Kopieer dan deze link en plak hem in je browser:',
  'mail.common.notYou': 'Heb je dit niet zelf gedaan? Dan kun je deze e-mail gewoon negeren.',
  'mail.common.signoff': 'Groetjes,',
  'mail.common.team': 'Het team van {siteName}',
  'mail.common.help': 'Vragen? Mail ons op {supportEmail}.',
  'mail.common.reason': 'Je ontvangt deze e-mail omdat je je hebt aangemeld bij {domain}.',

  // Activation after signup
  'mail.activation.subject': 'Bevestig je e-mailadres voor {siteName}',
  'mail.activation.preheader': 'Nog één klik en je account bij {siteName} is actief.',
  'mail.activation.intro': 'Leuk dat je je hebt aangemeld bij {siteName}! Bevestig je e-mailadres om je account te activeren. Daarna kun je meteen leden zoeken, liken en chatten.',
  'mail.activation.button': 'Activeer mijn account',

  // Password reset
  'mail.password_reset.subject': 'Nieuw wachtwoord instellen voor {siteName}',
  'mail.password_reset.preheader': 'Stel met deze link een nieuw wachtwoord in.',
  'mail.password_reset.intro': 'We kregen een verzoek om het wachtwoord van je account bij {siteName} opnieuw in te stellen. Klik op de knop om een nieuw wachtwoord te kiezen.',
  'mail.password_reset.validity': 'De link is {validMinutes, plural, one {# minuut} other {# minuten}} geldig en werkt maar één keer.',
  'mail.password_reset.button': 'Nieuw wachtwoord instellen',
  'mail.password_reset.notYou': 'Heb je geen nieuw wachtwoord aangevraagd? Dan hoef je niets te doen: je huidige wachtwoord blijft gewoon werken.',

  // Change of e-mail address (sent to the new address)
  'mail.email_change.subject': 'Bevestig je nieuwe e-mailadres voor {siteName}',
  'mail.email_change.preheader': 'Bevestig dat {newEmail} je nieuwe e-mailadres is.',
  'mail.email_change.intro': 'Je hebt gevraagd om het e-mailadres van je account bij {siteName} te wijzigen in {newEmail}. Klik op de knop om dit nieuwe adres te bevestigen. Tot die tijd blijft je oude adres in gebruik.',
  'mail.email_change.button': 'Bevestig mijn nieuwe e-mailadres',

  // Welcome after activation
  'mail.directdebit_code.subject': 'Je code voor automatische incasso bij {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Vul deze code in op het incassoformulier.',
  'mail.directdebit_code.intro': 'Je code om te betalen met automatische incasso is {code}. Vul hem in op het formulier om je bestelling te bevestigen.',
  'mail.directdebit_code.button': 'Naar het incassoformulier',
  'mail.directdebit_code.validity': 'De code is {validMinutes} minuten geldig.',
  'mail.directdebit_code.notYou': 'Heb jij dit niet aangevraagd? Dan kun je deze e-mail negeren; er wordt niets afgeschreven.',
  'mail.welcome.subject': 'Welkom bij {siteName}!',
  'mail.welcome.preheader': 'Je account is actief. Tijd om leden te ontmoeten!',
  'mail.welcome.intro': 'Je account bij {siteName} is actief. Maak je profiel compleet met een leuke foto en een paar woorden over jezelf: zo val je meer op. Daarna kun je leden bij jou in de buurt zoeken, liken en een berichtje sturen.',
  'mail.welcome.button': 'Naar {siteName}',
  // A moderator's warning after a report (issue #14)
  'mail.warning.subject': 'Een waarschuwing van {siteName}',
  'mail.warning.preheader': 'We hebben een melding over je ontvangen en bekeken.',
  'mail.warning.intro': 'Een ander lid heeft je gemeld, en ons team heeft de melding bekeken. Het ging om: {category}. Dat past niet bij de huisregels van {siteName}. Zie dit als een waarschuwing: lees de regels nog eens na en houd je eraan.',
  'mail.warning.button': 'Lees de huisregels',
  'mail.warning.after': 'Krijgen we opnieuw zo’n melding, dan kunnen we je account schorsen of blokkeren.',
} as const;
