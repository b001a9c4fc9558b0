import type { photoInspectionNl } from './photo-inspection.nl.ts';
import type { MemberMessageKey } from './translate.ts';

/** Polish texts of the photo-inspection module (member keys only; the staff console stays nl/en). */
export const photoInspectionPl: Record<Extract<keyof typeof photoInspectionNl, MemberMessageKey>, string> = {
  'photos.reason.not_a_person': 'Nie widać na nim rozpoznawalnej osoby',
  'photos.reason.nudity': 'Nagość lub zdjęcie o charakterze seksualnym',
  'photos.reason.minor_suspected': 'Osoba na zdjęciu wygląda na niepełnoletnią',
  'photos.reason.copyright': 'Zdjęcie nie należy do ciebie (prawa autorskie)',
  'photos.reason.other': 'Zdjęcie nie spełnia naszych zasad',

  'myprofile.photos.rejected': 'Odrzucone',
  'myprofile.photos.rejectedReason': 'Odrzucone: {reason}',
  'myprofile.photos.rejectedHint':
    'Odrzuconego zdjęcia nikt inny nie widzi. Usuń je i dodaj inne; po {days} dniach usuniemy je sami.',

  'photos.rejectedNotMain': 'Odrzucone zdjęcie nie może być twoim zdjęciem profilowym.',

  'mail.photo_rejected.subject': 'Twoje zdjęcie na {siteName} zostało odrzucone',
  'mail.photo_rejected.preheader': 'Powód: {reason}',
  'mail.photo_rejected.intro':
    'Obejrzeliśmy jedno z twoich zdjęć i je odrzuciliśmy. Powód: {reason}. Inni członkowie nie widzą tego zdjęcia.',
  'mail.photo_rejected.button': 'Do moich zdjęć',
  'mail.photo_rejected.after':
    'Śmiało dodaj inne zdjęcie: wyraźne zdjęcie ciebie zwykle szybko zostaje zatwierdzone. Odrzucone zdjęcie usuniemy po 30 dniach.',
};
