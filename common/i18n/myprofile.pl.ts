import type { myprofileNl } from './myprofile.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the myprofile module (member keys only; the staff console stays nl/en). */
export const myprofilePl: Record<Extract<keyof typeof myprofileNl, MemberMessageKey>, string> = {
  'myprofile.title': 'Mój profil',
  'myprofile.intro': 'Pokaż innym, kim jesteś. Każdy blok zapisuje się osobno.',
  'myprofile.viewPublic': 'Zobacz swój profil tak, jak widzą go inni',
  'myprofile.save': 'Zapisz',
  'myprofile.unsaved': 'Niezapisane zmiany',
  'myprofile.notSet': 'Nie wypełniono',
  'myprofile.choose': 'Wybierz…',
  'myprofile.close': 'Zamknij',
  'myprofile.leaveUnsaved': 'Masz niezapisane zmiany. Mimo to opuścić tę stronę?',

  'myprofile.section.photos': 'Zdjęcia',
  'myprofile.section.about': 'O mnie',
  'myprofile.section.location': 'Gdzie mieszkam',
  'myprofile.section.appearance': 'Wygląd i więcej',
  'myprofile.section.interests': 'Zainteresowania',

  'myprofile.dobNote': 'Inni widzą tylko twój wiek',
  'myprofile.ageNow': 'Twój wiek: {age}.',
  'myprofile.lookingForNote': 'Decyduje o tym, kogo widzisz w wyszukiwarce, swipe i propozycjach. Inni tego nie widzą.',
  'myprofile.nameNote': 'Tę nazwę widzą inni.',
  'myprofile.descriptionPlaceholder': 'Kim jesteś, czego szukasz, co cię uszczęśliwia?',
  'myprofile.descriptionCount': '{count} z {max} znaków',

  'myprofile.place.placeholder': 'Wpisz swoją miejscowość',
  'myprofile.place.hint': 'Wpisz kilka liter i wybierz miejscowość z listy.',
  'myprofile.place.searching': 'Szukanie…',
  'myprofile.place.none': 'Nie znaleziono miejscowości dla „{q}”.',
  'myprofile.place.failed': 'Wyszukiwanie się nie powiodło. Spróbuj ponownie.',
  'myprofile.place.results':
    '{count, plural, =0 {Nie znaleziono miejscowości} one {Znaleziono # miejscowość, wybierz strzałkami} few {Znaleziono # miejscowości, wybierz strzałkami} many {Znaleziono # miejscowości, wybierz strzałkami} other {Znaleziono # miejscowości, wybierz strzałkami}}',
  'myprofile.place.chosen': 'Wybrano: {place}',
  'myprofile.place.notChosen': 'Wybierz miejscowość z listy.',
  'myprofile.place.clear': 'Wyczyść miejscowość',

  'myprofile.location.use': 'Użyj mojej lokalizacji',
  'myprofile.location.locating': 'Ustalamy twoją lokalizację…',
  'myprofile.location.unsupported': 'Twoja przeglądarka nie może udostępnić lokalizacji. Wpisz miejscowość poniżej.',
  'myprofile.location.denied':
    'Ta strona nie ma zgody na użycie twojej lokalizacji. Zezwól na to w ustawieniach przeglądarki albo wpisz miejscowość poniżej.',
  'myprofile.location.prompt':
    'Przeglądarka poprosi o zgodę. Używamy tylko najbliższej miejscowości, nigdy twojej dokładnej lokalizacji.',
  'myprofile.location.unavailable': 'Nie udało się ustalić twojej lokalizacji. Wpisz miejscowość poniżej.',
  'myprofile.location.timeout': 'Ustalanie lokalizacji trwało za długo. Spróbuj ponownie.',
  'myprofile.location.notFound':
    'Nie znaleźliśmy miejscowości w pobliżu twojej lokalizacji. Wpisz miejscowość poniżej.',
  'myprofile.location.otherCountry':
    'Twoja lokalizacja jest w kraju, dla którego ta strona nie oferuje profili. Wpisz miejscowość poniżej.',
  'myprofile.location.found': 'Znaleziono: {place}. Kliknij Zapisz, żeby zachować.',

  'myprofile.interests.hint': 'Wybierz do {max} zainteresowań, które do ciebie pasują.',
  'myprofile.interests.count': 'Wybrano {count} z {max}',
  'myprofile.interests.max': 'Wybrano już {max} zainteresowań. Najpierw odznacz jedno.',

  'myprofile.photos.count': '{count} z {limit} zdjęć',
  'myprofile.photos.add': 'Dodaj zdjęcie',
  'myprofile.photos.addHint': 'JPEG, PNG, WebP lub AVIF, maksymalnie 15 MB.',
  'myprofile.photos.drop': 'Albo przeciągnij zdjęcie tutaj',
  'myprofile.photos.dropHere': 'Upuść, żeby przesłać',
  'myprofile.photos.empty': 'Nie masz jeszcze zdjęć. Osoby ze zdjęciem dostają dużo więcej odpowiedzi.',
  'myprofile.photos.inspection': 'W weryfikacji',
  'myprofile.photos.inspectionNote': 'Nowe zdjęcia będą widoczne dla innych po zatwierdzeniu.',
  'myprofile.photos.starNote': 'Zdjęcie z gwiazdką to twoje zdjęcie profilowe.',
  'myprofile.photos.main': 'Zdjęcie profilowe',
  'myprofile.photos.photoN': 'Zdjęcie {n}',
  'myprofile.photos.actions': 'Akcje dla zdjęcia {n}',
  'myprofile.photos.setMain': 'Ustaw jako zdjęcie profilowe',
  'myprofile.photos.delete': 'Usuń',
  'myprofile.photos.confirmTitle': 'Usunąć zdjęcie?',
  'myprofile.photos.confirmText': 'To zdjęcie zostanie trwale usunięte.',
  'myprofile.photos.confirmMain': 'To twoje zdjęcie profilowe: jego miejsce zajmie inne zdjęcie.',
  'myprofile.photos.cancel': 'Anuluj',
  'myprofile.photos.uploading': 'Przesyłanie zdjęcia… {percent}%',
  'myprofile.photos.uploadingN': 'Przesyłanie zdjęcia {n} z {total}… {percent}%',
  'myprofile.photos.processing': 'Przetwarzanie zdjęcia…',
  'myprofile.photos.cancelUpload': 'Przerwij przesyłanie',
  'myprofile.photos.uploaded':
    '{count, plural, one {Dodano zdjęcie.} few {Dodano # zdjęcia.} many {Dodano # zdjęć.} other {Dodano # zdjęcia.}}',
  'myprofile.photos.deleted': 'Zdjęcie usunięte.',
  'myprofile.photos.mainSet': 'To jest teraz twoje zdjęcie profilowe.',
  'myprofile.photos.limitReached': 'Osiągnięto limit {limit} zdjęć. Najpierw usuń jakieś zdjęcie.',
  'myprofile.photos.goPremium': 'Kup Premium',

  'myprofile.alert.noPhoto': 'Nie masz jeszcze zdjęcia profilowego. Osoby ze zdjęciem dostają dużo więcej odpowiedzi.',
  'myprofile.alert.addPhoto': 'Dodaj zdjęcie',
  'myprofile.alert.dismiss': 'Zamknij komunikat',

  'myprofile.invisible.title': 'Tryb niewidoczny',
  'myprofile.invisible.label': 'Niewidoczny profil',
  'myprofile.invisible.explain':
    'Niewidoczne profile nie pojawiają się w wynikach wyszukiwania. Osoby, z którymi już rozmawiasz, nadal cię widzą. Pierwszą wiadomość lub pierwszego lajka musisz wysłać samodzielnie.',
  'myprofile.invisible.on': 'Twój profil jest teraz niewidoczny.',
  'myprofile.invisible.off': 'Twój profil znowu jest widoczny.',
};
