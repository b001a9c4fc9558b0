import type { photoInspectionNl } from './photo-inspection.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** French texts of rejected photos (member keys only; the staff console stays nl/en). */
export const photoInspectionFr: Record<Extract<keyof typeof photoInspectionNl, MemberMessageKey>, string> = {
  'photos.reason.not_a_person': 'Aucune personne reconnaissable sur la photo',
  'photos.reason.nudity': 'Nudité ou photo à caractère sexuel',
  'photos.reason.minor_suspected': 'La personne sur la photo semble mineure',
  'photos.reason.copyright': 'La photo ne t’appartient pas (droit d’auteur)',
  'photos.reason.other': 'La photo ne respecte pas nos règles',
  'myprofile.photos.rejected': 'Refusée',
  'myprofile.photos.rejectedReason': 'Refusée : {reason}',
  'myprofile.photos.rejectedHint':
    'Personne d’autre ne voit une photo refusée. Supprime-la et ajoutes-en une autre ; au bout de {days} jours, nous la supprimons nous-mêmes.',
  'photos.rejectedNotMain': 'Une photo refusée ne peut pas être ta photo de profil.',
  'mail.photo_rejected.subject': 'Ta photo sur {siteName} a été refusée',
  'mail.photo_rejected.preheader': 'Motif : {reason}',
  'mail.photo_rejected.intro':
    'Nous avons examiné une de tes photos et l’avons refusée. Motif : {reason}. Les autres membres ne voient pas cette photo.',
  'mail.photo_rejected.button': 'Voir mes photos',
  'mail.photo_rejected.after':
    'N’hésite pas à ajouter une autre photo : une photo nette de toi est généralement validée rapidement. Nous supprimons la photo refusée au bout de 30 jours.',
};
