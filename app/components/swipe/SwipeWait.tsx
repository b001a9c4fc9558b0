import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { usePurchasesAvailable } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { formatCountdown, secondsUntil } from './swipe-rules.ts';

/**
 * Seconds left until `until`, ticking each second. The first render uses `serverNow` (the loader's
 * clock) so the server's HTML and the first client render agree; then the browser's clock takes over.
 */
export function useCountdown(until: string | null, serverNow: number): number {
  const [left, setLeft] = useState(() => (until ? secondsUntil(until, serverNow) : 0));
  useEffect(() => {
    if (!until) {
      setLeft(0);
      return;
    }
    const tick = () => setLeft(secondsUntil(until, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
}

/**
 * After the day's likes (product §9: 4 a day): a live countdown to the next like and ways to carry on.
 * When the countdown ends, `onReady` fetches the game again.
 */
export function SwipeWait({
  nextLikeAt,
  likesPerDay,
  serverNow,
  onReady,
  focusOnMount = false,
}: {
  nextLikeAt: string | null;
  likesPerDay: number;
  serverNow: number;
  onReady: () => void;
  /** Move focus here: when the wait replaced the card the member was using. */
  focusOnMount?: boolean;
}) {
  const t = useT();
  const purchases = usePurchasesAvailable();
  const left = useCountdown(nextLikeAt, serverNow);
  const heading = useRef<HTMLHeadingElement>(null);
  const readyCalled = useRef(false);
  const ready = nextLikeAt !== null && left === 0;

  // Focus the heading when the wait appears after a like, so keyboard and screen reader users land here.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (!ready || readyCalled.current) return;
    readyCalled.current = true;
    onReady();
  }, [ready, onReady]);

  return (
    <section className="klik-swipe-panel text-center" aria-labelledby="swipe-wait-title">
      <span className="klik-swipe-panel-icon mb-3">
        <Icon name="hourglass-split" size={30} />
      </span>
      <h2 id="swipe-wait-title" className="h4 mb-2" tabIndex={-1} ref={heading}>
        {ready ? t('swipe.wait.ready') : t('swipe.wait.title')}
      </h2>
      <p className="text-body-secondary mb-4">{t('swipe.wait.text', { count: likesPerDay })}</p>

      {nextLikeAt && (
        <div
          className="klik-swipe-countdown mb-4"
          role="timer"
          aria-label={t('swipe.wait.nextFull', { time: formatCountdown(left) })}
        >
          <span className="d-block small text-body-secondary text-uppercase fw-semibold">{t('swipe.wait.next')}</span>
          <span className="klik-swipe-countdown-time" aria-hidden="true">
            {formatCountdown(left)}
          </span>
        </div>
      )}

      <div className="d-grid gap-2 mx-auto" style={{ maxWidth: '22rem' }}>
        {ready && (
          <button type="button" className="btn btn-primary btn-lg" onClick={onReady}>
            {t('swipe.wait.continue')}
          </button>
        )}
        <Link
          to="/members"
          className={`btn ${ready ? 'btn-outline-primary' : 'btn-primary btn-lg'} d-inline-flex align-items-center justify-content-center gap-2`}
        >
          <Icon name="search" />
          {t('swipe.wait.search')}
        </Link>
        <Link
          to="/match-finder"
          className="btn btn-outline-primary d-inline-flex align-items-center justify-content-center gap-2"
        >
          <Icon name="search-heart" />
          {t('swipe.wait.matchFinder')}
        </Link>
      </div>

      {purchases && (
        <div className="klik-swipe-premium mt-4 mx-auto">
          <Icon name="gem" size={22} className="text-primary" />
          <span className="flex-grow-1 small text-start">{t('swipe.wait.premiumText')}</span>
          <Link to="/premium" className="btn btn-sm btn-primary text-nowrap">
            {t('swipe.wait.premium')}
          </Link>
        </div>
      )}
    </section>
  );
}
