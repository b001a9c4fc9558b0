import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Link } from 'react-router';
import type { PublicProfile } from '../../../common/api/profiles.ts';
import { useT } from '../../lib/i18n.tsx';
import { usePurchasesAvailable, useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';

/**
 * A member's photos: the current one large, the others as a strip of thumbnails. Arrow keys (when
 * the photo has focus), the arrow buttons, a swipe or a thumbnail change the photo. Photos a free
 * viewer may not see (product §6) end the strip as one blurred tile with a lock that leads to Premium,
 * or for a visitor to the login prompt.
 */
export function PhotoGallery({
  name,
  photos,
  locked,
  onLockedClick,
}: {
  name: string;
  photos: PublicProfile['photos'];
  locked: number;
  /** For visitors: the locked tile opens this instead of linking to /premium. */
  onLockedClick?: () => void;
}) {
  const t = useT();
  const settings = useSettings();
  const purchases = usePurchasesAvailable();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const total = photos.length;
  const current = photos[Math.min(index, Math.max(0, total - 1))];
  const go = (i: number) => setIndex(((i % total) + total) % total);
  const src = (file: string) => `${settings.cdn_prefix}${file}`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (total < 2) return;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: total - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || total < 2 || Math.abs(end - start) < 40) return;
    go(end < start ? index + 1 : index - 1);
  };

  const alt =
    total > 1
      ? t('members.profile.photoAltOf', { n: index + 1, total, name })
      : t('members.profile.photoAlt', { name });
  const lockedImage = photos[0]?.thumb_filename;
  const lockedLabel = `${t('members.profile.lockedTile', { count: locked })}. ${onLockedClick ? t('members.auth.title') : t('members.profile.becomePremium')}`;
  const lockedContent = (
    <>
      {lockedImage && <img src={src(lockedImage)} alt="" width={68} height={68} loading="lazy" decoding="async" />}
      <span className="klik-locked-overlay" aria-hidden="true">
        <Icon name="lock-fill" size={16} />
        <span>+{locked}</span>
      </span>
    </>
  );

  return (
    <section aria-roledescription="carousel" aria-label={t('members.profile.photos', { name })}>
      <div
        className="klik-gallery-main"
        tabIndex={total > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        role={total > 1 ? 'group' : undefined}
        aria-roledescription={total > 1 ? 'slide' : undefined}
        aria-label={total > 1 ? alt : undefined}
      >
        <div className="ratio ratio-1x1">
          {current ? (
            <img
              key={current.id}
              src={src(current.filename)}
              alt={alt}
              width={640}
              height={640}
              decoding="async"
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          ) : (
            <div className="klik-gallery-empty d-flex flex-column align-items-center justify-content-center">
              <Icon name="person-circle" size={96} />
              <span className="visually-hidden">{t('members.profile.noPhoto', { name })}</span>
            </div>
          )}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className="klik-gallery-nav prev"
              onClick={() => go(index - 1)}
              aria-label={t('members.profile.prevPhoto')}
            >
              <Icon name="chevron-left" size={20} />
            </button>
            <button
              type="button"
              className="klik-gallery-nav next"
              onClick={() => go(index + 1)}
              aria-label={t('members.profile.nextPhoto')}
            >
              <Icon name="chevron-right" size={20} />
            </button>
            <span className="klik-gallery-counter" aria-hidden="true">
              {index + 1}/{total}
            </span>
          </>
        )}
      </div>

      {(total > 1 || locked > 0) && (
        <ul className="klik-thumbs">
          {total > 1 &&
            photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="klik-thumb"
                  aria-current={i === index}
                  aria-label={t('members.profile.showPhoto', { n: i + 1 })}
                  onClick={() => go(i)}
                >
                  <img src={src(p.thumb_filename)} alt="" width={68} height={68} loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          {locked > 0 && (
            <li>
              {onLockedClick ? (
                <button
                  type="button"
                  className="klik-thumb klik-locked-tile"
                  aria-label={lockedLabel}
                  onClick={onLockedClick}
                >
                  {lockedContent}
                </button>
              ) : purchases ? (
                <Link to="/premium" className="klik-thumb klik-locked-tile" aria-label={lockedLabel}>
                  {lockedContent}
                </Link>
              ) : (
                // Nothing to buy: the tile only says how many photos there are.
                <span className="klik-thumb klik-locked-tile" role="img" aria-label={lockedLabel}>
                  {lockedContent}
                </span>
              )}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
