import type { landersNl } from './landers.nl.ts';

/** English texts of the landers (decision 054), the console's lander video included. */
export const landersEn: Record<keyof typeof landersNl, string> = {
  'landers.signup.title': 'Join for free',
  'landers.signup.intro': 'Done within a minute, no credit card needed.',
  'landers.photos.label': 'A few of our members',
  'landers.photoAlt': 'Photo of {name}, {age}',
  'landers.toSignup': 'Go to the sign-up',

  'landers.adultonly.point1': 'Only for adults aged {minAge} and over',
  'landers.adultonly.point2': 'Only members who have joined themselves see your profile',
  'landers.adultonly.point3': 'We look at every photo first',

  'landers.swipe.label': 'Try swiping',
  'landers.swipe.hint': 'Swipe, use the arrow keys or the buttons.',
  'landers.swipe.done.title': 'Fancy more?',
  'landers.swipe.done.text': 'Create a free account to like and chat for real.',

  'landers.whoneedsstrings.point1': 'No commitments',
  'landers.whoneedsstrings.point2': 'No fuss',
  'landers.whoneedsstrings.point3': 'Plenty of excitement',

  'landers.alonetonight.heading': 'Online now',
  'landers.alonetonight.nobody': 'Members will be online again soon. Join now so you are ready.',

  'landers.gallery.heading': 'Newest profiles',
  'landers.gallery.more': 'Join to see every profile',

  'landers.icons.heading': 'What you can do here',
  'landers.icons.chat.title': 'Chat',
  'landers.icons.chat.text': 'Send messages to whoever you like.',
  'landers.icons.likes.title': 'Like',
  'landers.icons.likes.text': 'Let someone know you fancy them.',
  'landers.icons.match.title': 'Match',
  'landers.icons.match.text': 'Do you like each other? Then it is a match.',
  'landers.icons.gifts.title': 'Gifts',
  'landers.icons.gifts.text': 'Surprise someone with a small gift.',
  'landers.icons.nearby.title': 'Nearby',
  'landers.icons.nearby.text': 'Search members by distance and region.',
  'landers.icons.private.title': 'Invisible',
  'landers.icons.private.text': 'Look around without others seeing you.',

  'landers.map.heading': 'Members per {label}',
  'landers.map.title': 'Map with the number of members per {label}',
  'landers.map.count': '{count}+ members',
  'landers.map.few': 'a handful of members',
  'landers.map.note': 'Figures are rounded down and never show a place or a person.',

  'landers.social.heading': 'Who is active now',
  'landers.social.member': '{name}, {age}',
  'landers.social.online': 'Online now',
  'landers.social.recent': 'Recently active',
  'landers.social.like': 'Like {name}',
  'landers.social.message': 'Send {name} a message',

  'landers.transitions.label': 'Members in view',

  'landers.video.label': 'Video of {siteName}',
  'landers.video.captions': 'Captions',

  'staff.landerMedia.title': 'Video for the landers',
  'staff.landerMedia.help':
    'A short video (MP4 or WebM, at most {mb} MB) for the video and transitionsvideolanding landers, with a poster photo and optional captions (WebVTT). Without a video they show the poster or the members’ photos.',
  'staff.landerMedia.lander_video': 'Video',
  'staff.landerMedia.lander_poster': 'Poster photo',
  'staff.landerMedia.lander_captions': 'Captions (WebVTT)',
  'staff.landerMedia.none': 'Nothing uploaded yet.',
  'staff.landerMedia.upload': 'Upload',
  'staff.landerMedia.remove': 'Remove',
  'staff.landerMedia.uploaded': 'Saved.',
  'staff.landerMedia.removed': 'Removed.',
  'staff.landerMedia.tooBig': 'This file is too large: at most {mb} MB.',
  'staff.landerMedia.notVideo': 'This is not an MP4 or WebM video.',
  'staff.landerMedia.notCaptions': 'This is not a WebVTT file (the first line must be WEBVTT).',
};
