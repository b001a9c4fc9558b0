import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { SwipeCard as Card, SwipeLimitError, SwipeState } from '../../../common/api/likes.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { swipe } from './actions.ts';
import { Icon } from '../Icon.tsx';
import { SwipeCard, type SwipeCardHandle } from './SwipeCard.tsx';
import { SwipeMatch } from './SwipeMatch.tsx';
import { SwipeWait } from './SwipeWait.tsx';
import { isTypingTarget, keyDecision, type SwipeDecision } from './swipe-rules.ts';

/** Keys inside these belong to the widget (menus, radio groups…), never to the cards. */
const OWN_KEYS =
  '[role="menu"], [role="menubar"], [role="listbox"], [role="tablist"], [role="radiogroup"], [role="slider"], .dropdown-menu, .modal';

/** The day's likes as hearts, plus the count in words: "Nog 3 likes vandaag". */
function LikesMeter({ left, total }: { left: number; total: number }) {
  const t = useT();
  return (
    <div className={`klik-swipe-meter${left === 0 ? ' is-empty' : ''}`}>
      <span className="klik-swipe-meter-hearts" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <Icon key={i} name={i < left ? 'heart-fill' : 'heart'} size={14} className={i < left ? 'is-on' : ''} />
        ))}
      </span>
      <span data-testid="likes-left">{t('swipe.likesLeft', { count: left })}</span>
    </div>
  );
}

/**
 * The swipe game (/swipe-game): one card at a time, Like (heart) or Skip (X) by button, by swiping
 * the card, or by the arrow keys (→ like, ← skip). Product §9: 4 likes a day, then a wait with a
 * countdown; the server enforces the limit (429 swipe_limit shows the same wait). The game's state
 * is the page data, loaded again after each decision; the card on screen stays until it has flown.
 */
export function SwipeGame({ state: loaded, serverNow }: { state: SwipeState; serverNow: number }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  /** The 429 swipe_limit answer: the wait it names, over the page data until that is loaded again. */
  const [limit, setLimit] = useState<{ next_like_at: string | null } | null>(null);
  /** The state the decision was made on, shown while the card flies and the answer comes. */
  const [frozen, setFrozen] = useState<SwipeState | null>(null);
  const [flying, setFlying] = useState(false);
  const [match, setMatch] = useState<Card | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Bumped to put a card back in the middle after a failed decision. */
  const [attempt, setAttempt] = useState(0);
  const cardHandle = useRef<SwipeCardHandle>(null);
  const busyRef = useRef(false);
  /** Whether the member has swiped here: then a wait that replaces the card takes the focus. */
  const [swiped, setSwiped] = useState(false);

  const write = useAction(swipe, {
    done: (next, { decision }) => {
      busyRef.current = false;
      const current = frozen?.profile;
      const done =
        decision === 'like'
          ? t('swipe.announce.liked', { name: current?.name ?? '' })
          : t('swipe.announce.skipped', { name: current?.name ?? '' });
      const left = next.likes_left > 0 ? ` ${t('swipe.likesLeft', { count: next.likes_left })}.` : '';
      setAnnouncement(`${done}${left} ${next.likes_left > 0 ? describe(next.profile) : ''}`.trim());
      if (decision === 'like' && next.match && current) setMatch(current);
    },
    failed: (failure) => {
      busyRef.current = false;
      if (failure.status === 429 && failure.code === 'swipe_limit') {
        setLimit({ next_like_at: (failure.body as unknown as SwipeLimitError).next_like_at ?? null });
        setAnnouncement(failure.message || t('swipe.wait.title'));
      } else {
        setError(failure.message);
        setAttempt((n) => n + 1);
      }
    },
    fallback: t('swipe.error'),
  });
  const busy = write.busy || flying;

  const state = useMemo<SwipeState>(() => {
    const current = busy && frozen ? frozen : loaded;
    return limit ? { ...current, likes_left: 0, next_like_at: limit.next_like_at ?? current.next_like_at } : current;
  }, [busy, frozen, loaded, limit]);
  const profile = state.profile;
  const waiting = state.likes_left <= 0;

  const describe = useCallback(
    (p: Card | null) => {
      if (!p) return '';
      const place = p.place ?? p.region;
      return place
        ? t('swipe.announce.cardPlace', { name: p.name, age: p.age, place })
        : t('swipe.announce.card', { name: p.name, age: p.age });
    },
    [t],
  );

  const { submit } = write;
  const decide = useCallback(
    (decision: SwipeDecision, alreadyGone = false) => {
      const now = state;
      const card = now.profile;
      if (!card || busy || busyRef.current || now.likes_left <= 0) return;
      busyRef.current = true;
      setFrozen(now);
      setSwiped(true);
      setError(null);
      // The card flies out while the server answers (a no-op when the swipe already sent it off).
      if (!alreadyGone && cardHandle.current) {
        setFlying(true);
        void cardHandle.current.fly(decision).then(() => setFlying(false));
      }
      submit({ id: card.id, decision });
    },
    [state, busy, submit],
  );

  /** The wait is over: the game's state again (a read), and the new card said. */
  const [announceCard, setAnnounceCard] = useState(false);
  const reload = useCallback(async () => {
    setLimit(null);
    await revalidator.revalidate();
    setAnnounceCard(true);
  }, [revalidator]);
  useEffect(() => {
    if (!announceCard) return;
    setAnnounceCard(false);
    setAnnouncement(describe(loaded.profile));
  }, [announceCard, describe, loaded.profile]);

  // Arrow keys: → like, ← skip; not while typing, in a menu or with the match dialog open.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.repeat) return;
      const decision = keyDecision(e.key);
      if (!decision || match) return;
      // A dialog is open (a modal): the keys are its own.
      if (document.querySelector('[aria-modal="true"], .modal.show')) return;
      const target = e.target as HTMLElement | null;
      if (isTypingTarget(target) || target?.closest?.(OWN_KEYS)) return;
      e.preventDefault();
      void decide(decision);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [decide, match]);

  let stage;
  if (waiting && !match) {
    stage = (
      <SwipeWait
        key={state.next_like_at ?? 'wait'}
        nextLikeAt={state.next_like_at}
        likesPerDay={state.likes_per_day}
        serverNow={serverNow}
        onReady={() => void reload()}
        focusOnMount={swiped}
      />
    );
  } else if (!profile) {
    stage = (
      <section className="klik-swipe-panel text-center" aria-labelledby="swipe-empty-title">
        <span className="klik-swipe-panel-icon mb-3">
          <Icon name="people" size={30} />
        </span>
        <h2 id="swipe-empty-title" className="h4 mb-2">
          {t('swipe.empty.title')}
        </h2>
        <p className="text-body-secondary mb-4">{t('swipe.empty.text')}</p>
        <div className="d-grid gap-2 mx-auto" style={{ maxWidth: '22rem' }}>
          <Link to="/members" className="btn btn-primary btn-lg">
            {t('swipe.empty.search')}
          </Link>
          <Link to="/match-finder" className="btn btn-outline-primary">
            {t('swipe.empty.matchFinder')}
          </Link>
        </div>
      </section>
    );
  } else {
    stage = (
      <>
        <div className="klik-swipe-stage" aria-busy={busy}>
          <div className="klik-swipe-behind" aria-hidden="true">
            {busy && <Spinner small={false} className="text-primary" />}
          </div>
          <SwipeCard
            key={`${profile.id}-${attempt}`}
            profile={profile}
            handleRef={cardHandle}
            disabled={busy}
            describedBy="swipe-hint"
            onDecide={(d) => void decide(d, true)}
          />
        </div>
        <div className="klik-swipe-actions">
          <button
            type="button"
            className="klik-swipe-btn is-skip"
            onClick={() => void decide('skip')}
            disabled={busy}
            aria-label={t('swipe.skipName', { name: profile.name })}
            title={t('swipe.skip')}
          >
            <Icon name="x-lg" size={30} />
          </button>
          <button
            type="button"
            className="klik-swipe-btn is-like"
            onClick={() => void decide('like')}
            disabled={busy}
            aria-label={t('swipe.likeName', { name: profile.name })}
            title={t('swipe.like')}
          >
            <Icon name="heart-fill" size={34} />
          </button>
        </div>
        <p id="swipe-hint" className="text-center small text-body-secondary mb-0 mt-2">
          <span className="klik-swipe-hint-touch">{t('swipe.dragHint')}</span>
          <span className="klik-swipe-hint-keys">{t('swipe.keyboardHint')}</span>
        </p>
      </>
    );
  }

  return (
    <div className="klik-swipe">
      <header className="klik-swipe-header">
        <h1 className="h4 mb-0">{t('swipe.title')}</h1>
        <LikesMeter left={Math.max(0, state.likes_left)} total={state.likes_per_day} />
      </header>
      {error && (
        <div className="alert alert-danger d-flex align-items-center gap-2 py-2" role="alert">
          <Icon name="exclamation-triangle-fill" />
          <span className="flex-grow-1">{error}</span>
          <button
            type="button"
            className="btn-close"
            aria-label={t('members.auth.close')}
            onClick={() => setError(null)}
          />
        </div>
      )}
      {stage}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <SwipeMatch profile={match} onContinue={() => setMatch(null)} />
    </div>
  );
}
