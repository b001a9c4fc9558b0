import type { accountDataNl } from './account-data.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the data export and sessions (member keys only; the staff console stays nl/en). */
export const accountDataDe: Record<Extract<keyof typeof accountDataNl, MemberMessageKey>, string> = {
  'export.title': 'Meine Daten herunterladen',
  'export.intro':
    'Fordere eine ZIP-Datei mit allem an, was wir über dich speichern: dein Konto, Profil und Fotos, Likes, Chats, Bestellungen, Credits, Sitzungen, Blockierungen und Meldungen. Wir bereiten sie vor und schicken dir per E-Mail einen Link, der 24 Stunden gültig ist. Eine Anfrage pro 24 Stunden.',
  'export.request': 'Meine Daten herunterladen',
  'export.requested':
    'Deine Anfrage ist eingegangen. Wir schicken dir den Link per E-Mail, sobald deine Datei fertig ist.',
  'export.pending':
    'Deine Datei wird vorbereitet (angefordert am {date, date, long} um {date, time, short}). Du bekommst eine E-Mail.',
  'export.ready':
    'Deine Datei liegt bis {date, date, long} um {date, time, short} bereit. Den Link findest du in deiner E-Mail.',
  'export.download': 'Herunterladen',
  'export.tooSoon':
    'Du hast deine Daten in den letzten 24 Stunden schon angefordert. Das geht einmal alle 24 Stunden; versuch es morgen noch einmal.',
  'export.gone':
    'Dieser Download-Link ist abgelaufen oder existiert nicht. Fordere deine Daten über die Einstellungen erneut an.',
  'sessions.title': 'Wo du eingeloggt bist',
  'sessions.intro':
    'Die Geräte, auf denen du gerade eingeloggt bist. Erkennst du eins nicht, logge es aus und ändere dein Passwort.',
  'sessions.label': 'Deine Sitzungen',
  'sessions.current': 'Dieses Gerät',
  'sessions.lastActive': 'Zuletzt aktiv am {date, date, medium} um {date, time, short}',
  'sessions.unknownDevice': 'Unbekanntes Gerät',
  'sessions.unknownPlace': 'unbekannter Ort',
  'sessions.end': 'Ausloggen',
  'sessions.endLabel': 'Ausloggen: {device}',
  'sessions.endOthers': 'Überall sonst ausloggen',
  'sessions.ended': 'Die Sitzung auf {device} wurde beendet.',
  'sessions.endedOthers':
    '{count, plural, =0 {Du warst nirgendwo sonst eingeloggt.} one {Du wurdest auf 1 anderen Gerät ausgeloggt.} other {Du wurdest auf # anderen Geräten ausgeloggt.}}',
  'sessions.notFound': 'Diese Sitzung existiert nicht mehr.',
  'sessions.onlyThis': 'Du bist nur auf diesem Gerät eingeloggt.',
  'mail.data_export.subject': 'Deine Daten von {siteName} liegen bereit',
  'mail.data_export.preheader': 'Lade sie innerhalb von 24 Stunden herunter.',
  'mail.data_export.intro':
    'Du hast deine Daten angefordert. Die ZIP-Datei liegt bereit: Lade sie innerhalb von 24 Stunden über den Button unten herunter. Dafür musst du eingeloggt sein.',
  'mail.data_export.button': 'Meine Daten herunterladen',
  'mail.data_export.after':
    'Du hast das nicht angefordert? Dann ändere dein Passwort und logge dich über die Einstellungen überall sonst aus.',
  'mail.new_device.subject': 'Neuer Login in dein Konto bei {siteName}',
  'mail.new_device.preheader': 'Eingeloggt von {device} ({place}).',
  'mail.new_device.intro':
    'Gerade hat sich jemand von einem Gerät oder Ort in dein Konto eingeloggt, den wir noch nicht von dir kannten: {device} ({place}). Warst du das, musst du nichts tun.',
  'mail.new_device.button': 'Ansehen, wo du eingeloggt bist',
  'mail.new_device.after':
    'Das warst nicht du? Logge diese Sitzung über die Einstellungen aus und ändere sofort dein Passwort.',
};
