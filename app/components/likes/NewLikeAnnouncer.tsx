import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { AutoLikePayload, AutoLikeProfile } from '../../../common/api/likes.ts';
import { NEW_LIKE_RELOAD_DELAY_MS } from '../../../common/constants.ts';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { NewLikeOverlay, newLikeAnnouncement, useNewLikeLabels } from './NewLikeOverlay.tsx';
import { AUTO_LIKE_CHECK_INTERVAL_MS, showsNewLikeOverlay, parseTimestamp, shouldCheckAutoLike } from './rules.ts';

/** sessionStorage: when this tab last asked GET /api/auto-like.php, per member. */
export const AUTO_LIKE_CHECKED_KEY = 'klik.autoLike.checkedAt';

function readChecked(memberId: number): number | null {
  try {
    return parseTimestamp(window.sessionStorage.getItem(`${AUTO_LIKE_CHECKED_KEY}.${memberId}`));
  } catch {
    return null;
  }
}

function storeChecked(memberId: number, at: number): void {
  try {
    window.sessionStorage.setItem(`${AUTO_LIKE_CHECKED_KEY}.${memberId}`, String(at));
  } catch {
    /* storage refused (private mode): the next page in the members area asks again */
  }
}

/**
 * Shows the 'New like!' banner (product §2, §4; decision 037) to a logged-in member in the members area: on
 * entering it, and once a minute while there (never more often, across pages: sessionStorage), it
 * asks GET /api/auto-like.php; the server
 * answers with a liker not announced yet (or an automatic like) at most once. When a profile comes
 * back the overlay shows, and NEW_LIKE_RELOAD_DELAY_MS later the page data is reloaded so the
 * Likes badge and the lists include the like. The photo and the button both open the liker's
 * profile at /likes/m/{id}, which clears the like's new flag.
 */
export function NewLikeAnnouncer({ memberId }: { memberId: number }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [profile, setProfile] = useState<AutoLikeProfile | null>(null);
  const inArea = showsNewLikeOverlay(location.pathname);

  useEffect(() => {
    if (!inArea) return;
    const check = () => {
      const now = Date.now();
      if (document.visibilityState === 'hidden' || !shouldCheckAutoLike(readChecked(memberId), now)) return;
      storeChecked(memberId, now);
      // Not aborted when the member moves on: the server marks the like announced when it answers,
      // so the answer is shown on whichever page of the members area the member is by then.
      // Likewise the reload: the router's data is reloaded whichever page is shown by then.
      api<AutoLikePayload>('GET', '/api/auto-like.php')
        .then((res) => {
          if (!res.profile) return;
          setProfile(res.profile);
          setTimeout(() => void revalidate.current(), NEW_LIKE_RELOAD_DELAY_MS);
        })
        .catch(() => {
          // Offline or logged out meanwhile: nothing to announce; the next check asks again.
        });
    };
    check();
    // Product §9: likes are reloaded every 60 s while the member stays in the members area.
    const timer = setInterval(check, AUTO_LIKE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [inArea, location.pathname, memberId]);

  const labels = useNewLikeLabels(profile);
  const open = (id: number) => {
    setProfile(null);
    void navigate(`/likes/m/${id}`);
  };
  return (
    <>
      {/* Always there, so the polite announcement is read when its text comes (decision 037). */}
      <div role="status" className="visually-hidden">
        {labels ? newLikeAnnouncement(labels) : ''}
      </div>
      {profile && labels && (
        <NewLikeOverlay
          profile={profile}
          labels={labels}
          buttonText={t('likes.ui.overlay.viewProfile')}
          onClose={() => setProfile(null)}
          onImagePressed={open}
          onButtonPressed={open}
        />
      )}
    </>
  );
}
