import type { accountDataNl } from './account-data.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of the data export and the sessions (member keys only; the staff console stays nl/en). */
export const accountDataEs: Record<Extract<keyof typeof accountDataNl, MemberMessageKey>, string> = {
  'export.title': 'Descargar mis datos',
  'export.intro':
    'Pide un archivo ZIP con todo lo que guardamos sobre ti: tu cuenta, tu perfil y tus fotos, likes, conversaciones, pedidos, créditos, sesiones, bloqueos y denuncias. Lo preparamos y te enviamos por correo un enlace válido durante 24 horas. Una solicitud cada 24 horas.',
  'export.request': 'Descargar mis datos',
  'export.requested':
    'Hemos recibido tu solicitud. Te enviaremos el enlace por correo en cuanto tu archivo esté listo.',
  'export.pending':
    'Estamos preparando tu archivo (solicitado el {date, date, long} a las {date, time, short}). Recibirás un correo.',
  'export.ready':
    'Tu archivo está disponible hasta el {date, date, long} a las {date, time, short}. El enlace está en tu correo.',
  'export.download': 'Descargar',
  'export.tooSoon':
    'Ya has pedido tus datos en las últimas 24 horas. Solo se puede una vez cada 24 horas; vuelve a intentarlo mañana.',
  'export.gone': 'Este enlace de descarga ha caducado o no existe. Vuelve a pedir tus datos desde Ajustes.',
  'sessions.title': 'Dónde tienes la sesión iniciada',
  'sessions.intro':
    'Los dispositivos en los que tienes la sesión iniciada ahora. Si no reconoces alguno, cierra esa sesión y cambia tu contraseña.',
  'sessions.label': 'Tus sesiones',
  'sessions.current': 'Este dispositivo',
  'sessions.lastActive': 'Última actividad: {date, date, medium} a las {date, time, short}',
  'sessions.unknownDevice': 'Dispositivo desconocido',
  'sessions.unknownPlace': 'lugar desconocido',
  'sessions.end': 'Cerrar sesión',
  'sessions.endLabel': 'Cerrar sesión: {device}',
  'sessions.endOthers': 'Cerrar sesión en todos los demás sitios',
  'sessions.ended': 'Se ha cerrado la sesión en {device}.',
  'sessions.endedOthers':
    '{count, plural, =0 {No tenías la sesión iniciada en ningún otro sitio.} one {Se ha cerrado tu sesión en 1 dispositivo más.} other {Se ha cerrado tu sesión en # dispositivos más.}}',
  'sessions.notFound': 'Esta sesión ya no existe.',
  'sessions.onlyThis': 'Solo tienes la sesión iniciada en este dispositivo.',
  'mail.data_export.subject': 'Tus datos de {siteName} están listos',
  'mail.data_export.preheader': 'Descárgalos en un plazo de 24 horas.',
  'mail.data_export.intro':
    'Has pedido tus datos. El archivo ZIP está listo: descárgalo en un plazo de 24 horas con el botón de abajo. Para ello tienes que haber iniciado sesión.',
  'mail.data_export.button': 'Descargar mis datos',
  'mail.data_export.after':
    '¿No lo has pedido tú? Cambia tu contraseña y cierra la sesión en todos los demás sitios desde Ajustes.',
  'mail.new_device.subject': 'Nuevo inicio de sesión en tu cuenta de {siteName}',
  'mail.new_device.preheader': 'Inicio de sesión desde {device} ({place}).',
  'mail.new_device.intro':
    'Alguien acaba de iniciar sesión en tu cuenta desde un dispositivo o lugar que no conocíamos: {device} ({place}). Si has sido tú, no tienes que hacer nada.',
  'mail.new_device.button': 'Ver dónde tienes la sesión iniciada',
  'mail.new_device.after': '¿No has sido tú? Cierra esa sesión desde Ajustes y cambia tu contraseña enseguida.',
};
