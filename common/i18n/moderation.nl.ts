/**
 * Reports, blocks from the chat, the blocked-members list, and suspension and ban as members see
 * them. Server messages and screen texts together: the subject is one.
 */
export const moderationNl = {
  // Login refused: the date of a suspension; the screen links to /pages/ban.
  'auth.suspended': 'Je account is geschorst tot {until}. Tot dan kun je niet inloggen.',
  'auth.banned': 'Je account is geblokkeerd. Je kunt niet meer inloggen.',
  'auth.restrictionLink': 'Lees waarom en hoe je bezwaar maakt',
  'restriction.reasonRequired': 'Geef een reden op (hoogstens {max} tekens).',
  'restriction.untilInPast': 'Kies een einddatum in de toekomst.',

  // Someone whose account is no longer active (suspended, banned or deleted)
  'contact.inactive': 'Dit account is niet meer actief. Je kunt dit lid geen berichten of likes meer sturen.',

  // Reporting a member (POST /api/report.php)
  'report.categoryRequired': 'Kies waarom je dit lid meldt.',
  'report.textTooLong': 'Je toelichting mag hoogstens {max} tekens lang zijn.',
  'report.textRequired': 'Beschrijf in een paar woorden wat er is gebeurd (minstens {min} tekens).',
  'report.self': 'Je kunt jezelf niet melden.',
  'report.alreadyReported': 'Je hebt {name} al gemeld. Ons team bekijkt je melding; je hoeft niets meer te doen.',
  'report.conversationUnknown': 'Dit gesprek hoort niet bij dit lid.',
  'report.notFound': 'Deze melding bestaat niet.',
  'report.alreadyHandled': 'Deze melding is al afgehandeld.',
  'report.category.spam_scam': 'Spam of oplichting',
  'report.category.harassment': 'Intimidatie of lastigvallen',
  'report.category.fake_profile': 'Nepprofiel',
  'report.category.underage': 'Mogelijk minderjarig',
  'report.category.offensive_photo': 'Aanstootgevende foto',
  'report.category.other': 'Iets anders',

  // The report dialog (profile page and chat header)
  'members.auth.report': 'Log in of meld je gratis aan om {name} bij ons te melden.',
  'report.ui.open': 'Melden',
  'report.ui.openLabel': '{name} melden',
  'report.ui.title': '{name} melden',
  'report.ui.intro': 'Je melding is vertrouwelijk: {name} hoort niet wie het was.',
  'report.ui.categoryLegend': 'Waarom meld je dit lid?',
  'report.ui.textLabel': 'Toelichting',
  'report.ui.textHint': 'Vertel wat er is gebeurd. Nodig bij "Iets anders", anders mag je het leeg laten.',
  'report.ui.counter': '{count} / {max}',
  'report.ui.submit': 'Melding versturen',
  'report.ui.busy': 'Bezig met versturen…',
  'report.ui.cancel': 'Annuleren',
  'report.ui.close': 'Sluiten',
  'report.ui.thanksTitle': 'Bedankt voor je melding',
  'report.ui.thanksText': 'Ons team bekijkt je melding zo snel mogelijk. Zo houden we {siteName} veilig en prettig.',
  'report.ui.blockOffer': 'Wil je geen contact meer met {name}? Blokkeer {name} dan meteen.',
  'report.ui.blockAlso': 'Ook blokkeren',
  'report.ui.blockBusy': 'Bezig met blokkeren…',
  'report.ui.blocked': 'Je hebt {name} geblokkeerd. Jullie gesprek en likes zijn verwijderd.',

  // The chat header menu and what the conversation shows
  'chat.ui.menu': 'Meer voor {name}',
  'chat.ui.report': 'Melden',
  'chat.ui.block': 'Blokkeren',
  'chat.ui.unblock': 'Deblokkeren',
  'chat.ui.inactive': 'Account niet meer actief',
  'chat.ui.inactiveText': 'Dit account is niet meer actief. Je kunt {name} geen berichten meer sturen.',
  'chat.ui.blockedText': 'Je hebt {name} geblokkeerd. Deblokkeer {name} om weer berichten te sturen.',

  // Settings: the blocked members
  'blocks.list.title': 'Geblokkeerde leden',
  'blocks.list.intro':
    'Wie je blokkeert, kan je profiel niet zien en geen contact met je opnemen. Deblokkeer je iemand, dan kunnen jullie elkaar weer vinden.',
  'blocks.list.empty': 'Je hebt niemand geblokkeerd.',
  'blocks.list.since': 'geblokkeerd op {date, date, ::dMMMMy}',
  'blocks.list.unblocked': 'Je hebt {name} gedeblokkeerd.',
  'blocks.list.label': 'Geblokkeerde leden',
} as const;
