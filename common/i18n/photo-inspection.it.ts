import type { photoInspectionNl } from './photo-inspection.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Italian texts of rejected photos (member keys only; the staff console stays nl/en). */
export const photoInspectionIt: Record<Extract<keyof typeof photoInspectionNl, MemberMessageKey>, string> = {
  'photos.reason.not_a_person': 'Non si vede nessuna persona riconoscibile',
  'photos.reason.nudity': 'Nudo o foto a sfondo sessuale',
  'photos.reason.minor_suspected': 'La persona nella foto sembra minorenne',
  'photos.reason.copyright': 'La foto non è tua (diritto d’autore)',
  'photos.reason.other': 'La foto non rispetta le nostre regole',
  'myprofile.photos.rejected': 'Rifiutata',
  'myprofile.photos.rejectedReason': 'Rifiutata: {reason}',
  'myprofile.photos.rejectedHint':
    'Nessun altro vede una foto rifiutata. Eliminala e caricane un’altra; dopo {days} giorni la eliminiamo noi.',
  'photos.rejectedNotMain': 'Una foto rifiutata non può essere la tua foto profilo.',
  'mail.photo_rejected.subject': 'La tua foto su {siteName} è stata rifiutata',
  'mail.photo_rejected.preheader': 'Motivo: {reason}',
  'mail.photo_rejected.intro':
    'Abbiamo esaminato una delle tue foto e l’abbiamo rifiutata. Motivo: {reason}. Gli altri iscritti non vedono questa foto.',
  'mail.photo_rejected.button': 'Vai alle mie foto',
  'mail.photo_rejected.after':
    'Carica pure un’altra foto: una foto in cui ti si vede bene di solito viene approvata in fretta. Eliminiamo la foto rifiutata dopo 30 giorni.',
};
