import type { mailNl } from './mail.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the e-mails (member keys only; the staff console stays nl/en). */
export const mailPl: Record<Extract<keyof typeof mailNl, MemberMessageKey>, string> = {
  'mail.common.greeting': 'Cześć {name},',
  'mail.common.linkFallback': 'Przycisk nie działa? Skopiuj ten link i wklej go w przeglądarce:',
  'mail.common.notYou': 'To nie ty? Wtedy możesz po prostu zignorować ten e-mail.',
  'mail.common.signoff': 'Pozdrawiamy serdecznie,',
  'mail.common.team': 'Zespół {siteName}',
  'mail.common.help': 'Pytania? Napisz do nas na {supportEmail}.',
  'mail.common.reason': 'Otrzymujesz ten e-mail, ponieważ założono konto na {domain}.',

  'mail.activation.subject': 'Potwierdź swój adres e-mail na {siteName}',
  'mail.activation.preheader': 'Jeszcze jedno kliknięcie i twoje konto {siteName} będzie aktywne.',
  'mail.activation.intro':
    'Super, że dołączasz do {siteName}! Potwierdź swój adres e-mail, żeby aktywować konto. Potem od razu możesz szukać, lajkować i czatować.',
  'mail.activation.button': 'Aktywuj moje konto',

  'mail.password_reset.subject': 'Ustaw nowe hasło do {siteName}',
  'mail.password_reset.preheader': 'Użyj tego linku, żeby ustawić nowe hasło.',
  'mail.password_reset.intro':
    'Otrzymaliśmy prośbę o zresetowanie hasła do twojego konta {siteName}. Kliknij przycisk, żeby wybrać nowe hasło.',
  'mail.password_reset.validity':
    'Link jest ważny przez {validMinutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}} i działa tylko raz.',
  'mail.password_reset.button': 'Ustaw nowe hasło',
  'mail.password_reset.notYou':
    'To nie ty prosisz o nowe hasło? Nie musisz nic robić: twoje obecne hasło nadal działa.',

  'mail.email_change.subject': 'Potwierdź nowy adres e-mail na {siteName}',
  'mail.email_change.preheader': 'Potwierdź, że {newEmail} to twój nowy adres e-mail.',
  'mail.email_change.intro':
    'Poproszono o zmianę adresu e-mail twojego konta {siteName} na {newEmail}. Kliknij przycisk, żeby potwierdzić nowy adres. Do tego czasu obowiązuje stary adres.',
  'mail.email_change.button': 'Potwierdź nowy adres e-mail',

  'mail.directdebit_code.subject': 'Twój kod do polecenia zapłaty na {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Wpisz ten kod w formularzu polecenia zapłaty.',
  'mail.directdebit_code.intro':
    'Twój kod do płatności poleceniem zapłaty to {code}. Wpisz go w formularzu, żeby potwierdzić zamówienie.',
  'mail.directdebit_code.button': 'Przejdź do formularza polecenia zapłaty',
  'mail.directdebit_code.validity': 'Kod jest ważny przez {validMinutes} min.',
  'mail.directdebit_code.notYou': 'To nie ty? Zignoruj ten e-mail; nic nie zostanie pobrane.',
  'mail.welcome.subject': 'Witaj na {siteName}!',
  'mail.welcome.preheader': 'Twoje konto jest aktywne. Czas poznać ludzi!',
  'mail.welcome.intro':
    'Twoje konto {siteName} jest aktywne! Te trzy kroki pomogą ci się wyróżnić i szybciej nawiązać kontakt:',
  'mail.welcome.button': 'Przejdź do {siteName}',
  'mail.warning.subject': 'Ostrzeżenie od {siteName}',
  'mail.warning.preheader': 'Otrzymaliśmy zgłoszenie dotyczące ciebie i je sprawdziliśmy.',
  'mail.warning.intro':
    'Inna osoba zgłosiła twoje konto, a nasz zespół sprawdził to zgłoszenie. Dotyczyło: {category}. To niezgodne z regulaminem społeczności {siteName}. Potraktuj to jako ostrzeżenie: przeczytaj zasady jeszcze raz i ich przestrzegaj.',
  'mail.warning.button': 'Przeczytaj zasady',
  'mail.warning.after': 'Jeśli znowu otrzymamy takie zgłoszenie, możemy zawiesić lub zablokować twoje konto.',
  'mail.account_suspended.subject': 'Twoje konto na {siteName} jest zawieszone do {until}',
  'mail.account_suspended.preheader': 'Co postanowiliśmy, dlaczego i jak się odwołać.',
  'mail.account_suspended.intro':
    'Inna osoba zgłosiła twoje konto, a nasz zespół sprawdził to zgłoszenie. Dotyczyło: {category}. To narusza regulamin społeczności {siteName}.',
  'mail.account_suspended.decision':
    'Dlatego twoje konto jest zawieszone do {until}. Do tego czasu nie możesz się zalogować i nikt nie widzi twojego profilu; potem zalogujesz się jak zwykle. Twoje rozmowy i kredyty zostają zachowane.',
  'mail.account_suspended.button': 'Przeczytaj zasady',
  'mail.account_banned.subject': 'Twoje konto na {siteName} zostało zablokowane',
  'mail.account_banned.preheader': 'Co postanowiliśmy, dlaczego i jak się odwołać.',
  'mail.account_banned.intro':
    'Inna osoba zgłosiła twoje konto, a nasz zespół sprawdził to zgłoszenie. Dotyczyło: {category}. To narusza regulamin społeczności {siteName}.',
  'mail.account_banned.decision':
    'Dlatego twoje konto zostało zablokowane: nie możesz się już zalogować i nikt nie widzi twojego profilu. Blokada obowiązuje, dopóki nie zdejmie jej ktoś z naszego zespołu.',
  'mail.account_banned.button': 'Przeczytaj zasady',
  'mail.restriction.byPerson':
    'Tę decyzję podjęła osoba z naszego zespołu, która sprawdziła zgłoszenie, a nie system automatyczny.',
  'mail.restriction.objection':
    'Nie zgadzasz się? Odwołaj się w ciągu sześciu miesięcy; nie trzeba się do tego logować. Twoje odwołanie rozpatrzy inna osoba z zespołu niż ta, która podjęła decyzję, a o wyniku poinformujemy cię e-mailem. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów albo do sądu.',
  'mail.report_handled.subject': 'Twoje zgłoszenie na {siteName} zostało rozpatrzone',
  'mail.report_handled.preheader': 'Dziękujemy, że dajesz nam znać.',
  'mail.report_handled.intro':
    'Zgłoszono przez ciebie inną osobę ({category}). Nasz zespół sprawdził twoje zgłoszenie.',
  'mail.report_handled.actioned':
    'Podjęliśmy działania zgodnie z regulaminem społeczności. Nie zdradzamy, jakie dokładnie: to dotyczy tylko tej drugiej osoby.',
  'mail.report_handled.dismissed':
    'Nie stwierdziliśmy naruszenia regulaminu społeczności, więc nie podejmujemy działań. Jeśli znowu zobaczysz coś niepokojącego, śmiało to zgłoś.',
  'mail.report_handled.after': 'Wolisz już nie widzieć tej osoby? Zablokuj ją na jej profilu.',
  'mail.report_handled.button': 'Przejdź do {siteName}',

  'mail.common.unsubscribe': 'Wypisz się z tych e-maili',
  'mail.common.preferences': 'Ustawienia powiadomień',
  'mail.common.photoAlt': 'Zdjęcie {name}',
  'mail.common.age': '{age}',
  'mail.common.viewProfile': 'Zobacz profil',
  'mail.common.privacy': 'Dla twojej prywatności nasze e-maile nigdy nie zawierają treści wiadomości.',

  'mail.new_conversation.subject': 'Ktoś napisał do ciebie na {siteName}',
  'mail.new_conversation.preheader': 'Czeka na ciebie nowa rozmowa.',
  'mail.new_conversation.intro':
    '{senderName} zaczyna z tobą rozmowę. Ciekawi cię, co pisze? Przeczytaj wiadomość na {siteName} i odpisz.',
  'mail.new_conversation.button': 'Przeczytaj wiadomość',
  'mail.new_conversation.reason': 'Dostajesz ten e-mail, bo masz włączone powiadomienia o nowych rozmowach.',

  'mail.new_messages.subject':
    '{count, plural, one {Nowa wiadomość} few {# nowe wiadomości} many {# nowych wiadomości} other {# nowej wiadomości}} na {siteName}',
  'mail.new_messages.preheader':
    '{count, plural, one {# nowa wiadomość} few {# nowe wiadomości} many {# nowych wiadomości} other {# nowej wiadomości}} od {senderName}',
  'mail.new_messages.intro':
    'Masz {count, plural, one {# nową wiadomość} few {# nowe wiadomości} many {# nowych wiadomości} other {# nowej wiadomości}} od {senderName}. Przeczytaj {count, plural, one {ją} few {je} many {je} other {je}} na {siteName} i szybko odpisz.',
  'mail.new_messages.button':
    '{count, plural, one {Przeczytaj wiadomość} few {Przeczytaj wiadomości} many {Przeczytaj wiadomości} other {Przeczytaj wiadomości}}',
  'mail.new_messages.reason': 'Dostajesz ten e-mail, bo masz włączone powiadomienia o nowych wiadomościach.',

  'mail.like.subject': 'Ktoś cię lubi na {siteName}',
  'mail.like.preheader': '{likerName} daje ci lajka.',
  'mail.like.intro':
    '{likerName} cię lubi! Zajrzyj na profil: jeśli ta osoba też ci się podoba, odwzajemnij lajka i macie match.',
  'mail.like.button': 'Zobacz, kto cię lubi',
  'mail.like.reason': 'Dostajesz ten e-mail, bo masz włączone powiadomienia o lajkach.',

  'mail.unread_reminder.subject':
    'Masz {unreadCount, plural, one {nieprzeczytaną wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}} na {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {Wiadomość wciąż na ciebie czeka.} few {# wiadomości wciąż na ciebie czekają.} many {# wiadomości wciąż na ciebie czeka.} other {# wiadomości wciąż na ciebie czeka.}}',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {# nieprzeczytana wiadomość wciąż na ciebie czeka} few {# nieprzeczytane wiadomości wciąż na ciebie czekają} many {# nieprzeczytanych wiadomości wciąż na ciebie czeka} other {# nieprzeczytanej wiadomości wciąż na ciebie czeka}}, od: {senders}. Nie każ im długo czekać!',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {# nieprzeczytana wiadomość wciąż na ciebie czeka} few {# nieprzeczytane wiadomości wciąż na ciebie czekają} many {# nieprzeczytanych wiadomości wciąż na ciebie czeka} other {# nieprzeczytanej wiadomości wciąż na ciebie czeka}}. Nie każ im długo czekać!',
  'mail.unread_reminder.others':
    '{count, plural, one {# inna osoba} few {# inne osoby} many {# innych osób} other {# innej osoby}}',
  'mail.unread_reminder.button': 'Przeczytaj wiadomości',
  'mail.unread_reminder.reason':
    'Dostajesz ten e-mail, bo masz włączone przypomnienia o nieprzeczytanych wiadomościach.',

  'mail.weekly_update.subject': 'Twoje podsumowanie tygodnia od {siteName}',
  'mail.weekly_update.preheader': 'Osoby, które mogą ci się spodobać w tym tygodniu.',
  'mail.weekly_update.intro':
    'Oto kilka osób, które mogą ci się spodobać w tym tygodniu. Ktoś wpadł ci w oko? Wyślij lajka albo wiadomość!',
  'mail.weekly_update.introEmpty': 'Rozejrzyj się w tym tygodniu na {siteName}: na pewno znajdziesz kogoś dla siebie.',
  'mail.weekly_update.button': 'Zobacz więcej osób',
  'mail.weekly_update.reason': 'Dostajesz ten e-mail, bo masz włączone podsumowanie tygodnia.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'Dostajesz tę wiadomość, bo masz włączone promocje {siteName}.',
  'mail.campaign.reason.news': 'Dostajesz tę wiadomość, bo masz włączone nowości {siteName}.',
  'mail.campaign.reason.reminders': 'Dostajesz tę wiadomość, bo masz włączone przypomnienia {siteName}.',

  'mail.welcome.step1': 'Dodaj do profilu wyraźne zdjęcie siebie.',
  'mail.welcome.step2': 'Napisz w kilku słowach, kim jesteś i czego szukasz.',
  'mail.welcome.step3': 'Szukaj osób w pobliżu, lajkuj je i wysyłaj wiadomości.',

  'mail.directdebit_code.codeLabel': 'Twój kod',

  'mail.receipt.subject': 'Twój rachunek od {siteName} (zamówienie {orderId})',
  'mail.receipt.preheader': '{description} za {amount}: dziękujemy za zakup.',
  'mail.receipt.intro':
    'Dziękujemy za zakup! Płatność dotarła, a na twoim koncie {credits, plural, one {jest # kredyt} few {są # kredyty} many {jest # kredytów} other {jest # kredytu}}.',
  'mail.receipt.order': 'Numer zamówienia',
  'mail.receipt.date': 'Data',
  'mail.receipt.product': 'Produkt',
  'mail.receipt.total': 'Razem',
  'mail.receipt.vat': 'w tym {vatRate} VAT: {vatAmount}',
  'mail.receipt.button': 'Zobacz swoje zamówienia',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {Po zapłacie zamówienia nie można anulować.} one {Zmiana zdania? W ciągu # dnia od zakupu możesz odzyskać pieniądze za niewykorzystane kredyty. Wystarczy napisać na {supportEmail}, podając numer zamówienia.} few {Zmiana zdania? W ciągu # dni od zakupu możesz odzyskać pieniądze za niewykorzystane kredyty. Wystarczy napisać na {supportEmail}, podając numer zamówienia.} many {Zmiana zdania? W ciągu # dni od zakupu możesz odzyskać pieniądze za niewykorzystane kredyty. Wystarczy napisać na {supportEmail}, podając numer zamówienia.} other {Zmiana zdania? W ciągu # dnia od zakupu możesz odzyskać pieniądze za niewykorzystane kredyty. Wystarczy napisać na {supportEmail}, podając numer zamówienia.}}',
  'mail.receipt.after': 'Zachowaj ten e-mail jako dowód zapłaty.',
};
