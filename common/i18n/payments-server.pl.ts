import type { paymentsServerNl } from './payments-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the payments-server module (member keys only; the staff console stays nl/en). */
export const paymentsServerPl: Record<Extract<keyof typeof paymentsServerNl, MemberMessageKey>, string> = {
  'payments.server.method.ideal': 'iDEAL',
  'payments.server.method.creditcard': 'Karta kredytowa',
  'payments.server.method.paypal': 'PayPal',
  'payments.server.method.directdebit': 'Polecenie zapłaty',
  'payments.server.description': 'Kredyty: {credits}, {siteName} (zamówienie {id})',
  'payments.server.bundleNotFound': 'Ten pakiet kredytów nie istnieje (już). Wybierz inny pakiet.',
  'payments.server.orderNotFound': 'To zamówienie nie istnieje.',
  'payments.server.notConfirmed': 'Najpierw potwierdź swój adres e-mail, a potem możesz kupić kredyty.',
  'payments.server.notCancellable': 'Tego zamówienia nie można tu anulować.',
  'payments.server.orderSettled': 'To zamówienie zostało już rozliczone; jego status widzisz poniżej.',
  'payments.server.chooseBank': 'Wybierz swój bank, żeby zapłacić przez iDEAL.',
  'payments.server.methodUnavailable': 'Ta metoda płatności nie jest tu dostępna. Wybierz inną.',
  'payments.server.unavailable': 'Kupowanie kredytów na tej stronie nie jest w tej chwili możliwe.',
  'payments.server.providerDown':
    'Nie udało się rozpocząć płatności. Spróbuj za chwilę albo wybierz inną metodę płatności.',
  'payments.server.notRefundable': 'Zwrot możliwy jest tylko dla opłaconego zamówienia.',
  'payments.server.refundInProgress': 'Zwrot za to zamówienie jest już w toku.',
  'payments.server.premiumRequired':
    'Ponowne zamówienie jednym kliknięciem jest dla członków Premium z zapisaną metodą płatności.',
  'payments.server.savedMethodNotFound': 'Ta zapisana metoda płatności nie istnieje (już).',
  'payments.server.recurringFailed':
    'Płatność zapisaną kartą kredytową się nie powiodła. Spróbuj ponownie lub zapłać przez PayPal.',
  'payments.server.codeExpired': 'Ten kod wygasł.',
  'payments.server.codeCountry': 'Ten kod nie obowiązuje w twoim kraju.',
  'payments.server.codeMinimum': 'Ten kod obowiązuje przy zamówieniach od {amount}.',
  'payments.server.codeMethod': 'Ten kod nie obowiązuje dla tej metody płatności.',
  'payments.server.codeInvalid': 'Kod jest nieprawidłowy lub wygasł. Poproś o nowy kod.',
  'payments.server.ibanInvalid': 'Ten numer IBAN jest niepoprawny. Sprawdź numer konta.',
  'payments.server.phoneInvalid': 'Podaj prawidłowy numer telefonu.',
  'payments.server.directDebitBlocked':
    'To konto jest zablokowane dla polecenia zapłaty. Wybierz inną metodę płatności.',
  'payments.server.directDebitLimit':
    'Osiągnięto limit polecenia zapłaty. Spróbuj później, wybierz tańszy pakiet albo inną metodę płatności.',
  'payments.server.directDebitFailed':
    'Nie udało się ustanowić polecenia zapłaty. Sprawdź swoje dane albo wybierz inną metodę płatności.',
  'payments.server.sandbox.unknown': 'Ta płatność testowa nie istnieje.',
  'payments.server.sandbox.notPaid': 'Obciążenie zwrotne jest możliwe tylko dla opłaconej płatności testowej.',
  'payments.server.sandbox.final': 'O tej płatności testowej już zdecydowano.',
  'payments.server.sandbox.chooseBank': 'Wybierz bank.',
};
