import { Suspense, type ReactNode } from 'react';
import { optionalLazy } from '../lib/optional-lazy.ts';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { TopBar } from '../components/TopBar.tsx';
import { WarningsHeader } from '../components/SiteWarnings.tsx';
import { Footer } from '../components/Footer.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { useInstalledApp } from '../lib/display-mode.ts';
import { useT } from '../lib/i18n.tsx';
import { FallbackBoundary } from '../root.tsx';
import { SignupModalProvider } from '../components/signup/SignupModal.tsx';
import { useUser } from '../lib/user.ts';

// What only a logged-in member sees is a chunk of its own (with react-bootstrap's Modal): a visitor's
// first load does not carry it. None is a reason for an error page: a chunk that
// cannot load (the network went while it loaded) shows nothing (optionalLazy).
const ActivationReminder = optionalLazy(() =>
  import('../components/signup/ActivationReminder.tsx').then((m) => m.ActivationReminder),
);
const ProfilePhotoAlert = optionalLazy(() =>
  import('../components/profile/ProfilePhotoAlert.tsx').then((m) => m.ProfilePhotoAlert),
);
const NotificationsOffAlert = optionalLazy(() =>
  import('../components/NotificationsOffAlert.tsx').then((m) => m.NotificationsOffAlert),
);
const NewLikeAnnouncer = optionalLazy(() =>
  import('../components/likes/NewLikeAnnouncer.tsx').then((m) => m.NewLikeAnnouncer),
);
const PushPrompt = optionalLazy(() => import('../components/push/PushPrompt.tsx').then((m) => m.PushPrompt));
const LikeModal = optionalLazy(() => import('../components/likes/LikeModal.tsx').then((m) => m.LikeModal));
// The time-bonus and welcome-discount banner and modals: members only, and decided after hydration
// (the server renders nothing there), so lazy costs no first paint and no hydration mismatch.
const DiscountAlerts = optionalLazy(() =>
  import('../components/discount/DiscountAlerts.tsx').then((m) => m.DiscountAlerts),
);

/** Product §2 default layout: warnings header, top navigation, the page, footer with disclaimer. */
export function DefaultChrome({ children }: { children: ReactNode }) {
  const location = useLocation();
  const installedApp = useInstalledApp();
  const variant = installedApp ? 'app' : location.pathname === '/' ? 'index' : 'page';
  const user = useUser();
  return (
    <SignupModalProvider>
      <div className="d-flex flex-column min-vh-100">
        {/*
          First in the document although it covers the page (position: fixed): the browser paints
          what it has parsed so far, and at the end of a long page (24 member cards) the warning came
          a frame after the page behind it (its text is the largest paint on a first visit).
        */}
        <EntryWarning loggedIn={user !== null} />
        <WarningsHeader />
        <TopBar />
        {/* Product §2: the time-bonus banner at the top (and the welcome discount, the discount modals). */}
        {user && (
          <Suspense fallback={null}>
            <DiscountAlerts />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <ActivationReminder />
            {/* Product §2, §8: e-mail notifications are off (bounce, spam complaint, unsubscribe), with the fix. */}
            {user.notifications_disabled.length > 0 && <NotificationsOffAlert />}
            <ProfilePhotoAlert />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <PushPrompt />
          </Suspense>
        )}
        <main id="main" className="flex-grow-1" tabIndex={-1}>
          {children}
        </main>
        <Footer variant={variant} loggedIn={user !== null} />
        {user && (
          <Suspense fallback={null}>
            <NewLikeAnnouncer memberId={user.id} />
            <LikeModal />
          </Suspense>
        )}
      </div>
    </SignupModalProvider>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  );
}

/** Errors of any page in this layout show inside the same chrome, so the member can navigate on. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  return (
    <FallbackBoundary text={t('error.fallback')}>
      <DefaultChrome>
        <div className="container-lg">
          <ErrorPage error={error} />
        </div>
      </DefaultChrome>
    </FallbackBoundary>
  );
}
