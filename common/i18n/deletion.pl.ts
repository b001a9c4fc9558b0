import type { deletionNl } from './deletion.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the deletion module (member keys only; the staff console stays nl/en). */
export const deletionPl: Record<Extract<keyof typeof deletionNl, MemberMessageKey>, string> = {
  'deletion.title': 'Usuń konto',
  'deletion.intro':
    'Na pewno chcesz odejść? Po usunięciu twoje konto od razu znika z widoku. Przez {days} dni możesz je przywrócić linkiem, który wyślemy ci e-mailem; potem usunięcie jest ostateczne.',
  'deletion.start': 'Usuń konto',
  'deletion.offer.title': 'Jednak zostajesz? Dostaniesz {percentage}% zniżki',
  'deletion.offer.text':
    'Specjalnie dla ciebie: {percentage}% zniżki na kolejny zakup kredytów, do jednorazowego użycia.',
  'deletion.offer.claim': 'Zostaję, poproszę zniżkę',
  'deletion.offer.code': 'Twój kod rabatowy: {code}, ważny do {until}. Wpisz go przy zakupie kredytów.',
  'deletion.offer.toCredits': 'Do kredytów',
  'deletion.pause.title': 'Może przerwa?',
  'deletion.pause.text':
    'Ukryj swój profil: nikt cię nie znajdzie w wyszukiwarce, ale konto i rozmowy zostaną zachowane.',
  'deletion.pause.button': 'Zrób sobie przerwę',
  'deletion.pause.done': 'Twój profil jest teraz niewidoczny. W każdej chwili możesz to wyłączyć w ustawieniach.',
  'deletion.decline': 'Nie, usuwam dalej',
  'deletion.reason': 'Dlaczego odchodzisz? (opcjonalnie)',
  'deletion.password': 'Twoje hasło',
  'deletion.confirm': 'Usuń moje konto',
  'deletion.cancel': 'Anuluj',
  'deletion.wrongPassword': 'Hasło jest nieprawidłowe.',
  'deletion.reasonTooLong': 'Powód może mieć najwyżej {max} znaków.',
  'deletion.notPossible': 'Tego konta nie można usunąć.',
  'deletion.noOffer': 'W tej chwili nie ma żadnej oferty.',

  'deleted.meta.title': 'Konto usunięte',
  'deleted.title': 'Twoje konto zostało usunięte',
  'deleted.text':
    'Szkoda, że odchodzisz! Twojego profilu nie można już zobaczyć. Zmiana zdania? Link z e-maila, który ci wysłaliśmy, przywróci konto w ciągu {days} dni. Potem trwale usuniemy twoje dane.',
  'deleted.redirect':
    'Za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}} przeniesiemy cię na stronę partnerską.',
  'deleted.redirectNow': 'Przejdź teraz',
  'deleted.home': 'Na stronę główną',

  'auth.deletedReactivatable':
    'Twoje konto zostało usunięte, ale do {until} możesz je jeszcze przywrócić linkiem z naszego e-maila.',
  'auth.reactivationResend': 'Wyślij link przywracający ponownie',
  'auth.reactivationSent': 'Ponownie wysłaliśmy ci link do przywrócenia konta.',
  'auth.reactivated': 'Twoje konto zostało przywrócone. Zaloguj się, żeby kontynuować.',
  'auth.reactivationInvalid': 'Ten link do przywrócenia konta jest nieprawidłowy lub wygasł.',
  'auth.tooManyReactivationMails':
    'Wysłaliśmy ci już dziś link kilka razy. Sprawdź skrzynkę (i spam) albo spróbuj jutro.',

  'chat.deletedMember': 'usunięty użytkownik',
  'chat.messageDeleted': 'wiadomość usunięta',

  'mail.account_deleted.subject': 'Twoje konto na {siteName} zostało usunięte',
  'mail.account_deleted.preheader': 'Żałujesz? Do {until} możesz przywrócić konto.',
  'mail.account_deleted.intro':
    'Twoje konto na {siteName} zostało usunięte. Twojego profilu nie można już zobaczyć. Zmiana zdania? Przycisk poniżej przywróci konto razem z profilem, zdjęciami, rozmowami i kredytami, do {until}.',
  'mail.account_deleted.button': 'Przywróć moje konto',
  'mail.account_deleted.after':
    'Jeśli nic nie zrobisz, {until} trwale usuniemy twoje dane. Konto usunął ktoś inny? Przywróć je i zmień hasło.',
};
