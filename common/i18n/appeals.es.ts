import type { appealsNl } from './appeals.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of decisions and appeals (member keys only; the staff console stays nl/en). */
export const appealsEs: Record<Extract<keyof typeof appealsNl, MemberMessageKey>, string> = {
  'decision.inWords': '{what} ({ground})',
  'decision.kind.photo_removed': 'se ha eliminado tu foto',
  'decision.kind.warning': 'has recibido un aviso',
  'decision.kind.suspension': 'se ha suspendido tu cuenta',
  'decision.kind.ban': 'se ha bloqueado tu cuenta',
  'decision.ground.rules': 'contrario a las normas de la casa',
  'appeal.title': 'Presentar un recurso',
  'appeal.decisionTitle': 'Nuestra decisión',
  'appeal.decidedOn': 'Decidido el {date}',
  'appeal.endsOn': 'Vigente hasta el {date}',
  'appeal.byPerson': 'Esto lo ha decidido una persona de nuestro equipo, no un ordenador.',
  'appeal.explain':
    '¿Crees que nos hemos equivocado? Explícanos por qué. Revisará tu recurso una persona del equipo distinta de la que tomó la decisión, y te comunicaremos el resultado por correo. Puedes recurrir esta decisión una sola vez, hasta el {date} inclusive.',
  'appeal.textLabel': '¿Por qué no es correcta la decisión?',
  'appeal.textHelp': 'Mínimo {min} y máximo {max} caracteres.',
  'appeal.submit': 'Enviar recurso',
  'appeal.sent':
    'Hemos recibido tu recurso. Recibirás una confirmación por correo y te comunicaremos el resultado lo antes posible.',
  'appeal.yours': 'Tu recurso',
  'appeal.sentOn': 'Enviado el {date}',
  'appeal.status.open': 'Una persona del equipo está revisando tu recurso. Te comunicaremos el resultado por correo.',
  'appeal.status.granted': 'Te hemos dado la razón: hemos anulado la decisión.',
  'appeal.status.denied': 'La decisión se mantiene.',
  'appeal.reversed': 'Esta decisión se ha anulado.',
  'appeal.outside':
    '¿No estás de acuerdo con el resultado? Puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
  'appeal.invalidTitle': 'Este enlace no funciona',
  'appeal.linkInvalid':
    'Este enlace no es correcto. Usa el enlace del correo que te enviamos o escribe a nuestro servicio de atención al cliente.',
  'appeal.textLength': 'Escribe un mínimo de {min} y un máximo de {max} caracteres.',
  'appeal.exists': 'Ya has recurrido esta decisión. Te comunicaremos el resultado por correo.',
  'appeal.tooLate': 'El plazo para recurrir (seis meses) ha terminado.',
  'appeal.reversedAlready': 'Esta decisión ya se ha anulado; ya no hace falta recurrir.',
  'mail.restriction.objectionByMail':
    '¿No estás de acuerdo? Envía tu explicación a {supportEmail} en un plazo de seis meses. Revisará tu recurso una persona del equipo distinta de la que tomó la decisión, y te comunicaremos el resultado por correo. También puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
  'mail.restriction.appealLink': 'Presentar un recurso',
  'mail.restriction.detectedByStaff':
    'Un control automático marcó esta foto como posiblemente contraria a las normas de la casa; la decisión en sí la ha tomado una persona de nuestro equipo, no un sistema automático.',
  'mail.restriction.byStaff': 'Esta decisión la ha tomado una persona de nuestro equipo, no un sistema automático.',
  'mail.account_held.subject': 'Tu cuenta en {siteName} está suspendida temporalmente',
  'mail.account_held.preheader': 'Estamos revisando tu cuenta; así puedes recurrir.',
  'mail.account_held.intro':
    'Hemos rechazado una foto tuya porque la persona que aparece parece menor de edad. {siteName} es solo para adultos.',
  'mail.account_held.decision':
    'Por eso tu cuenta está suspendida hasta que una persona de nuestro equipo la revise, como muy tarde hasta el {until}. Mientras tanto no puedes iniciar sesión y nadie ve tu perfil. ¿Tienes 18 años o más? Háznoslo saber presentando un recurso.',
  'mail.account_held.button': 'Leer las normas de la casa',
  'mail.appeal_link.subject': 'Tu enlace para presentar un recurso en {siteName}',
  'mail.appeal_link.preheader': 'Así puedes recurrir nuestra decisión.',
  'mail.appeal_link.intro': 'Pediste el enlace para recurrir nuestra decisión: {decision}.',
  'mail.appeal_link.button': 'Presentar un recurso',
  'mail.appeal_link.after': '¿No lo has pedido tú? Entonces puedes ignorar este correo.',
  'appeal.requestTitle': '¿No tienes el enlace a mano?',
  'appeal.requestIntro':
    '¿Tu cuenta está suspendida o bloqueada? Introduce tu dirección de correo y te volveremos a enviar el enlace para presentar un recurso.',
  'appeal.requestEmail': 'Correo electrónico',
  'appeal.requestSubmit': 'Enviarme el enlace',
  'appeal.requestSent':
    'Si esta dirección corresponde a una cuenta suspendida o bloqueada, te enviaremos el enlace en unos minutos. Mira también en tu carpeta de spam.',
  'appeal.fromLogin': 'Presentar un recurso',
  'mail.text_removed.subject': 'Se ha eliminado el texto de tu perfil en {siteName}',
  'mail.text_removed.preheader': 'Qué hemos decidido, por qué y cómo puedes recurrir.',
  'mail.text_removed.intro':
    'Otro miembro ha denunciado tu perfil y nuestro equipo lo ha revisado. El motivo era: {category}. Por eso hemos eliminado el texto de tu perfil; el resto del perfil se queda como está. Puedes escribir un texto nuevo que respete las normas de la casa.',
  'mail.text_removed.button': 'Ir a tu perfil',
  'decision.kind.text_removed': 'se ha eliminado el texto de tu perfil',
  'mail.appeal_received.subject': 'Hemos recibido tu recurso en {siteName}',
  'mail.appeal_received.preheader': 'Otra persona del equipo volverá a revisar la decisión.',
  'mail.appeal_received.intro':
    'Has recurrido nuestra decisión: {decision}. Revisará tu recurso una persona del equipo distinta de la que tomó la decisión.',
  'mail.appeal_received.after': 'Te comunicaremos el resultado por correo, normalmente en unos días.',
  'mail.appeal_received.button': 'Ir a {siteName}',
  'mail.appeal_decided.subject': 'El resultado de tu recurso en {siteName}',
  'mail.appeal_decided.preheader': 'Otra persona del equipo ha vuelto a revisar la decisión.',
  'mail.appeal_decided.intro':
    'Recurriste nuestra decisión: {decision}. Otra persona del equipo la ha vuelto a revisar.',
  'mail.appeal_decided.granted':
    'Te hemos dado la razón: hemos anulado la decisión y hemos deshecho todos sus efectos.',
  'mail.appeal_decided.denied': 'La decisión se mantiene: es conforme a nuestras normas de la casa.',
  'mail.appeal_decided.note': 'Explicación: {note}',
  'mail.appeal_decided.further':
    '¿No estás de acuerdo? Puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
  'mail.appeal_decided.button': 'Ir a {siteName}',
  'mail.report_reversed.subject': 'Novedades sobre tu denuncia en {siteName}',
  'mail.report_reversed.preheader': 'Se ha anulado una medida tomada tras tu denuncia.',
  'mail.report_reversed.intro':
    'Hace un tiempo denunciaste a otro miembro ({category}) y, a raíz de ello, tomamos medidas.',
  'mail.report_reversed.after':
    'El otro miembro las recurrió y, tras una nueva revisión por parte de otra persona del equipo, hemos anulado la medida. No podemos contarte más. Si vuelves a ver algo raro, no dudes en denunciarlo.',
  'mail.report_reversed.button': 'Ir a {siteName}',
  'mail.message_removed.subject': 'Se ha eliminado un mensaje tuyo en {siteName}',
  'mail.message_removed.preheader': 'Qué hemos decidido, por qué y cómo puedes recurrir.',
  'mail.message_removed.intro':
    'Otro miembro ha denunciado una conversación contigo y nuestro equipo la ha revisado. El motivo era: {category}. Por eso hemos eliminado un mensaje tuyo de esa conversación; ahora los dos miembros ven que lo ha eliminado un moderador. Tu cuenta se queda como está.',
  'mail.message_removed.button': 'Ir a tus mensajes',
  'decision.kind.message_removed': 'se ha eliminado un mensaje tuyo',
  'chat.messageRemoved': 'eliminado por un moderador',
};
