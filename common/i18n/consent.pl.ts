import type { consentNl } from './consent.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the campaign cookie's consent banner and the cookie page's choice (decision 055). */
export const consentPl: Record<Extract<keyof typeof consentNl, MemberMessageKey>, string> = {
  'consent.title': 'Plik cookie kampanii',
  'consent.text':
    'Wchodzisz do serwisu przez link partnera lub kampanii. Czy możemy zapamiętać w pliku cookie, o jaką kampanię chodzi, aby partner dowiedział się, że rejestracja nastąpiła za jego pośrednictwem? Plik cookie nie zawiera danych osobowych. Po odmowie możesz korzystać z serwisu dokładnie tak samo.',
  'consent.policy': 'Polityka plików cookie',
  'consent.accept': 'Akceptuję',
  'consent.refuse': 'Odrzucam',
  'consent.failed': 'Nie udało się zapisać wyboru. Spróbuj ponownie.',
  'consent.choice.heading': 'Twój wybór dotyczący pliku cookie kampanii',
  'consent.choice.yes': 'Plik cookie kampanii jest zaakceptowany.',
  'consent.choice.no': 'Plik cookie kampanii jest odrzucony.',
  'consent.choice.none': 'Wybór nie został jeszcze dokonany. Bez twojej zgody nie zapisujemy pliku cookie kampanii.',
  'consent.choice.saved': 'Wybór został zapisany.',
};
