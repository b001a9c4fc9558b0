import type { notificationsNl } from './notifications.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the notification settings and unsubscribing (member keys only; the staff console stays nl/en). */
export const notificationsEs: Record<Extract<keyof typeof notificationsNl, MemberMessageKey>, string> = {
  'nav.notifications': 'Notificaciones',
  'notifications.title': 'Notificaciones',
  'notifications.intro':
    'Elige sobre qué te enviamos un correo o una notificación push. Los cambios se guardan al momento.',
  'notifications.listLabel': 'Tipos de notificaciones',
  'notifications.channel.email': 'Correo',
  'notifications.channel.push': 'Push',
  'notifications.switch.email': '{category} por correo',
  'notifications.switch.push': '{category} como notificación push',
  'notifications.emailOnly': 'Solo por correo',
  'notifications.marketingOff': 'Desactivado hasta que lo actives tú.',
  'notifications.saveFailed': 'Tu cambio no se ha guardado. Vuelve a intentarlo.',
  'notifications.emailTo': 'Los correos se envían a {email}.',
  'notifications.changeEmail': 'Cambiar dirección de correo',
  'notifications.settingsText': 'Elige qué correos y notificaciones push recibes de nosotros.',
  'notifications.settingsLink': 'Configurar notificaciones',
  'notifications.category.new_conversations': 'Nuevas conversaciones',
  'notifications.category.new_conversations.description': 'Alguien te escribe por primera vez.',
  'notifications.category.new_conversations.topic': 'nuevas conversaciones',
  'notifications.category.new_messages': 'Nuevos mensajes',
  'notifications.category.new_messages.description':
    'Un nuevo mensaje en una conversación mientras no estás en el sitio.',
  'notifications.category.new_messages.topic': 'nuevos mensajes',
  'notifications.category.like': 'Likes',
  'notifications.category.like.description': 'Le gustas a alguien o tenéis un match.',
  'notifications.category.like.topic': 'nuevos likes',
  'notifications.category.unread_message_reminders': 'Mensajes sin leer',
  'notifications.category.unread_message_reminders.description':
    'Un recordatorio cuando un mensaje sigue sin leer al cabo de un día.',
  'notifications.category.unread_message_reminders.topic': 'mensajes sin leer',
  'notifications.category.promotions': 'Ofertas',
  'notifications.category.promotions.description': 'Descuentos y promociones de créditos y Premium.',
  'notifications.category.promotions.topic': 'ofertas',
  'notifications.category.weekly_updates': 'Resumen semanal',
  'notifications.category.weekly_updates.description': 'Una vez a la semana, los nuevos miembros cerca de ti.',
  'notifications.category.weekly_updates.topic': 'el resumen semanal',
  'notifications.category.news': 'Novedades',
  'notifications.category.news.description': 'Nuevas funciones y novedades de {siteName}.',
  'notifications.category.news.topic': 'novedades de {siteName}',
  'notifications.category.reminders': 'Recordatorios',
  'notifications.category.reminders.description':
    'Cuando tu perfil aún no está completo o una oferta está a punto de terminar.',
  'notifications.category.reminders.topic': 'recordatorios',
  'notifications.alert.label': 'Tus notificaciones por correo están desactivadas',
  'notifications.alert.bounce':
    'No hemos podido entregar nuestros correos en {email}. Por eso ya no te enviamos notificaciones por correo.',
  'notifications.alert.fbl':
    'Has marcado un correo nuestro como spam, así que ya no te enviamos notificaciones por correo.',
  'notifications.alert.listunsubscribe':
    'Te has dado de baja de los correos sobre {topics} desde tu programa de correo.',
  'notifications.alert.listunsubscribeSome':
    'Te has dado de baja de parte de nuestros correos desde tu programa de correo.',
  'notifications.alert.reenable': 'Volver a activar las notificaciones',
  'notifications.alert.changeEmail': 'Cambiar dirección de correo',
  'notifications.alert.reenabled': 'Vuelves a recibir notificaciones por correo.',
  'notifications.error.noChannel': 'Este tipo de mensaje solo lo enviamos por correo, no como notificación push.',
  'notifications.error.badLink':
    'Este enlace para darte de baja no es correcto. Copia el enlace completo del correo o inicia sesión y elige tus notificaciones en Notificaciones.',
  'unsubscribe.title': 'Darse de baja',
  'unsubscribe.question': '¿Darte de baja de los correos sobre {topic}?',
  'unsubscribe.explain':
    'Ya no recibirás correos de {siteName} sobre {topic}. El resto de tus notificaciones se quedan como están.',
  'unsubscribe.confirm': 'Darme de baja',
  'unsubscribe.done': 'Te has dado de baja',
  'unsubscribe.doneText':
    'Ya no recibirás correos de {siteName} sobre {topic}. Puedes volver a activarlo cuando quieras.',
  'unsubscribe.manage': 'Ir a tus notificaciones',
  'unsubscribe.invalidTitle': 'Este enlace para darte de baja no funciona',
  'unsubscribe.tooMany': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'notifications.device.title': 'Notificaciones push en este dispositivo',
  'notifications.device.text':
    'Actívalo para recibir en este dispositivo las notificaciones push que elijas arriba, aunque el sitio no esté abierto.',
  'notifications.device.blocked':
    'Tu navegador bloquea las notificaciones de este sitio. Permite las notificaciones en los ajustes de tu navegador (el candado junto a la dirección) y vuelve aquí.',
  'notifications.device.unsupported':
    'Este navegador no puede recibir notificaciones push. En un iPhone funciona si primero añades el sitio a tu pantalla de inicio.',
  'notifications.device.notAllowed':
    'No has dado permiso, así que las notificaciones push siguen desactivadas en este dispositivo.',
  'notifications.device.label': 'Notificaciones push en este dispositivo',
};
