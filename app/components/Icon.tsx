import search from 'bootstrap-icons/icons/search.svg?raw';
import chatHeart from 'bootstrap-icons/icons/chat-heart.svg?raw';
import heart from 'bootstrap-icons/icons/heart.svg?raw';
import heartFill from 'bootstrap-icons/icons/heart-fill.svg?raw';
import coin from 'bootstrap-icons/icons/coin.svg?raw';
import envelope from 'bootstrap-icons/icons/envelope-check.svg?raw';
import check from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import x from 'bootstrap-icons/icons/x-circle-fill.svg?raw';
import star from 'bootstrap-icons/icons/star-fill.svg?raw';
import person from 'bootstrap-icons/icons/person-circle.svg?raw';
import camera from 'bootstrap-icons/icons/camera.svg?raw';
import gift from 'bootstrap-icons/icons/gift.svg?raw';
import slash from 'bootstrap-icons/icons/slash-circle.svg?raw';
import arrowLeft from 'bootstrap-icons/icons/arrow-left.svg?raw';
import geo from 'bootstrap-icons/icons/geo-alt.svg?raw';
import lock from 'bootstrap-icons/icons/lock-fill.svg?raw';
import trash from 'bootstrap-icons/icons/trash.svg?raw';
import send from 'bootstrap-icons/icons/send-fill.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import stars from 'bootstrap-icons/icons/stars.svg?raw';
import threeDotsVertical from 'bootstrap-icons/icons/three-dots-vertical.svg?raw';
import plusLg from 'bootstrap-icons/icons/plus-lg.svg?raw';
import exclamationTriangleFill from 'bootstrap-icons/icons/exclamation-triangle-fill.svg?raw';
import crosshair from 'bootstrap-icons/icons/crosshair.svg?raw';
import hourglassSplit from 'bootstrap-icons/icons/hourglass-split.svg?raw';
import image from 'bootstrap-icons/icons/image.svg?raw';
import chevronLeft from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronRight from 'bootstrap-icons/icons/chevron-right.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import sliders from 'bootstrap-icons/icons/sliders.svg?raw';
import magic from 'bootstrap-icons/icons/magic.svg?raw';
import robot from 'bootstrap-icons/icons/robot.svg?raw';
import infoCircleFill from 'bootstrap-icons/icons/info-circle-fill.svg?raw';
import clock from 'bootstrap-icons/icons/clock.svg?raw';

import genderMale from 'bootstrap-icons/icons/gender-male.svg?raw';
import genderFemale from 'bootstrap-icons/icons/gender-female.svg?raw';
import eyeOpen from 'bootstrap-icons/icons/eye.svg?raw';
import envelopePaperHeart from 'bootstrap-icons/icons/envelope-paper-heart.svg?raw';
import envelopeExclamation from 'bootstrap-icons/icons/envelope-exclamation.svg?raw';
import circleOutline from 'bootstrap-icons/icons/circle.svg?raw';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import inbox from 'bootstrap-icons/icons/inbox.svg?raw';
import boxArrowUpRight from 'bootstrap-icons/icons/box-arrow-up-right.svg?raw';
import pencil from 'bootstrap-icons/icons/pencil.svg?raw';
import fire from 'bootstrap-icons/icons/fire.svg?raw';
import hearts from 'bootstrap-icons/icons/hearts.svg?raw';
import xLg from 'bootstrap-icons/icons/x-lg.svg?raw';
import gem from 'bootstrap-icons/icons/gem.svg?raw';
import searchHeart from 'bootstrap-icons/icons/search-heart.svg?raw';
/**
 * Bootstrap Icons inlined as SVG, only the ones the interface uses: no icon font to download and
 * nothing render-blocking. Decorative by default (aria-hidden); give `label` when the icon alone speaks.
 */
const ICONS = {
  search, 'chat-heart': chatHeart, heart, 'heart-fill': heartFill, coin, 'envelope-check': envelope, 'check-circle-fill': check,
  'x-circle-fill': x, 'star-fill': star, 'person-circle': person, camera, gift, 'slash-circle': slash, 'arrow-left': arrowLeft,
  'geo-alt': geo, 'lock-fill': lock, trash, 'send-fill': send, 'eye-slash': eyeSlash, stars,
  'three-dots-vertical': threeDotsVertical, 'plus-lg': plusLg, 'exclamation-triangle-fill': exclamationTriangleFill, crosshair,
  'hourglass-split': hourglassSplit, image,
  'chevron-left': chevronLeft, 'chevron-right': chevronRight, people, sliders, magic, robot, 'info-circle-fill': infoCircleFill, clock,
  'gender-male': genderMale,
  'gender-female': genderFemale,
  eye: eyeOpen,
  'envelope-paper-heart': envelopePaperHeart,
  'envelope-exclamation': envelopeExclamation,
  circle: circleOutline,
  'arrow-right': arrowRight,
  inbox,
  'box-arrow-up-right': boxArrowUpRight,
  pencil,
  fire,
  hearts,
  'x-lg': xLg,
  gem,
  'search-heart': searchHeart,
} as const;
export type IconName = keyof typeof ICONS;

/**
 * An icon component for a set of inline SVGs. Screens with icons of their own (chat, payments) make
 * their set with this, so those icons stay in their route's chunk while the rendering is one.
 * Decorative unless `label` is given.
 */
export function iconSet<N extends string>(icons: Record<N, string>, defaultSize = 18) {
  return function SetIcon({ name, size = defaultSize, label, className = '' }: { name: N; size?: number; label?: string; className?: string }) {
    const svg = icons[name].replace(/width="16" height="16"/, `width="${size}" height="${size}"`);
    return (
      <span
        className={`klik-icon ${className}`}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  };
}

export const Icon = iconSet<IconName>(ICONS);
