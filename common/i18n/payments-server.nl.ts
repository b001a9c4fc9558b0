/** Server texts of payments, discount codes and direct debit (Dutch source). */
export const paymentsServerNl = {
  'payments.server.method.ideal': 'iDEAL',
  'payments.server.method.creditcard': 'Creditcard',
  'payments.server.method.paypal': 'PayPal',
  'payments.server.method.directdebit': 'Automatische incasso',
  'payments.server.description': '{credits} credits bij {siteName} (bestelling {id})',
  'payments.server.bundleNotFound': 'Dit creditpakket bestaat niet (meer). Kies een ander pakket.',
  'payments.server.orderNotFound': 'Deze bestelling bestaat niet.',
  'payments.server.notConfirmed': 'Bevestig eerst je e-mailadres; daarna kun je credits kopen.',
  'payments.server.notCancellable': 'Deze bestelling kun je hier niet annuleren.',
  'payments.server.orderSettled': 'Deze bestelling is al afgerond; bekijk de status hieronder.',
  'payments.server.chooseBank': 'Kies je bank om met iDEAL te betalen.',
  'payments.server.methodUnavailable': 'Deze betaalmethode is hier niet beschikbaar. Kies een andere.',
  'payments.server.unavailable': 'Credits kopen is op dit moment niet mogelijk op deze site.',
  'payments.server.providerDown':
    'De betaling kon niet worden gestart. Probeer het zo nog eens of kies een andere betaalmethode.',
  'payments.server.notRefundable': 'Alleen een betaalde bestelling kan worden terugbetaald.',
  'payments.server.refundInProgress': 'Deze bestelling wordt al terugbetaald.',
  'payments.server.premiumRequired':
    'Opnieuw bestellen in één stap kan als Premium-lid met een opgeslagen betaalmethode.',
  'payments.server.savedMethodNotFound': 'Deze opgeslagen betaalmethode bestaat niet (meer).',
  'payments.server.recurringFailed':
    'De betaling met je opgeslagen creditcard is mislukt. Probeer het opnieuw of betaal met PayPal.',
  'payments.server.codeExpired': 'Deze code is verlopen.',
  'payments.server.codeCountry': 'Deze code geldt niet in jouw land.',
  'payments.server.codeMinimum': 'Deze code geldt vanaf een bestelling van {amount}.',
  'payments.server.codeMethod': 'Deze code geldt niet voor deze betaalmethode.',
  'payments.server.codeInvalid': 'De code is ongeldig of verlopen. Vraag een nieuwe code aan.',
  'payments.server.ibanInvalid': 'Dit IBAN klopt niet. Controleer het rekeningnummer.',
  'payments.server.phoneInvalid': 'Vul een geldig telefoonnummer in.',
  'payments.server.directDebitBlocked':
    'Deze rekening is geblokkeerd voor automatische incasso. Kies een andere betaalmethode.',
  'payments.server.directDebitLimit':
    'Je hebt de limiet voor automatische incasso bereikt. Probeer het later opnieuw, kies een goedkoper pakket of een andere betaalmethode.',
  'payments.server.directDebitFailed':
    'De automatische incasso kon niet worden aangemaakt. Controleer je gegevens of kies een andere betaalmethode.',
  'payments.server.sandbox.unknown': 'Deze testbetaling bestaat niet.',
  'payments.server.sandbox.notPaid': 'Alleen een betaalde testbetaling kan worden teruggeboekt.',
  'payments.server.sandbox.final': 'Over deze testbetaling is al beslist.',
  'payments.server.sandbox.chooseBank': 'Kies een bank.',
} as const;
