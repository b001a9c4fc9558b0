import type { RegionalCatalogue } from './catalogues.ts';

/**
 * Belgian French (fr-BE, decision 050): the few member texts where French as written in France
 * reads wrong in Belgium for this product: a credit card is a *carte de crédit* (in Belgium a *carte
 * bancaire* is the debit card, Bancontact, which Klik does not take), direct debit is a
 * *domiciliation*, customer service the *service clientèle*, and the prose names only the methods a
 * Belgian can pay with here (iDEAL is Dutch). No text spells out a number, so *septante* and
 * *nonante* have nowhere to go; no text names a mobile phone (*GSM*). Everything else is the French
 * catalogue's. The catalogue guard (catalogue-check.ts `overrideProblems`) holds these to the French
 * keys, placeholders and plural forms, and to differing from the French.
 */
export const frBe = {
  // Mails
  'mail.directdebit_code.subject': 'Ton code de domiciliation SEPA pour {siteName} : {code}',
  'mail.directdebit_code.preheader': 'Saisis ce code dans le formulaire de domiciliation.',
  'mail.directdebit_code.intro':
    'Ton code pour payer par domiciliation est {code}. Saisis-le dans le formulaire pour confirmer ta commande.',
  'mail.directdebit_code.button': 'Aller au formulaire de domiciliation',
  // Customer service (service clientèle)
  'footer.support': 'Service clientèle',
  'account.activateError.support': 'Service clientèle',
  'account.activateError.text':
    'Le lien d’activation a expiré, a déjà été utilisé ou n’a pas été copié en entier. Contacte notre service clientèle, nous allons t’aider.',
  'payments.ui.kind.admin': 'Correction par le service clientèle',
  'appeal.linkInvalid':
    'Ce lien n’est pas valide. Utilise le lien de l’e-mail que nous t’avons envoyé, ou écris à notre service clientèle.',
  // Paying: a credit card is a carte de crédit (a carte bancaire is a Belgian debit card, which Klik does not take), direct debit a domiciliation; iDEAL is Dutch and is not named
  'payments.server.method.creditcard': 'Carte de crédit',
  'payments.ui.method.creditcard': 'Carte de crédit',
  'payments.server.method.directdebit': 'Domiciliation SEPA',
  'payments.ui.method.directdebit': 'Domiciliation SEPA',
  'payments.server.recurringFailed':
    'Le paiement avec ta carte de crédit enregistrée a échoué. Réessaie ou paie avec PayPal.',
  'payments.server.directDebitBlocked':
    'Ce compte est bloqué pour la domiciliation. Choisis un autre moyen de paiement.',
  'payments.server.directDebitLimit':
    'Tu as atteint la limite de domiciliation. Réessaie plus tard, ou choisis un pack moins cher ou un autre moyen de paiement.',
  'payments.server.directDebitFailed':
    'La domiciliation n’a pas pu être mise en place. Vérifie tes informations ou choisis un autre moyen de paiement.',
  'payments.ui.credits.intro':
    'Avec des crédits, tu envoies des messages, des photos et des cadeaux. Choisis un pack et paie en toute sécurité par carte de crédit, PayPal ou domiciliation SEPA.',
  'payments.ui.credits.directDebit': 'Payer par domiciliation SEPA',
  'payments.ui.pay.directDebitText':
    'Pour la domiciliation SEPA, tu saisis tes coordonnées bancaires et tu confirmes avec un code que nous t’envoyons par e-mail. Les crédits arrivent dès que la domiciliation a été traitée.',
  'payments.ui.pay.directDebitButton': 'Continuer vers la domiciliation SEPA',
  'payments.ui.repeat.noSavedText':
    'Lors de ton prochain paiement par carte de crédit, coche « Enregistrer la carte » ou paie par domiciliation SEPA ; ensuite, tu pourras commander ici en une seule étape.',
  'payments.ui.dd.metaTitle': 'Domiciliation SEPA – {siteName}',
  'payments.ui.dd.title': 'Payer par domiciliation SEPA',
  'payments.ui.dd.intro':
    'Saisis tes informations et confirme avec le code que nous t’envoyons par e-mail. Le montant est débité une seule fois de ton compte ; les crédits arrivent dès que la domiciliation a été traitée.',
  'payments.ui.dd.ibanHint': 'Par exemple BE68 5390 0754 7034',
  'payments.ui.dd.pendingText':
    'Ta commande de {count} crédits est en cours de traitement. Nous ajoutons les crédits dès que ta banque a traité la domiciliation.',
  'payments.ui.pricing.methods': 'Tu peux payer par carte de crédit, PayPal ou domiciliation SEPA.',
} satisfies RegionalCatalogue;
