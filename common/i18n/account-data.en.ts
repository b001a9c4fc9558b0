import type { accountDataNl } from './account-data.nl.ts';

/** English: the data export and the member's sessions. */
export const accountDataEn: Record<keyof typeof accountDataNl, string> = {
  'export.title': 'Download my data',
  'export.intro':
    'Ask for a ZIP file with everything we keep about you: your account, profile and photos, likes, conversations, orders, credits, sessions, blocks and reports. We prepare it and mail you a link that is valid for 24 hours. One request per 24 hours.',
  'export.request': 'Download my data',
  'export.requested': 'We have your request. We will mail you the link as soon as your file is ready.',
  'export.pending':
    'Your file is being prepared (requested on {date, date, long} at {date, time, short}). You will get a mail.',
  'export.ready': 'Your file is ready until {date, date, long} at {date, time, short}. The link is in your mail.',
  'export.download': 'Download',
  'export.tooSoon':
    'You already asked for your data in the last 24 hours. You can do so once every 24 hours; try again tomorrow.',
  'export.gone': 'This download link has expired or does not exist. Ask for your data again in Settings.',

  'sessions.title': 'Where you are logged in',
  'sessions.intro':
    'The devices you are logged in on now. If you do not recognise one, log it out and change your password.',
  'sessions.label': 'Your sessions',
  'sessions.current': 'This device',
  'sessions.lastActive': 'Last active {date, date, medium} at {date, time, short}',
  'sessions.unknownDevice': 'Unknown device',
  'sessions.unknownPlace': 'unknown place',
  'sessions.end': 'Log out',
  'sessions.endLabel': 'Log out: {device}',
  'sessions.endOthers': 'Log out everywhere else',
  'sessions.ended': 'The session on {device} has ended.',
  'sessions.endedOthers':
    '{count, plural, =0 {You were not logged in anywhere else.} one {You are logged out on 1 other device.} other {You are logged out on # other devices.}}',
  'sessions.notFound': 'This session no longer exists.',
  'sessions.onlyThis': 'You are only logged in on this device.',

  'mail.data_export.subject': 'Your data from {siteName} is ready',
  'mail.data_export.preheader': 'Download it within 24 hours.',
  'mail.data_export.intro':
    'You asked for your data. The ZIP file is ready: download it within 24 hours with the button below. You need to be logged in to do so.',
  'mail.data_export.button': 'Download my data',
  'mail.data_export.after': 'Did you not ask for this? Change your password and log out everywhere else in Settings.',

  'mail.new_device.subject': 'New login to your {siteName} account',
  'mail.new_device.preheader': 'Logged in from {device} ({place}).',
  'mail.new_device.intro':
    'Someone just logged in to your account from a device or place we had not seen for you before: {device} ({place}). If this was you, there is nothing to do.',
  'mail.new_device.button': 'See where you are logged in',
  'mail.new_device.after': 'Was this not you? Log that session out in Settings and change your password at once.',
};
