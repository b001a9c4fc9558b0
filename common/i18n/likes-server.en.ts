import type { likesServerNl } from './likes-server.nl.ts';

export const likesServerEn: Record<keyof typeof likesServerNl, string> = {
  'likes.self': 'You cannot like yourself.',
  'likes.confirmFirst': 'Please confirm your e-mail address first; then you can like members.',
  'likes.blocked': 'You have blocked this member. Unblock them first to give a like.',
  'likes.swipeLimit':
    'You have given your {limit} likes for today. You can like again in {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}}.',
  'likes.swipeLimit.hours':
    'You have given your {limit} likes for today. You can like again in {hours, plural, one {# hour} other {# hours}}.',
  'likes.swipeLimit.minutes':
    'You have given your {limit} likes for today. You can like again in {minutes, plural, one {# minute} other {# minutes}}.',
  'likes.matchFinder.invalidAge': 'Choose an age: 18-35, 35+ or no preference.',
  'likes.matchFinder.invalidAppearance': 'Choose what they are here for: dating, adventure or no preference.',
  'likes.matchFinder.invalidRace': 'Choose a country: mine, another or no preference.',
};
