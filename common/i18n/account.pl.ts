import type { accountNl } from './account.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the account pages (member keys only; the staff console stays nl/en). */
export const accountPl: Record<Extract<keyof typeof accountNl, MemberMessageKey>, string> = {
  'account.field.email': 'Adres e-mail',
  'account.field.password': 'Hasło',
  'account.field.oldPassword': 'Obecne hasło',
  'account.field.newPassword': 'Nowe hasło',
  'account.field.passwordRepeat': 'Powtórz nowe hasło',
  'account.field.passwordHint': 'Co najmniej {min} znaków.',
  'account.password.show': 'Pokaż hasło',
  'account.submitting': 'Chwileczkę…',
  'account.required.email': 'Podaj swój adres e-mail.',
  'account.required.password': 'Podaj swoje hasło.',
  'account.required.oldPassword': 'Podaj obecne hasło.',
  'account.required.passwordRepeat': 'Powtórz nowe hasło.',
  'account.backToLogin': 'Wróć do logowania',
  'account.continue': 'Dalej',

  'account.login.title': 'Zaloguj się',
  'account.login.intro': 'Miło cię znowu widzieć! Zaloguj się, żeby kontynuować.',
  'account.login.submit': 'Zaloguj się',
  'account.login.forgot': 'Nie pamiętasz hasła?',
  'account.login.noAccount': 'Nie masz jeszcze konta?',
  'account.login.signup': 'Zarejestruj się za darmo',

  'account.reset.title': 'Nie pamiętasz hasła',
  'account.reset.intro': 'Podaj adres e-mail swojego konta. Wyślemy ci e-mail z linkiem do ustawienia nowego hasła.',
  'account.reset.submit': 'Wyślij mi link',
  'account.reset.sent':
    'Wysłaliśmy na adres {email} e-mail z linkiem do zresetowania hasła. Link jest ważny przez godzinę.',
  'account.reset.spamHint': 'Nic nie doszło? Sprawdź też folder spam.',
  'account.reset.otherAddress': 'Spróbuj z innym adresem e-mail',

  'account.resetDo.title': 'Ustaw nowe hasło',
  'account.resetDo.intro': 'Wybierz nowe hasło do swojego konta.',
  'account.resetDo.submit': 'Zapisz hasło',
  'account.resetDo.done': 'Hasło zostało zmienione i nastąpiło zalogowanie. Przenosimy cię dalej…',
  'account.resetDo.requestNew': 'Poproś o nowy e-mail',

  'account.mailChange.title': 'Potwierdź nowy adres e-mail',
  'account.mailChange.checking': 'Potwierdzamy twój nowy adres e-mail…',
  'account.mailChange.done': 'Twój adres e-mail został zmieniony na {email}.',
  'account.mailChange.toSettings': 'Przejdź do ustawień',
  'account.mailChange.login': 'Zaloguj się nowym adresem',
  'account.mailChange.retry': 'Spróbuj ponownie',

  'account.activateDone.title': 'Twoje konto jest aktywne!',
  'account.activateDone.text':
    'Twój profil jest teraz widoczny dla innych, a wiadomości do ciebie będą od teraz dostarczane.',
  'account.activateDone.profileHint': 'Na profil ze zdjęciem i fajnym opisem ludzie odpisują znacznie częściej.',
  'account.activateDone.profile': 'Uzupełnij profil',
  'account.activateDone.members': 'Szukaj osób',
  'account.activateError.text':
    'Link aktywacyjny wygasł, został już użyty albo nie został skopiowany w całości. Skontaktuj się z naszym biurem obsługi klienta, a pomożemy.',
  'account.activateError.support': 'Obsługa klienta',
  'account.activateError.email': 'E-mail',
  'account.activateError.phone': 'Telefon',
  'account.activateError.resend': 'Poproś o nowy e-mail aktywacyjny',
  'account.activateError.alreadyActive': 'Twoje konto jest już aktywne. Możesz po prostu działać dalej.',
  'account.activateError.loginHint': 'Zaloguj się, żeby poprosić o nowy e-mail aktywacyjny.',

  'account.settings.title': 'Ustawienia',
  'account.settings.email.title': 'Adres e-mail',
  'account.settings.email.current': 'Twój obecny adres e-mail',
  'account.settings.email.new': 'Nowy adres e-mail',
  'account.settings.email.hint': 'Wyślemy link potwierdzający na twój nowy adres.',
  'account.settings.email.hintUnconfirmed':
    'Twoje konto nie jest jeszcze aktywne: adres zmieni się od razu, a e-mail aktywacyjny trafi na nowy adres.',
  'account.settings.email.submit': 'Zmień adres e-mail',
  'account.settings.email.pending':
    'Wysłaliśmy link potwierdzający na adres {email}. Adres zmieni się, gdy tylko go otworzysz.',
  'account.settings.email.changed':
    'Twój adres e-mail został zmieniony na {email}. E-mail aktywacyjny wysłaliśmy na ten adres.',
  'account.settings.email.same': 'To już jest twój adres e-mail.',
  'account.settings.password.title': 'Hasło',
  'account.settings.password.submit': 'Zmień hasło',
  'account.settings.password.done': 'Hasło zostało zmienione. Na pozostałych urządzeniach nastąpiło wylogowanie.',
  'account.settings.language.title': 'Język',
  'account.settings.language.label': 'Język strony i twoich e-maili',
  'account.settings.language.submit': 'Zapisz język',
  'account.settings.language.only': 'Dostępny język w twoim kraju: {language}.',
};
