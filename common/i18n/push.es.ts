import type { pushNl } from './push.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of offline mode and push notifications (member keys only; the staff console stays nl/en). */
export const pushEs: Record<Extract<keyof typeof pushNl, MemberMessageKey>, string> = {
  'offline.title': 'Sin conexión',
  'offline.text': 'No tienes conexión. En cuanto vuelvas a tenerla, {siteName} seguirá donde lo dejaste.',
  'offline.retry': 'Volver a intentarlo',
  'push.prompt.title': 'No te pierdas ningún mensaje',
  'push.prompt.text': 'Recibe una notificación en este dispositivo cuando alguien te envíe un mensaje o le gustes.',
  'push.prompt.enable': 'Activar',
  'push.prompt.later': 'Ahora no',
  'push.prompt.failed': 'No se han podido activar las notificaciones. Vuelve a intentarlo más tarde.',
  'push.serviceUnreachable':
    'El servicio push de tu navegador no responde, así que ahora no se pueden activar las notificaciones. Comprueba tu conexión (algunas redes bloquean las notificaciones push) y vuelve a intentarlo más tarde.',
  'push.fallback': 'Nueva notificación',
  'push.toast.newMessage': 'Nuevo mensaje de {name}',
  'push.toast.open': 'Ver la conversación',
};
