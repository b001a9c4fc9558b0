import type { deletionNl } from './deletion.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the account deletion (member keys only; the staff console stays nl/en). */
export const deletionDe: Record<Extract<keyof typeof deletionNl, MemberMessageKey>, string> = {
  'deletion.title': 'Konto löschen',
  'deletion.intro':
    'Willst du wirklich gehen? Nach dem Löschen ist dein Konto sofort unsichtbar. Du kannst es noch {days} Tage lang mit dem Link wiederherstellen, den wir dir per E-Mail schicken; danach ist es endgültig.',
  'deletion.start': 'Konto löschen',
  'deletion.offer.title': 'Bleibst du doch? Du bekommst {percentage} % Rabatt',
  'deletion.offer.text': 'Nur für dich: {percentage} % Rabatt auf deinen nächsten Credit-Kauf, einmalig einlösbar.',
  'deletion.offer.claim': 'Ich bleibe, gib mir den Rabatt',
  'deletion.offer.code': 'Dein Rabattcode: {code}, gültig bis {until}. Gib ihn beim Kauf von Credits ein.',
  'deletion.offer.toCredits': 'Zu den Credits',
  'deletion.pause.title': 'Lieber eine Pause machen?',
  'deletion.pause.text':
    'Schalte dein Profil unsichtbar: Niemand findet dich in der Suche, aber dein Konto und deine Chats bleiben erhalten.',
  'deletion.pause.button': 'Eine Pause machen',
  'deletion.pause.done':
    'Du bist jetzt unsichtbar. Du kannst das in deinen Einstellungen jederzeit wieder ausschalten.',
  'deletion.decline': 'Nein, weiter mit dem Löschen',
  'deletion.reason': 'Warum gehst du? (optional)',
  'deletion.password': 'Dein Passwort',
  'deletion.confirm': 'Mein Konto löschen',
  'deletion.cancel': 'Abbrechen',
  'deletion.wrongPassword': 'Das Passwort ist nicht korrekt.',
  'deletion.reasonTooLong': 'Dein Grund darf höchstens {max} Zeichen lang sein.',
  'deletion.notPossible': 'Dieses Konto kann nicht gelöscht werden.',
  'deletion.noOffer': 'Gerade gibt es kein Angebot.',
  'deleted.meta.title': 'Konto gelöscht',
  'deleted.title': 'Dein Konto wurde gelöscht',
  'deleted.text':
    'Schade, dass du gehst! Dein Profil ist nicht mehr zu sehen. Du hast es dir anders überlegt? Mit dem Link in der E-Mail, die wir dir geschickt haben, stellst du dein Konto innerhalb von {days} Tagen wieder her. Danach löschen wir deine Daten endgültig.',
  'deleted.redirect':
    'In {seconds, plural, one {# Sekunde} other {# Sekunden}} leiten wir dich zu einer Partnerseite weiter.',
  'deleted.redirectNow': 'Jetzt weiter',
  'deleted.home': 'Zur Startseite',
  'auth.deletedReactivatable':
    'Dein Konto wurde gelöscht, aber du kannst es noch bis {until} mit dem Link aus unserer E-Mail wiederherstellen.',
  'auth.reactivationResend': 'Wiederherstellungslink erneut senden',
  'auth.reactivationSent': 'Wir haben dir den Wiederherstellungslink erneut geschickt.',
  'auth.reactivated': 'Dein Konto wurde wiederhergestellt. Logge dich ein, um weiterzumachen.',
  'auth.reactivationInvalid': 'Dieser Wiederherstellungslink ist ungültig oder abgelaufen.',
  'auth.tooManyReactivationMails':
    'Wir haben dir den Link heute schon ein paarmal geschickt. Schau in deinen Posteingang (und in den Spam-Ordner) oder versuch es morgen noch einmal.',
  'chat.deletedMember': 'gelöschtes Mitglied',
  'chat.messageDeleted': 'Nachricht gelöscht',
  'mail.account_deleted.subject': 'Dein Konto bei {siteName} wurde gelöscht',
  'mail.account_deleted.preheader': 'Doch anders überlegt? Bis {until} kannst du dein Konto wiederherstellen.',
  'mail.account_deleted.intro':
    'Du hast dein Konto bei {siteName} gelöscht. Dein Profil ist nicht mehr zu sehen. Du hast es dir anders überlegt? Mit dem Button unten stellst du dein Konto wieder her – mit Profil, Fotos, Chats und Credits –, und zwar bis {until}.',
  'mail.account_deleted.button': 'Mein Konto wiederherstellen',
  'mail.account_deleted.after':
    'Wenn du nichts tust, löschen wir deine Daten am {until} endgültig. Du hast dein Konto nicht selbst gelöscht? Dann stelle es wieder her und ändere dein Passwort.',
};
