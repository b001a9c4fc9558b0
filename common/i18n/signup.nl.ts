/** Texts of the signup screens (Dutch source). */
export const signupNl = {
  // /signup page and modal
  'signup.pageTitle': 'Gratis aanmelden',
  'signup.heading': 'Gratis aanmelden',
  'signup.intro': 'Maak in een minuut je profiel en ontmoet leden bij jou in de buurt.',
  'signup.haveAccount': 'Heb je al een account?',
  'signup.login': 'Inloggen',
  'signup.noscript': 'Zet JavaScript aan in je browser om je aan te melden.',
  'signup.close': 'Sluiten',

  // The flow: progress and navigation
  'signup.progressLabel': 'Voortgang van je aanmelding',
  'signup.stepOf': 'Stap {step} van {total}',
  'signup.back': 'Terug',
  'signup.next': 'Volgende',
  'signup.submit': 'Account aanmaken',

  // Step 0: gender
  'signup.gender.legend': 'Wie ben jij?',
  'signup.gender.male': 'Ik ben een man',
  'signup.gender.female': 'Ik ben een vrouw',
  'signup.gender.required': 'Kies of je een man of een vrouw bent.',
  'signup.lookingFor.legend': 'Ik zoek',
  'signup.lookingFor.male': 'Mannen',
  'signup.lookingFor.female': 'Vrouwen',
  'signup.lookingFor.both': 'Beide',
  'signup.lookingFor.required': 'Kies wie je zoekt: mannen, vrouwen of beide.',

  // Step 1: date of birth
  'signup.dob.legend': 'Wat is je geboortedatum?',
  'signup.dob.day': 'Dag',
  'signup.dob.month': 'Maand',
  'signup.dob.year': 'Jaar',
  'signup.dob.hint': 'Andere leden zien alleen je leeftijd, nooit je geboortedatum.',

  // Step 2: profile name
  'signup.name.label': 'Kies een profielnaam',
  'signup.name.hint': 'Deze naam zien andere leden. Gebruik liever niet je volledige naam of je e-mailadres.',

  // Step 3: e-mail and password
  'signup.account.title': 'Je inloggegevens',
  'signup.email.label': 'E-mailadres',
  'signup.email.hint': 'Hier sturen we je activatiemail naartoe. Andere leden zien je e-mailadres nooit.',
  'signup.password.label': 'Wachtwoord',
  'signup.password.hint': 'Minimaal {min} tekens.',
  'signup.password.show': 'Wachtwoord tonen',
  'signup.password.hide': 'Wachtwoord verbergen',

  // Step 4: message to a member, or the confirmation
  'signup.message.label': 'Stuur {name} meteen een berichtje',
  'signup.message.optional': '(optioneel)',
  'signup.message.placeholder': 'Hoi {name}, ik zag je profiel en…',
  'signup.message.hint': 'Je bericht wordt verstuurd zodra je je e-mailadres hebt bevestigd.',
  'signup.message.count': '{count} van {max} tekens',
  'signup.confirm.title': 'Bijna klaar!',
  'signup.confirm.text': 'Kloppen je gegevens? Dan maak je nu je gratis account aan.',
  'signup.summary.gender': 'Ik ben',
  'signup.summary.male': 'Man',
  'signup.summary.female': 'Vrouw',
  'signup.summary.lookingFor': 'Ik zoek',
  'signup.summary.dob': 'Geboortedatum',
  'signup.summary.name': 'Profielnaam',
  'signup.summary.email': 'E-mailadres',
  'signup.summary.edit': 'Wijzigen',
  'signup.summary.editField': '{field} wijzigen',
  'signup.terms':
    'Door je aan te melden ga je akkoord met de {terms} en {privacy}, en bevestig je dat je {min_age} jaar of ouder bent.',
  'signup.termsLink': 'algemene voorwaarden',
  'signup.privacyLink': 'privacyverklaring',
  'signup.newTab': '(opent in een nieuw tabblad)',
  'signup.invite.label': 'Uitnodigingscode',
  'signup.invite.hint': 'Aanmelden kan op dit moment alleen met een uitnodiging.',

  // While the account is created (product §2 progress steps)
  'signup.working.title': 'Je account wordt aangemaakt…',
  'signup.working.check': 'Gegevens controleren',
  'signup.working.create': 'Account aanmaken',
  'signup.working.matches': 'Matches zoeken',
  'signup.working.mail': 'Activatiemail versturen',
  'signup.working.done': 'klaar',
  'signup.working.busy': 'bezig',
  'signup.working.waiting': 'wacht',
  'signup.working.finished': 'Je account is aangemaakt.',
  'signup.emailExists.login': 'Inloggen met dit e-mailadres',

  // /complete-signup (product §2 complete step)
  'signup.complete.pageTitle': 'Bevestig je e-mailadres',
  'signup.complete.title': 'Bevestig je e-mailadres',
  'signup.complete.sent': 'We hebben een e-mail gestuurd naar {email}',
  'signup.complete.instructions':
    'Klik op de knop in die e-mail om je account te activeren. Daarna worden je berichten verstuurd en kun je zelf berichten ontvangen.',
  'signup.complete.tipsTitle': 'Geen e-mail ontvangen?',
  'signup.complete.tipInbox': 'Kijk in je inbox. Soms duurt het een paar minuten voordat de e-mail er is.',
  'signup.complete.tipSpam': 'Kijk ook in je map met spam of ongewenste e-mail.',
  'signup.complete.tipSender': 'Zet {sender} in je contacten, dan komen onze e-mails altijd aan.',
  'signup.complete.tipTypo': 'Zit er een typfout in je e-mailadres? Wijzig het hieronder.',
  'signup.complete.openWebmail': 'Open {provider}',
  'signup.complete.resend': 'Activatiemail opnieuw versturen',
  'signup.complete.resending': 'Bezig met versturen…',
  'signup.complete.resent': 'We hebben de activatiemail opnieuw gestuurd naar {email}.',
  'signup.complete.changeEmail': 'E-mailadres wijzigen',
  'signup.complete.newEmail': 'Nieuw e-mailadres',
  'signup.complete.saveEmail': 'Opslaan en mail versturen',
  'signup.complete.saving': 'Bezig met opslaan…',
  'signup.complete.cancel': 'Annuleren',
  'signup.complete.changed':
    'Je e-mailadres is gewijzigd in {email}. We hebben een nieuwe activatiemail naar dit adres gestuurd.',
  'signup.complete.matchesText': 'Benieuwd wie er bij je past? Je kunt alvast rondkijken.',
  'signup.complete.matches': 'Bekijk alvast je matches',

  // /signup-matches
  'signup.matches.pageTitle': 'Jouw matches',
  'signup.matches.title': 'Deze leden passen bij jou',
  'signup.matches.intro':
    'We hebben alvast een paar leden voor je uitgezocht. Bekijk hun profielen en like wie je leuk vindt.',
  'signup.matches.confirmText':
    'Je kunt nu al profielen bekijken. Je berichten worden verstuurd zodra je je e-mailadres hebt bevestigd.',
  'signup.matches.confirmCta': 'E-mailadres bevestigen',
  'signup.matches.empty': 'We zoeken nog naar leden die bij je passen. Kijk straks nog eens.',
  'signup.matches.more': 'Zoek meer leden',

  // Activation reminder (product §2 alerts)
  'signup.reminder.text':
    'Je e-mailadres is nog niet bevestigd. Berichten worden pas verstuurd als je account is geactiveerd.',
  'signup.reminder.link': 'Bevestig je e-mailadres',
  'signup.reminder.modalTitle': 'Check je mail',
  'signup.reminder.modalText':
    'We hebben een activatiemail gestuurd naar {email}. Klik op de knop in die e-mail om je account te activeren.',
  'signup.reminder.modalHint': 'Berichten worden pas verstuurd als je account is geactiveerd.',
  'signup.reminder.modalOk': 'Begrepen',
  'signup.reminder.modalHelp': 'Geen mail ontvangen?',
} as const;
