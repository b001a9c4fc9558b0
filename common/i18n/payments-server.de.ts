import type { paymentsServerNl } from './payments-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the payments (server messages) (member keys only; the staff console stays nl/en). */
export const paymentsServerDe: Record<Extract<keyof typeof paymentsServerNl, MemberMessageKey>, string> = {
  'payments.server.method.ideal': 'iDEAL',
  'payments.server.method.creditcard': 'Kreditkarte',
  'payments.server.method.paypal': 'PayPal',
  'payments.server.method.directdebit': 'Lastschrift',
  'payments.server.description': '{credits} Credits bei {siteName} (Bestellung {id})',
  'payments.server.bundleNotFound': 'Dieses Credit-Paket gibt es nicht (mehr). Wähle ein anderes Paket.',
  'payments.server.orderNotFound': 'Diese Bestellung existiert nicht.',
  'payments.server.notConfirmed': 'Bestätige zuerst deine E-Mail-Adresse; danach kannst du Credits kaufen.',
  'payments.server.notCancellable': 'Diese Bestellung kannst du hier nicht stornieren.',
  'payments.server.orderSettled': 'Diese Bestellung ist bereits abgeschlossen; den Status siehst du unten.',
  'payments.server.chooseBank': 'Wähle deine Bank, um mit iDEAL zu bezahlen.',
  'payments.server.methodUnavailable': 'Diese Zahlungsart ist hier nicht verfügbar. Wähle eine andere.',
  'payments.server.unavailable': 'Credits kaufen ist auf dieser Website gerade nicht möglich.',
  'payments.server.providerDown':
    'Die Zahlung konnte nicht gestartet werden. Versuch es gleich noch einmal oder wähle eine andere Zahlungsart.',
  'payments.server.notRefundable': 'Nur eine bezahlte Bestellung kann erstattet werden.',
  'payments.server.refundInProgress': 'Diese Bestellung wird bereits erstattet.',
  'payments.server.premiumRequired':
    'In einem Schritt erneut bestellen kannst du als Premium-Mitglied mit einer gespeicherten Zahlungsart.',
  'payments.server.savedMethodNotFound': 'Diese gespeicherte Zahlungsart gibt es nicht (mehr).',
  'payments.server.recurringFailed':
    'Die Zahlung mit deiner gespeicherten Kreditkarte ist fehlgeschlagen. Versuch es noch einmal oder bezahle mit PayPal.',
  'payments.server.codeExpired': 'Dieser Code ist abgelaufen.',
  'payments.server.codeCountry': 'Dieser Code gilt nicht in deinem Land.',
  'payments.server.codeMinimum': 'Dieser Code gilt ab einem Bestellwert von {amount}.',
  'payments.server.codeMethod': 'Dieser Code gilt nicht für diese Zahlungsart.',
  'payments.server.codeInvalid': 'Der Code ist ungültig oder abgelaufen. Fordere einen neuen Code an.',
  'payments.server.ibanInvalid': 'Diese IBAN stimmt nicht. Prüfe die Kontonummer.',
  'payments.server.phoneInvalid': 'Gib eine gültige Telefonnummer ein.',
  'payments.server.directDebitBlocked': 'Dieses Konto ist für Lastschriften gesperrt. Wähle eine andere Zahlungsart.',
  'payments.server.directDebitLimit':
    'Du hast das Limit für Lastschriften erreicht. Versuch es später noch einmal, wähle ein günstigeres Paket oder eine andere Zahlungsart.',
  'payments.server.directDebitFailed':
    'Die Lastschrift konnte nicht angelegt werden. Prüfe deine Angaben oder wähle eine andere Zahlungsart.',
  'payments.server.sandbox.unknown': 'Diese Testzahlung existiert nicht.',
  'payments.server.sandbox.notPaid': 'Nur eine bezahlte Testzahlung kann zurückgebucht werden.',
  'payments.server.sandbox.final': 'Über diese Testzahlung wurde bereits entschieden.',
  'payments.server.sandbox.chooseBank': 'Wähle eine Bank.',
};
