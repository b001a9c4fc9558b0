import type { deletionNl } from './deletion.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of deleting and restoring an account (member keys only; the staff console stays nl/en). */
export const deletionEs: Record<Extract<keyof typeof deletionNl, MemberMessageKey>, string> = {
  'deletion.title': 'Eliminar cuenta',
  'deletion.intro':
    '¿De verdad quieres irte? Al eliminar tu cuenta, deja de verse al momento. Durante {days} días aún puedes recuperarla con el enlace que te enviaremos por correo; después, la eliminación es definitiva.',
  'deletion.start': 'Eliminar cuenta',
  'deletion.offer.title': '¿Te quedas? Te damos un {percentage}% de descuento',
  'deletion.offer.text':
    'Solo para ti: un {percentage}% de descuento en tu próxima compra de créditos, de un solo uso.',
  'deletion.offer.claim': 'Me quedo, dame el descuento',
  'deletion.offer.code':
    'Tu código de descuento: {code}, válido hasta el {until}. Introdúcelo cuando compres créditos.',
  'deletion.offer.toCredits': 'Ir a los créditos',
  'deletion.pause.title': '¿Quieres tomarte un descanso?',
  'deletion.pause.text':
    'Pon tu perfil en modo invisible: nadie te encontrará en la búsqueda, pero tu cuenta y tus conversaciones se conservan.',
  'deletion.pause.button': 'Tomarme un descanso',
  'deletion.pause.done': 'Ahora estás en modo invisible. Puedes desactivarlo cuando quieras en tus ajustes.',
  'deletion.decline': 'No, seguir con la eliminación',
  'deletion.reason': '¿Por qué te vas? (opcional)',
  'deletion.password': 'Tu contraseña',
  'deletion.confirm': 'Eliminar mi cuenta',
  'deletion.cancel': 'Cancelar',
  'deletion.wrongPassword': 'La contraseña no es correcta.',
  'deletion.reasonTooLong': 'Tu motivo puede tener como máximo {max} caracteres.',
  'deletion.notPossible': 'Esta cuenta no se puede eliminar.',
  'deletion.noOffer': 'Ahora mismo no hay ninguna oferta.',
  'deleted.meta.title': 'Cuenta eliminada',
  'deleted.title': 'Tu cuenta se ha eliminado',
  'deleted.text':
    '¡Qué pena que te vayas! Tu perfil ya no se puede ver. ¿Has cambiado de idea? Con el enlace del correo que te hemos enviado puedes recuperar tu cuenta durante {days} días. Después borraremos tus datos definitivamente.',
  'deleted.redirect':
    'Dentro de {seconds, plural, one {# segundo} other {# segundos}} te llevaremos a un sitio asociado.',
  'deleted.redirectNow': 'Continuar ahora',
  'deleted.home': 'Ir a la página de inicio',
  'auth.deletedReactivatable':
    'Tu cuenta se ha eliminado, pero aún puedes recuperarla hasta el {until} con el enlace de nuestro correo.',
  'auth.reactivationResend': 'Volver a enviar el enlace de recuperación',
  'auth.reactivationSent': 'Te hemos vuelto a enviar el enlace de recuperación por correo.',
  'auth.reactivated': 'Tu cuenta se ha recuperado. Inicia sesión para continuar.',
  'auth.reactivationInvalid': 'Este enlace de recuperación no es válido o ha caducado.',
  'auth.tooManyReactivationMails':
    'Hoy ya te hemos enviado el enlace varias veces. Mira en tu bandeja de entrada (y en spam) o vuelve a intentarlo mañana.',
  'chat.deletedMember': 'miembro eliminado',
  'chat.messageDeleted': 'mensaje eliminado',
  'mail.account_deleted.subject': 'Tu cuenta de {siteName} se ha eliminado',
  'mail.account_deleted.preheader': '¿Te arrepientes? Puedes recuperar tu cuenta hasta el {until}.',
  'mail.account_deleted.intro':
    'Has eliminado tu cuenta de {siteName}. Tu perfil ya no se puede ver. ¿Has cambiado de idea? Con el botón de abajo puedes recuperar tu cuenta, con tu perfil, tus fotos, tus conversaciones y tus créditos, hasta el {until}.',
  'mail.account_deleted.button': 'Recuperar mi cuenta',
  'mail.account_deleted.after':
    'Si no haces nada, borraremos tus datos definitivamente el {until}. ¿No has eliminado tú la cuenta? Entonces recupérala y cambia tu contraseña.',
};
