import { useImperativeHandle, useRef, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { Link } from 'react-router';
import type { SwipeCard as Card } from '../../../common/api/likes.ts';
import { interestById } from '../../../common/data/interests.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { FictionalMark } from '../FictionalMark.tsx';
import { decideSwipe, swipeHint, swipeTilt, type SwipeDecision } from './swipe-rules.ts';

export interface SwipeCardHandle {
  /** Sends the card off to the right (like) or left (skip); resolves when it is gone. */
  fly(decision: SwipeDecision): Promise<void>;
}

const FLY_MS = 260;
const SNAP_MS = 220;
/** Movement (px) before a press becomes a drag; below it a tap on the card stays a tap. */
const DRAG_START_PX = 6;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  dragging: boolean;
  /** The last two samples, for the release speed. */
  lastX: number;
  lastT: number;
  velocityX: number;
}

/**
 * One profile of the swipe game: a big photo with name, age, place, online dot, a bit of the
 * description and a few interests. On touch screens (and with a mouse) the card can be dragged: it
 * follows the finger and tilts; let go past the threshold and it flies out (right: like, left:
 * skip), else it snaps back. `onDecide` is called once the card is gone.
 */
export function SwipeCard({
  profile,
  onDecide,
  disabled = false,
  handleRef,
  describedBy,
}: {
  profile: Card;
  onDecide: (decision: SwipeDecision) => void;
  disabled?: boolean;
  handleRef?: Ref<SwipeCardHandle>;
  describedBy?: string;
}) {
  const { t, locale } = useI18n();
  const settings = useSettings();
  const cardRef = useRef<HTMLElement>(null);
  const drag = useRef<Drag | null>(null);
  const gone = useRef(false);

  const place =
    [profile.place, profile.region].filter((p, i, all): p is string => Boolean(p) && all.indexOf(p) === i)[0] ?? null;
  const img = profile.main_image ? `${settings.cdn_prefix}${profile.main_image.filename}` : null;
  const interests = profile.interests
    .flatMap((id) => {
      const interest = interestById(id);
      return interest ? [{ id, label: interest.label[locale] }] : [];
    })
    .slice(0, 3);

  /** Puts the card at dx/dy with its tilt and stamp strength; `ms` animates there. */
  const moveTo = (dx: number, dy: number, ms = 0) => {
    const el = cardRef.current;
    if (!el) return;
    const width = el.offsetWidth || 360;
    const reduced = prefersReducedMotion();
    el.style.transition = ms > 0 && !reduced ? `transform ${ms}ms ease-out, opacity ${ms}ms ease-out` : 'none';
    el.style.transform =
      dx === 0 && dy === 0 ? '' : `translate3d(${dx}px, ${dy}px, 0) rotate(${reduced ? 0 : swipeTilt(dx, width)}deg)`;
    const hint = swipeHint(dx, width);
    el.style.setProperty('--klik-like', String(hint.decision === 'like' ? hint.strength : 0));
    el.style.setProperty('--klik-skip', String(hint.decision === 'skip' ? hint.strength : 0));
  };

  const flyOut = (decision: SwipeDecision, fromDy = 0): Promise<void> => {
    if (gone.current) return Promise.resolve();
    gone.current = true;
    const el = cardRef.current;
    if (!el || prefersReducedMotion()) return Promise.resolve();
    const width = el.offsetWidth || 360;
    const dx = (decision === 'like' ? 1 : -1) * (window.innerWidth / 2 + width * 1.2);
    moveTo(dx, fromDy + 40, FLY_MS);
    el.style.opacity = '0.6';
    return new Promise((resolve) => window.setTimeout(resolve, FLY_MS));
  };

  useImperativeHandle(handleRef, () => ({ fly: (decision) => flyOut(decision) }));

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (disabled || gone.current || drag.current) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Links and buttons on the card stay clickable.
    if ((e.target as HTMLElement).closest('a, button')) return;
    drag.current = {
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      dx: 0,
      dy: 0,
      dragging: false,
      lastX: e.clientX,
      lastT: e.timeStamp,
      velocityX: 0,
    };
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    d.dx = e.clientX - d.startX;
    d.dy = e.clientY - d.startY;
    if (!d.dragging) {
      if (Math.hypot(d.dx, d.dy) < DRAG_START_PX) return;
      // A mostly vertical move is the page scrolling (touch-action: pan-y), not a swipe.
      if (Math.abs(d.dy) > Math.abs(d.dx)) {
        drag.current = null;
        return;
      }
      d.dragging = true;
      e.currentTarget.setPointerCapture(e.pointerId);
      e.currentTarget.classList.add('is-dragging');
    }
    const dt = e.timeStamp - d.lastT;
    if (dt > 0) d.velocityX = 0.6 * ((e.clientX - d.lastX) / dt) + 0.4 * d.velocityX;
    d.lastX = e.clientX;
    d.lastT = e.timeStamp;
    moveTo(d.dx, d.dy * 0.25);
  };

  const endDrag = (e: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.classList.remove('is-dragging');
    if (!d.dragging) return;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    // A quick flick counts only while still moving: an old speed does not.
    const velocityX = e.timeStamp - d.lastT > 100 ? 0 : d.velocityX;
    const decision = cancelled
      ? null
      : decideSwipe({ dx: d.dx, dy: d.dy, width: e.currentTarget.offsetWidth || 360, velocityX });
    if (decision) {
      void flyOut(decision, d.dy * 0.25).then(() => onDecide(decision));
    } else {
      moveTo(0, 0, SNAP_MS);
    }
  };

  return (
    <article
      ref={cardRef}
      className="klik-swipe-card"
      aria-label={`${t('swipe.cardLabel', { name: profile.name, age: profile.age })}${profile.fictional ? `, ${settings.fictional_singular}` : ''}`}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, false)}
      onPointerCancel={(e) => endDrag(e, true)}
      onDragStart={(e) => e.preventDefault()}
    >
      <div className="klik-swipe-photo">
        {img ? (
          <img
            src={img}
            alt={t('swipe.photoAlt', { name: profile.name })}
            draggable={false}
            decoding="async"
            fetchPriority="high"
          />
        ) : (
          <div className="klik-swipe-nophoto">
            <Icon name="person-circle" size={72} />
            <span>{t('swipe.noPhoto')}</span>
          </div>
        )}
      </div>
      <span className="klik-swipe-stamp is-like" aria-hidden="true">
        {t('swipe.stampLike')}
      </span>
      <span className="klik-swipe-stamp is-skip" aria-hidden="true">
        {t('swipe.stampSkip')}
      </span>
      <div className="klik-swipe-info">
        <div className="d-flex align-items-end gap-2">
          <div className="flex-grow-1 min-w-0">
            {profile.fictional && <FictionalMark variant="light" className="mb-1" />}
            <h2 className="klik-swipe-name">
              <span className="text-truncate">{profile.name}</span>
              <span className="klik-swipe-age">{profile.age}</span>
            </h2>
            <div className="klik-swipe-meta">
              {profile.online && (
                <span className="d-inline-flex align-items-center gap-1">
                  <span className="klik-online-dot" aria-hidden="true" />
                  {t('swipe.online')}
                </span>
              )}
              {place && (
                <span className="d-inline-flex align-items-center gap-1 text-truncate">
                  <Icon name="geo-alt" size={14} />
                  {place}
                </span>
              )}
            </div>
          </div>
          <Link
            to={`/members/${profile.id}`}
            className="klik-swipe-info-btn"
            aria-label={t('swipe.viewProfile', { name: profile.name })}
            title={t('swipe.viewProfile', { name: profile.name })}
          >
            <Icon name="info-circle-fill" size={26} />
          </Link>
        </div>
        {profile.description && <p className="klik-swipe-desc">{profile.description}</p>}
        {interests.length > 0 && (
          <ul className="klik-swipe-tags list-unstyled">
            {interests.map((i) => (
              <li key={i.id}>{i.label}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
