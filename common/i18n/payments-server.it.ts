import type { paymentsServerNl } from './payments-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of the payment server's methods and errors (member keys only; the staff console stays nl/en). */
export const paymentsServerIt: Record<Extract<keyof typeof paymentsServerNl, MemberMessageKey>, string> = {
  'payments.server.method.ideal': 'iDEAL',
  'payments.server.method.creditcard': 'Carta di credito',
  'payments.server.method.paypal': 'PayPal',
  'payments.server.method.directdebit': 'Addebito diretto SEPA',
  'payments.server.description': '{credits} crediti su {siteName} (ordine {id})',
  'payments.server.bundleNotFound': 'Questo pacchetto di crediti non esiste (più). Scegli un altro pacchetto.',
  'payments.server.orderNotFound': 'Questo ordine non esiste.',
  'payments.server.notConfirmed': 'Conferma prima il tuo indirizzo e-mail; poi potrai acquistare crediti.',
  'payments.server.notCancellable': 'Questo ordine non può essere annullato qui.',
  'payments.server.orderSettled': 'Questo ordine è già stato concluso; vedi lo stato qui sotto.',
  'payments.server.chooseBank': 'Scegli la tua banca per pagare con iDEAL.',
  'payments.server.methodUnavailable': 'Questo metodo di pagamento non è disponibile qui. Scegline un altro.',
  'payments.server.unavailable': 'Al momento non è possibile acquistare crediti su questo sito.',
  'payments.server.providerDown':
    'Non è stato possibile avviare il pagamento. Riprova tra poco o scegli un altro metodo di pagamento.',
  'payments.server.notRefundable': 'Solo un ordine pagato può essere rimborsato.',
  'payments.server.refundInProgress': 'Il rimborso di questo ordine è già in corso.',
  'payments.server.premiumRequired':
    'Riordinare con un solo passaggio è possibile per gli iscritti Premium con un metodo di pagamento salvato.',
  'payments.server.savedMethodNotFound': 'Questo metodo di pagamento salvato non esiste (più).',
  'payments.server.recurringFailed':
    'Il pagamento con la tua carta di credito salvata non è riuscito. Riprova o paga con PayPal.',
  'payments.server.codeExpired': 'Questo codice è scaduto.',
  'payments.server.codeCountry': 'Questo codice non è valido nel tuo paese.',
  'payments.server.codeMinimum': 'Questo codice è valido per ordini a partire da {amount}.',
  'payments.server.codeMethod': 'Questo codice non è valido per questo metodo di pagamento.',
  'payments.server.codeInvalid': 'Il codice non è valido o è scaduto. Richiedi un nuovo codice.',
  'payments.server.ibanInvalid': 'Questo IBAN non è corretto. Controlla il numero di conto.',
  'payments.server.phoneInvalid': 'Inserisci un numero di telefono valido.',
  'payments.server.directDebitBlocked':
    'Questo conto è bloccato per l’addebito diretto. Scegli un altro metodo di pagamento.',
  'payments.server.directDebitLimit':
    'Hai raggiunto il limite per l’addebito diretto. Riprova più tardi, scegli un pacchetto più economico o un altro metodo di pagamento.',
  'payments.server.directDebitFailed':
    'Non è stato possibile attivare l’addebito diretto. Controlla i tuoi dati o scegli un altro metodo di pagamento.',
  'payments.server.sandbox.unknown': 'Questo pagamento di prova non esiste.',
  'payments.server.sandbox.notPaid': 'Solo un pagamento di prova pagato può essere stornato.',
  'payments.server.sandbox.final': 'Su questo pagamento di prova è già stato deciso.',
  'payments.server.sandbox.chooseBank': 'Scegli una banca.',
};
