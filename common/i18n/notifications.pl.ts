import type { notificationsNl } from './notifications.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the notifications module (member keys only; the staff console stays nl/en). */
export const notificationsPl: Record<Extract<keyof typeof notificationsNl, MemberMessageKey>, string> = {
  'nav.notifications': 'Powiadomienia',

  'notifications.title': 'Powiadomienia',
  'notifications.intro':
    'Wybierz, o czym mamy cię informować e-mailem lub powiadomieniem push. Zmiana zapisuje się od razu.',
  'notifications.listLabel': 'Rodzaje powiadomień',
  'notifications.channel.email': 'E-mail',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} e-mailem',
  'notifications.switch.push': '{category} jako powiadomienie push',
  'notifications.emailOnly': 'Tylko e-mailem',
  'notifications.marketingOff': 'Wyłączone, dopóki tego samodzielnie nie włączysz.',
  'notifications.saveFailed': 'Twoja zmiana nie została zapisana. Spróbuj ponownie.',
  'notifications.emailTo': 'E-maile trafiają na adres {email}.',
  'notifications.changeEmail': 'Zmień adres e-mail',
  'notifications.settingsText': 'Wybierz, jakie e-maile i powiadomienia push od nas dostajesz.',
  'notifications.settingsLink': 'Ustawienia powiadomień',

  'notifications.category.new_conversations': 'Nowe rozmowy',
  'notifications.category.new_conversations.description': 'Ktoś pisze do ciebie po raz pierwszy.',
  'notifications.category.new_conversations.topic': 'nowych rozmowach',
  'notifications.category.new_messages': 'Nowe wiadomości',
  'notifications.category.new_messages.description': 'Nowa wiadomość w rozmowie, gdy nie ma cię na stronie.',
  'notifications.category.new_messages.topic': 'nowych wiadomościach',
  'notifications.category.like': 'Lajki',
  'notifications.category.like.description': 'Ktoś cię polubił albo macie match.',
  'notifications.category.like.topic': 'nowych lajkach',
  'notifications.category.unread_message_reminders': 'Nieprzeczytane wiadomości',
  'notifications.category.unread_message_reminders.description':
    'Przypomnienie, gdy wiadomość po dobie nadal jest nieprzeczytana.',
  'notifications.category.unread_message_reminders.topic': 'nieprzeczytanych wiadomościach',
  'notifications.category.promotions': 'Oferty',
  'notifications.category.promotions.description': 'Zniżki i oferty na kredyty i Premium.',
  'notifications.category.promotions.topic': 'ofertach',
  'notifications.category.weekly_updates': 'Podsumowanie tygodnia',
  'notifications.category.weekly_updates.description': 'Raz w tygodniu nowe osoby w twojej okolicy.',
  'notifications.category.weekly_updates.topic': 'podsumowaniu tygodnia',
  'notifications.category.news': 'Nowości',
  'notifications.category.news.description': 'Nowe funkcje i wiadomości od {siteName}.',
  'notifications.category.news.topic': 'nowościach od {siteName}',
  'notifications.category.reminders': 'Przypomnienia',
  'notifications.category.reminders.description':
    'Gdy twój profil nie jest jeszcze gotowy albo oferta zaraz się kończy.',
  'notifications.category.reminders.topic': 'przypomnieniach',

  'notifications.alert.label': 'Twoje powiadomienia e-mail są wyłączone',
  'notifications.alert.bounce':
    'Nie mogliśmy dostarczyć naszych e-maili na adres {email}. Dlatego nie wysyłamy ci już powiadomień e-mailem.',
  'notifications.alert.fbl': 'Oznaczono e-mail od nas jako spam, więc nie wysyłamy ci już powiadomień e-mailem.',
  'notifications.alert.listunsubscribe': 'W swoim programie pocztowym wypisano cię z e-maili o {topics}.',
  'notifications.alert.listunsubscribeSome': 'W swoim programie pocztowym wypisano cię z części naszych e-maili.',
  'notifications.alert.reenable': 'Włącz powiadomienia ponownie',
  'notifications.alert.changeEmail': 'Zmień adres e-mail',
  'notifications.alert.reenabled': 'Znowu będziesz dostawać powiadomienia e-mailem.',

  'notifications.error.noChannel': 'Ten rodzaj wiadomości wysyłamy tylko e-mailem, nie jako powiadomienie push.',
  'notifications.error.badLink':
    'Ten link do wypisania się jest niepoprawny. Skopiuj cały link z e-maila albo zaloguj się i wybierz powiadomienia w zakładce Powiadomienia.',

  'unsubscribe.title': 'Wypisz się',
  'unsubscribe.question': 'Wypisać się z e-maili o {topic}?',
  'unsubscribe.explain':
    'Nie będziesz już dostawać e-maili od {siteName} o {topic}. Pozostałe powiadomienia się nie zmienią.',
  'unsubscribe.confirm': 'Wypisz się',
  'unsubscribe.done': 'Wypisano cię',
  'unsubscribe.doneText':
    'Nie będziesz już dostawać e-maili od {siteName} o {topic}. W każdej chwili możesz to ponownie włączyć.',
  'unsubscribe.manage': 'Przejdź do powiadomień',
  'unsubscribe.invalidTitle': 'Ten link do wypisania się nie działa',
  'unsubscribe.tooMany': 'Zbyt wiele żądań, poczekaj chwilę i spróbuj ponownie.',
  'notifications.device.title': 'Powiadomienia push na tym urządzeniu',
  'notifications.device.text':
    'Włącz, żeby dostawać na tym urządzeniu wybrane wyżej powiadomienia push, nawet gdy strona nie jest otwarta.',
  'notifications.device.blocked':
    'Twoja przeglądarka blokuje powiadomienia z tej strony. Zezwól na nie w ustawieniach przeglądarki (kłódka obok adresu) i wróć tutaj.',
  'notifications.device.unsupported':
    'Ta przeglądarka nie obsługuje powiadomień push. Na iPhonie zadziała, gdy dodasz stronę do ekranu początkowego.',
  'notifications.device.notAllowed':
    'Nie udzielono zgody, więc powiadomienia push na tym urządzeniu pozostaną wyłączone.',
  'notifications.device.label': 'Powiadomienia push na tym urządzeniu',
};
