/**
 * Polish texts of the static pages (terms, privacy, cookies, ban, FAQ, return policy, customer
 * service, complaints): the same structure as the English ones in static-pages.ts, every
 * site-specific value from the StaticPageContext. The member is addressed informally (ty), as on
 * the rest of the site. Not wired in yet.
 */

import type { StaticPageContent, StaticPageContext } from './static-page-types.ts';
import {
  GRACE_DAYS,
  SESSION_COOKIE_DAYS,
  LANGUAGE_COOKIE_DAYS,
  DEVICE_COOKIE_DAYS,
  CAMPAIGN_COOKIE_DAYS,
  CONSENT_COOKIE_DAYS,
  FREE_MAX_PHOTOS,
  PREMIUM_MAX_PHOTOS,
  COMPLAINT_ACK_WORKING_DAYS,
  COMPLAINT_ANSWER_DAYS,
  fullAddress,
  tradenames,
  vatNumbers,
  hasPhone,
  contactLines,
} from './static-page-shared.ts';

// ---------------------------------------------------------------------------------------------
// Helpers (the Polish counterparts of the private helpers in static-pages.ts)

/** "1 dzień", "14 dni" (Polish uses "dni" for every number but 1). */
function days(n: number): string {
  return n === 1 ? '1 dzień' : `${n} dni`;
}

/** "1 dnia", "14 dni" (genitive, after "w ciągu"). */
function daysGen(n: number): string {
  return n === 1 ? '1 dnia' : `${n} dni`;
}

/** "1 dnia roboczego", "2 dni roboczych" (genitive, after "w ciągu"). */
function workingDaysGen(n: number): string {
  return n === 1 ? '1 dnia roboczego' : `${n} dni roboczych`;
}

function joinList(items: string[]): string {
  const xs = items.map((x) => x.trim()).filter((x) => x !== '');
  if (xs.length <= 1) return xs.join('');
  const last = xs[xs.length - 1] ?? '';
  return `${xs.slice(0, -1).join(', ')} i ${last}`;
}

/** "Klik B.V. z siedzibą pod adresem Herengracht 1, Amsterdam, Holandia" style description of the company. */
function companyDescription(ctx: StaticPageContext): string {
  const addr = fullAddress(ctx);
  const kvk = ctx.company.kvk.trim();
  const parts: string[] = [ctx.company.name];
  if (addr) parts.push(`z siedzibą pod adresem ${addr}`);
  if (kvk) parts.push(`wpisaną do rejestru Holenderskiej Izby Handlowej (KvK) pod numerem ${kvk}`);
  return parts.join(', ');
}

/** The company's details as list items (name, address, KvK, trade names, VAT, e-mail, phone). */
function companyDetails(ctx: StaticPageContext, withContact: boolean): string[] {
  const items: string[] = [];
  items.push(`Nazwa firmy: ${ctx.company.name}`);
  const addr = fullAddress(ctx);
  if (addr) items.push(`Adres: ${addr}`);
  if (ctx.company.kvk.trim())
    items.push(`Numer w rejestrze Holenderskiej Izby Handlowej (KvK): ${ctx.company.kvk.trim()}`);
  const tn = tradenames(ctx);
  if (tn.length > 0) items.push(`${tn.length === 1 ? 'Nazwa handlowa' : 'Nazwy handlowe'}: ${tn.join(', ')}`);
  const vat = vatNumbers(ctx);
  if (vat.length > 0) items.push(`${vat.length === 1 ? 'Numer VAT' : 'Numery VAT'}: ${vat.join(', ')}`);
  if (withContact) {
    items.push(`E-mail: ${ctx.supportEmail}`);
    if (hasPhone(ctx)) items.push(`Telefon: ${ctx.supportPhone.trim()}`);
  }
  items.push(`Strona internetowa: ${ctx.domain}`);
  return items;
}

/** "e-mailem na adres x" or "e-mailem na adres x lub telefonicznie pod numerem y". */
function contactSentence(ctx: StaticPageContext): string {
  return hasPhone(ctx)
    ? `e-mailem na adres ${ctx.supportEmail} lub telefonicznie pod numerem ${ctx.supportPhone.trim()}`
    : `e-mailem na adres ${ctx.supportEmail}`;
}

/** Ends a sentence with a full stop without doubling one (e.g. after 'B.V.'). */
function dot(x: string): string {
  return x.endsWith('.') ? x : `${x}.`;
}

function capitalize(x: string): string {
  return x.length === 0 ? x : x.charAt(0).toUpperCase() + x.slice(1);
}

/** List items ending in ';', the last one in '.'. */
function punctuateList(items: string[]): string[] {
  return items.map((x, i) => (i === items.length - 1 ? dot(x) : `${x};`));
}

// ---------------------------------------------------------------------------------------------
// Regulamin

export function termsPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  const tn = tradenames(ctx);
  return {
    title: 'Regulamin',
    intro: `Niniejszy regulamin dotyczy korzystania z ${s} (${ctx.domain}). Przeczytaj go uważnie przed rejestracją. Zakładając konto, akceptujesz ten regulamin. Wersja z dnia ${ctx.termsVersionDate}.`,
    sections: [
      {
        heading: '1. Kim jesteśmy',
        paragraphs: [
          `Serwis ${s} jest oferowany przez spółkę ${dot(companyDescription(ctx))}${tn.length > 0 ? ` ${c} działa pod ${tn.length === 1 ? 'nazwą handlową' : 'nazwami handlowymi'} ${dot(joinList(tn))}` : ''}${vatNumbers(ctx).length > 0 ? ` Numer VAT: ${vatNumbers(ctx).join(', ')}.` : ''}`,
          `W niniejszym regulaminie „my” i „${s}” oznaczają spółkę ${dot(c)} „Ty” i „użytkownik” oznaczają każdą osobę, która założyła konto w ${s}.`,
        ],
      },
      {
        heading: '2. Zakres stosowania',
        paragraphs: [
          `Niniejszy regulamin ma zastosowanie do każdej umowy między tobą a ${c} dotyczącej korzystania z ${s}, w tym zakupu kredytów. Nasza polityka prywatności, polityka plików cookie i zasady zwrotów stanowią część tego regulaminu.`,
          'Odstępstwa od tego regulaminu obowiązują tylko wtedy, gdy wyraźnie uzgodniliśmy je z tobą na piśmie (również e-mailem).',
        ],
      },
      {
        heading: `3. Minimalny wiek: ${ctx.minAge} lat`,
        paragraphs: [
          `${s} jest przeznaczony wyłącznie dla osób dorosłych. Aby się zarejestrować i korzystać z serwisu, musisz mieć ukończone ${ctx.minAge} lat. Rejestrując się, oświadczasz, że masz ukończone ${ctx.minAge} lat i że podane przez ciebie dane o sobie są prawdziwe.`,
          `W każdej chwili możemy poprosić cię o potwierdzenie wieku. Jeśli okaże się, że masz mniej niż ${ctx.minAge} lat, albo nie możesz potwierdzić swojego wieku, natychmiast i na stałe zamkniemy twoje konto.`,
        ],
      },
      {
        heading: '4. Twoje konto',
        paragraphs: [
          'Możesz mieć tylko jedno osobiste konto. Twoje konto nie może być przeniesione na inną osobę i nie możesz pozwolić innym z niego korzystać.',
          'Odpowiadasz za zachowanie hasła w tajemnicy oraz za wszystko, co dzieje się na twoim koncie. Jeśli podejrzewasz, że ktoś inny ma dostęp do twojego konta, natychmiast zmień hasło i skontaktuj się z nami.',
          'Twoje konto staje się aktywne dopiero po potwierdzeniu adresu e-mail za pomocą linku aktywacyjnego, który ci wysyłamy. Dbaj o to, aby twój adres e-mail był poprawny i aktualny, ponieważ e-mailem wysyłamy ważne informacje o twoim koncie i zakupach.',
        ],
      },
      {
        heading: '5. Kredyty i ceny',
        paragraphs: [
          `Rejestracja w ${s} jest bezpłatna. Za niektóre funkcje płaci się kredytami, na przykład za wysyłanie wiadomości, oglądanie lub wysyłanie zdjęć i wysyłanie prezentów. Liczba kredytów, jaką kosztuje dana czynność, wynika z aktualnego cennika w serwisie i jest zawsze pokazywana, zanim ją wykonasz.`,
          'Kredyty kupujesz z góry, w pakietach. Cena pakietu zawiera VAT i jest wyraźnie podana przed płatnością. Kredyty są dodawane do twojego konta natychmiast po otrzymaniu płatności.',
          'Kredyty są osobiste i przypisane do twojego konta. Nie mają wartości pieniężnej, nie można ich wymienić na pieniądze (z wyjątkiem przypadków opisanych w punkcie 8 i w naszych zasadach zwrotów) ani przenieść na innych użytkowników lub konta.',
          'Możemy zmieniać ceny pakietów kredytów i liczbę kredytów za daną czynność. Zmiana nie dotyczy pakietów, które już kupiono i opłacono. Posiadane przez ciebie kredyty pozostają ważne, dopóki istnieje twoje konto.',
          'Kredyty otrzymane bezpłatnie lub jako bonus, na przykład w ramach promocji, nie podlegają zwrotowi i mogą mieć ograniczony okres ważności. W takim przypadku informujemy o tym przy promocji.',
        ],
      },
      {
        heading: '6. Konto Premium',
        paragraphs: [
          `Przy pierwszym zakupie pakietu kredytów automatycznie otrzymujesz Premium. Premium znosi limit liczby rozmów, które możesz prowadzić, i pozwala dodać do ${PREMIUM_MAX_PHOTOS} zdjęć zamiast ${FREE_MAX_PHOTOS}.`,
          'Premium nie jest subskrypcją. Nie pobieramy żadnych cyklicznych opłat: płacisz wyłącznie za pakiety kredytów, które zdecydujesz się kupić.',
        ],
      },
      {
        heading: '7. Płatność',
        paragraphs: [
          'Możesz zapłacić metodami płatności pokazanymi przy płatności, takimi jak iDEAL, karta kredytowa, PayPal i polecenie zapłaty SEPA. Płatności obsługuje uznany dostawca usług płatniczych.',
          'Jeśli płatność zostanie cofnięta lub obciążona zwrotnie bez uzasadnionego powodu, możemy odjąć odpowiednie kredyty z twojego konta, a jeśli zdarza się to wielokrotnie, zawiesić twoje konto. Możemy obciążyć cię kosztami, które w związku z tym poniesiemy.',
        ],
      },
      {
        heading: '8. Prawo odstąpienia od umowy i zwroty',
        paragraphs: [
          `Kredyty są treściami cyfrowymi dostarczanymi natychmiast po płatności. Dajemy ci możliwość zwrotu pieniędzy za kredyty, których jeszcze nie wykorzystano, w ciągu ${daysGen(ctx.refundDays)} od zakupu. Nasze zasady zwrotów wyjaśniają, jak to działa.`,
          'Za wykorzystane kredyty nie zwracamy pieniędzy.',
        ],
      },
      {
        heading: '9. Zasady zachowania',
        paragraphs: [`Chcemy, aby wszyscy w ${s} czuli się bezpiecznie i dobrze. Dlatego zabronione jest:`],
        list: [
          'obrażanie, grożenie, zastraszanie, dyskryminowanie lub nękanie innych użytkowników;',
          'podszywanie się pod inną osobę, zakładanie fałszywego profilu lub podawanie nieprawdziwych informacji;',
          'dodawanie zdjęć innych osób, osób niepełnoletnich lub zdjęć, na których nie ma ciebie;',
          'udostępnianie danych osobowych innych osób, takich jak imiona i nazwiska, adresy, numery telefonów lub zdjęcia, bez ich zgody;',
          'oszukiwanie innych użytkowników, proszenie o pieniądze lub jakiekolwiek inne formy oszustwa;',
          'reklamowanie się, oferowanie płatnych usług lub zachęcanie użytkowników do przejścia na inne strony internetowe;',
          'publikowanie treści niezgodnych z prawem, porządkiem publicznym lub dobrymi obyczajami;',
          'zakłócanie działania strony lub włamywanie się do niej albo zbieranie danych w sposób zautomatyzowany.',
        ],
      },
      {
        heading: '10. Profile, zdjęcia i wiadomości',
        paragraphs: [
          'Odpowiadasz za treść swojego profilu, zdjęć i wiadomości. Każde zdjęcie sprawdzamy, zanim stanie się widoczne dla innych użytkowników. Możemy odrzucić lub usunąć zdjęcia i teksty, które naruszają ten regulamin.',
          `Publikując treści w ${s}, udzielasz nam zgody na ich wyświetlanie w serwisie, dopóki istnieje twoje konto. Prawa do twoich zdjęć i tekstów pozostają przy tobie.`,
        ],
      },
      {
        heading: `11. ${capitalize(ctx.fictionalPlural)}`,
        paragraphs: [
          `W ${s} występują również ${ctx.fictionalPlural}. Są to profile prowadzone przez ${c} lub w jej imieniu, w celach rozrywkowych. Na wiadomości wysłane do tych profili odpowiadają współpracownicy ${s}. Z tymi profilami nie można mieć kontaktu fizycznego ani spotkać się w prawdziwym życiu.`,
          `Wysyłanie wiadomości do tych profili kosztuje tyle samo kredytów, co wysyłanie wiadomości do innych profili. Korzystając z ${s}, potwierdzasz, że o tym wiesz.`,
        ],
      },
      {
        heading: '12. Odpowiedzialność',
        paragraphs: [
          `Dokładamy wszelkich starań, aby ${s} działał prawidłowo i bezpiecznie, ale nie możemy zagwarantować, że serwis będzie zawsze dostępny bez przerw i błędów. Nie odpowiadamy za to, co inni użytkownicy publikują lub robią w serwisie, ani za ustalenia, które poczynisz z innymi użytkownikami.`,
          `Nasza odpowiedzialność jest ograniczona do szkody bezpośredniej i do kwoty nie wyższej niż kwota zapłacona przez ciebie ${c} w ciągu dwunastu miesięcy przed zdarzeniem, które spowodowało szkodę. Ograniczenie to nie ma zastosowania w przypadku winy umyślnej lub rażącego niedbalstwa ${c} ani w zakresie, w jakim prawo nie dopuszcza takiego ograniczenia.`,
        ],
      },
      {
        heading: '13. Rezygnacja, usunięcie i zawieszenie',
        paragraphs: [
          `Możesz w każdej chwili usunąć swoje konto w ustawieniach („Usuń konto”), podając hasło. Po twojej prośbie konto zostaje natychmiast ukryte przed innymi użytkownikami, a wszystkie twoje sesje na wszystkich urządzeniach zostają zakończone. Przez ${days(GRACE_DAYS)} możesz jeszcze przywrócić konto linkiem z e-maila, który ci wyślemy; jeśli zalogujesz się w tym czasie, na prośbę wyślemy ci link ponownie. Następnie twoje konto i dane zostaną trwale usunięte, jak opisano w naszej polityce prywatności.`,
          `Gdy usunięcie konta staje się ostateczne, pozostałe kredyty przepadają. Niewykorzystane kredyty kupione mniej niż ${days(ctx.refundDays)} temu mogą zostać zwrócone zgodnie z naszymi zasadami zwrotów, zanim usuniesz konto.`,
          'Możemy zawiesić lub trwale zablokować twoje konto, jeśli naruszasz ten regulamin, nie masz wymaganego minimalnego wieku lub jeśli mamy uzasadnione podejrzenie nadużycia lub oszustwa. Na naszej stronie o zablokowanych kontach wyjaśniamy, jak się odwołać.',
        ],
      },
      {
        heading: '14. Zmiany',
        paragraphs: [
          'Możemy zmieniać ten regulamin. O istotnych zmianach poinformujemy z odpowiednim wyprzedzeniem w serwisie lub e-mailem. Jeśli nie zgadzasz się ze zmianą, możesz usunąć konto. Jeśli nadal korzystasz z serwisu po wejściu zmiany w życie, obowiązuje zmieniona wersja.',
        ],
      },
      {
        heading: '15. Reklamacje',
        paragraphs: [
          `Masz reklamację dotyczącą ${s}? Skontaktuj się z naszą obsługą klienta ${contactSentence(ctx)}. Opisz reklamację możliwie jasno i podaj adres e-mail swojego konta. Potwierdzimy jej otrzymanie i merytorycznie odpowiemy w ciągu 14 dni.`,
        ],
      },
      {
        heading: '16. Prawo właściwe i spory',
        paragraphs: [
          `Niniejszy regulamin i każda umowa z ${c} podlegają prawu holenderskiemu. Spory rozstrzyga właściwy sąd w Holandii, chyba że bezwzględnie obowiązujące przepisy wskazują inny sąd. Jako konsument zachowujesz ochronę, jaką zapewnia ci prawo kraju twojego zamieszkania.`,
        ],
      },
      {
        heading: '17. Wersja',
        paragraphs: [`To jest wersja z dnia ${ctx.termsVersionDate}.`],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Polityka prywatności

export function privacyPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const c = ctx.company.name;
  return {
    title: 'Polityka prywatności',
    intro: `W ${s} starannie dbamy o twoje dane osobowe. Ta polityka wyjaśnia, jakie dane przetwarzamy, dlaczego to robimy, jak długo je przechowujemy i jakie masz prawa. Przestrzegamy ogólnego rozporządzenia o ochronie danych (rozporządzenie (UE) 2016/679, „RODO”).`,
    sections: [
      {
        heading: 'Administrator danych',
        paragraphs: [
          `${c} jest administratorem danych osobowych przetwarzanych za pośrednictwem ${s} (${ctx.domain}). Nasze dane:`,
        ],
        list: companyDetails(ctx, true),
      },
      {
        heading: 'Jakie dane przetwarzamy',
        paragraphs: ['W zależności od tego, jak korzystasz z serwisu, przetwarzamy następujące dane:'],
        list: [
          'dane konta: nazwa użytkownika, adres e-mail, hasło (przechowywane w postaci zaszyfrowanej), data urodzenia i płeć;',
          'dane profilu: miejscowość lub region, tekst profilu, twoje preferencje i odpowiedzi na pytania w profilu;',
          'zdjęcia, które dodajesz do profilu lub wysyłasz w rozmowach;',
          'wiadomości, prezenty i lajki, które wysyłasz i otrzymujesz;',
          'dane o zakupach: kupione pakiety kredytów, kwoty, metoda płatności i szczegóły transakcji przekazane przez dostawcę usług płatniczych (nie otrzymujemy ani nie przechowujemy pełnych danych karty kredytowej);',
          'dane techniczne: adres IP, kraj, z którego odwiedzasz serwis, informacje o przeglądarce i urządzeniu, czas logowania i korzystania;',
          'treść twoich kontaktów z naszą obsługą klienta.',
        ],
      },
      {
        heading: 'Szczególne kategorie danych osobowych i twoja wyraźna zgoda',
        paragraphs: [
          'Serwis randkowy niemal zawsze przetwarza dane, które mówią coś o twoim życiu seksualnym lub orientacji seksualnej, na przykład kogo szukasz, twoje zdjęcia i treść wiadomości. Są to szczególne kategorie danych osobowych. Przetwarzamy je wyłącznie na podstawie twojej wyraźnej zgody, której udzielasz przy rejestracji i wypełnianiu profilu.',
          'W każdej chwili możesz wycofać zgodę, usuwając odpowiednie dane z profilu lub usuwając konto. Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania, którego dokonano przed jej wycofaniem. Bez tych danych nie możemy świadczyć usługi randkowej lub możemy ją świadczyć tylko częściowo.',
          'Nie udostępniaj w profilu i wiadomościach więcej, niż chcesz. Nie umieszczaj w profilu informacji, które bezpośrednio cię identyfikują, takich jak nazwisko, adres czy numer telefonu.',
        ],
      },
      {
        heading: 'Do czego wykorzystujemy twoje dane',
        paragraphs: ['Wykorzystujemy twoje dane w następujących celach:'],
        list: [
          'zakładanie i prowadzenie twojego konta oraz pokazywanie twojego profilu innym użytkownikom;',
          'umożliwianie kontaktu z innymi użytkownikami, w tym wysyłania wiadomości, zdjęć i prezentów;',
          'realizacja zakupów, prowadzenie salda kredytów i obsługa zwrotów;',
          'wysyłanie e-maili serwisowych, takich jak e-mail aktywacyjny, reset hasła i potwierdzenia zakupu;',
          'wysyłanie powiadomień o nowych wiadomościach oraz, jeśli wyrazisz zgodę, powiadomień push i newslettera;',
          'sprawdzanie zdjęć i tekstów profili oraz egzekwowanie regulaminu, w tym minimalnego wieku. Nowe zdjęcia najpierw przechodzą automatyczną kontrolę pod kątem nagości, która działa na naszych serwerach; kontrola nigdy nie decyduje sama: każde zdjęcie zatwierdza lub odrzuca osoba z naszego zespołu, a jeśli kontrola odegrała rolę w odrzuceniu, otrzymane wyjaśnienie to wskazuje;',
          'zapobieganie oszustwom, nadużyciom i incydentom bezpieczeństwa oraz ich wykrywanie;',
          'odpowiadanie na twoje pytania i reklamacje;',
          'wypełnianie obowiązków prawnych, takich jak obowiązek przechowywania dokumentacji podatkowej.',
        ],
      },
      {
        heading: 'Podstawy prawne',
        paragraphs: ['Przetwarzamy twoje dane na następujących podstawach prawnych RODO:'],
        list: [
          'wykonanie umowy (art. 6 ust. 1 lit. b RODO): w odniesieniu do twojego konta, profilu, kontaktów z użytkownikami i zakupów;',
          'wyraźna zgoda (art. 6 ust. 1 lit. a oraz art. 9 ust. 2 lit. a RODO): w odniesieniu do szczególnych kategorii danych osobowych, powiadomień push i newslettera;',
          'obowiązek prawny (art. 6 ust. 1 lit. c RODO): w odniesieniu do naszych obowiązków księgowych i obowiązku przechowywania dokumentacji podatkowej;',
          'prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO): w odniesieniu do bezpieczeństwa serwisu oraz zapobiegania oszustwom i nadużyciom.',
        ],
      },
      {
        heading: `Wiadomości do profili fikcyjnych (${ctx.fictionalPlural})`,
        paragraphs: [
          `W ${s} występują ${ctx.fictionalPlural} prowadzone przez ${c} lub w jej imieniu. Wiadomości i zdjęcia, które wysyłasz do tych profili, czytają i odpowiadają na nie współpracownicy ${s}. Są oni zobowiązani do zachowania poufności i wykorzystują twoje dane wyłącznie w tym celu.`,
        ],
      },
      {
        heading: 'Jak długo przechowujemy twoje dane',
        paragraphs: [
          `Przechowujemy twoje dane, dopóki istnieje twoje konto. Jeśli usuniesz konto, masz ${days(GRACE_DAYS)} na jego przywrócenie linkiem, który wyślemy ci e-mailem. Po tym okresie trwale usuwamy twój profil, zdjęcia (również z naszego archiwum), treść wiadomości, lajki, blokady, treść twoich zgłoszeń, sesje, ustawienia powiadomień oraz dane płatnicze, takie jak zapisane karty i numery IBAN; zlecamy dostawcy płatności usunięcie utworzonego tam dla ciebie profilu klienta (imię i nazwisko oraz adres e-mail) i zastępujemy twój adres e-mail, dzięki czemu w przyszłości możesz zarejestrować się ponownie. Jeśli nie chcesz czekać, poproś o to naszą obsługę klienta: wtedy od razu usuniemy konto ostatecznie.`,
          'Dane, które musimy przechowywać z mocy prawa, takie jak twoje zamówienia, faktury i zapisy dotyczące kredytów, przechowujemy bez twojego imienia i nazwiska, adresu e-mail czy innych danych osobowych przez obowiązkowy okres siedmiu lat. Dane dotyczące blokady za poważne naruszenia mogą być przechowywane dłużej, aby zapobiec ponownej rejestracji, ale nie dłużej, niż to konieczne. Techniczne pliki dziennika przechowujemy krótko i wyłącznie w celach bezpieczeństwa.',
        ],
      },
      {
        heading: 'Przekazywanie danych osobom trzecim',
        paragraphs: [
          'Nigdy nie sprzedajemy twoich danych osobom trzecim i nie wykorzystujemy ich do reklam podmiotów trzecich.',
          'Korzystamy jednak z usługodawców, którzy przetwarzają dane w naszym imieniu (podmioty przetwarzające), takich jak nasz dostawca hostingu, dostawcy usług płatniczych i usługa wysyłki e-maili. Zawieramy z nimi umowy powierzenia przetwarzania danych, a mogą oni wykorzystywać twoje dane wyłącznie zgodnie z naszymi instrukcjami. Jeśli dane są przetwarzane poza Europejskim Obszarem Gospodarczym, zapewniamy odpowiednie zabezpieczenia, takie jak standardowe klauzule umowne Komisji Europejskiej.',
          'Przekazujemy dane organom, gdy jesteśmy do tego zobowiązani przez prawo, na przykład na podstawie zgodnego z prawem żądania policji lub sądu.',
        ],
      },
      {
        heading: 'Bezpieczeństwo',
        paragraphs: [
          'Stosujemy odpowiednie środki techniczne i organizacyjne, aby chronić twoje dane przed utratą i niezgodnym z prawem wykorzystaniem. Na przykład połączenie z serwisem jest szyfrowane (HTTPS), hasła są przechowywane wyłącznie w postaci zaszyfrowanej, a dostęp do twoich danych mają tylko upoważnione osoby.',
          'W Ustawieniach → „Twoje zalogowane urządzenia” widzisz urządzenia, na których masz otwartą sesję (przeglądarka, system, kraj i ostatnia aktywność), i możesz wylogować jedno z nich lub wszystkie pozostałe. Jeśli zalogujesz się z urządzenia lub kraju, którego wcześniej u ciebie nie widzieliśmy, wyślemy ci e-mail.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: ['Na podstawie RODO przysługują ci następujące prawa:'],
        list: [
          'prawo dostępu: wszystko, co o tobie przechowujemy, możesz samodzielnie pobrać w Ustawieniach → „Pobierz moje dane” (plik ZIP z twoimi danymi i zdjęciami; e-mailem wyślemy ci link ważny 24 godziny, jedno żądanie na 24 godziny);',
          'prawo do sprostowania: możesz poprosić o poprawienie nieprawidłowych danych lub samodzielnie zmienić je w profilu;',
          'prawo do usunięcia danych: możesz zażądać usunięcia konta i danych;',
          'prawo do ograniczenia przetwarzania;',
          'prawo do przenoszenia danych: ten sam plik ZIP zawiera twoje dane w powszechnie używanym formacie cyfrowym (JSON) oraz twoje zdjęcia;',
          'prawo do sprzeciwu: możesz sprzeciwić się przetwarzaniu opartemu na naszym prawnie uzasadnionym interesie;',
          'prawo do wycofania zgody.',
        ],
      },
      {
        heading: 'Jak skorzystać ze swoich praw',
        paragraphs: [
          `Wyślij żądanie e-mailem na adres ${ctx.supportEmail} z adresu e-mail swojego konta. Możemy poprosić cię o potwierdzenie tożsamości. Odpowiemy na twoje żądanie w ciągu miesiąca.`,
          'Coś cię niepokoi w sposobie, w jaki przetwarzamy twoje dane? Daj nam znać, a wspólnie poszukamy rozwiązania. Masz też prawo wnieść skargę do holenderskiego organu ochrony danych (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) lub do organu nadzorczego w swoim kraju (w Polsce do Prezesa Urzędu Ochrony Danych Osobowych, uodo.gov.pl).',
        ],
      },
      {
        heading: 'Zmiany',
        paragraphs: [
          `Możemy aktualizować tę politykę prywatności. Aktualna wersja jest zawsze dostępna na ${ctx.domain}. O istotnych zmianach poinformujemy cię w serwisie lub e-mailem.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Polityka plików cookie

export function cookiesPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Polityka plików cookie',
    intro: `${s} używa niezbędnych plików cookie, bez których serwis nie działa; nie wymagają one zgody. Jedynie plik cookie kampanii zapisujemy dopiero po wyrażeniu przez ciebie zgody. Nie stosujemy śledzących ani reklamowych plików cookie podmiotów trzecich. Poniżej dokładnie opisujemy, jakich plików cookie używamy.`,
    sections: [
      {
        heading: 'Czym są pliki cookie?',
        paragraphs: [
          'Pliki cookie to małe pliki tekstowe, które strona internetowa zapisuje na twoim komputerze, tablecie lub telefonie. Dzięki nim strona może rozpoznać twoją przeglądarkę przy następnej wizycie. Oprócz plików cookie strona może też zapisywać dane w pamięci lokalnej (local storage) przeglądarki.',
        ],
      },
      {
        heading: 'Niezbędne pliki cookie (bez zgody)',
        paragraphs: [
          'Te pliki cookie i dane są potrzebne do działania serwisu lub do zapamiętania wyboru, którego dokonujesz samodzielnie. Nie wymagają zgody.',
        ],
        list: [
          `Plik cookie sesji: zapamiętuje twoje zalogowanie, więc nie musisz logować się na każdej stronie. Okres przechowywania: ${days(SESSION_COOKIE_DAYS)} lub do wylogowania.`,
          `Plik cookie języka: zapamiętuje, w jakim języku chcesz oglądać serwis. Okres przechowywania: ${days(LANGUAGE_COOKIE_DAYS)}.`,
          `Plik cookie urządzenia: losowy kod, który zapisujemy w twojej przeglądarce przy logowaniu. Pozwala naszym moderatorom sprawdzić, czy ktoś korzysta z kilku kont w tej samej przeglądarce, na przykład aby wrócić po blokadzie lub oszukiwać innych użytkowników. Kod nie mówi nic o tobie ani o twoim urządzeniu; razem z twoim kontem przechowujemy tylko jego wersję zahaszowaną. Okres przechowywania: ${days(DEVICE_COOKIE_DAYS)} od ostatniego logowania.`,
          `Plik cookie wyboru: zapamiętuje, czy plik cookie kampanii został przez ciebie zaakceptowany, czy odrzucony, abyśmy nie pytali o to przy każdej wizycie. Zawiera tylko twoją odpowiedź. Okres przechowywania: ${days(CONSENT_COOKIE_DAYS)}.`,
          'Kampania tej wizyty: jeśli wchodzisz przez link kampanii, strona zapamiętuje kody kampanii z linku wyłącznie w swojej pamięci roboczej, dopóki przeglądasz serwis, aby rejestracja podczas tej wizyty mogła je przekazać. Na twoim urządzeniu nic nie jest zapisywane: znikają, gdy tylko przeładujesz stronę lub zamkniesz kartę, i nie służą do niczego innego.',
          'Zamknięte komunikaty: gdy zamykasz powiadomienie lub komunikat, zapisujemy to w pamięci lokalnej przeglądarki, żeby ten sam komunikat nie pojawiał się wciąż od nowa. Te dane pozostają tylko w twojej przeglądarce i nie są do nas wysyłane.',
        ],
      },
      {
        heading: 'Plik cookie kampanii (tylko za twoją zgodą)',
        paragraphs: [
          `Jeśli trafiasz do ${s} przez link partnera lub kampanii, zapamiętujemy, o jaką kampanię chodzi (nazwę partnera, kody kampanii z linku i stronę, na którą trafiasz), abyśmy mogli poinformować partnera, że rejestracja lub zakup nastąpiły za jego pośrednictwem. Plik cookie nie zawiera danych osobowych ani niczego, co pozwala cię rozpoznać; zachowywana jest pierwsza kampania. Okres przechowywania: ${days(CAMPAIGN_COOKIE_DAYS)}.`,
          'Ten plik cookie nie jest potrzebny do działania serwisu. Dlatego zapisujemy go tylko wtedy, gdy klikniesz „Akceptuję” w komunikacie, który widzisz po wejściu przez taki link. Jeśli klikniesz „Odrzucam” albo nie dokonasz wyboru, nie zapisujemy go; możesz korzystać z serwisu dokładnie tak samo.',
        ],
      },
      {
        heading: 'Zmiana wyboru',
        paragraphs: [
          `Swój wybór możesz w każdej chwili zmienić lub wycofać zgodę za pomocą przycisków „Akceptuję” i „Odrzucam” na dole tej strony. Jeśli wycofasz zgodę, natychmiast usuwamy plik cookie kampanii. Twój wybór obowiązuje przez ${days(CONSENT_COOKIE_DAYS)}; potem zapytamy ponownie, gdy znów wejdziesz przez link kampanii.`,
        ],
      },
      {
        heading: 'Żadnego śledzenia przez podmioty trzecie',
        paragraphs: [
          `${s} nie używa plików cookie sieci reklamowych, mediów społecznościowych ani innych podmiotów trzecich, które śledzą twoje zachowanie w internecie. Nikomu nie sprzedajemy danych o twojej wizycie.`,
          'Podczas płatności serwis może przekierować cię na stronę dostawcy usług płatniczych. Na tej stronie obowiązuje polityka plików cookie i polityka prywatności tego dostawcy.',
        ],
      },
      {
        heading: 'Usuwanie lub blokowanie plików cookie',
        paragraphs: [
          'W każdej chwili możesz usunąć pliki cookie i pamięć lokalną w ustawieniach przeglądarki. Zwykle znajdziesz tę opcję w sekcji Prywatność lub Historia, na przykład jako „Wyczyść dane przeglądania” lub „Pliki cookie i dane witryn”. Możesz też ustawić przeglądarkę tak, aby całkowicie odrzucała pliki cookie.',
          'Uwaga: jeśli usuniesz lub zablokujesz niezbędne pliki cookie, twoja sesja się zakończy i nie zalogujesz się, dopóki pliki cookie są zablokowane. Twój wybór języka również zostanie zapomniany, a zamknięte komunikaty pojawią się ponownie.',
        ],
      },
      {
        heading: 'Pytania',
        paragraphs: [
          `Masz pytania dotyczące naszej polityki plików cookie? Napisz do nas na ${ctx.supportEmail}. Więcej o tym, jak przetwarzamy twoje dane, przeczytasz w naszej polityce prywatności.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Konto zawieszone lub zablokowane

export function banPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  return {
    title: 'Twoje konto zostało zawieszone lub zablokowane',
    intro: `Twoje konto w ${s} zostało zawieszone lub zablokowane, ponieważ stwierdziliśmy naruszenie naszego regulaminu, często po zgłoszeniach innych użytkowników. Na tej stronie wyjaśniamy, dlaczego to robimy, co to oznacza i jak możesz się odwołać.`,
    sections: [
      {
        heading: 'Dlaczego zawieszamy lub blokujemy konta',
        paragraphs: [
          `Aby ${s} był bezpieczny i przyjemny dla wszystkich, zawieszamy lub blokujemy konta między innymi w następujących sytuacjach:`,
        ],
        list: [
          `użytkownik ma mniej niż ${ctx.minAge} lat lub mamy poważne podejrzenie, że tak jest;`,
          'powtarzające się zastraszanie, grożenie, dyskryminowanie lub nękanie innych użytkowników;',
          'oszustwo lub próba oszustwa, na przykład proszenie o pieniądze, karty podarunkowe lub dane płatnicze;',
          'działalność komercyjna, na przykład reklamowanie się, oferowanie płatnych usług lub kierowanie użytkowników na inne strony internetowe;',
          'fałszywa tożsamość, na przykład fałszywy profil, zdjęcia innej osoby lub kilka kont;',
          'udostępnianie danych osobowych lub zdjęć innych osób bez ich zgody;',
          'nadużycia płatności, na przykład nieuzasadnione obciążenia zwrotne;',
          'inne poważne lub powtarzające się naruszenia naszego regulaminu.',
        ],
      },
      {
        heading: 'Zawieszenie czy blokada',
        paragraphs: [
          'Zawieszenie trwa do określonej daty i godziny, które zobaczysz w komunikacie przy próbie logowania. Potem kończy się samo: znowu możesz się zalogować, a twój profil jest ponownie widoczny.',
          'Blokada obowiązuje, dopóki jej nie zdejmiemy, na przykład po odwołaniu.',
        ],
      },
      {
        heading: 'Co oznacza zawieszenie lub blokada',
        paragraphs: [
          'Dopóki twoje konto jest zawieszone lub zablokowane, nie możesz się zalogować, a sesje na wszystkich urządzeniach zostają zakończone. Twój profil nie pojawia się w wynikach wyszukiwania, lajkach ani na listach innych użytkowników. Osoby, z którymi prowadzono rozmowę, widzą, że twoje konto nie jest już aktywne; nie mogą już wysyłać ci wiadomości, a ty nie możesz wysyłać ich do nich. Nie możesz kupować ani wykorzystywać kredytów.',
          'Twój profil, rozmowy, lajki i kredyty pozostają zachowane. Gdy zdejmiemy zawieszenie lub blokadę albo gdy zawieszenie się skończy, wszystko wraca do poprzedniego stanu.',
          'Dopóki twoje konto jest zablokowane, nie możesz założyć nowego. Jeśli to zrobisz, nowe konto również zostanie zablokowane. Jeśli konto zostaje zablokowane, ponieważ korzysta z niego osoba niepełnoletnia, trwale usuwamy konto i jego dane.',
        ],
      },
      {
        heading: 'Jak się odwołać',
        paragraphs: [
          `Uważasz, że twoje konto zostało zawieszone lub zablokowane przez pomyłkę? Napisz e-mail na adres ${ctx.supportEmail}. Podaj nazwę użytkownika i adres e-mail swojego konta oraz wyjaśnij, dlaczego się nie zgadzasz.`,
          'Starannie rozpatrujemy każde odwołanie i w ciągu 14 dni poinformujemy cię e-mailem o naszej decyzji. Jeśli zawieszenie lub blokada okażą się nieuzasadnione, natychmiast je zdejmiemy i znowu możesz normalnie się logować.',
        ],
      },
      {
        heading: 'Kredyty i zwroty',
        paragraphs: [
          `Masz pytania dotyczące kredytów, które pozostały ci w chwili zawieszenia lub blokady, albo uważasz, że należy ci się zwrot? Napisz do nas na ${ctx.supportEmail}. Rozpatrzymy twoją prośbę zgodnie z naszymi zasadami zwrotów i przepisami prawa.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Częste pytania

export function faqPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const phone = hasPhone(ctx)
    ? ` Możesz też zadzwonić pod numer ${ctx.supportPhone.trim()} (od poniedziałku do piątku w godz. 9:00–17:00 czasu holenderskiego).`
    : '';
  return {
    title: 'Częste pytania',
    intro: `Tu znajdziesz odpowiedzi na najczęściej zadawane pytania dotyczące ${s}. Nie ma tu twojego pytania? Skontaktuj się z naszą obsługą klienta.`,
    sections: [
      {
        heading: 'Czym są kredyty?',
        paragraphs: [
          `Kredyty to waluta ${s}. Kupujesz je z góry w pakiecie i wykorzystujesz na przykład do wysyłania wiadomości, oglądania lub wysyłania zdjęć i wysyłania prezentów. Kredyty nie mają wartości pieniężnej i nie można ich przekazać innym użytkownikom. Aktualne saldo kredytów zawsze widzisz na swoim koncie.`,
        ],
      },
      {
        heading: 'Ile kosztuje wiadomość?',
        paragraphs: [
          `Liczba kredytów, jaką kosztuje wiadomość, zdjęcie lub prezent, zależy od aktualnego cennika ${s}. Liczba kredytów jest zawsze pokazywana, zanim coś wyślesz, więc nigdy nie będzie niespodzianek. Kredyty nigdy nie są pobierane bez twojego działania.`,
        ],
      },
      {
        heading: 'Czym jest Premium?',
        paragraphs: [
          `Gdy tylko po raz pierwszy kupisz kredyty, automatycznie otrzymujesz Premium. Z Premium możesz prowadzić nieograniczoną liczbę rozmów i dodać do profilu do ${PREMIUM_MAX_PHOTOS} zdjęć (na darmowym koncie do ${FREE_MAX_PHOTOS}). Premium nie jest subskrypcją: nigdy nic nie jest pobierane automatycznie.`,
        ],
      },
      {
        heading: 'Jak kupić kredyty?',
        paragraphs: [
          'Przejdź na stronę „Kup kredyty”. Wybierz pakiet, wybierz metodę płatności i dokończ płatność. Kredyty zostaną dodane do twojego konta natychmiast po płatności, a potwierdzenie dostaniesz e-mailem.',
        ],
      },
      {
        heading: 'Jakimi metodami mogę zapłacić?',
        paragraphs: [
          'Możesz zapłacić przez iDEAL, kartą kredytową, PayPal i poleceniem zapłaty SEPA. Dostępne dla ciebie metody zobaczysz przy płatności. Płatności odbywają się przez bezpieczne połączenie uznanego dostawcy usług płatniczych.',
        ],
      },
      {
        heading: 'Czy mogę odzyskać pieniądze?',
        paragraphs: [
          `Tak. W ciągu ${daysGen(ctx.refundDays)} od zakupu możesz poprosić o zwrot pieniędzy za kredyty, których jeszcze nie wykorzystano. W tym celu napisz e-mail na adres ${ctx.supportEmail}. Kwotę za niewykorzystane kredyty zwracamy tą samą metodą płatności. Za wykorzystane kredyty i kredyty bonusowe nie zwracamy pieniędzy. Więcej przeczytasz w naszych zasadach zwrotów.`,
        ],
      },
      {
        heading: 'Jak usunąć konto?',
        paragraphs: [
          `Przejdź do ustawień i wybierz „Usuń konto”. Wolisz zrobić sobie przerwę? Tam możesz też ukryć swój profil. Potwierdź hasłem; twój profil zostanie od razu ukryty. Zmiana zdania? Link z e-maila, który ci wyślemy, przywróci konto w ciągu ${days(GRACE_DAYS)}, razem z profilem, zdjęciami, rozmowami i kredytami. Zgubiono link? Zaloguj się, a zaproponujemy ponowne wysłanie. Po tym okresie twoje konto i wszystkie dane zostaną trwale usunięte; niewykorzystane kredyty przepadają.`,
        ],
      },
      {
        heading: 'Czym jest tryb niewidoczny?',
        paragraphs: [
          'Tryb niewidoczny pozwala korzystać z serwisu tak, że twój profil nie pojawia się w wynikach wyszukiwania ani w zestawieniach innych użytkowników. Tryb niewidoczny włączysz i wyłączysz w ustawieniach. Osoby, z którymi już czatujesz, nadal mogą czytać twoje wiadomości i ci odpowiadać.',
        ],
      },
      {
        heading: 'Jak zablokować innego użytkownika?',
        paragraphs: [
          'Otwórz profil lub rozmowę i wybierz „Zablokuj”. Zablokowany profil nie może się już z tobą kontaktować. Później możesz go odblokować w ustawieniach. Jeśli ktoś zachowuje się niestosownie, zgłoś to nam, abyśmy mogli zareagować.',
        ],
      },
      {
        heading: 'Jak pobrać swoje dane i gdzie widzę swoje zalogowane urządzenia?',
        paragraphs: [
          'Przejdź do Ustawień i wybierz „Pobierz moje dane”. Przygotujemy plik ZIP ze wszystkim, co o tobie przechowujemy (konto, profil, zdjęcia, lajki, rozmowy, zamówienia, kredyty, sesje, blokady i zgłoszenia), i wyślemy ci link e-mailem. Link jest ważny 24 godziny i działa tylko po zalogowaniu. O swoje dane możesz prosić raz na 24 godziny.',
          'W Ustawieniach, w sekcji „Twoje zalogowane urządzenia”, widzisz urządzenia, na których masz otwartą sesję, z przeglądarką, krajem i ostatnią aktywnością. „Wyloguj” kończy sesję na jednym urządzeniu, „Wyloguj ze wszystkich innych miejsc” na wszystkich pozostałych. Gdy zalogujesz się z nowego urządzenia, dostaniesz e-mail.',
        ],
      },
      {
        heading: 'Dlaczego moje zdjęcie nie jest jeszcze widoczne?',
        paragraphs: [
          'Każde zdjęcie sprawdza nasz zespół, zanim zobaczą je inni użytkownicy. Robimy to jak najszybciej; do tego czasu zdjęcie widzisz tylko ty. Zdjęcia są odrzucane, jeśli nie widać na nich wyraźnie ciebie, jeśli przedstawiają osoby niepełnoletnie lub inne rozpoznawalne osoby bez ich zgody, jeśli zawierają dane kontaktowe lub reklamę albo jeśli w inny sposób naruszają nasz regulamin.',
        ],
      },
      {
        heading: 'Nie pamiętam hasła. Co robić?',
        paragraphs: [
          'Kliknij „Nie pamiętasz hasła?” na ekranie logowania i podaj swój adres e-mail. Dostaniesz e-mail z linkiem do ustawienia nowego hasła. Link jest ważny przez ograniczony czas. Nie ma e-maila? Sprawdź też folder spam.',
        ],
      },
      {
        heading: 'Nie doszedł e-mail aktywacyjny. Co robić?',
        paragraphs: [
          `Najpierw sprawdź folder spam albo zakładki Oferty lub Aktualizacje w swojej skrzynce. Dodaj ${ctx.supportEmail} do kontaktów, żeby nasze e-maile odtąd docierały prawidłowo. Sprawdź też, czy adres e-mail jest wpisany poprawnie. Nadal nic? Skontaktuj się z nami, a ponownie wyślemy e-mail aktywacyjny lub poprawimy twój adres e-mail.`,
        ],
      },
      {
        heading: `Czym są ${ctx.fictionalPlural}?`,
        paragraphs: [
          `W ${s} występują również ${ctx.fictionalPlural}. Te profile są prowadzone przez ${ctx.company.name} lub w jej imieniu i służą rozrywce. Na wiadomości wysłane do tych profili odpowiadają współpracownicy ${s}. Z tymi profilami nie można spotkać się w prawdziwym życiu. Więcej przeczytasz w naszym regulaminie.`,
        ],
      },
      {
        heading: 'Jak skontaktować się z obsługą klienta?',
        paragraphs: [
          `Napisz e-mail na adres ${ctx.supportEmail}. Zwykle odpowiadamy w ciągu jednego dnia roboczego.${phone} Zawsze podawaj adres e-mail swojego konta, abyśmy mogli szybciej ci pomóc.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Zasady zwrotów

export function returnPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const d = daysGen(ctx.refundDays);
  return {
    title: 'Zasady zwrotów',
    intro: `Kredyty w ${s} są treściami cyfrowymi. Te zasady wyjaśniają, jak w ciągu ${d} od zakupu odzyskać pieniądze za kredyty, których jeszcze nie wykorzystano.`,
    sections: [
      {
        heading: 'Prawo odstąpienia od umowy przy treściach cyfrowych',
        paragraphs: [
          'Przy zakupie treści cyfrowych, które nie są dostarczane na nośniku materialnym, ustawowe prawo odstąpienia od umowy wygasa z chwilą rozpoczęcia świadczenia za twoją wyraźną zgodą i po przyjęciu przez ciebie do wiadomości, że tracisz w ten sposób prawo odstąpienia od umowy. Kredyty są dodawane do twojego konta natychmiast po płatności.',
          `Mimo to chcemy, żeby zakup kredytów był bez ryzyka. Dlatego w ciągu ${d} od daty zakupu możesz poprosić o zwrot pieniędzy za kredyty, których jeszcze nie wykorzystano. Nie musisz podawać powodu.`,
        ],
      },
      {
        heading: 'Jak poprosić o zwrot',
        paragraphs: [`W ciągu ${d} od zakupu wyślij e-mail na adres ${ctx.supportEmail}, podając:`],
        list: [
          'swoją nazwę użytkownika i adres e-mail konta;',
          'datę zakupu i kupiony pakiet kredytów;',
          'że chcesz odstąpić od umowy i prosisz o zwrot pieniędzy za niewykorzystane kredyty.',
        ],
      },
      {
        heading: 'Jak zwracamy pieniądze',
        paragraphs: [
          'Potwierdzimy otrzymanie twojej prośby e-mailem. Odejmiemy z twojego konta niewykorzystane kredyty z danego pakietu i zwrócimy odpowiednią kwotę. Jeśli część kredytów z pakietu została już wykorzystana, zwrócimy kwotę odpowiadającą niewykorzystanym kredytom, proporcjonalnie do ceny zapłaconej za pakiet.',
          'Zwrotu dokonujemy najpóźniej w ciągu 14 dni od otrzymania twojej prośby, tą samą metodą płatności, której użyto przy zakupie, chyba że uzgodnimy z tobą inaczej. Zwrot nie wiąże się dla ciebie z żadnymi kosztami.',
        ],
      },
      {
        heading: 'Wyjątki',
        paragraphs: ['Zwrot nie jest możliwy w następujących przypadkach:'],
        list: [
          'kredyty już wykorzystane na wiadomości, zdjęcia, prezenty lub inne funkcje;',
          'kredyty otrzymane bezpłatnie, jako bonus lub w ramach promocji;',
          `zakupy dokonane ponad ${days(ctx.refundDays)} temu;`,
          'zakupy, za które płatność została cofnięta lub obciążona zwrotnie;',
          'przypadki oszustwa lub nadużycia.',
        ],
      },
      {
        heading: 'Pytania',
        paragraphs: [
          `Masz pytania dotyczące zwrotu? Skontaktuj się z naszą obsługą klienta ${contactSentence(ctx)}. Chętnie pomożemy.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Obsługa klienta

export function servicePl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const contact = contactLines(ctx, { email: 'E-mail: ', phone: 'Telefon: ', post: 'Adres korespondencyjny: ' });
  return {
    title: 'Obsługa klienta',
    intro: `Masz pytanie dotyczące ${s}, swojego konta lub płatności? Nasza obsługa klienta chętnie pomoże. Wiele odpowiedzi znajdziesz też w naszych częstych pytaniach.`,
    sections: [
      {
        heading: 'Kontakt',
        paragraphs: [`Możesz skontaktować się z nami ${contactSentence(ctx)}.`],
        list: contact,
      },
      {
        heading: 'Godziny pracy',
        paragraphs: [
          hasPhone(ctx)
            ? 'Nasza obsługa klienta jest dostępna od poniedziałku do piątku w godz. 9:00–17:00 (czasu holenderskiego), z wyjątkiem dni ustawowo wolnych od pracy. Telefonicznie jesteśmy dostępni tylko w tych godzinach. E-maile możesz wysyłać o każdej porze.'
            : 'Nasza obsługa klienta jest dostępna od poniedziałku do piątku w godz. 9:00–17:00 (czasu holenderskiego), z wyjątkiem dni ustawowo wolnych od pracy. E-maile możesz wysyłać o każdej porze.',
        ],
      },
      {
        heading: 'Czas odpowiedzi',
        paragraphs: [
          `Na e-maile zwykle odpowiadamy w ciągu ${workingDaysGen(1)}. E-maile wysłane w weekend lub w dzień wolny od pracy rozpatrujemy w następnym dniu roboczym.`,
          'Zawsze podawaj nazwę użytkownika i adres e-mail swojego konta. Jeśli pytanie dotyczy płatności, podaj też datę i kwotę. Dzięki temu szybciej ci pomożemy. Nigdy nie poprosimy cię o hasło.',
        ],
      },
      {
        heading: 'Reklamacje',
        paragraphs: [
          `Coś ci się nie podoba? Wyślij reklamację e-mailem na adres ${ctx.supportEmail} i możliwie jasno opisz, co się stało. Potwierdzimy otrzymanie reklamacji i merytorycznie odpowiemy w ciągu 14 dni. Jeśli będziemy potrzebować więcej czasu, poinformujemy cię o tym w tym terminie.`,
          'Jeśli wspólnie nie znajdziemy rozwiązania, możesz skierować spór do właściwego sądu, jak opisano w naszym regulaminie. Skargi dotyczące przetwarzania twoich danych osobowych możesz też wnieść do holenderskiego organu ochrony danych (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Dane firmy',
        paragraphs: [`${s} jest usługą spółki ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Reklamacje

export function complaintsPl(ctx: StaticPageContext): StaticPageContent {
  const s = ctx.siteName;
  const addr = fullAddress(ctx);
  const ways: string[] = [`e-mailem na adres ${ctx.supportEmail}`];
  if (hasPhone(ctx))
    ways.push(
      `telefonicznie pod numerem ${ctx.supportPhone.trim()}, od poniedziałku do piątku w godz. 9:00–17:00 (czasu holenderskiego)`,
    );
  if (addr) ways.push(`listownie na adres ${ctx.company.name}, ${addr}`);
  return {
    title: 'Reklamacje',
    intro: `Coś w ${s} ci się nie podoba? Chętnie się o tym dowiemy, żeby wspólnie to naprawić. Na tej stronie wyjaśniamy, jak złożyć reklamację, jak ją rozpatrujemy i co możesz zrobić, jeśli nasze rozwiązanie cię nie zadowala.`,
    sections: [
      {
        heading: 'Jak złożyć reklamację',
        paragraphs: [
          `Reklamację możesz przesłać ${ways.length === 1 ? 'w następujący sposób' : 'w jeden z następujących sposobów'}. Złóż ją jak najszybciej po zauważeniu problemu, abyśmy mogli go dokładnie sprawdzić.`,
        ],
        list: punctuateList(ways),
      },
      {
        heading: 'Co podać w reklamacji',
        paragraphs: ['Zawsze podawaj:'],
        list: [
          'adres e-mail swojego konta;',
          'datę wystąpienia problemu;',
          'jasny opis tego, co się stało, a jeśli to możliwe, zrzut ekranu;',
          'numer zamówienia lub transakcji, jeśli reklamacja dotyczy płatności lub zakupu kredytów.',
        ],
      },
      {
        heading: 'Jak rozpatrujemy reklamację',
        paragraphs: [
          `Potwierdzimy otrzymanie reklamacji w ciągu ${workingDaysGen(COMPLAINT_ACK_WORKING_DAYS)}. Jeśli brakuje nam potrzebnych informacji, poprosimy cię o nie.`,
          `Merytoryczną odpowiedź otrzymasz w ciągu ${daysGen(COMPLAINT_ANSWER_DAYS)} od otrzymania reklamacji. Jeśli będziemy potrzebować więcej czasu, na przykład dlatego, że musimy coś sprawdzić u naszego dostawcy usług płatniczych, poinformujemy cię o tym w tym terminie, podając powód i przewidywany termin odpowiedzi.`,
          'Rozpatrujemy twoją reklamację poufnie i wykorzystujemy twoje dane wyłącznie do jej obsługi, jak opisano w naszej polityce prywatności. Nigdy nie poprosimy cię o hasło.',
        ],
      },
      {
        heading: 'Nasze rozwiązanie cię nie zadowala?',
        paragraphs: [
          'Jeśli wspólnie nie znajdziemy rozwiązania, możesz skierować spór do niezależnego podmiotu rozstrzygającego spory, takiego jak holenderska komisja ds. sporów (De Geschillencommissie), lub do właściwego sądu, jak opisano w naszym regulaminie.',
          'Skargi dotyczące przetwarzania twoich danych osobowych możesz też wnieść do holenderskiego organu ochrony danych (Autoriteit Persoonsgegevens).',
        ],
      },
      {
        heading: 'Skargi na innych użytkowników',
        paragraphs: [
          'Ktoś z innych użytkowników sprawia ci przykrość, na przykład nęka cię, obraża lub prosi o pieniądze? Użyj funkcji „Zgłoś” na jego profilu lub w waszej rozmowie. Wtedy twoje zgłoszenie trafi bezpośrednio do nas, razem z informacjami, których potrzebujemy, aby zareagować. Funkcja „Zablokuj” sprawi, że ta osoba nie będzie mogła się już z tobą kontaktować.',
          'Traktujemy każde zgłoszenie poważnie i w razie potrzeby reagujemy, na przykład usuwając treści lub blokując konto. Ze względu na prywatność innych użytkowników nie zawsze możemy powiedzieć ci, jakie działania podjęliśmy.',
        ],
      },
      {
        heading: 'Dane firmy',
        paragraphs: [`${s} jest usługą spółki ${dot(ctx.company.name)}`],
        list: companyDetails(ctx, false),
      },
    ],
  };
}
