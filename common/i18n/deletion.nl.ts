/** Account deletion, reactivation and the final purge: member side, staff side and mail. */
export const deletionNl = {
  // Settings → Account verwijderen
  'deletion.title': 'Account verwijderen',
  'deletion.intro':
    'Wil je echt weg? Je account is na verwijderen meteen onzichtbaar. Je kunt het nog {days} dagen herstellen met de link die we je mailen; daarna is het definitief.',
  'deletion.start': 'Account verwijderen',
  'deletion.offer.title': 'Blijf je toch? Je krijgt {percentage}% korting',
  'deletion.offer.text':
    'Speciaal voor jou: {percentage}% korting op je volgende aankoop van credits, eenmalig te gebruiken.',
  'deletion.offer.claim': 'Ik blijf, geef me de korting',
  'deletion.offer.code': 'Je kortingscode: {code}, geldig tot {until}. Vul hem in bij het kopen van credits.',
  'deletion.offer.toCredits': 'Naar de credits',
  'deletion.pause.title': 'Even pauze nemen?',
  'deletion.pause.text':
    'Zet je profiel op onzichtbaar: niemand vindt je in het zoeken, maar je account en je gesprekken blijven bewaard.',
  'deletion.pause.button': 'Even pauze nemen',
  'deletion.pause.done': 'Je bent nu onzichtbaar. Je kunt dit altijd weer uitzetten bij je instellingen.',
  'deletion.decline': 'Nee, verder met verwijderen',
  'deletion.reason': 'Waarom ga je weg? (niet verplicht)',
  'deletion.password': 'Je wachtwoord',
  'deletion.confirm': 'Mijn account verwijderen',
  'deletion.cancel': 'Annuleren',
  'deletion.wrongPassword': 'Het wachtwoord klopt niet.',
  'deletion.reasonTooLong': 'Je reden mag hoogstens {max} tekens lang zijn.',
  'deletion.notPossible': 'Dit account kan niet worden verwijderd.',
  'deletion.noOffer': 'Er is nu geen aanbieding.',

  // /account-deleted
  'deleted.meta.title': 'Account verwijderd',
  'deleted.title': 'Je account is verwijderd',
  'deleted.text':
    'Jammer dat je gaat! Je profiel is niet meer te zien. Veranderd van gedachten? Met de link in de e-mail die we je stuurden herstel je je account binnen {days} dagen. Daarna wissen we je gegevens definitief.',
  'deleted.redirect':
    'Over {seconds, plural, one {# seconde} other {# seconden}} sturen we je door naar een partnersite.',
  'deleted.redirectNow': 'Nu doorgaan',
  'deleted.home': 'Naar de startpagina',

  // Login during the grace period, the link again, the link itself
  'auth.deletedReactivatable':
    'Je account is verwijderd, maar je kunt het nog tot {until} herstellen met de link uit onze e-mail.',
  'auth.reactivationResend': 'Stuur de herstellink opnieuw',
  'auth.reactivationSent': 'We hebben je de herstellink opnieuw gemaild.',
  'auth.reactivated': 'Je account is hersteld. Log in om verder te gaan.',
  'auth.reactivationInvalid': 'Deze herstellink is ongeldig of verlopen.',
  'auth.tooManyReactivationMails':
    'We hebben je vandaag al een paar keer de link gestuurd. Kijk in je inbox (en spam), of probeer het morgen opnieuw.',

  // The other side of a conversation, after the deletion is final
  'chat.deletedMember': 'verwijderd lid',
  'chat.messageDeleted': 'bericht verwijderd',

  // Mail
  'mail.account_deleted.subject': 'Je account bij {siteName} is verwijderd',
  'mail.account_deleted.preheader': 'Spijt? Tot {until} kun je je account herstellen.',
  'mail.account_deleted.intro':
    "Je hebt je account bij {siteName} verwijderd. Je profiel is niet meer te zien. Veranderd van gedachten? Met de knop hieronder herstel je je account, met je profiel, foto's, gesprekken en credits, tot {until}.",
  'mail.account_deleted.button': 'Mijn account herstellen',
  'mail.account_deleted.after':
    'Doe je niets, dan wissen we je gegevens op {until} definitief. Heb je je account niet zelf verwijderd? Herstel het dan en verander je wachtwoord.',

  // Staff console: the member page
  'staff.member.deletion.title': 'Verwijdering',
  'staff.member.deletion.pending': 'Verwijderd op {deleted}, definitief op {final}.',
  'staff.member.deletion.final': 'Verwijderd op {deleted}, definitief gemaakt op {final}.',
  'staff.member.deletion.purge': 'Nu definitief maken',
  'staff.member.deletion.confirm':
    'Alle persoonlijke gegevens van dit lid worden nu gewist. Dit kan niet ongedaan worden gemaakt.',
  'staff.member.deletion.done': 'De verwijdering is definitief gemaakt.',
  'staff.member.deletion.notPending': 'Dit account wacht niet op een definitieve verwijdering.',
} as const;
