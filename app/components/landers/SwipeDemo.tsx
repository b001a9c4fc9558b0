import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { LanderProfile } from '../../lib/lander-loader.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { FictionalMark } from '../FictionalMark.tsx';
import { LanderPhoto } from './LanderPhotos.tsx';
import { goToSignup } from './LanderPage.tsx';

/** How far a card is dragged before it counts as a swipe (CSS pixels). */
const SWIPE_PX = 80;
/** After this many swipes the demo hands over to the signup. */
const DEMO_SWIPES = 3;

/**
 * The tinderswipe lander's demo (decision 054): the site's showcase members (approved photos,
 * first name, age and region only) as a stack of cards. A card is swiped by dragging it (touch or
 * mouse), with the arrow keys when it has the focus, or with the two buttons; nothing is sent, and
 * after a few swipes (or the last card) the demo leads to the signup on the page.
 */
export function SwipeDemo({ profiles }: { profiles: LanderProfile[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState<'like' | 'skip' | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announce, setAnnounce] = useState('');
  const start = useRef<{ x: number; id: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  const done = index >= Math.min(profiles.length, DEMO_SWIPES);
  const current = profiles[index];

  const decide = (choice: 'like' | 'skip') => {
    if (!current || leaving) return;
    setLeaving(choice);
    setAnnounce(t(choice === 'like' ? 'swipe.announce.liked' : 'swipe.announce.skipped', { name: current.name }));
    // A card swiped from the keyboard hands the focus to the next one, so the keys go on working.
    refocus.current = document.activeElement === cardRef.current;
    window.setTimeout(() => {
      setLeaving(null);
      setDx(0);
      setIndex((i) => i + 1);
    }, 220);
  };

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    cardRef.current?.focus();
  }, [index]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      decide('like');
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      decide('skip');
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (leaving) return;
    start.current = { x: e.clientX, id: e.pointerId };
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id === e.pointerId) setDx(e.clientX - start.current.x);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== e.pointerId) return;
    start.current = null;
    setDragging(false);
    if (dx > SWIPE_PX) decide('like');
    else if (dx < -SWIPE_PX) decide('skip');
    else setDx(0);
  };

  if (profiles.length === 0) return null;

  const offset = leaving === 'like' ? 480 : leaving === 'skip' ? -480 : dx;
  const next = profiles[index + 1];

  return (
    <section className="klik-swipe-demo mb-4" aria-labelledby="klik-swipe-demo-title" data-swipe-demo>
      <h2 id="klik-swipe-demo-title" className="h5">
        {t('landers.swipe.label')}
      </h2>
      <p className="small mb-3">{t('landers.swipe.hint')}</p>
      <div className="klik-swipe-demo-stack">
        {done ? (
          <div className="klik-swipe-demo-done card card-body text-center text-body" data-swipe-done>
            <Icon name="hearts" size={40} className="text-primary mb-2" />
            <h3 className="h5">{t('landers.swipe.done.title')}</h3>
            <p>{t('landers.swipe.done.text')}</p>
            <button type="button" className="btn btn-primary btn-lg" onClick={goToSignup}>
              {t('lander.cta')}
            </button>
          </div>
        ) : (
          <>
            {next && (
              <div className="klik-swipe-demo-card is-next" aria-hidden="true">
                <LanderPhoto profile={next} large />
              </div>
            )}
            {current && (
              <div
                key={current.id}
                ref={cardRef}
                className="klik-swipe-demo-card"
                role="group"
                aria-roledescription="card"
                aria-label={t('swipe.cardLabel', { name: current.name, age: current.age })}
                tabIndex={0}
                onKeyDown={onKeyDown}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  start.current = null;
                  setDragging(false);
                  setDx(0);
                }}
                style={{
                  transform: `translateX(${offset}px) rotate(${offset / 20}deg)`,
                  transition: dragging ? 'none' : undefined,
                }}
                data-swipe-card
              >
                <LanderPhoto profile={current} large eager />
                {current.fictional && <FictionalMark className="klik-lander-fictional" />}
                <span className="klik-swipe-demo-stamp is-like" style={{ opacity: Math.max(0, offset) / SWIPE_PX }}>
                  {t('swipe.stampLike')}
                </span>
                <span className="klik-swipe-demo-stamp is-skip" style={{ opacity: Math.max(0, -offset) / SWIPE_PX }}>
                  {t('swipe.stampSkip')}
                </span>
                <div className="klik-swipe-demo-caption">
                  <strong>
                    {current.name}, {current.age}
                  </strong>
                  {current.region && <span className="d-block small">{current.region}</span>}
                </div>
              </div>
            )}
          </>
        )}
      </div>
      {!done && current && (
        <div className="d-flex justify-content-center gap-4 mt-3">
          <button
            type="button"
            className="btn btn-light klik-swipe-demo-button"
            onClick={() => decide('skip')}
            aria-label={t('swipe.skipName', { name: current.name })}
            data-swipe-skip
          >
            <Icon name="x-lg" size={26} />
          </button>
          <button
            type="button"
            className="btn btn-primary klik-swipe-demo-button"
            onClick={() => decide('like')}
            aria-label={t('swipe.likeName', { name: current.name })}
            data-swipe-like
          >
            <Icon name="heart-fill" size={26} />
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </section>
  );
}
