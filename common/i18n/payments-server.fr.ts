import type { paymentsServerNl } from './payments-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of the payment server's answers (member keys only; the staff console stays nl/en). */
export const paymentsServerFr: Record<Extract<keyof typeof paymentsServerNl, MemberMessageKey>, string> = {
  'payments.server.method.ideal': 'iDEAL',
  'payments.server.method.creditcard': 'Carte bancaire',
  'payments.server.method.paypal': 'PayPal',
  'payments.server.method.directdebit': 'Prélèvement SEPA',
  'payments.server.description': '{credits} crédits sur {siteName} (commande {id})',
  'payments.server.bundleNotFound': 'Ce pack de crédits n’existe pas (ou plus). Choisis un autre pack.',
  'payments.server.orderNotFound': 'Cette commande n’existe pas.',
  'payments.server.notConfirmed': 'Confirme d’abord ton adresse e-mail ; ensuite, tu pourras acheter des crédits.',
  'payments.server.notCancellable': 'Tu ne peux pas annuler cette commande ici.',
  'payments.server.orderSettled': 'Cette commande est déjà finalisée ; consulte son statut ci-dessous.',
  'payments.server.chooseBank': 'Choisis ta banque pour payer avec iDEAL.',
  'payments.server.methodUnavailable': 'Ce moyen de paiement n’est pas disponible ici. Choisis-en un autre.',
  'payments.server.unavailable': 'L’achat de crédits n’est pas possible sur ce site pour le moment.',
  'payments.server.providerDown':
    'Le paiement n’a pas pu être lancé. Réessaie dans un instant ou choisis un autre moyen de paiement.',
  'payments.server.notRefundable': 'Seule une commande payée peut être remboursée.',
  'payments.server.refundInProgress': 'Cette commande est déjà en cours de remboursement.',
  'payments.server.premiumRequired':
    'Commander à nouveau en une étape est réservé aux membres Premium avec un moyen de paiement enregistré.',
  'payments.server.savedMethodNotFound': 'Ce moyen de paiement enregistré n’existe pas (ou plus).',
  'payments.server.recurringFailed':
    'Le paiement avec ta carte bancaire enregistrée a échoué. Réessaie ou paie avec PayPal.',
  'payments.server.codeExpired': 'Ce code a expiré.',
  'payments.server.codeCountry': 'Ce code n’est pas valable dans ton pays.',
  'payments.server.codeMinimum': 'Ce code est valable à partir d’une commande de {amount}.',
  'payments.server.codeMethod': 'Ce code n’est pas valable pour ce moyen de paiement.',
  'payments.server.codeInvalid': 'Le code est invalide ou a expiré. Demande un nouveau code.',
  'payments.server.ibanInvalid': 'Cet IBAN n’est pas correct. Vérifie le numéro de compte.',
  'payments.server.phoneInvalid': 'Saisis un numéro de téléphone valide.',
  'payments.server.directDebitBlocked':
    'Ce compte est bloqué pour le prélèvement automatique. Choisis un autre moyen de paiement.',
  'payments.server.directDebitLimit':
    'Tu as atteint la limite de prélèvement automatique. Réessaie plus tard, ou choisis un pack moins cher ou un autre moyen de paiement.',
  'payments.server.directDebitFailed':
    'Le prélèvement automatique n’a pas pu être mis en place. Vérifie tes informations ou choisis un autre moyen de paiement.',
  'payments.server.sandbox.unknown': 'Ce paiement de test n’existe pas.',
  'payments.server.sandbox.notPaid': 'Seul un paiement de test payé peut faire l’objet d’une rétrofacturation.',
  'payments.server.sandbox.final': 'Ce paiement de test a déjà été traité.',
  'payments.server.sandbox.chooseBank': 'Choisis une banque.',
};
