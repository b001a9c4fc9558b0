import type { notificationsNl } from './notifications.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the notification settings and unsubscribe (member keys only; the staff console stays nl/en). */
export const notificationsDe: Record<Extract<keyof typeof notificationsNl, MemberMessageKey>, string> = {
  'nav.notifications': 'Benachrichtigungen',
  'notifications.title': 'Benachrichtigungen',
  'notifications.intro':
    'Wähle, worüber wir dir eine E-Mail oder eine Push-Benachrichtigung schicken. Jede Änderung wird sofort gespeichert.',
  'notifications.listLabel': 'Arten von Benachrichtigungen',
  'notifications.channel.email': 'E-Mail',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} per E-Mail',
  'notifications.switch.push': '{category} als Push-Benachrichtigung',
  'notifications.emailOnly': 'Nur per E-Mail',
  'notifications.marketingOff': 'Aus, bis du es selbst einschaltest.',
  'notifications.saveFailed': 'Deine Änderung wurde nicht gespeichert. Versuch es noch einmal.',
  'notifications.emailTo': 'E-Mails gehen an {email}.',
  'notifications.changeEmail': 'E-Mail-Adresse ändern',
  'notifications.settingsText': 'Wähle, welche E-Mails und Push-Benachrichtigungen du von uns bekommst.',
  'notifications.settingsLink': 'Benachrichtigungen einstellen',
  'notifications.category.new_conversations': 'Neue Chats',
  'notifications.category.new_conversations.description': 'Jemand schreibt dir zum ersten Mal.',
  'notifications.category.new_conversations.topic': 'neue Chats',
  'notifications.category.new_messages': 'Neue Nachrichten',
  'notifications.category.new_messages.description':
    'Eine neue Nachricht in einem Chat, während du nicht auf der Website bist.',
  'notifications.category.new_messages.topic': 'neue Nachrichten',
  'notifications.category.like': 'Likes',
  'notifications.category.like.description': 'Jemand mag dich, oder ihr habt ein Match.',
  'notifications.category.like.topic': 'neue Likes',
  'notifications.category.unread_message_reminders': 'Ungelesene Nachrichten',
  'notifications.category.unread_message_reminders.description':
    'Eine Erinnerung, wenn eine Nachricht nach einem Tag noch ungelesen ist.',
  'notifications.category.unread_message_reminders.topic': 'ungelesene Nachrichten',
  'notifications.category.promotions': 'Angebote',
  'notifications.category.promotions.description': 'Rabatte und Aktionen für Credits und Premium.',
  'notifications.category.promotions.topic': 'Angebote',
  'notifications.category.weekly_updates': 'Wöchentliches Update',
  'notifications.category.weekly_updates.description': 'Einmal pro Woche die neuen Mitglieder in deiner Nähe.',
  'notifications.category.weekly_updates.topic': 'das wöchentliche Update',
  'notifications.category.news': 'Neuigkeiten',
  'notifications.category.news.description': 'Neue Funktionen und Neuigkeiten von {siteName}.',
  'notifications.category.news.topic': 'Neuigkeiten von {siteName}',
  'notifications.category.reminders': 'Erinnerungen',
  'notifications.category.reminders.description':
    'Wenn dein Profil noch nicht fertig ist oder ein Angebot bald abläuft.',
  'notifications.category.reminders.topic': 'Erinnerungen',
  'notifications.alert.label': 'Deine E-Mail-Benachrichtigungen sind aus',
  'notifications.alert.bounce':
    'Wir konnten unsere E-Mails nicht an {email} zustellen. Deshalb schicken wir dir keine Benachrichtigungen per E-Mail mehr.',
  'notifications.alert.fbl':
    'Du hast eine E-Mail von uns als Spam markiert, deshalb schicken wir dir keine Benachrichtigungen per E-Mail mehr.',
  'notifications.alert.listunsubscribe': 'Du hast dich über dein E-Mail-Programm von E-Mails über {topics} abgemeldet.',
  'notifications.alert.listunsubscribeSome':
    'Du hast dich über dein E-Mail-Programm von einem Teil unserer E-Mails abgemeldet.',
  'notifications.alert.reenable': 'Benachrichtigungen wieder einschalten',
  'notifications.alert.changeEmail': 'E-Mail-Adresse ändern',
  'notifications.alert.reenabled': 'Du bekommst wieder Benachrichtigungen per E-Mail.',
  'notifications.error.noChannel':
    'Diese Art von Nachricht schicken wir nur per E-Mail, nicht als Push-Benachrichtigung.',
  'notifications.error.badLink':
    'Dieser Abmeldelink stimmt nicht. Kopiere den ganzen Link aus der E-Mail oder logge dich ein und wähle deine Benachrichtigungen unter Benachrichtigungen.',
  'unsubscribe.title': 'Abmelden',
  'unsubscribe.question': 'Von E-Mails über {topic} abmelden?',
  'unsubscribe.explain':
    'Du bekommst dann keine E-Mails mehr von {siteName} über {topic}. Deine anderen Benachrichtigungen bleiben, wie sie sind.',
  'unsubscribe.confirm': 'Abmelden',
  'unsubscribe.done': 'Du bist abgemeldet',
  'unsubscribe.doneText':
    'Du bekommst keine E-Mails mehr von {siteName} über {topic}. Du kannst das jederzeit wieder einschalten.',
  'unsubscribe.manage': 'Zu deinen Benachrichtigungen',
  'unsubscribe.invalidTitle': 'Dieser Abmeldelink funktioniert nicht',
  'unsubscribe.tooMany': 'Zu viele Anfragen, warte kurz und versuch es noch einmal.',
  'notifications.device.title': 'Push-Benachrichtigungen auf diesem Gerät',
  'notifications.device.text':
    'Schalte das ein, um die oben gewählten Push-Benachrichtigungen auf diesem Gerät zu bekommen, auch wenn die Website nicht geöffnet ist.',
  'notifications.device.blocked':
    'Dein Browser blockiert Benachrichtigungen dieser Website. Erlaube Benachrichtigungen in den Einstellungen deines Browsers (das Schloss neben der Adresse) und komm dann zurück.',
  'notifications.device.unsupported':
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf einem iPhone funktioniert es, wenn du die Website zuerst zu deinem Home-Bildschirm hinzufügst.',
  'notifications.device.notAllowed':
    'Du hast keine Erlaubnis gegeben, deshalb bleiben Push-Benachrichtigungen auf diesem Gerät aus.',
  'notifications.device.label': 'Push-Benachrichtigungen auf diesem Gerät',
};
