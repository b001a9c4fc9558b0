import type { consentNl } from './consent.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish texts of the campaign cookie's consent banner and the cookie page's choice (decision 055). */
export const consentEs: Record<Extract<keyof typeof consentNl, MemberMessageKey>, string> = {
  'consent.title': 'Cookie de campaña',
  'consent.text':
    'Has llegado a través del enlace de un socio o de una campaña. ¿Podemos recordar en una cookie de qué campaña se trata, para que el socio sepa que un registro llegó a través de él? La cookie no contiene datos personales. Si la rechazas, puedes usar el sitio exactamente igual.',
  'consent.policy': 'Política de cookies',
  'consent.accept': 'Aceptar',
  'consent.refuse': 'Rechazar',
  'consent.failed': 'No se ha guardado tu elección. Inténtalo de nuevo.',
  'consent.choice.heading': 'Tu elección sobre la cookie de campaña',
  'consent.choice.yes': 'Has aceptado la cookie de campaña.',
  'consent.choice.no': 'Has rechazado la cookie de campaña.',
  'consent.choice.none': 'Todavía no has elegido. Sin tu consentimiento no colocamos la cookie de campaña.',
  'consent.choice.saved': 'Tu elección se ha guardado.',
};
