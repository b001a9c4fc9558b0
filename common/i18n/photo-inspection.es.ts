import type { photoInspectionNl } from './photo-inspection.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Spanish (Spain) texts of rejected photos (member keys only; the staff console stays nl/en). */
export const photoInspectionEs: Record<Extract<keyof typeof photoInspectionNl, MemberMessageKey>, string> = {
  'photos.reason.not_a_person': 'No aparece ninguna persona reconocible',
  'photos.reason.nudity': 'Desnudo o foto de carácter sexual',
  'photos.reason.minor_suspected': 'La persona de la foto parece menor de edad',
  'photos.reason.copyright': 'La foto no es tuya (derechos de autor)',
  'photos.reason.other': 'La foto no cumple nuestras normas',
  'myprofile.photos.rejected': 'Rechazada',
  'myprofile.photos.rejectedReason': 'Rechazada: {reason}',
  'myprofile.photos.rejectedHint':
    'Nadie más ve una foto rechazada. Elimínala y sube otra; pasados {days} días la eliminaremos nosotros.',
  'photos.rejectedNotMain': 'Una foto rechazada no puede ser tu foto de perfil.',
  'mail.photo_rejected.subject': 'Tu foto en {siteName} ha sido rechazada',
  'mail.photo_rejected.preheader': 'Motivo: {reason}',
  'mail.photo_rejected.intro':
    'Hemos revisado una de tus fotos y la hemos rechazado. Motivo: {reason}. Los demás miembros no ven esta foto.',
  'mail.photo_rejected.button': 'Ir a mis fotos',
  'mail.photo_rejected.after':
    'Sube otra foto cuando quieras: una foto tuya en la que se te vea bien suele aprobarse enseguida. La foto rechazada la eliminaremos pasados 30 días.',
};
