import type { moderationNl } from './moderation.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the moderation module (member keys only; the staff console stays nl/en). */
export const moderationPl: Record<Extract<keyof typeof moderationNl, MemberMessageKey>, string> = {
  'auth.suspended': 'Twoje konto jest zawieszone do {until}. Do tego czasu nie możesz się zalogować.',
  'auth.banned': 'Twoje konto zostało zablokowane. Nie możesz się już zalogować.',
  'auth.restrictionLink': 'Przeczytaj dlaczego i jak się odwołać',
  'restriction.reasonRequired': 'Podaj powód (najwyżej {max} znaków).',
  'restriction.untilInPast': 'Wybierz datę końcową w przyszłości.',

  'contact.inactive': 'To konto nie jest już aktywne. Nie możesz już wysyłać tej osobie wiadomości ani lajków.',

  'report.categoryRequired': 'Wybierz, dlaczego zgłaszasz tę osobę.',
  'report.textTooLong': 'Twoje wyjaśnienie może mieć najwyżej {max} znaków.',
  'report.textRequired': 'Opisz w kilku słowach, co się stało (co najmniej {min} znaków).',
  'report.self': 'Nie możesz zgłosić samego siebie.',
  'report.alreadyReported':
    'Ta osoba ({name}) została już przez ciebie zgłoszona. Nasz zespół sprawdza twoje zgłoszenie; nie musisz robić nic więcej.',
  'report.conversationUnknown': 'Ta rozmowa nie jest z tą osobą.',
  'report.notFound': 'To zgłoszenie nie istnieje.',
  'report.alreadyHandled': 'To zgłoszenie zostało już rozpatrzone.',
  'report.category.spam_scam': 'Spam lub oszustwo',
  'report.category.harassment': 'Zastraszanie lub nękanie',
  'report.category.fake_profile': 'Fałszywy profil',
  'report.category.underage': 'Możliwie niepełnoletnia osoba',
  'report.category.offensive_photo': 'Obraźliwe zdjęcie',
  'report.category.other': 'Coś innego',

  'members.auth.report': 'Zaloguj się lub zarejestruj za darmo, żeby zgłosić nam {name}.',
  'report.ui.open': 'Zgłoś',
  'report.ui.openLabel': 'Zgłoś: {name}',
  'report.ui.title': 'Zgłoś: {name}',
  'report.ui.intro': 'Twoje zgłoszenie jest poufne: {name} nie dowie się, kto je wysłał.',
  'report.ui.categoryLegend': 'Dlaczego zgłaszasz tę osobę?',
  'report.ui.textLabel': 'Wyjaśnienie',
  'report.ui.textHint':
    'Opisz, co się stało. Wymagane przy „Coś innego”; w pozostałych przypadkach możesz zostawić puste.',
  'report.ui.counter': '{count} / {max}',
  'report.ui.submit': 'Wyślij zgłoszenie',
  'report.ui.busy': 'Wysyłanie…',
  'report.ui.cancel': 'Anuluj',
  'report.ui.close': 'Zamknij',
  'report.ui.thanksTitle': 'Dziękujemy za zgłoszenie',
  'report.ui.thanksText':
    'Nasz zespół jak najszybciej sprawdzi twoje zgłoszenie. Dzięki temu {siteName} pozostaje bezpieczne i przyjemne.',
  'report.ui.blockOffer': 'Nie chcesz więcej kontaktu z {name}? Zablokuj od razu.',
  'report.ui.blockAlso': 'Zablokuj również',
  'report.ui.blockBusy': 'Blokowanie…',
  'report.ui.blocked': '{name} – zablokowano. Wasza rozmowa i lajki zostały usunięte.',

  'chat.ui.menu': 'Więcej: {name}',
  'chat.ui.report': 'Zgłoś',
  'chat.ui.block': 'Zablokuj',
  'chat.ui.unblock': 'Odblokuj',
  'chat.ui.inactive': 'Konto nieaktywne',
  'chat.ui.inactiveText': 'To konto nie jest już aktywne. Nie możesz już wysyłać wiadomości do {name}.',
  'chat.ui.blockedText': 'Ta osoba ({name}) jest zablokowana. Odblokuj ją, żeby znowu wysyłać wiadomości.',

  'blocks.list.title': 'Zablokowane osoby',
  'blocks.list.intro':
    'Zablokowane osoby nie widzą twojego profilu i nie mogą się z tobą kontaktować. Po odblokowaniu znowu możecie się znaleźć.',
  'blocks.list.empty': 'Nikogo nie blokujesz.',
  'blocks.list.since': 'zablokowano {date, date, ::dMMMMy}',
  'blocks.list.unblocked': '{name} – odblokowano.',
  'blocks.list.label': 'Zablokowane osoby',
};
