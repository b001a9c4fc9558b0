import uiSprite from 'virtual:sprite/ui';
import type { IconName } from './icon-names.ts';

export type { IconName };

/**
 * An icon component for a set of inline SVGs. Screens with icons of their own (chat, payments) make
 * their set with this, so those icons stay in their route's chunk while the rendering is one.
 * Decorative unless `label` is given.
 */
export function iconSet<N extends string>(icons: Record<N, string>, defaultSize = 18) {
  return function SetIcon({
    name,
    size = defaultSize,
    label,
    className = '',
  }: {
    name: N;
    size?: number;
    label?: string;
    className?: string;
  }) {
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

/**
 * Bootstrap Icons from the interface's sprite (icon-names.ts): an <svg> that uses the symbol, so
 * no icon's drawing is in the JavaScript. Decorative by default (aria-hidden); give `label` when the
 * icon alone speaks.
 */
export function Icon({
  name,
  size = 18,
  label,
  className = '',
}: {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}) {
  return <SpriteIcon sprite={uiSprite} name={name} size={size} label={label} className={className} />;
}

/** An icon of a sprite (scripts/icon-sprites.ts), drawn in the text colour. */
export function SpriteIcon({
  sprite,
  name,
  size = 16,
  label,
  className = '',
}: {
  sprite: string;
  name: string;
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={`klik-icon ${className}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        fill="currentColor"
        className={`bi bi-${name}`}
        viewBox="0 0 16 16"
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    </span>
  );
}
