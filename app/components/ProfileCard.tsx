import { Link } from 'react-router';
import type { ProfileCard as Card } from '../../server/modules/profiles/service.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';

/** A member in a grid: photo, name, age and place, online dot. Never the date of birth. */
export function ProfileCard({ profile, eager = false }: { profile: Card; eager?: boolean }) {
  const t = useT();
  const settings = useSettings();
  const img = profile.main_image ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}` : null;
  return (
    <Link to={`/members/${profile.id}`} className="klik-card card h-100 text-decoration-none shadow-sm" aria-label={t('home.viewProfile', { name: profile.name })}>
      <div className="ratio ratio-1x1 bg-body-secondary rounded-top overflow-hidden">
        {img && <img src={img} alt="" width={320} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" className="object-fit-cover" />}
      </div>
      <div className="card-body p-2">
        <div className="fw-semibold text-body text-truncate d-flex align-items-center gap-1">
          {profile.online && <span className="klik-online-dot" title={t('home.online')} aria-label={t('home.online')} />}
          {profile.name}
        </div>
        <div className="small text-body-secondary text-truncate">
          {t('home.ageAndPlace', { age: profile.age, place: profile.place ?? profile.region ?? '' })}
        </div>
      </div>
    </Link>
  );
}
