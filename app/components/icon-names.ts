/**
 * The Bootstrap Icons the interface draws with <Icon>, by their file name. vite.config.ts builds
 * them into one SVG sprite, a hashed file cached for a year, that <Icon> points into with <use>:
 * the drawings are not part of any page's JavaScript (issue #13 §2). An icon is added here.
 */
export const ICON_NAMES = [
  'search', 'chat-heart', 'heart', 'heart-fill', 'coin', 'envelope-check', 'check-circle-fill', 'x-circle-fill', 'star-fill',
  'person-circle', 'camera', 'gift', 'slash-circle', 'arrow-left', 'geo-alt', 'lock-fill', 'trash', 'send-fill', 'eye-slash', 'stars',
  'three-dots-vertical', 'plus-lg', 'exclamation-triangle-fill', 'crosshair', 'hourglass-split', 'image', 'chevron-left',
  'chevron-right', 'people', 'sliders', 'magic', 'robot', 'info-circle-fill', 'clock', 'gender-male', 'gender-female', 'eye',
  'envelope-paper-heart', 'envelope-exclamation', 'circle', 'arrow-right', 'inbox', 'box-arrow-up-right', 'pencil', 'fire', 'hearts',
  'x-lg', 'gem', 'search-heart', 'flag', 'mask', 'controller', 'bell',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
