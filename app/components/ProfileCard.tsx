import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProfileCard as Card } from '../../common/api/profiles.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { Icon } from './Icon.tsx';
import { FictionalMark } from './FictionalMark.tsx';
import { initialsOf } from '../../common/rules/initials.ts';
import './likes/likes.scss';

export interface ProfileCardLike {
  liked: boolean;
  busy?: boolean;
  /** Pressed: like when not liked, unlike when liked. */
  onToggle: (like: boolean) => void;
}

export interface ProfileCardProps {
  profile: Card;
  eager?: boolean;
  /** Where the card leads; the member's profile by default. */
  to?: string;
  /** A heart button on the photo (logged-in viewers in search results: like from the list). */
  like?: ProfileCardLike;
  /** A mark on the photo's top left, e.g. 'Nieuw' on a new received like. */
  mark?: ReactNode;
  /** An extra line under age and place (e.g. when the like was given). */
  note?: ReactNode;
  /** Buttons under the card (e.g. like back, unlike); they sit above the card's link. */
  actions?: ReactNode;
}

/**
 * A member in a grid: photo (or initials), name, age and place, online dot, and the fictional mark
 * on the photo of a profile the site runs (decision 023). Never the date of birth. The whole card
 * is one link (a stretched link), so the heart and the action buttons can sit on it without
 * nesting buttons inside a link.
 */
export function ProfileCard({ profile, eager = false, to, like, mark, note, actions }: ProfileCardProps) {
  const t = useT();
  const settings = useSettings();
  const img = profile.main_image ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}` : null;
  return (
    <div className="klik-card card h-100 shadow-sm position-relative">
      <div className="position-relative">
        <div className="ratio ratio-1x1 bg-body-secondary rounded-top overflow-hidden">
          {img ? (
            <img
              src={img}
              alt=""
              width={320}
              height={320}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="object-fit-cover"
            />
          ) : (
            <span className="klik-card-initials" aria-hidden="true">
              {initialsOf(profile.name)}
            </span>
          )}
        </div>
        {/* On the photo's lower edge, not under the name: on a phone it is in view as soon as the
            photo is, also in a second row of results (seen without scrolling). */}
        {profile.fictional && <FictionalMark className="klik-card-fictional" />}
      </div>
      {mark && <span className="klik-card-mark">{mark}</span>}
      {like && (
        <button
          type="button"
          className="klik-card-like"
          aria-pressed={like.liked}
          aria-label={
            like.liked
              ? t('likes.ui.likedLabel', { name: profile.name })
              : t('likes.ui.likeLabel', { name: profile.name })
          }
          title={like.liked ? t('likes.ui.liked') : t('likes.ui.like')}
          disabled={like.busy}
          onClick={() => like.onToggle(!like.liked)}
        >
          {like.busy ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <Icon name={like.liked ? 'heart-fill' : 'heart'} size={20} />
          )}
        </button>
      )}
      <div className="card-body p-2">
        <Link
          to={to ?? `/members/${profile.id}`}
          className="stretched-link fw-semibold text-body text-truncate text-decoration-none d-flex align-items-center gap-1"
          aria-label={t('home.viewProfile', { name: profile.name })}
        >
          {profile.online && (
            <span className="klik-online-dot" role="img" title={t('home.online')} aria-label={t('home.online')} />
          )}
          <span className="text-truncate">{profile.name}</span>
        </Link>
        <div className="small text-body-secondary text-truncate">
          {profile.place || profile.region
            ? t('home.ageAndPlace', { age: profile.age, place: profile.place ?? profile.region ?? '' })
            : t('likes.ui.cardAge', { age: profile.age })}
        </div>
        {note && <div className="klik-card-note text-body-secondary text-truncate mt-1">{note}</div>}
      </div>
      {actions && <div className="klik-card-actions card-footer bg-transparent border-0 p-2 pt-0">{actions}</div>}
    </div>
  );
}
