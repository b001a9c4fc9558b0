/**
 * Dutch source: the data export ("Download mijn gegevens") and the member's sessions in
 * Settings, and their mails (`mail.data_export.*`, `mail.new_device.*`).
 */
export const accountDataNl = {
  'export.title': 'Download mijn gegevens',
  'export.intro':
    'Vraag een ZIP-bestand aan met alles wat we over je bewaren: je account, profiel en foto’s, likes, gesprekken, bestellingen, credits, sessies, blokkades en meldingen. We maken het klaar en mailen je een link die 24 uur geldig is. Eén aanvraag per 24 uur.',
  'export.request': 'Download mijn gegevens',
  'export.requested': 'Je aanvraag is ontvangen. We mailen je de link zodra je bestand klaar is.',
  'export.pending':
    'Je bestand wordt klaargemaakt (aangevraagd op {date, date, long} om {date, time, short}). Je krijgt een mail.',
  'export.ready': 'Je bestand staat klaar tot {date, date, long} om {date, time, short}. De link staat in je mail.',
  'export.download': 'Downloaden',
  'export.tooSoon':
    'Je hebt de afgelopen 24 uur al je gegevens aangevraagd. Dat kan één keer per 24 uur; probeer het morgen opnieuw.',
  'export.gone': 'Deze downloadlink is verlopen of bestaat niet. Vraag je gegevens opnieuw aan via Instellingen.',

  'sessions.title': 'Waar je bent ingelogd',
  'sessions.intro':
    'De apparaten waarop je nu bent ingelogd. Herken je er een niet, log het dan uit en wijzig je wachtwoord.',
  'sessions.label': 'Je sessies',
  'sessions.current': 'Dit apparaat',
  'sessions.lastActive': 'Laatst actief {date, date, medium} om {date, time, short}',
  'sessions.unknownDevice': 'Onbekend apparaat',
  'sessions.unknownPlace': 'onbekende plaats',
  'sessions.end': 'Uitloggen',
  'sessions.endLabel': 'Uitloggen: {device}',
  'sessions.endOthers': 'Overal elders uitloggen',
  'sessions.ended': 'De sessie op {device} is beëindigd.',
  'sessions.endedOthers':
    '{count, plural, =0 {Je was nergens anders ingelogd.} one {Je bent op 1 ander apparaat uitgelogd.} other {Je bent op # andere apparaten uitgelogd.}}',
  'sessions.notFound': 'Deze sessie bestaat niet meer.',
  'sessions.onlyThis': 'Je bent alleen op dit apparaat ingelogd.',

  'mail.data_export.subject': 'Je gegevens van {siteName} staan klaar',
  'mail.data_export.preheader': 'Download ze binnen 24 uur.',
  'mail.data_export.intro':
    'Je hebt je gegevens opgevraagd. Het ZIP-bestand staat klaar: download het binnen 24 uur met de knop hieronder. Je moet daarvoor ingelogd zijn.',
  'mail.data_export.button': 'Download mijn gegevens',
  'mail.data_export.after':
    'Heb jij dit niet aangevraagd? Wijzig dan je wachtwoord en log overal elders uit via Instellingen.',

  'mail.new_device.subject': 'Nieuwe login op je account bij {siteName}',
  'mail.new_device.preheader': 'Ingelogd vanaf {device} ({place}).',
  'mail.new_device.intro':
    'Er is zojuist op je account ingelogd vanaf een apparaat of plaats die we nog niet van je kenden: {device} ({place}). Was jij dit, dan hoef je niets te doen.',
  'mail.new_device.button': 'Bekijk waar je bent ingelogd',
  'mail.new_device.after': 'Was jij dit niet? Log die sessie uit via Instellingen en wijzig meteen je wachtwoord.',
} as const;
