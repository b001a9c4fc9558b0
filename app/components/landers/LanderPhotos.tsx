import type { LanderProfile } from '../../lib/lander-loader.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { FictionalMark } from '../FictionalMark.tsx';

/** The photo URL of a showcase member (the thumbnail unless `large`), through the site's CDN prefix. */
export function usePhotoUrl(): (p: LanderProfile, large?: boolean) => string {
  const settings = useSettings();
  return (p, large = false) => `${settings.cdn_prefix}${large ? p.photo : p.thumb}`;
}

/**
 * A square photo of a showcase member: width and height set and the box's ratio fixed, so nothing
 * moves when it loads (decision 054); lazy unless it is in the first screen.
 */
export function LanderPhoto({
  profile,
  eager = false,
  large = false,
  className = '',
}: {
  profile: LanderProfile;
  eager?: boolean;
  large?: boolean;
  className?: string;
}) {
  const t = useT();
  const url = usePhotoUrl();
  return (
    <img
      src={url(profile, large)}
      alt={t('landers.photoAlt', { name: profile.name, age: profile.age })}
      width={large ? 640 : 320}
      height={large ? 640 : 320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`klik-lander-photo ${className}`}
    />
  );
}

/** A mosaic of showcase photos (collagelanding, whoneedsstrings, the video lander without a video). */
export function PhotoCollage({
  profiles,
  eagerCount = 3,
  className = '',
}: {
  profiles: LanderProfile[];
  eagerCount?: number;
  className?: string;
}) {
  const t = useT();
  if (profiles.length === 0) return null;
  return (
    <ul className={`klik-lander-collage list-unstyled ${className}`} aria-label={t('landers.photos.label')}>
      {profiles.map((p, i) => (
        <li key={p.id} className="position-relative">
          <LanderPhoto profile={p} eager={i < eagerCount} />
          {p.fictional && <FictionalMark className="klik-lander-fictional" />}
        </li>
      ))}
    </ul>
  );
}
