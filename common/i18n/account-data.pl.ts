import type { accountDataNl } from './account-data.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the account-data module (member keys only; the staff console stays nl/en). */
export const accountDataPl: Record<Extract<keyof typeof accountDataNl, MemberMessageKey>, string> = {
  'export.title': 'Pobierz moje dane',
  'export.intro':
    'Zamów plik ZIP ze wszystkim, co o tobie przechowujemy: kontem, profilem i zdjęciami, lajkami, rozmowami, zamówieniami, kredytami, sesjami, blokadami i zgłoszeniami. Przygotujemy go i wyślemy ci e-mailem link ważny przez 24 godziny. Jedno zamówienie na 24 godziny.',
  'export.request': 'Pobierz moje dane',
  'export.requested': 'Mamy twoją prośbę. Wyślemy ci link, gdy tylko plik będzie gotowy.',
  'export.pending':
    'Twój plik jest przygotowywany (zamówiony {date, date, long} o {date, time, short}). Dostaniesz e-mail.',
  'export.ready': 'Twój plik jest gotowy do {date, date, long}, godz. {date, time, short}. Link znajdziesz w e-mailu.',
  'export.download': 'Pobierz',
  'export.tooSoon':
    'W ciągu ostatnich 24 godzin już poproszono o twoje dane. Można to robić raz na 24 godziny; spróbuj jutro.',
  'export.gone': 'Ten link do pobrania wygasł lub nie istnieje. Poproś o dane ponownie w Ustawieniach.',

  'sessions.title': 'Twoje zalogowane urządzenia',
  'sessions.intro':
    'Urządzenia, na których masz teraz otwartą sesję. Jeśli któregoś nie rozpoznajesz, wyloguj je i zmień hasło.',
  'sessions.label': 'Twoje sesje',
  'sessions.current': 'To urządzenie',
  'sessions.lastActive': 'Ostatnia aktywność {date, date, medium} o {date, time, short}',
  'sessions.unknownDevice': 'Nieznane urządzenie',
  'sessions.unknownPlace': 'nieznane miejsce',
  'sessions.end': 'Wyloguj',
  'sessions.endLabel': 'Wyloguj: {device}',
  'sessions.endOthers': 'Wyloguj ze wszystkich innych miejsc',
  'sessions.ended': 'Sesja na urządzeniu {device} została zakończona.',
  'sessions.endedOthers':
    '{count, plural, =0 {Nie było innych zalogowanych urządzeń.} one {Wylogowano cię z 1 innego urządzenia.} few {Wylogowano cię z # innych urządzeń.} many {Wylogowano cię z # innych urządzeń.} other {Wylogowano cię z # innego urządzenia.}}',
  'sessions.notFound': 'Ta sesja już nie istnieje.',
  'sessions.onlyThis': 'Masz otwartą sesję tylko na tym urządzeniu.',

  'mail.data_export.subject': 'Twoje dane z {siteName} są gotowe',
  'mail.data_export.preheader': 'Pobierz je w ciągu 24 godzin.',
  'mail.data_export.intro':
    'Poproszono o twoje dane. Plik ZIP jest gotowy: pobierz go w ciągu 24 godzin przyciskiem poniżej. Wymaga to zalogowania.',
  'mail.data_export.button': 'Pobierz moje dane',
  'mail.data_export.after': 'To nie ty? Zmień hasło i wyloguj wszystkie inne sesje w Ustawieniach.',

  'mail.new_device.subject': 'Nowe logowanie na twoje konto {siteName}',
  'mail.new_device.preheader': 'Logowanie z {device} ({place}).',
  'mail.new_device.intro':
    'Ktoś właśnie zalogował się na twoje konto z urządzenia lub miejsca, którego wcześniej u ciebie nie widzieliśmy: {device} ({place}). Jeśli to ty, nie musisz nic robić.',
  'mail.new_device.button': 'Zobacz swoje sesje',
  'mail.new_device.after': 'To nie ty? Wyloguj tę sesję w Ustawieniach i od razu zmień hasło.',
};
