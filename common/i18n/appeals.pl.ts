import type { appealsNl } from './appeals.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the appeals (DSA redress) (member keys only; the staff console stays nl/en). */
export const appealsPl: Record<Extract<keyof typeof appealsNl, MemberMessageKey>, string> = {
  'decision.inWords': '{what} ({ground})',
  'decision.kind.photo_removed': 'usunięto twoje zdjęcie',
  'decision.kind.warning': 'otrzymano od nas ostrzeżenie',
  'decision.kind.suspension': 'twoje konto zostało zawieszone',
  'decision.kind.ban': 'twoje konto zostało zablokowane',
  'decision.ground.rules': 'naruszenie regulaminu społeczności',

  'appeal.title': 'Odwołanie',
  'appeal.decisionTitle': 'Nasza decyzja',
  'appeal.decidedOn': 'Decyzja z dnia {date}',
  'appeal.endsOn': 'Obowiązuje do {date}',
  'appeal.byPerson': 'Tę decyzję podjęła osoba z naszego zespołu, a nie komputer.',
  'appeal.explain':
    'Uważasz, że popełniliśmy błąd? Wyjaśnij dlaczego. Twoje odwołanie rozpatrzy inna osoba z zespołu niż ta, która podjęła decyzję, a o wyniku poinformujemy cię e-mailem. Od tej decyzji możesz odwołać się raz, do {date}.',
  'appeal.textLabel': 'Dlaczego decyzja jest błędna?',
  'appeal.textHelp': 'Co najmniej {min} i najwyżej {max} znaków.',
  'appeal.submit': 'Wyślij odwołanie',
  'appeal.sent':
    'Otrzymaliśmy twoje odwołanie. Dostaniesz potwierdzenie e-mailem, a o wyniku dowiesz się jak najszybciej.',
  'appeal.yours': 'Twoje odwołanie',
  'appeal.sentOn': 'Wysłane {date}',
  'appeal.status.open': 'Osoba z naszego zespołu rozpatruje twoje odwołanie. O wyniku dowiesz się e-mailem.',
  'appeal.status.granted': 'Twoje odwołanie zostało uwzględnione: cofnęliśmy decyzję.',
  'appeal.status.denied': 'Decyzja zostaje utrzymana.',
  'appeal.reversed': 'Ta decyzja została cofnięta.',
  'appeal.outside':
    'Nie zgadzasz się z wynikiem? Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
  'appeal.invalidTitle': 'Ten link nie działa',
  'appeal.linkInvalid':
    'Ten link jest niepoprawny. Użyj linku z e-maila, który ci wysłaliśmy, albo napisz do naszego działu obsługi.',
  'appeal.textLength': 'Napisz co najmniej {min} i najwyżej {max} znaków.',
  'appeal.exists': 'Odwołanie od tej decyzji zostało już złożone. O wyniku dowiesz się e-mailem.',
  'appeal.tooLate': 'Termin na odwołanie (sześć miesięcy) już minął.',
  'appeal.reversedAlready': 'Ta decyzja została już cofnięta; odwołanie nie jest potrzebne.',

  'mail.restriction.objectionByMail':
    'Nie zgadzasz się? Wyślij swoje wyjaśnienie na {supportEmail} w ciągu sześciu miesięcy. Twój sprzeciw rozpatrzy inna osoba z zespołu niż ta, która podjęła decyzję, a o wyniku poinformujemy cię e-mailem. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
  'mail.restriction.appealLink': 'Odwołaj się',
  'mail.restriction.detectedByStaff':
    'Automatyczna kontrola oznaczyła to zdjęcie jako możliwie niezgodne z regulaminem społeczności; samą decyzję podjęła osoba z naszego zespołu, a nie system automatyczny.',
  'mail.restriction.byStaff': 'Tę decyzję podjęła osoba z naszego zespołu, a nie system automatyczny.',
  'mail.account_held.subject': 'Twoje konto na {siteName} jest tymczasowo zawieszone',
  'mail.account_held.preheader': 'Sprawdzamy twoje konto; tak możesz się odwołać.',
  'mail.account_held.intro':
    'Odrzuciliśmy twoje zdjęcie, ponieważ osoba na nim wygląda na niepełnoletnią. {siteName} jest tylko dla dorosłych.',
  'mail.account_held.decision':
    'Dlatego twoje konto jest zawieszone, dopóki nie sprawdzi go osoba z naszego zespołu, najpóźniej do {until}. Do tego czasu nie możesz się zalogować i nikt nie widzi twojego profilu. Masz 18 lat lub więcej? Daj nam znać w odwołaniu.',
  'mail.account_held.button': 'Przeczytaj zasady',
  'mail.appeal_link.subject': 'Twój link do odwołania na {siteName}',
  'mail.appeal_link.preheader': 'Tak możesz odwołać się od naszej decyzji.',
  'mail.appeal_link.intro': 'Poproszono o link do odwołania od naszej decyzji: {decision}.',
  'mail.appeal_link.button': 'Odwołaj się',
  'mail.appeal_link.after': 'To nie ty? Wtedy możesz zignorować ten e-mail.',
  'appeal.requestTitle': 'Nie masz linku pod ręką?',
  'appeal.requestIntro':
    'Twoje konto jest zawieszone lub zablokowane? Podaj swój adres e-mail; wyślemy ci ponownie link do odwołania.',
  'appeal.requestEmail': 'Adres e-mail',
  'appeal.requestSubmit': 'Wyślij mi link',
  'appeal.requestSent':
    'Jeśli do tego adresu należy zawieszone lub zablokowane konto, w ciągu kilku minut wyślemy link. Sprawdź też folder spam.',
  'appeal.fromLogin': 'Odwołaj się',
  'mail.text_removed.subject': 'Tekst twojego profilu na {siteName} został usunięty',
  'mail.text_removed.preheader': 'Co postanowiliśmy, dlaczego i jak się odwołać.',
  'mail.text_removed.intro':
    'Inna osoba zgłosiła twój profil, a nasz zespół go sprawdził. Chodziło o: {category}. Dlatego tekst twojego profilu został usunięty; reszta profilu pozostaje bez zmian. Możesz napisać nowy tekst zgodny z regulaminem społeczności.',
  'mail.text_removed.button': 'Do twojego profilu',
  'decision.kind.text_removed': 'usunięto tekst twojego profilu',
  'mail.appeal_received.subject': 'Otrzymaliśmy twoje odwołanie na {siteName}',
  'mail.appeal_received.preheader': 'Inna osoba z zespołu ponownie sprawdzi decyzję.',
  'mail.appeal_received.intro':
    'Złożono odwołanie od naszej decyzji: {decision}. Rozpatrzy je inna osoba z zespołu niż ta, która podjęła decyzję.',
  'mail.appeal_received.after': 'O wyniku poinformujemy cię e-mailem, zwykle w ciągu kilku dni.',
  'mail.appeal_received.button': 'Do {siteName}',
  'mail.appeal_decided.subject': 'Wynik twojego odwołania na {siteName}',
  'mail.appeal_decided.preheader': 'Inna osoba z zespołu ponownie sprawdziła decyzję.',
  'mail.appeal_decided.intro':
    'Złożono odwołanie od naszej decyzji: {decision}. Inna osoba z zespołu ponownie ją sprawdziła.',
  'mail.appeal_decided.granted': 'Twoje odwołanie zostało uwzględnione: cofnęliśmy decyzję i wszystkie jej skutki.',
  'mail.appeal_decided.denied': 'Decyzja zostaje utrzymana: jest zgodna z regulaminem społeczności.',
  'mail.appeal_decided.note': 'Wyjaśnienie: {note}',
  'mail.appeal_decided.further':
    'Nie zgadzasz się? Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
  'mail.appeal_decided.button': 'Do {siteName}',
  'mail.report_reversed.subject': 'Informacja o twoim zgłoszeniu na {siteName}',
  'mail.report_reversed.preheader': 'Działanie podjęte po twoim zgłoszeniu zostało cofnięte.',
  'mail.report_reversed.intro':
    'Wcześniej zgłoszono przez ciebie inną osobę ({category}), a my podjęliśmy w związku z tym działania.',
  'mail.report_reversed.after':
    'Ta osoba się odwołała i po ponownej ocenie przez inną osobę z naszego zespołu cofnęliśmy te działania. Nie możemy powiedzieć nic więcej. Jeśli znowu zobaczysz coś niepokojącego, koniecznie to zgłoś.',
  'mail.report_reversed.button': 'Do {siteName}',

  'mail.message_removed.subject': 'Twoja wiadomość na {siteName} została usunięta',
  'mail.message_removed.preheader': 'Co postanowiliśmy, dlaczego i jak się odwołać.',
  'mail.message_removed.intro':
    'Inna osoba zgłosiła rozmowę z tobą, a nasz zespół ją sprawdził. Chodziło o: {category}. Dlatego twoja wiadomość w tej rozmowie została usunięta; obie strony widzą teraz, że usunął ją moderator. Twoje konto pozostaje bez zmian.',
  'mail.message_removed.button': 'Do twoich wiadomości',
  'decision.kind.message_removed': 'usunięto twoją wiadomość',
  'chat.messageRemoved': 'usunięte przez moderatora',
};
