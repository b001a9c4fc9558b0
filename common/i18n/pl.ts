/**
 * The Polish catalogue (member keys only; the staff console stays nl/en). Informal address (ty), as
 * Polish dating sites do. ICU message syntax: {name}, {count, plural, one {…} few {…} many {…} other {…}}.
 */
import type { MemberCatalogue } from './translate.ts';
import { mailPl } from './mail.pl.ts';
import { signupPl } from './signup.pl.ts';
import { accountPl } from './account.pl.ts';
import { profilePl } from './profile.pl.ts';
import { membersPl } from './members.pl.ts';
import { myprofilePl } from './myprofile.pl.ts';
import { swipePl } from './swipe.pl.ts';
import { landersPl } from './landers.pl.ts';
import { likesPl } from './likes.pl.ts';
import { likesServerPl } from './likes-server.pl.ts';
import { notifyServerPl } from './notify-server.pl.ts';
import { chatServerPl } from './chat-server.pl.ts';
import { chatPl } from './chat.pl.ts';
import { discountPl } from './discount.pl.ts';
import { paymentsServerPl } from './payments-server.pl.ts';
import { moderationPl } from './moderation.pl.ts';
import { paymentsPl } from './payments.pl.ts';
import { appealsPl } from './appeals.pl.ts';
import { deletionPl } from './deletion.pl.ts';
import { photoInspectionPl } from './photo-inspection.pl.ts';
import { accountDataPl } from './account-data.pl.ts';
import { pushServerPl } from './push-server.pl.ts';
import { mailEventsPl } from './mail-events.pl.ts';
import { pushPl } from './push.pl.ts';
import { consentPl } from './consent.pl.ts';
import { notificationsPl } from './notifications.pl.ts';

export const pl: MemberCatalogue = {
  ...mailPl,
  ...signupPl,
  ...accountPl,
  ...profilePl,
  ...membersPl,
  ...myprofilePl,
  ...swipePl,
  ...landersPl,
  ...likesPl,
  ...likesServerPl,
  ...notifyServerPl,
  ...chatServerPl,
  ...chatPl,
  ...discountPl,
  ...paymentsServerPl,
  ...moderationPl,
  ...paymentsPl,
  ...appealsPl,
  ...deletionPl,
  ...photoInspectionPl,
  ...accountDataPl,
  ...pushServerPl,
  ...mailEventsPl,
  ...pushPl,
  ...consentPl,
  ...notificationsPl,
  // Site-wide
  'site.adultsOnly': 'Tylko dla dorosłych (18+)',
  'site.warningsHeader':
    'Ta strona zawiera treści erotyczne i jest przeznaczona wyłącznie dla osób dorosłych, które ukończyły {minAge} lat.',
  'site.fictionalPlural': 'fikcyjne profile',
  'site.disclaimer':
    '{siteName} to serwis randkowy dla dorosłych. Na tej stronie mogą występować {fictionalPlural}: profile prowadzone przez serwis w celach rozrywkowych. Z tymi profilami nie można umówić się na spotkanie na żywo.',
  'site.usOnlyFooter':
    'Oświadczenie o zgodności z wymogami prowadzenia dokumentacji zgodnie z 18 U.S.C. 2257: wszystkie przedstawione osoby miały co najmniej 18 lat.',
  'site.skipToContent': 'Przejdź do treści',
  'site.loading': 'Ładowanie…',

  // Navigation and top bar
  'nav.home': 'Start',
  'nav.login': 'Zaloguj się',
  'nav.signup': 'Zarejestruj się za darmo',
  'nav.searchMembers': 'Szukaj osób',
  'nav.messages': 'Wiadomości',
  'nav.likes': 'Lajki',
  'nav.credits': 'Kredyty',
  'nav.getPremium': 'Kup Premium',
  'nav.myProfile': 'Mój profil',
  'nav.settings': 'Ustawienia',
  'nav.discover': 'Odkrywaj',
  'nav.swipeGame': 'Gra swipe',
  'nav.matchFinder': 'Match finder',
  'nav.logout': 'Wyloguj się',
  'nav.back': 'Wstecz',
  'nav.menu': 'Menu',
  'nav.account': 'Konto',
  'nav.language': 'Język',
  'nav.unreadMessages':
    '{count, plural, one {# nieprzeczytana wiadomość} few {# nieprzeczytane wiadomości} many {# nieprzeczytanych wiadomości} other {# nieprzeczytanej wiadomości}}',
  'nav.newLikes': '{count, plural, one {# nowy lajk} few {# nowe lajki} many {# nowych lajków} other {# nowego lajka}}',
  'nav.creditsLeft':
    '{count, plural, one {został # kredyt} few {zostały # kredyty} many {zostało # kredytów} other {zostało # kredytu}}',
  'nav.mainNavigation': 'Nawigacja główna',

  // Footer
  'footer.terms': 'Regulamin',
  'footer.privacy': 'Prywatność',
  'footer.cookies': 'Pliki cookie',
  'footer.ban': 'Zasady blokowania',
  'footer.pricing': 'Cennik',
  'footer.complaints': 'Reklamacje',
  'footer.returnPolicy': 'Zasady zwrotów',
  'footer.faq': 'Częste pytania',
  'footer.support': 'Obsługa klienta',
  'footer.company': '{companyName}, {address}, {city} · Holenderska Izba Handlowa (KvK) {kvk}',
  'footer.copyright': '© {year} {siteName}. Wszelkie prawa zastrzeżone.',
  'footer.links': 'Linki w stopce',

  // Site-entry warning
  'entry.title': 'Tylko dla dorosłych',
  'entry.body':
    'Ta strona zawiera treści dla dorosłych. Możesz ją odwiedzić tylko wtedy, gdy masz co najmniej {minAge} lat i oglądanie takich treści jest dozwolone w twoim kraju.',
  'entry.confirm': 'Mam co najmniej {minAge} lat',
  'entry.leave': 'Wyjdź',

  'entry.memberHeading': '{name}, {age}',
  'entry.memberPhotoAlt': 'Zdjęcie {name}',
  'entry.signupIntro': 'Zarejestruj się za darmo i od razu wyślij {name} pierwszą wiadomość.',
  'entry.landingText':
    '{name} jest na {siteName}. Zarejestruj się za darmo, żeby zobaczyć cały profil i wysłać wiadomość.',
  'entry.chatTeaser': '{name} ma ochotę na rozmowę. Zrób pierwszy krok!',
  'entry.cta': 'Napisz do {name}',
  'entry.free': 'Rejestracja jest darmowa i zajmuje minutę.',

  // Home
  'home.heroTitle': 'Poznaj singli w swojej okolicy',
  'home.heroText': 'Załóż darmowy profil, szukaj, lajkuj i czatuj. Może zaiskrzy już dziś?',
  'home.cta': 'Zarejestruj się za darmo',
  'home.loginCta': 'Mam już konto',
  'home.newMembers': 'Nowe osoby',
  'home.onlineNow': 'Teraz online',
  'home.stepsTitle': 'Jak to działa',
  'home.step1Title': 'Darmowa rejestracja',
  'home.step1Text': 'W minutę załóż profil ze zdjęciem, zainteresowaniami i miejscowością.',
  'home.step2Title': 'Szukaj i lajkuj',
  'home.step2Text': 'Znajdź osoby w swojej okolicy. Gdy polubicie się nawzajem, macie match.',
  'home.step3Title': 'Czatuj',
  'home.step3Text': 'Wysyłaj prywatne wiadomości, zdjęcia i prezenty za kredyty.',
  'home.memberCount': '{count, plural, one {# osoba} few {# osoby} many {# osób} other {# osoby}}',
  'home.viewProfile': 'Zobacz profil: {name}',
  'home.ageAndPlace': '{age} l. · {place}',
  'home.online': 'Online',

  // Errors
  'error.notFound': 'Nie znaleziono strony',
  'error.notFoundHint': 'Strona, której szukasz, nie istnieje (już).',
  'error.backHome': 'Wróć na stronę główną',
  // A short link (product §2 `{token}`) past its date (decision 051).
  'error.linkExpired': 'Ten link wygasł',
  'error.linkExpiredHint': 'Ten link jest już nieważny. Wszystko znajdziesz na stronie głównej.',
  'error.general': 'Wystąpił błąd, spróbuj ponownie później.',
  'error.status': 'Błąd {status}',
  'error.fallback': 'Wystąpił błąd podczas wyświetlania strony błędu.',
  'error.invalidInput': 'Sprawdź wprowadzone dane: {details}',
  'error.invalidCharacter': 'Wprowadzone dane zawierają niedozwolony znak.',
  'error.bodyTooLarge': 'Sprawdź wprowadzone dane: przesyłasz zbyt dużo.',
  'error.tooManyRequests': 'Zbyt wiele żądań, poczekaj chwilę i spróbuj ponownie.',
  'error.unavailable': 'Mamy teraz duży ruch. Spróbuj ponownie za kilka sekund.',
  'error.authenticationRequired': 'Zaloguj się, żeby kontynuować.',
  'error.forbidden': 'Nie możesz tego zrobić.',
  'error.unknownSite': 'Ta strona nie jest tu znana.',
  'error.noSite': 'Nie skonfigurowano tu jeszcze żadnej strony.',
  'error.siteUnavailable': 'Ta strona jest w tej chwili niedostępna.',
  'error.noSiteOwner': 'Dla administratora: utwórz stronę poleceniem {command} (docs/deploy.md, «First start»).',
  'error.unknownEndpoint': 'To wywołanie API nie istnieje.',
  'error.offlineTitle': 'Brak połączenia',
  'error.offlineText':
    'Nie udało się załadować tej strony, bo nie ma połączenia. Gdy tylko wrócisz do sieci, załadujemy ją ponownie.',
  'error.retry': 'Spróbuj ponownie',
  'error.reload': 'Odśwież stronę',

  // Language choice
  'lang.title': 'Język i kraj',
  'lang.intro': 'Wybierz język, w którym chcesz korzystać z {siteName}.',
  'lang.country': 'Kraj',
  'lang.language': 'Język',
  'lang.save': 'Zapisz',
  'lang.saved': 'Twój wybór języka został zapisany.',
  'lang.name.nl': 'Nederlands',
  'lang.name.en': 'English',
  'lang.name.es': 'Español',
  'lang.name.fr': 'Français',
  'lang.name.it': 'Italiano',
  'lang.name.pl': 'Polski',
  'lang.name.de': 'Deutsch',

  // Static pages
  'pages.lastUpdated': 'Ostatnia aktualizacja: {date}',
  'pages.contactUs': 'Pytania? Napisz do nas na {email}.',

  // Validation texts
  'validation.nameIsEmail': 'Nazwa profilu musi się różnić od adresu e-mail.',
  'validation.nameAt': 'Nazwa profilu nie może zaczynać się od @.',
  'validation.dobRequired': 'Podaj datę urodzenia ({min_age}+ lat)',
  'validation.dobInvalid': 'Nieprawidłowa data urodzenia.',
  'validation.emailInvalid': 'Nieprawidłowy adres e-mail',
  'validation.newEmailInvalid': 'Nowy adres e-mail jest nieprawidłowy.',
  'validation.emailTaken': 'Na ten adres e-mail jest już założone konto w tym serwisie.',
  'validation.emailNotFound': 'Nie znaleziono adresu e-mail',
  'validation.passwordsDiffer': 'Podane hasła nie są takie same.',
  'validation.oldPasswordWrong': 'Sprawdź swoje stare hasło.',
  'validation.codeNotFound': 'Nie znaleziono kodu',
  'validation.codeUsed': 'Kod został już użyty',

  'validation.nameRequired': 'Podaj nazwę profilu.',
  'validation.nameLength': 'Nazwa profilu musi mieć od {min} do {max} znaków.',
  'validation.passwordLength': 'Hasło musi mieć od {min} do {max} znaków.',
  'signup.closed': 'Rejestracja nie jest w tej chwili możliwa.',
  'signup.inviteInvalid': 'Rejestracja jest możliwa tylko z ważnym kodem zaproszenia.',
  'signup.existingAccount': 'Na ten adres e-mail jest już założone konto. Zaloguj się hasłem.',
  'activation.tooManyResends': 'E-mail aktywacyjny był już kilka razy wysyłany ponownie. Spróbuj ponownie za godzinę.',
  'activation.notConfirmed': 'Najpierw potwierdź swój adres e-mail.',
  'mail.tooManyChanges': 'Adres e-mail był już kilka razy zmieniany. Spróbuj ponownie za godzinę.',
  'mail.tooManyToAddress': 'Na ten adres wysłano już dziś wystarczająco dużo e-maili. Spróbuj ponownie jutro.',
  'error.clientHeaderMissing': 'To żądanie zostało odrzucone.',

  // Error catalogue
  'auth.loginFailed': 'Logowanie nie powiodło się, spróbuj ponownie',
  'auth.lockedOut': 'Zbyt wiele nieudanych prób, konto zablokowane na {minutes} min.',
  'auth.tooManyResetMails': 'Wysłano zbyt wiele e-maili do resetowania hasła, spróbuj ponownie jutro.',
  'auth.resetLinkInvalid': 'Link wygasł lub jest nieprawidłowy, poproś o nowy e-mail',
  'auth.activationFailed': 'Aktywacja nie powiodła się',
  'payment.failed': 'Płatność nie powiodła się lub została anulowana.',
  'chat.insufficientCredits': 'Masz za mało kredytów, żeby wysłać tę wiadomość do {name}',
  'chat.fictionalDisclosure':
    'To fikcyjny profil prowadzony przez serwis. Najpierw potwierdź, że o tym wiesz i ile kosztuje wiadomość.',

  // Landing pages
  'lander.adultonly.title': 'Tylko dla dorosłych: ekscytujące znajomości w twojej okolicy',
  'lander.adultonly.text': 'Dyskretna, anonimowa i darmowa rejestracja. Sprawdź, kto jest online w twojej okolicy.',
  'lander.tinderswipe.title': 'Swipuj, lajkuj i matchuj',
  'lander.tinderswipe.text':
    'Lajkuj tych, którzy ci się podobają. Polubicie się nawzajem? Wtedy macie match i od razu możecie czatować.',
  'lander.whoneedsstrings.title': 'Kto potrzebuje zobowiązań?',
  'lander.whoneedsstrings.text': 'Luźne randki bez komplikacji, z ludźmi, którzy szukają tego samego co ty.',
  'lander.alonetonight.title': 'Samotny wieczór? Nie dziś!',
  'lander.alonetonight.text': 'Właśnie teraz online są osoby, które też mają ochotę na rozmowę.',
  'lander.collagelanding.title': 'Tysiące singli czekają na ciebie',
  'lander.collagelanding.text': 'Załóż darmowy profil i zobacz, kto mieszka w twojej okolicy.',
  'lander.gallery.title': 'Zobacz najnowsze profile',
  'lander.gallery.text': 'Codziennie dołączają nowe osoby. Może jest wśród nich twój match.',
  'lander.iconslanding.title': 'Znajdź kogoś, kto kocha to samo',
  'lander.iconslanding.text': 'Wybierz swoje zainteresowania i poznaj osoby z tymi samymi pasjami.',
  'lander.maplanding.title': 'Single w twojej okolicy',
  'lander.maplanding.text': 'Szukaj według odległości i odkryj, kto mieszka tuż obok.',
  'lander.socialnetwork.title': 'Sieć społecznościowa do randkowania',
  'lander.socialnetwork.text': 'Czatuj, lajkuj i wysyłaj prezenty osobom, które ci się podobają.',
  'lander.transitionsvideolanding.title': 'Jedno kliknięcie i już jesteś',
  'lander.transitionsvideolanding.text': 'Rejestracja zajmuje niecałą minutę. Potem od razu możesz szukać i lajkować.',
  'lander.video.title': 'Zobacz, kto jest online',
  'lander.video.text': 'Zarejestruj się za darmo i odkryj osoby w swojej okolicy.',
  'lander.cta': 'Zarejestruj się za darmo',
  'lander.benefit1': 'Darmowa rejestracja',
  'lander.benefit2': 'Dyskretnie i bezpiecznie',
  'lander.benefit3': 'Osoby w twojej okolicy',

  // PWA
  'pwa.shortName': '{siteName}',
};
