import type { appealsNl } from './appeals.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the decisions and appeals (member side) (member keys only; the staff console stays nl/en). */
export const appealsDe: Record<Extract<keyof typeof appealsNl, MemberMessageKey>, string> = {
  'decision.inWords': '{what} ({ground})',
  'decision.kind.photo_removed': 'dein Foto wurde entfernt',
  'decision.kind.warning': 'du hast eine Verwarnung erhalten',
  'decision.kind.suspension': 'dein Konto wurde vorübergehend gesperrt',
  'decision.kind.ban': 'dein Konto wurde dauerhaft gesperrt',
  'decision.ground.rules': 'Verstoß gegen die Hausregeln',
  'appeal.title': 'Widerspruch einlegen',
  'appeal.decisionTitle': 'Unsere Entscheidung',
  'appeal.decidedOn': 'Entschieden am {date}',
  'appeal.endsOn': 'Gilt bis {date}',
  'appeal.byPerson': 'Ein Teammitglied hat das entschieden, kein Computer.',
  'appeal.explain':
    'Du findest, dass wir einen Fehler gemacht haben? Erklär uns, warum. Ein anderes Teammitglied als das, das die Entscheidung getroffen hat, prüft deinen Widerspruch, und du erfährst das Ergebnis per E-Mail. Du kannst einmal gegen diese Entscheidung Widerspruch einlegen, bis einschließlich {date}.',
  'appeal.textLabel': 'Warum ist die Entscheidung nicht richtig?',
  'appeal.textHelp': 'Mindestens {min} und höchstens {max} Zeichen.',
  'appeal.submit': 'Widerspruch einreichen',
  'appeal.sent':
    'Wir haben deinen Widerspruch erhalten. Du bekommst eine Bestätigung per E-Mail und erfährst das Ergebnis so schnell wie möglich.',
  'appeal.yours': 'Dein Widerspruch',
  'appeal.sentOn': 'Eingereicht am {date}',
  'appeal.status.open': 'Ein Teammitglied prüft deinen Widerspruch. Du erfährst das Ergebnis per E-Mail.',
  'appeal.status.granted': 'Du hast recht bekommen: Wir haben die Entscheidung rückgängig gemacht.',
  'appeal.status.denied': 'Die Entscheidung bleibt bestehen.',
  'appeal.reversed': 'Diese Entscheidung wurde rückgängig gemacht.',
  'appeal.outside':
    'Du bist mit dem Ergebnis nicht einverstanden? Dann kannst du dich an eine anerkannte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
  'appeal.invalidTitle': 'Dieser Link funktioniert nicht',
  'appeal.linkInvalid':
    'Dieser Link stimmt nicht. Verwende den Link aus der E-Mail, die wir dir geschickt haben, oder schreib unserem Kundenservice.',
  'appeal.textLength': 'Schreib mindestens {min} und höchstens {max} Zeichen.',
  'appeal.exists':
    'Du hast bereits Widerspruch gegen diese Entscheidung eingelegt. Du erfährst das Ergebnis per E-Mail.',
  'appeal.tooLate': 'Die Frist für einen Widerspruch (sechs Monate) ist abgelaufen.',
  'appeal.reversedAlready':
    'Diese Entscheidung wurde bereits rückgängig gemacht; ein Widerspruch ist nicht mehr nötig.',
  'mail.restriction.objectionByMail':
    'Du bist nicht einverstanden? Dann schick uns innerhalb von sechs Monaten deine Begründung an {supportEmail}. Ein anderes Teammitglied als das, das die Entscheidung getroffen hat, prüft deinen Widerspruch, und du erfährst das Ergebnis per E-Mail. Du kannst dich auch an eine anerkannte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
  'mail.restriction.appealLink': 'Widerspruch einlegen',
  'mail.restriction.detectedByStaff':
    'Eine automatische Prüfung hat dieses Foto als möglichen Verstoß gegen die Hausregeln markiert; die Entscheidung selbst hat ein Teammitglied getroffen, nicht automatisch.',
  'mail.restriction.byStaff': 'Diese Entscheidung hat ein Teammitglied getroffen, nicht automatisch.',
  'mail.account_held.subject': 'Dein Konto bei {siteName} ist vorübergehend gesperrt',
  'mail.account_held.preheader': 'Wir prüfen dein Konto; so legst du Widerspruch ein.',
  'mail.account_held.intro':
    'Wir haben ein Foto von dir abgelehnt, weil die Person darauf minderjährig wirkt. {siteName} ist nur für Erwachsene.',
  'mail.account_held.decision':
    'Deshalb ist dein Konto gesperrt, bis ein Teammitglied es geprüft hat, spätestens bis {until}. So lange kannst du dich nicht einloggen und niemand sieht dein Profil. Du bist 18 Jahre oder älter? Dann lass es uns mit einem Widerspruch wissen.',
  'mail.account_held.button': 'Hausregeln lesen',
  'mail.appeal_link.subject': 'Dein Link für einen Widerspruch bei {siteName}',
  'mail.appeal_link.preheader': 'So legst du Widerspruch gegen unsere Entscheidung ein.',
  'mail.appeal_link.intro':
    'Du hast den Link angefordert, um Widerspruch gegen unsere Entscheidung einzulegen: {decision}.',
  'mail.appeal_link.button': 'Widerspruch einlegen',
  'mail.appeal_link.after': 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren.',
  'appeal.requestTitle': 'Keinen Link zur Hand?',
  'appeal.requestIntro':
    'Ist dein Konto vorübergehend oder dauerhaft gesperrt? Gib deine E-Mail-Adresse ein; wir schicken dir den Link für deinen Widerspruch erneut.',
  'appeal.requestEmail': 'E-Mail-Adresse',
  'appeal.requestSubmit': 'Link zusenden',
  'appeal.requestSent':
    'Gehört zu dieser Adresse ein gesperrtes Konto, schicken wir dir den Link innerhalb weniger Minuten. Schau auch in deinem Spam-Ordner nach.',
  'appeal.fromLogin': 'Widerspruch einlegen',
  'mail.text_removed.subject': 'Dein Profiltext auf {siteName} wurde entfernt',
  'mail.text_removed.preheader': 'Was wir entschieden haben, warum, und wie du widersprechen kannst.',
  'mail.text_removed.intro':
    'Ein anderes Mitglied hat dein Profil gemeldet, und unser Team hat es geprüft. Es ging um: {category}. Dein Profiltext wurde deshalb entfernt; der Rest deines Profils bleibt, wie er ist. Du kannst einen neuen Text schreiben, der zu den Hausregeln passt.',
  'mail.text_removed.button': 'Zu deinem Profil',
  'decision.kind.text_removed': 'dein Profiltext wurde entfernt',
  'mail.appeal_received.subject': 'Dein Widerspruch bei {siteName} ist eingegangen',
  'mail.appeal_received.preheader': 'Ein anderes Teammitglied prüft die Entscheidung erneut.',
  'mail.appeal_received.intro':
    'Du hast Widerspruch gegen unsere Entscheidung eingelegt: {decision}. Ein anderes Teammitglied als das, das die Entscheidung getroffen hat, prüft deinen Widerspruch.',
  'mail.appeal_received.after': 'Du erfährst das Ergebnis per E-Mail, meist innerhalb weniger Tage.',
  'mail.appeal_received.button': 'Zu {siteName}',
  'mail.appeal_decided.subject': 'Das Ergebnis deines Widerspruchs bei {siteName}',
  'mail.appeal_decided.preheader': 'Ein anderes Teammitglied hat die Entscheidung erneut geprüft.',
  'mail.appeal_decided.intro':
    'Du hast Widerspruch gegen unsere Entscheidung eingelegt: {decision}. Ein anderes Teammitglied hat sie erneut geprüft.',
  'mail.appeal_decided.granted':
    'Du hast recht bekommen: Wir haben die Entscheidung rückgängig gemacht, und alle ihre Folgen wurden aufgehoben.',
  'mail.appeal_decided.denied': 'Die Entscheidung bleibt bestehen: Sie entspricht unseren Hausregeln.',
  'mail.appeal_decided.note': 'Erläuterung: {note}',
  'mail.appeal_decided.further':
    'Du bist damit nicht einverstanden? Dann kannst du dich an eine anerkannte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
  'mail.appeal_decided.button': 'Zu {siteName}',
  'mail.report_reversed.subject': 'Neuigkeiten zu deiner Meldung bei {siteName}',
  'mail.report_reversed.preheader': 'Eine Maßnahme nach deiner Meldung wurde rückgängig gemacht.',
  'mail.report_reversed.intro':
    'Du hast früher ein anderes Mitglied gemeldet ({category}), und daraufhin hatten wir Maßnahmen ergriffen.',
  'mail.report_reversed.after':
    'Das andere Mitglied hat dagegen Widerspruch eingelegt, und nach einer erneuten Prüfung durch ein anderes Teammitglied haben wir die Maßnahme rückgängig gemacht. Mehr können wir dazu nicht sagen. Fällt dir wieder etwas auf, das nicht stimmt, melde es gern.',
  'mail.report_reversed.button': 'Zu {siteName}',
  'mail.message_removed.subject': 'Eine Nachricht von dir auf {siteName} wurde entfernt',
  'mail.message_removed.preheader': 'Was wir entschieden haben, warum, und wie du widersprechen kannst.',
  'mail.message_removed.intro':
    'Ein anderes Mitglied hat einen Chat mit dir gemeldet, und unser Team hat ihn geprüft. Es ging um: {category}. Eine Nachricht von dir in diesem Chat wurde deshalb entfernt; beide Mitglieder sehen jetzt, dass ein Moderator sie entfernt hat. Dein Konto bleibt, wie es ist.',
  'mail.message_removed.button': 'Zu deinen Nachrichten',
  'decision.kind.message_removed': 'eine Nachricht von dir wurde entfernt',
  'chat.messageRemoved': 'von einem Moderator entfernt',
};
