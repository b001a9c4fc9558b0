import type { mailEventsNl } from './mail-events.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the mail events endpoint's errors (member keys only; the staff console stays nl/en). */
export const mailEventsEs: Record<Extract<keyof typeof mailEventsNl, MemberMessageKey>, string> = {
  'mailEvents.unauthorized': 'Acceso denegado: el secreto (MAIL_EVENTS_SECRET) falta o no es correcto.',
  'mailEvents.invalid': 'No es una notificación que podamos leer: {details}',
  'mailEvents.snsHost':
    'Este enlace de confirmación no es de Amazon SNS (https://sns.<región>.amazonaws.com) y no se abrirá.',
  'mailEvents.snsFailed': 'No se ha podido confirmar la suscripción a Amazon SNS. Vuelve a intentarlo más tarde.',
};
