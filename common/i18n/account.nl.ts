/** Texts of the account screens (Dutch source). Spec texts (§5, §8) live in nl.ts under validation.* and auth.*. */
export const accountNl = {
  // Shared form pieces
  'account.field.email': 'E-mailadres',
  'account.field.password': 'Wachtwoord',
  'account.field.oldPassword': 'Huidig wachtwoord',
  'account.field.newPassword': 'Nieuw wachtwoord',
  'account.field.passwordRepeat': 'Herhaal je nieuwe wachtwoord',
  'account.field.passwordHint': 'Minimaal {min} tekens.',
  'account.password.show': 'Wachtwoord tonen',
  'account.submitting': 'Bezig…',
  'account.required.email': 'Vul je e-mailadres in.',
  'account.required.password': 'Vul je wachtwoord in.',
  'account.required.oldPassword': 'Vul je huidige wachtwoord in.',
  'account.required.passwordRepeat': 'Herhaal je nieuwe wachtwoord.',
  'account.backToLogin': 'Terug naar inloggen',
  'account.continue': 'Ga verder',

  // /login
  'account.login.title': 'Inloggen',
  'account.login.intro': 'Welkom terug! Log in om verder te gaan.',
  'account.login.submit': 'Inloggen',
  'account.login.forgot': 'Wachtwoord vergeten?',
  'account.login.noAccount': 'Nog geen account?',
  'account.login.signup': 'Meld je gratis aan',

  // /reset-password
  'account.reset.title': 'Wachtwoord vergeten',
  'account.reset.intro':
    'Vul het e-mailadres van je account in. Je krijgt dan een e-mail met een link om een nieuw wachtwoord in te stellen.',
  'account.reset.submit': 'Stuur mij een link',
  'account.reset.sent':
    'We hebben een e-mail gestuurd naar {email} met een link om je wachtwoord te herstellen. De link is een uur geldig.',
  'account.reset.spamHint': 'Niets ontvangen? Kijk ook even in je spammap.',
  'account.reset.otherAddress': 'Ander e-mailadres proberen',

  // /reset-password/do
  'account.resetDo.title': 'Nieuw wachtwoord instellen',
  'account.resetDo.intro': 'Kies een nieuw wachtwoord voor je account.',
  'account.resetDo.submit': 'Wachtwoord opslaan',
  'account.resetDo.done': 'Je wachtwoord is gewijzigd en je bent ingelogd. We sturen je zo door…',
  'account.resetDo.requestNew': 'Vraag een nieuwe e-mail aan',

  // /mail-change/do
  'account.mailChange.title': 'Nieuw e-mailadres bevestigen',
  'account.mailChange.checking': 'We bevestigen je nieuwe e-mailadres…',
  'account.mailChange.done': 'Je e-mailadres is gewijzigd in {email}.',
  'account.mailChange.toSettings': 'Naar je instellingen',
  'account.mailChange.login': 'Inloggen met je nieuwe adres',
  'account.mailChange.retry': 'Opnieuw proberen',

  // /activate/done and /activate/error
  'account.activateDone.title': 'Je account is geactiveerd!',
  'account.activateDone.text':
    'Je profiel is nu zichtbaar voor andere leden en berichten aan jou worden vanaf nu bezorgd.',
  'account.activateDone.profileHint': 'Leden reageren vaker op een profiel met een foto en een leuke beschrijving.',
  'account.activateDone.profile': 'Maak je profiel compleet',
  'account.activateDone.members': 'Leden zoeken',
  'account.activateError.text':
    'De activatielink is verlopen, al gebruikt of niet helemaal overgenomen. Neem contact op met onze klantenservice, dan helpen we je verder.',
  'account.activateError.support': 'Klantenservice',
  'account.activateError.email': 'E-mail',
  'account.activateError.phone': 'Telefoon',
  'account.activateError.resend': 'Vraag een nieuwe activatiemail aan',
  'account.activateError.alreadyActive': 'Je account is al geactiveerd. Je kunt gewoon verder.',
  'account.activateError.loginHint': 'Log in om een nieuwe activatiemail aan te vragen.',

  // /settings
  'account.settings.title': 'Instellingen',
  'account.settings.email.title': 'E-mailadres',
  'account.settings.email.current': 'Je huidige e-mailadres',
  'account.settings.email.new': 'Nieuw e-mailadres',
  'account.settings.email.hint': 'We sturen een bevestigingslink naar je nieuwe adres.',
  'account.settings.email.hintUnconfirmed':
    'Je account is nog niet geactiveerd: je adres wijzigt meteen en de activatiemail gaat naar het nieuwe adres.',
  'account.settings.email.submit': 'E-mailadres wijzigen',
  'account.settings.email.pending':
    'We hebben een bevestigingslink gestuurd naar {email}. Je adres wijzigt zodra je die opent.',
  'account.settings.email.changed':
    'Je e-mailadres is gewijzigd in {email}. De activatiemail is naar dit adres gestuurd.',
  'account.settings.email.same': 'Dit is al je e-mailadres.',
  'account.settings.password.title': 'Wachtwoord',
  'account.settings.password.submit': 'Wachtwoord wijzigen',
  'account.settings.password.done': 'Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.',
  'account.settings.language.title': 'Taal',
  'account.settings.language.label': 'Taal van de site en je e-mails',
  'account.settings.language.submit': 'Taal opslaan',
  'account.settings.language.only': 'Beschikbare taal voor jouw land: {language}.',
} as const;
