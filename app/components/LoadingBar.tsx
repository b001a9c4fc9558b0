import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n.tsx';

/** Product §9: the loading bar's throttle and duration. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;

/**
 * Product §4 "Loading bar: 0 to 100%": how far the bar stands `elapsed` ms into a navigation. It fills
 * evenly over the duration but stops at 99 until the page has arrived; then it is 100.
 */
export function loadingProgress(elapsedMs: number, done: boolean): number {
  if (done) return 100;
  return Math.min(99, Math.max(0, Math.floor((elapsedMs / LOADING_BAR_DURATION_MS) * 100)));
}

/**
 * The bar at the top of the page while a page loads: a tap on a slow link shows at
 * once that it was taken. Only navigations longer than the throttle show it (a fast one would only
 * flicker); it moves in throttle-sized steps and leaves at 100 %.
 */
export function LoadingBar() {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!busy) {
      // Finish what was shown, then go.
      setProgress((p) => (p === null ? null : 100));
      const hide = setTimeout(() => setProgress(null), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(hide);
    }
    const started = Date.now();
    const step = () => setProgress(loadingProgress(Date.now() - started, false));
    const timer = setInterval(step, LOADING_BAR_THROTTLE_MS);
    return () => clearInterval(timer);
  }, [busy]);

  if (progress === null) return null;
  return (
    <div
      className="klik-loading-bar"
      role="progressbar"
      aria-label={t('site.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
    >
      <div className="klik-loading-bar-fill" style={{ width: `${progress}%` }} />
    </div>
  );
}
