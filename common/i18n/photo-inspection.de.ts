import type { photoInspectionNl } from './photo-inspection.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** German texts of the photo review (member side) (member keys only; the staff console stays nl/en). */
export const photoInspectionDe: Record<Extract<keyof typeof photoInspectionNl, MemberMessageKey>, string> = {
  'photos.reason.not_a_person': 'Darauf ist keine Person erkennbar',
  'photos.reason.nudity': 'Nacktfoto oder sexuell anzügliches Foto',
  'photos.reason.minor_suspected': 'Die Person auf dem Foto wirkt minderjährig',
  'photos.reason.copyright': 'Das Foto gehört nicht dir (Urheberrecht)',
  'photos.reason.other': 'Das Foto entspricht nicht unseren Regeln',
  'myprofile.photos.rejected': 'Abgelehnt',
  'myprofile.photos.rejectedReason': 'Abgelehnt: {reason}',
  'myprofile.photos.rejectedHint':
    'Ein abgelehntes Foto sieht niemand sonst. Lösche es und lade ein anderes hoch; nach {days} Tagen löschen wir es selbst.',
  'photos.rejectedNotMain': 'Ein abgelehntes Foto kann kein Profilfoto sein.',
  'mail.photo_rejected.subject': 'Dein Foto auf {siteName} wurde abgelehnt',
  'mail.photo_rejected.preheader': 'Grund: {reason}',
  'mail.photo_rejected.intro':
    'Wir haben eines deiner Fotos geprüft und abgelehnt. Grund: {reason}. Andere Mitglieder sehen dieses Foto nicht.',
  'mail.photo_rejected.button': 'Zu meinen Fotos',
  'mail.photo_rejected.after':
    'Lade gern ein anderes Foto hoch: Ein deutliches Foto von dir wird meist schnell freigegeben. Das abgelehnte Foto löschen wir nach 30 Tagen.',
};
