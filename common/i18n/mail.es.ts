import type { mailNl } from './mail.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the e-mails to members (member keys only; the staff console stays nl/en). */
export const mailEs: Record<Extract<keyof typeof mailNl, MemberMessageKey>, string> = {
  'mail.common.greeting': '¡Hola, {name}!',
  'mail.common.linkFallback': '¿El botón no funciona? Copia este enlace y pégalo en tu navegador:',
  'mail.common.notYou': '¿No has sido tú? Entonces puedes ignorar este correo sin más.',
  'mail.common.signoff': 'Un saludo,',
  'mail.common.team': 'El equipo de {siteName}',
  'mail.common.help': '¿Tienes preguntas? Escríbenos a {supportEmail}.',
  'mail.common.reason': 'Recibes este correo porque te registraste en {domain}.',
  'mail.activation.subject': 'Confirma tu dirección de correo para {siteName}',
  'mail.activation.preheader': 'Un clic más y tu cuenta de {siteName} estará activa.',
  'mail.activation.intro':
    '¡Qué bien que te hayas registrado en {siteName}! Confirma tu dirección de correo para activar tu cuenta. Después podrás buscar miembros, dar likes y chatear enseguida.',
  'mail.activation.button': 'Activar mi cuenta',
  'mail.password_reset.subject': 'Crea una nueva contraseña para {siteName}',
  'mail.password_reset.preheader': 'Usa este enlace para crear una nueva contraseña.',
  'mail.password_reset.intro':
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {siteName}. Haz clic en el botón para elegir una nueva contraseña.',
  'mail.password_reset.validity':
    'El enlace es válido durante {validMinutes, plural, one {# minuto} other {# minutos}} y solo funciona una vez.',
  'mail.password_reset.button': 'Crear nueva contraseña',
  'mail.password_reset.notYou':
    '¿No has pedido una nueva contraseña? Entonces no tienes que hacer nada: tu contraseña actual sigue funcionando.',
  'mail.email_change.subject': 'Confirma tu nueva dirección de correo para {siteName}',
  'mail.email_change.preheader': 'Confirma que {newEmail} es tu nueva dirección de correo.',
  'mail.email_change.intro':
    'Has pedido cambiar la dirección de correo de tu cuenta de {siteName} a {newEmail}. Haz clic en el botón para confirmar esta nueva dirección. Hasta entonces seguiremos usando la antigua.',
  'mail.email_change.button': 'Confirmar mi nueva dirección de correo',
  'mail.directdebit_code.subject': 'Tu código de domiciliación bancaria para {siteName}: {code}',
  'mail.directdebit_code.preheader': 'Introduce este código en el formulario de domiciliación.',
  'mail.directdebit_code.intro':
    'Tu código para pagar mediante domiciliación bancaria es {code}. Introdúcelo en el formulario para confirmar tu pedido.',
  'mail.directdebit_code.button': 'Ir al formulario de domiciliación',
  'mail.directdebit_code.validity': 'El código es válido durante {validMinutes} minutos.',
  'mail.directdebit_code.notYou':
    '¿No lo has pedido tú? Entonces puedes ignorar este correo; no se cargará nada en tu cuenta.',
  'mail.welcome.subject': '¡Te damos la bienvenida a {siteName}!',
  'mail.welcome.preheader': 'Tu cuenta está activa. ¡Es hora de conocer gente!',
  'mail.welcome.intro':
    '¡Tu cuenta de {siteName} está activa! Con estos tres pasos destacarás más y conectarás antes con otros miembros:',
  'mail.welcome.button': 'Ir a {siteName}',
  'mail.warning.subject': 'Un aviso de {siteName}',
  'mail.warning.preheader': 'Hemos recibido y revisado una denuncia sobre ti.',
  'mail.warning.intro':
    'Otro miembro te ha denunciado y nuestro equipo ha revisado la denuncia. El motivo era: {category}. Eso no encaja con las normas de la casa de {siteName}. Tómatelo como un aviso: vuelve a leer las normas y cúmplelas.',
  'mail.warning.button': 'Leer las normas de la casa',
  'mail.warning.after': 'Si volvemos a recibir una denuncia así, podemos suspender o bloquear tu cuenta.',
  'mail.account_suspended.subject': 'Tu cuenta en {siteName} está suspendida hasta el {until}',
  'mail.account_suspended.preheader': 'Qué hemos decidido, por qué y cómo puedes recurrir.',
  'mail.account_suspended.intro':
    'Otro miembro te ha denunciado y nuestro equipo ha revisado la denuncia. El motivo era: {category}. Eso va en contra de las normas de la casa de {siteName}.',
  'mail.account_suspended.decision':
    'Por eso tu cuenta está suspendida hasta el {until}. Hasta entonces no puedes iniciar sesión y nadie ve tu perfil; después podrás volver a entrar con normalidad. Tus conversaciones y tus créditos se conservan.',
  'mail.account_suspended.button': 'Leer las normas de la casa',
  'mail.account_banned.subject': 'Tu cuenta en {siteName} está bloqueada',
  'mail.account_banned.preheader': 'Qué hemos decidido, por qué y cómo puedes recurrir.',
  'mail.account_banned.intro':
    'Otro miembro te ha denunciado y nuestro equipo ha revisado la denuncia. El motivo era: {category}. Eso va en contra de las normas de la casa de {siteName}.',
  'mail.account_banned.decision':
    'Por eso tu cuenta está bloqueada: ya no puedes iniciar sesión y nadie ve tu perfil. El bloqueo se mantiene hasta que un miembro del equipo lo levante.',
  'mail.account_banned.button': 'Leer las normas de la casa',
  'mail.restriction.byPerson':
    'Esta decisión la ha tomado una persona de nuestro equipo que revisó la denuncia, no un sistema automático.',
  'mail.restriction.objection':
    '¿No estás de acuerdo? Presenta un recurso en un plazo de seis meses; no necesitas iniciar sesión para ello. Revisará tu recurso una persona del equipo distinta de la que tomó la decisión, y te comunicaremos el resultado por correo. También puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
  'mail.report_handled.subject': 'Hemos tramitado tu denuncia en {siteName}',
  'mail.report_handled.preheader': 'Gracias por avisarnos.',
  'mail.report_handled.intro': 'Denunciaste a otro miembro ({category}). Nuestro equipo ha revisado tu denuncia.',
  'mail.report_handled.actioned':
    'Hemos tomado medidas según nuestras normas de la casa. No compartimos cuáles exactamente: eso solo concierne al otro miembro.',
  'mail.report_handled.dismissed':
    'No hemos encontrado ninguna infracción de nuestras normas de la casa, así que no tomaremos medidas. Si vuelves a ver algo raro, no dudes en denunciarlo otra vez.',
  'mail.report_handled.after': '¿Prefieres no volver a ver a este miembro? Bloquéalo desde su perfil.',
  'mail.report_handled.button': 'Ir a {siteName}',
  'mail.common.unsubscribe': 'Darme de baja de estos correos',
  'mail.common.preferences': 'Configurar notificaciones',
  'mail.common.photoAlt': 'Foto de {name}',
  'mail.common.age': '{age} años',
  'mail.common.viewProfile': 'Ver perfil',
  'mail.common.privacy': 'Por tu privacidad, nuestros correos nunca incluyen el contenido de los mensajes.',
  'mail.new_conversation.subject': 'Alguien te ha enviado un mensaje en {siteName}',
  'mail.new_conversation.preheader': 'Tienes una nueva conversación esperándote.',
  'mail.new_conversation.intro':
    '{senderName} ha empezado una conversación contigo. ¿Tienes curiosidad? Lee el mensaje en {siteName} y contesta.',
  'mail.new_conversation.button': 'Leer el mensaje',
  'mail.new_conversation.reason':
    'Recibes este correo porque tienes activadas las notificaciones de nuevas conversaciones.',
  'mail.new_messages.subject': '{count, plural, one {Un mensaje nuevo} other {# mensajes nuevos}} en {siteName}',
  'mail.new_messages.preheader': '{count, plural, one {# mensaje nuevo} other {# mensajes nuevos}} de {senderName}',
  'mail.new_messages.intro':
    'Tienes {count, plural, one {# mensaje nuevo} other {# mensajes nuevos}} de {senderName}. {count, plural, one {Léelo} other {Léelos}} en {siteName} y contesta pronto.',
  'mail.new_messages.button': '{count, plural, one {Leer el mensaje} other {Leer los mensajes}}',
  'mail.new_messages.reason': 'Recibes este correo porque tienes activadas las notificaciones de nuevos mensajes.',
  'mail.like.subject': 'Le gustas a alguien en {siteName}',
  'mail.like.preheader': '{likerName} te ha dado un like.',
  'mail.like.intro':
    '¡Le gustas a {likerName}! Echa un vistazo a su perfil: si a ti también te gusta, devuélvele el like y tendréis un match.',
  'mail.like.button': 'Ver a quién le gustas',
  'mail.like.reason': 'Recibes este correo porque tienes activadas las notificaciones de likes.',
  'mail.unread_reminder.subject':
    'Tienes {unreadCount, plural, one {un mensaje sin leer} other {# mensajes sin leer}} en {siteName}',
  'mail.unread_reminder.preheader':
    '{unreadCount, plural, one {Todavía te espera un mensaje} other {Todavía te esperan # mensajes}}.',
  'mail.unread_reminder.intro':
    '{unreadCount, plural, one {Todavía te espera # mensaje sin leer} other {Todavía te esperan # mensajes sin leer}} de {senders}. ¡No les hagas esperar demasiado!',
  'mail.unread_reminder.introNoSenders':
    '{unreadCount, plural, one {Todavía te espera # mensaje sin leer} other {Todavía te esperan # mensajes sin leer}}. ¡No les hagas esperar demasiado!',
  'mail.unread_reminder.others': '{count, plural, one {# persona más} other {# personas más}}',
  'mail.unread_reminder.button': 'Leer tus mensajes',
  'mail.unread_reminder.reason': 'Recibes este correo porque tienes activados los recordatorios de mensajes sin leer.',
  'mail.weekly_update.subject': 'Tu resumen semanal de {siteName}',
  'mail.weekly_update.preheader': 'Miembros que quizá te gusten esta semana.',
  'mail.weekly_update.intro':
    'Estos son algunos miembros que quizá te gusten esta semana. ¿Te llama la atención alguien? ¡Envíale un like o un mensaje!',
  'mail.weekly_update.introEmpty': 'Date una vuelta por {siteName} esta semana: seguro que hay miembros que te gustan.',
  'mail.weekly_update.button': 'Ver más miembros',
  'mail.weekly_update.reason': 'Recibes este correo porque tienes activado el resumen semanal.',
  // Campaigns (decision 052): why the mail came, per the preference it honours
  'mail.campaign.reason.promotions': 'Recibes este correo porque tienes activadas las promociones de {siteName}.',
  'mail.campaign.reason.news': 'Recibes este correo porque tienes activadas las noticias de {siteName}.',
  'mail.campaign.reason.reminders': 'Recibes este correo porque tienes activados los recordatorios de {siteName}.',
  'mail.welcome.step1': 'Sube a tu perfil una foto tuya en la que se te vea bien.',
  'mail.welcome.step2': 'Cuenta en pocas palabras quién eres y qué buscas.',
  'mail.welcome.step3': 'Busca miembros cerca de ti, dales like y envíales un mensaje.',
  'mail.directdebit_code.codeLabel': 'Tu código',
  'mail.receipt.subject': 'Tu justificante de compra de {siteName} (pedido {orderId})',
  'mail.receipt.preheader': '{description} por {amount}: gracias por tu compra.',
  'mail.receipt.intro':
    '¡Gracias por tu compra! Hemos recibido tu pago y {credits, plural, one {ya tienes # crédito} other {ya tienes # créditos}} en tu cuenta.',
  'mail.receipt.order': 'Número de pedido',
  'mail.receipt.date': 'Fecha',
  'mail.receipt.product': 'Producto',
  'mail.receipt.total': 'Total',
  'mail.receipt.vat': 'IVA incluido ({vatRate}): {vatAmount}',
  'mail.receipt.button': 'Ver tus pedidos',
  'mail.receipt.refund':
    '{refundDays, plural, =0 {Un pedido no se puede cancelar una vez pagado.} one {¿Te has arrepentido de la compra? Durante # día desde la compra puedes pedir el reembolso de los créditos que aún no hayas usado. Solo tienes que escribirnos a {supportEmail} indicando tu número de pedido.} other {¿Te has arrepentido de la compra? Durante # días desde la compra puedes pedir el reembolso de los créditos que aún no hayas usado. Solo tienes que escribirnos a {supportEmail} indicando tu número de pedido.}}',
  'mail.receipt.after': 'Guarda este correo como justificante de tu pago.',
};
