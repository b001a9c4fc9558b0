import type { paymentsServerNl } from './payments-server.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the payments API's errors (member keys only; the staff console stays nl/en). */
export const paymentsServerEs: Record<Extract<keyof typeof paymentsServerNl, MemberMessageKey>, string> = {
  'payments.server.method.ideal': 'iDEAL',
  'payments.server.method.creditcard': 'Tarjeta de crédito',
  'payments.server.method.paypal': 'PayPal',
  'payments.server.method.directdebit': 'Domiciliación bancaria',
  'payments.server.description': '{credits} créditos en {siteName} (pedido {id})',
  'payments.server.bundleNotFound': 'Este paquete de créditos no existe (o ya no existe). Elige otro paquete.',
  'payments.server.orderNotFound': 'Este pedido no existe.',
  'payments.server.notConfirmed': 'Confirma primero tu dirección de correo; después podrás comprar créditos.',
  'payments.server.notCancellable': 'Este pedido no se puede cancelar aquí.',
  'payments.server.orderSettled': 'Este pedido ya está cerrado; consulta su estado aquí abajo.',
  'payments.server.chooseBank': 'Elige tu banco para pagar con iDEAL.',
  'payments.server.methodUnavailable': 'Este método de pago no está disponible aquí. Elige otro.',
  'payments.server.unavailable': 'En este momento no se pueden comprar créditos en este sitio.',
  'payments.server.providerDown':
    'No se ha podido iniciar el pago. Vuelve a intentarlo en un momento o elige otro método de pago.',
  'payments.server.notRefundable': 'Solo se puede reembolsar un pedido pagado.',
  'payments.server.refundInProgress': 'Este pedido ya se está reembolsando.',
  'payments.server.premiumRequired':
    'Repetir un pedido en un solo paso es para miembros Premium con un método de pago guardado.',
  'payments.server.savedMethodNotFound': 'Este método de pago guardado no existe (o ya no existe).',
  'payments.server.recurringFailed':
    'El pago con tu tarjeta de crédito guardada ha fallado. Vuelve a intentarlo o paga con PayPal.',
  'payments.server.codeExpired': 'Este código ha caducado.',
  'payments.server.codeCountry': 'Este código no es válido en tu país.',
  'payments.server.codeMinimum': 'Este código es válido para pedidos a partir de {amount}.',
  'payments.server.codeMethod': 'Este código no es válido para este método de pago.',
  'payments.server.codeInvalid': 'El código no es válido o ha caducado. Pide un código nuevo.',
  'payments.server.ibanInvalid': 'Este IBAN no es correcto. Comprueba el número de cuenta.',
  'payments.server.phoneInvalid': 'Introduce un número de teléfono válido.',
  'payments.server.directDebitBlocked':
    'Esta cuenta está bloqueada para domiciliaciones bancarias. Elige otro método de pago.',
  'payments.server.directDebitLimit':
    'Has alcanzado el límite de domiciliaciones bancarias. Vuelve a intentarlo más tarde, elige un paquete más barato u otro método de pago.',
  'payments.server.directDebitFailed':
    'No se ha podido crear la domiciliación bancaria. Comprueba tus datos o elige otro método de pago.',
  'payments.server.sandbox.unknown': 'Este pago de prueba no existe.',
  'payments.server.sandbox.notPaid': 'Solo se puede retroceder un pago de prueba que esté pagado.',
  'payments.server.sandbox.final': 'Ya se ha decidido sobre este pago de prueba.',
  'payments.server.sandbox.chooseBank': 'Elige un banco.',
};
