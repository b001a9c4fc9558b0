import type { photoInspectionNl } from './photo-inspection.nl.ts';

/** Photo inspection, English. */
export const photoInspectionEn: Record<keyof typeof photoInspectionNl, string> = {
  'photos.reason.not_a_person': 'No recognisable person in it',
  'photos.reason.nudity': 'Nudity or a sexual photo',
  'photos.reason.minor_suspected': 'The person in the photo looks under age',
  'photos.reason.copyright': 'The photo is not yours (copyright)',
  'photos.reason.other': 'The photo does not meet our rules',

  'myprofile.photos.rejected': 'Rejected',
  'myprofile.photos.rejectedReason': 'Rejected: {reason}',
  'myprofile.photos.rejectedHint':
    'Nobody else sees a rejected photo. Delete it and add another; after {days} days we delete it ourselves.',

  'photos.rejectedNotMain': 'A rejected photo cannot be your profile photo.',

  'mail.photo_rejected.subject': 'Your photo on {siteName} was rejected',
  'mail.photo_rejected.preheader': 'Reason: {reason}',
  'mail.photo_rejected.intro':
    'We looked at one of your photos and rejected it. Reason: {reason}. Other members do not see this photo.',
  'mail.photo_rejected.button': 'To my photos',
  'mail.photo_rejected.after':
    'Feel free to add another photo: a clear photo of yourself is usually approved quickly. We delete the rejected photo after 30 days.',

  'staff.photos.alreadyApproved':
    'This photo has been judged already (approved), perhaps by a colleague. The list is up to date now.',
  'staff.photos.alreadyRejected':
    'This photo has been rejected already, perhaps by a colleague. The list is up to date now.',
  'staff.photos.notPublic':
    'This photo is not public (any more): it is waiting for inspection or was rejected already.',

  'staff.nav.photos': 'Photos',
  'staff.nav.photos.description': 'Judge new photos: approve, or reject with a reason.',
  'staff.photos.title': 'Photo inspection',
  'staff.photos.tabs': 'Lists',
  'staff.photos.tab.queue': 'To inspect',
  'staff.photos.tab.score': 'Highest score first',
  'staff.photos.scoreIntro':
    'The same queue, the photos with the highest automatic screening score first. The score is an aid: you decide; nothing is rejected automatically.',
  'staff.photos.screen': 'Automatic screening',
  'staff.photos.screenPending': 'Not screened yet',
  'staff.photos.screenScore': 'Chance of nudity: {percent}',
  'staff.photos.screenFlagged': 'Possibly nude: {percent}',
  'staff.photos.flagShort': 'Nude?',
  'staff.photos.tab.auto': 'Approved automatically',
  'staff.photos.autoIntro':
    'Photos the setting "approve photos automatically" let through in the last {days} days, newest first. Reject them after all, or confirm them so they leave this list.',
  'staff.photos.empty': 'Nothing to inspect',
  'staff.photos.emptyText': 'Every photo has been judged. New photos appear here by themselves.',
  'staff.photos.emptyAuto': 'No automatically approved photos to look at.',
  'staff.photos.loading': 'Loading photos…',
  'staff.photos.list': 'Photos on this page',
  'staff.photos.thumbLabel': 'Photo {n} of {name}',
  'staff.photos.photoOf': 'Photo of {name} ({id}), {width} × {height}',
  'staff.photos.uploaded': 'Added {date}',
  'staff.photos.member': 'Member',
  'staff.photos.memberLine': '{name}, {age} years',
  'staff.photos.memberId': 'Member ID {id}',
  'staff.photos.others': 'Other photos of this member',
  'staff.photos.noOthers': 'No other photos.',
  'staff.photos.status.inspection': 'Under inspection',
  'staff.photos.status.active': 'Approved',
  'staff.photos.status.rejected': 'Rejected',
  'staff.photos.approve': 'Approve',
  'staff.photos.confirm': 'Confirm',
  'staff.photos.reject': 'Reject',
  'staff.photos.rejectTitle': 'Why do you reject this photo?',
  'staff.photos.note': 'Note for colleagues (optional)',
  'staff.photos.rejectSubmit': 'Reject',
  'staff.photos.cancel': 'Cancel',
  'staff.photos.approved': 'Photo {id} approved.',
  'staff.photos.rejected': 'Photo {id} rejected: {reason}.',
  'staff.photos.next': 'Next page',
  'staff.photos.prev': 'Previous page',
  'staff.photos.keys': 'Shortcuts',
  'staff.photos.key.approve': 'approve',
  'staff.photos.key.reject': 'reject',
  'staff.photos.key.pick': 'pick a reason',
  'staff.photos.key.next': 'next',
  'staff.photos.key.prev': 'previous',
  'staff.photos.key.cancel': 'cancel',
  'staff.photos.position': 'Photo {n} of {count} on this page',
};
