import genderMale from 'bootstrap-icons/icons/gender-male.svg?raw';
import genderFemale from 'bootstrap-icons/icons/gender-female.svg?raw';
import eye from 'bootstrap-icons/icons/eye.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import envelopePaperHeart from 'bootstrap-icons/icons/envelope-paper-heart.svg?raw';
import envelopeExclamation from 'bootstrap-icons/icons/envelope-exclamation.svg?raw';
import checkCircleFill from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import circle from 'bootstrap-icons/icons/circle.svg?raw';
import arrowLeft from 'bootstrap-icons/icons/arrow-left.svg?raw';
import arrowRight from 'bootstrap-icons/icons/arrow-right.svg?raw';
import inbox from 'bootstrap-icons/icons/inbox.svg?raw';
import boxArrowUpRight from 'bootstrap-icons/icons/box-arrow-up-right.svg?raw';
import pencil from 'bootstrap-icons/icons/pencil.svg?raw';
import heart from 'bootstrap-icons/icons/heart-fill.svg?raw';

/**
 * The Bootstrap Icons the signup screens use beyond the shared set in components/Icon.tsx,
 * inlined the same way. Decorative (aria-hidden) unless `label` is given.
 */
const ICONS = {
  'gender-male': genderMale,
  'gender-female': genderFemale,
  eye,
  'eye-slash': eyeSlash,
  'envelope-paper-heart': envelopePaperHeart,
  'envelope-exclamation': envelopeExclamation,
  'check-circle-fill': checkCircleFill,
  circle,
  'arrow-left': arrowLeft,
  'arrow-right': arrowRight,
  inbox,
  'box-arrow-up-right': boxArrowUpRight,
  pencil,
  heart,
} as const;
export type SignupIconName = keyof typeof ICONS;

export function SignupIcon({ name, size = 18, label, className = '' }: { name: SignupIconName; size?: number; label?: string; className?: string }) {
  const svg = ICONS[name].replace(/width="16" height="16"/, `width="${size}" height="${size}"`);
  return (
    <span
      className={`klik-icon ${className}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
