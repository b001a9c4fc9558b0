import type { mailNl } from './mail.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the e-mails to members (member keys only; the staff console stays nl/en). */
export const mailDe: Record<Extract<keyof typeof mailNl, MemberMessageKey>, string> = {
  'mail.common.greeting': 'Hallo {name},',
  'mail.common.linkFallback':
    'Der Button funktioniert nicht? Dann kopiere diesen Link und füge ihn in deinen Browser ein:',
  'mail.common.notYou': 'Das warst nicht du? Dann kannst du diese E-Mail einfach ignorieren.',
  'mail.common.signoff': 'Liebe Grüße',
  'mail.common.team': 'Dein {siteName}-Team',
  'mail.common.help': 'Fragen? Schreib uns an {supportEmail}.',
  'mail.common.reason': 'Du erhältst diese E-Mail, weil du dich bei {domain} registriert hast.',
  'mail.activation.subject': 'Bestätige deine E-Mail-Adresse für {siteName}',
  'mail.activation.preheader': 'Nur noch ein Klick und dein Konto bei {siteName} ist aktiv.',
  'mail.activation.intro':
    'Schön, dass du dich bei {siteName} angemeldet hast! Bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren. Danach kannst du sofort Mitglieder suchen, liken und chatten.',
  'mail.activation.button': 'Mein Konto aktivieren',
  'mail.password_reset.subject': 'Neues Passwort für {siteName} festlegen',
  'mail.password_reset.preheader': 'Mit diesem Link legst du ein neues Passwort fest.',
  'mail.password_reset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei {siteName} zurückzusetzen. Klicke auf den Button, um ein neues Passwort zu wählen.',
  'mail.password_reset.validity':
    'Der Link ist {validMinutes, plural, one {# Minute} other {# Minuten}} gültig und funktioniert nur einmal.',
  'mail.password_reset.button': 'Neues Passwort festlegen',
  'mail.password_reset.notYou':
    'Du hast kein neues Passwort angefordert? Dann musst du nichts tun: Dein aktuelles Passwort funktioniert weiterhin.',
  'mail.email_change.subject': 'Bestätige deine neue E-Mail-Adresse für {siteName}',
  'mail.email_change.preheader': 'Bestätige, dass {newEmail} deine neue E-Mail-Adresse ist.',
  'mail.email_change.intro':
    'Du möchtest die E-Mail-Adresse deines Kontos bei {siteName} in {newEmail} ändern. Klicke auf den Button, um die neue Adresse zu bestätigen. Bis dahin bleibt deine alte Adresse aktiv.',
  'mail.email_change.button': 'Meine neue E-Mail-Adresse bestätigen',
  'mail.directdebit_code.subject': 'Dein Code für die Lastschrift bei {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Gib diesen Code im Lastschriftformular ein.',
  'mail.directdebit_code.intro':
    'Dein Code für die Zahlung per Lastschrift lautet {code}. Gib ihn im Formular ein, um deine Bestellung zu bestätigen.',
  'mail.directdebit_code.button': 'Zum Lastschriftformular',
  'mail.directdebit_code.validity': 'Der Code ist {validMinutes} Minuten gültig.',
  'mail.directdebit_code.notYou':
    'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren; es wird nichts abgebucht.',
  'mail.welcome.subject': 'Willkommen bei {siteName}!',
  'mail.welcome.preheader': 'Dein Konto ist aktiv. Zeit, Leute kennenzulernen!',
  'mail.welcome.intro':
    'Dein Konto bei {siteName} ist aktiv! Mit diesen drei Schritten fällst du mehr auf und kommst schneller in Kontakt:',
  'mail.welcome.button': 'Zu {siteName}',
  'mail.warning.subject': 'Eine Verwarnung von {siteName}',
  'mail.warning.preheader': 'Wir haben eine Meldung über dich erhalten und geprüft.',
  'mail.warning.intro':
    'Ein anderes Mitglied hat dich gemeldet, und unser Team hat die Meldung geprüft. Es ging um: {category}. Das verstößt gegen die Hausregeln von {siteName}. Betrachte dies als Verwarnung: Lies die Regeln bitte noch einmal und halte dich daran.',
  'mail.warning.button': 'Hausregeln lesen',
  'mail.warning.after':
    'Erhalten wir erneut eine solche Meldung, können wir dein Konto sperren – vorübergehend oder dauerhaft.',
  'mail.account_suspended.subject': 'Dein Konto bei {siteName} ist bis {until} gesperrt',
  'mail.account_suspended.preheader': 'Was wir entschieden haben, warum, und wie du widersprechen kannst.',
  'mail.account_suspended.intro':
    'Ein anderes Mitglied hat dich gemeldet, und unser Team hat die Meldung geprüft. Es ging um: {category}. Das verstößt gegen die Hausregeln von {siteName}.',
  'mail.account_suspended.decision':
    'Deshalb ist dein Konto bis {until} gesperrt. Bis dahin kannst du dich nicht einloggen und niemand sieht dein Profil; danach kannst du dich wieder ganz normal einloggen. Deine Chats und Credits bleiben erhalten.',
  'mail.account_suspended.button': 'Hausregeln lesen',
  'mail.account_banned.subject': 'Dein Konto bei {siteName} wurde dauerhaft gesperrt',
  'mail.account_banned.preheader': 'Was wir entschieden haben, warum, und wie du widersprechen kannst.',
  'mail.account_banned.intro':
    'Ein anderes Mitglied hat dich gemeldet, und unser Team hat die Meldung geprüft. Es ging um: {category}. Das verstößt gegen die Hausregeln von {siteName}.',
  'mail.account_banned.decision':
    'Deshalb wurde dein Konto gesperrt: Du kannst dich nicht mehr einloggen und niemand sieht dein Profil. Die Sperre gilt, bis ein Teammitglied sie aufhebt.',
  'mail.account_banned.button': 'Hausregeln lesen',
  'mail.restriction.byPerson':
    'Diese Entscheidung hat ein Teammitglied getroffen, das die Meldung geprüft hat – nicht automatisch.',
  'mail.restriction.objection':
    'Du bist nicht einverstanden? Dann lege innerhalb von sechs Monaten Widerspruch ein; dafür musst du nicht eingeloggt sein. Ein anderes Teammitglied als das, das die Entscheidung getroffen hat, prüft deinen Widerspruch, und du erfährst das Ergebnis per E-Mail. Du kannst dich auch an eine anerkannte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
  'mail.report_handled.subject': 'Deine Meldung bei {siteName} wurde bearbeitet',
  'mail.report_handled.preheader': 'Danke, dass du uns Bescheid gegeben hast.',
  'mail.report_handled.intro':
    'Du hast ein anderes Mitglied gemeldet ({category}). Unser Team hat deine Meldung geprüft.',
  'mail.report_handled.actioned':
    'Wir haben auf Grundlage unserer Hausregeln Maßnahmen ergriffen. Welche genau, teilen wir nicht mit: Das betrifft nur das andere Mitglied.',
  'mail.report_handled.dismissed':
    'Wir haben keinen Verstoß gegen unsere Hausregeln festgestellt und ergreifen daher keine Maßnahmen. Fällt dir wieder etwas auf, das nicht stimmt, melde es gern erneut.',
  'mail.report_handled.after': 'Du möchtest das andere Mitglied nicht mehr sehen? Dann blockiere es über sein Profil.',
  'mail.report_handled.button': 'Zu {siteName}',
  'mail.common.unsubscribe': 'Diese E-Mails abbestellen',
  'mail.common.preferences': 'Benachrichtigungen einstellen',
  'mail.common.photoAlt': 'Foto von {name}',
  'mail.common.age': '{age} Jahre',
  'mail.common.viewProfile': 'Profil ansehen',
  'mail.common.privacy': 'Zum Schutz deiner Privatsphäre steht der Inhalt von Nachrichten nie in unseren E-Mails.',
  'mail.new_conversation.subject': 'Jemand hat dir auf {siteName} geschrieben',
  'mail.new_conversation.preheader': 'Ein neuer Chat wartet auf dich.',
  'mail.new_conversation.intro':
    '{senderName} hat einen Chat mit dir begonnen. Neugierig, was drinsteht? Lies die Nachricht auf {siteName} und antworte.',
  'mail.new_conversation.button': 'Nachricht lesen',
  'mail.new_conversation.reason': 'Du erhältst diese E-Mail, weil du Benachrichtigungen für neue Chats aktiviert hast.',
  'mail.new_messages.subject': '{count, plural, one {Eine neue Nachricht} other {# neue Nachrichten}} auf {siteName}',
  'mail.new_messages.preheader': '{count, plural, one {# neue Nachricht} other {# neue Nachrichten}} von {senderName}',
  'mail.new_messages.intro':
    'Du hast {count, plural, one {# neue Nachricht} other {# neue Nachrichten}} von {senderName}. Lies {count, plural, one {sie} other {sie}} auf {siteName} und melde dich bald zurück.',
  'mail.new_messages.button': '{count, plural, one {Nachricht lesen} other {Nachrichten lesen}}',
  'mail.new_messages.reason':
    'Du erhältst diese E-Mail, weil du Benachrichtigungen für neue Nachrichten aktiviert hast.',
  'mail.like.subject': 'Jemand mag dich auf {siteName}',
  'mail.like.preheader': '{likerName} hat dich geliked.',
  'mail.like.intro':
    '{likerName} mag dich! Sieh dir das Profil an: Gefällt dir {likerName} auch, dann like zurück und ihr habt ein Match.',
  'mail.like.button': 'Ansehen, wer dich mag',
  'mail.like.reason': 'Du erhältst diese E-Mail, weil du Benachrichtigungen für Likes aktiviert hast.',
  'mail.unread_reminder.subject':
    'Du hast {unreadCount, plural, one {eine ungelesene Nachricht} other {# ungelesene Nachrichten}} auf {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {Eine Nachricht wartet} other {# Nachrichten warten}} noch auf dich.',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {# ungelesene Nachricht wartet} other {# ungelesene Nachrichten warten}} noch auf dich, von {senders}. Lass sie nicht zu lange warten!',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {# ungelesene Nachricht wartet} other {# ungelesene Nachrichten warten}} noch auf dich. Lass sie nicht zu lange warten!',
  'mail.unread_reminder.others': '{count, plural, one {# weiteren Person} other {# weiteren Personen}}',
  'mail.unread_reminder.button': 'Nachrichten lesen',
  'mail.unread_reminder.reason':
    'Du erhältst diese E-Mail, weil du Erinnerungen an ungelesene Nachrichten aktiviert hast.',
  'mail.weekly_update.subject': 'Dein wöchentliches Update von {siteName}',
  'mail.weekly_update.preheader': 'Mitglieder, die dir diese Woche gefallen könnten.',
  'mail.weekly_update.intro':
    'Hier sind ein paar Mitglieder, die dir diese Woche gefallen könnten. Ist jemand dabei? Schick ein Like oder eine Nachricht!',
  'mail.weekly_update.introEmpty':
    'Schau diese Woche mal wieder auf {siteName} vorbei: Bestimmt gibt es Mitglieder, die dir gefallen.',
  'mail.weekly_update.button': 'Mehr Mitglieder ansehen',
  'mail.weekly_update.reason': 'Du erhältst diese E-Mail, weil du das wöchentliche Update aktiviert hast.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'Du bekommst diese E-Mail, weil du Angebote von {siteName} eingeschaltet hast.',
  'mail.campaign.reason.news': 'Du bekommst diese E-Mail, weil du Neuigkeiten von {siteName} eingeschaltet hast.',
  'mail.campaign.reason.reminders': 'Du bekommst diese E-Mail, weil du Erinnerungen von {siteName} eingeschaltet hast.',
  'mail.welcome.step1': 'Lade ein gutes Foto von dir in dein Profil hoch.',
  'mail.welcome.step2': 'Erzähl in ein paar Worten, wer du bist und was du suchst.',
  'mail.welcome.step3': 'Such Mitglieder in deiner Nähe, like sie und schick eine Nachricht.',
  'mail.directdebit_code.codeLabel': 'Dein Code',
  'mail.receipt.subject': 'Dein Zahlungsbeleg von {siteName} (Bestellung {orderId})',
  'mail.receipt.preheader': '{description} für {amount}: Danke für deinen Kauf.',
  'mail.receipt.intro':
    'Danke für deinen Kauf! Deine Zahlung ist eingegangen und {credits, plural, one {# Credit wurde} other {# Credits wurden}} deinem Konto gutgeschrieben.',
  'mail.receipt.order': 'Bestellnummer',
  'mail.receipt.date': 'Datum',
  'mail.receipt.product': 'Produkt',
  'mail.receipt.total': 'Gesamt',
  'mail.receipt.vat': 'davon MwSt. {vatRate}: {vatAmount}',
  'mail.receipt.button': 'Deine Bestellungen ansehen',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {Eine Bestellung kann nach der Zahlung nicht storniert werden.} one {Du bereust deinen Kauf? Innerhalb von # Tag nach dem Kauf kannst du dein Geld für die Credits zurückverlangen, die du noch nicht verwendet hast. Schreib uns dazu an {supportEmail} und nenne deine Bestellnummer.} other {Du bereust deinen Kauf? Innerhalb von # Tagen nach dem Kauf kannst du dein Geld für die Credits zurückverlangen, die du noch nicht verwendet hast. Schreib uns dazu an {supportEmail} und nenne deine Bestellnummer.}}',
  'mail.receipt.after': 'Bewahre diese E-Mail als Nachweis deiner Zahlung auf.',
};
