import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { TIME_BONUS_PERCENTAGE } from '../../../common/constants.ts';
import {
  discountBanner,
  discountEndsAt,
  isMembersArea,
  isTimeBonusVisible,
  modalDueAt,
  nextWakeDelay,
  shouldShowTimeBonusModal,
  shouldShowWelcomeModal,
  timeBonusEndsAt,
  timeBonusRemaining,
} from '../../../common/rules/time-bonus.ts';
import { optionalLazy } from '../../lib/optional-lazy.ts';
import { useUser } from '../../lib/user.ts';
import { usePurchasesAvailable } from '../../lib/root-data.ts';
import {
  useDiscountDismissals,
  useMembersAreaEntry,
  useMountedNow,
  useWakeUp,
  useWelcomeDiscount,
} from './discount-state.ts';
import { TimeBonusBanner } from './TimeBonusBanner.tsx';
import { WelcomeDiscountBanner } from './WelcomeDiscount.tsx';

// The modals (and react-bootstrap's Modal) are chunks of their own, for members only: a visitor's
// first load does not carry them. A chunk that cannot load (the network went) shows
// no modal rather than the error page (optionalLazy).
const TimeBonusModal = optionalLazy(() => import('./TimeBonusModal.tsx').then((m) => m.TimeBonusModal));
const WelcomeDiscountModal = optionalLazy(() =>
  import('./WelcomeDiscountModal.tsx').then((m) => m.WelcomeDiscountModal),
);

/**
 * The time bonus and the welcome discount at the top of the members area (product §2, §4, §9),
 * for the current member and page. The default layout shows the banner and the modals; the chat
 * layout (`variant="chat"`) only a compact banner.
 *
 * Everything is decided after hydration (the time and the remembered dismissals live in the
 * browser), so the server and the first browser render agree: nothing. That is why the layouts can
 * load this as a chunk of its own, for members only, after the page (the test in
 * discount.test.tsx keeps the server's render empty). One timer drives it: each countdown second
 * while the time bonus runs, and the moment a modal falls due.
 */
export function DiscountAlerts({ variant = 'default' }: { variant?: 'default' | 'chat' }) {
  // A discount on credits that cannot be bought (PAYMENTS=off) is no offer: no banner, no modal.
  return usePurchasesAvailable() ? <Alerts variant={variant} /> : null;
}

function Alerts({ variant }: { variant: 'default' | 'chat' }) {
  const user = useUser();
  const { pathname } = useLocation();
  const memberId = user?.id ?? null;
  const inArea = isMembersArea(pathname);
  const withModals = variant === 'default';

  const [now, setNow] = useMountedNow();
  const enteredAt = useMembersAreaEntry(memberId, inArea);
  const { dismissals, dismissTimeBonusModal, dismissWelcomeModal, markTimeBonusModalShown } =
    useDiscountDismissals(memberId);
  const timeBonus = now !== null && isTimeBonusVisible(user, now);
  // The welcome code is asked for only when it could be shown: no time bonus, not paid, in the area.
  const welcome = useWelcomeDiscount(
    memberId,
    now !== null && user !== null && !user.paid_user && inArea && !timeBonus,
  );

  const banner = now === null ? null : discountBanner({ user, welcome, pathname, now });
  const showTimeBonusModal =
    withModals &&
    now !== null &&
    dismissals !== null &&
    shouldShowTimeBonusModal({ user, pathname, now, enteredAt, dismissedAt: dismissals.timeBonusModal });
  const showWelcomeModal =
    withModals &&
    now !== null &&
    dismissals !== null &&
    shouldShowWelcomeModal({
      user,
      welcome,
      pathname,
      now,
      enteredAt,
      dismissedAt: dismissals.welcomeModal,
      timeBonusModalThisVisit: dismissals.timeBonusModalThisVisit,
    });

  // Product §9: no welcome modal on the visit the time-bonus modal was shown.
  useEffect(() => {
    if (showTimeBonusModal) markTimeBonusModalShown();
  }, [showTimeBonusModal, markTimeBonusModalShown]);

  const tickUntil = timeBonus && user ? timeBonusEndsAt(user) : null;
  const dueAt = withModals && enteredAt !== null ? modalDueAt(enteredAt) : null;
  const welcomeEnd = welcome ? discountEndsAt(welcome) : null;
  const welcomeEndsAt = welcomeEnd !== null && Number.isFinite(welcomeEnd) ? welcomeEnd : null;
  useWakeUp(now, now === null ? null : nextWakeDelay(now, tickUntil, [dueAt, welcomeEndsAt]), setNow);

  if (now === null || user === null) return null;
  const remaining = timeBonusRemaining(user, now);
  const endsAt = timeBonusEndsAt(user) ?? now;
  const compact = variant === 'chat';
  return (
    <>
      {banner?.kind === 'time_bonus' && (
        <TimeBonusBanner
          remaining={remaining}
          endsAt={banner.endsAt}
          percentage={banner.percentage}
          compact={compact}
        />
      )}
      {banner?.kind === 'welcome' && (
        <WelcomeDiscountBanner percentage={banner.percentage} endsAt={banner.endsAt} compact={compact} />
      )}
      {withModals && (
        <Suspense fallback={null}>
          <TimeBonusModal
            show={showTimeBonusModal}
            remaining={remaining}
            endsAt={endsAt}
            percentage={TIME_BONUS_PERCENTAGE}
            onClose={dismissTimeBonusModal}
          />
          {welcome && (
            <WelcomeDiscountModal
              show={showWelcomeModal}
              percentage={welcome.value_percentage}
              endsAt={welcomeEndsAt}
              onClose={dismissWelcomeModal}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
