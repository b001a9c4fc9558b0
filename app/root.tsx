import { Component, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { optionalLazy } from './lib/optional-lazy.ts';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
// The site's stylesheet by URL, rendered below with a precedence: React then places it before the
// script preloads in the head, so a phone's few connections fetch it first.
import appCss from './styles/app.scss?url';
import './load-context.ts';
import { CatalogueScript, I18nProvider, useT } from './lib/i18n.tsx';
import { themeCss } from './lib/theme.ts';
import { ErrorPage } from './components/ErrorPage.tsx';
import { LoadingBar } from './components/LoadingBar.tsx';
import { isSessionEndExpected, onAuthenticationRequired } from './lib/api.ts';
import { browserOffline, RealtimeProvider, takeEventRevalidation } from './lib/realtime.tsx';
import { keepPageData, loadKeepingOnFailure } from './lib/offline.ts';
import { OfflineBar } from './lib/offline-bar.tsx';
import { loadRootData } from './root-loader.ts';
import { useCountedTitle } from './components/likes/use-counted-title.ts';
import { usePushSubscribed } from './lib/push-store.ts';
import { pageBounceOn, watchPageBounce } from './lib/page-bounce.ts';
import { CampaignConsent } from './components/consent/CampaignConsent.tsx';
import { Island, IslandServerContext } from './islands/island.tsx';
import { RootDataContext } from './lib/root-data.ts';
import { faviconFile, SOCIAL_IMAGE_SIZE, siteAssetUrl } from '../common/rules/site-assets.ts';

// The message toast and the push prompt's good moments, for members only (a chunk of its own).
// A chunk that cannot load (the network went) shows nothing rather than the error page.
const MemberPush = optionalLazy(() => import('./components/push/MemberPush.tsx').then((m) => m.MemberPush));

export function loader(args: Route.LoaderArgs) {
  return loadRootData(args);
}

/**
 * A revalidation that fails for a lost connection keeps the root's data (the page stays,
 * with the offline bar) instead of putting the error page in place of the whole app.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadKeepingOnFailure('root', () => serverLoader());
}

// Settings and the catalogue change only with the language or country: a form post elsewhere
// must not fetch them again. The likes screens do reload it, for the new-likes badge (product §4:
// opening a liker's profile clears that like's new flag); so does an explicit revalidate() — but not
// one for a socket event (the event carried its data) and not without a network.
export function shouldRevalidate({
  formAction,
  nextUrl,
  defaultShouldRevalidate,
}: {
  formAction?: string;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}) {
  if (formAction === '/lang-config') return true;
  if (takeEventRevalidation() || browserOffline()) return false;
  if (formAction) return false;
  return defaultShouldRevalidate || nextUrl.pathname === '/likes' || nextUrl.pathname.startsWith('/likes/');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce || undefined;
  const islands = useContext(IslandServerContext);
  // Marks the page interactive (error pages too). Browser tests wait for it: a click before
  // hydration goes nowhere.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The page's language: its regional variant where there is one ('nl-BE' for Dutch in Belgium, decision 050).
  return (
    <html lang={data?.localeTag ?? 'nl'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={data?.theme.primary ?? '#e8175d'} />
        <meta name="rating" content="adult" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <SiteIcons favicon={data?.theme.favicon ?? null} />
        {data?.theme.social_image && (
          <SocialImage url={new URL(siteAssetUrl(data.theme.social_image), data.origin).href} />
        )}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {data && <style nonce={nonce}>{themeCss(data.theme)}</style>}
        <Meta />
        <Links />
      </head>
      <body>
        <RootDataContext.Provider value={data}>
          {data ? (
            <I18nProvider locale={data.locale} localeTag={data.localeTag}>
              {children}
            </I18nProvider>
          ) : (
            children
          )}
        </RootDataContext.Provider>
        {/* After the content, so that the page paints before this (long) text has arrived; read at hydration. */}
        <CatalogueScript />
        {islands ? (
          // An island page (decision 056): its islands' entry instead of the router's.
          islands.scripts
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The site's own icon (the console's theme images) in the tab and on Apple's home screen, else the default. */
function SiteIcons({ favicon }: { favicon: string | null }) {
  if (!favicon)
    return (
      <>
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
      </>
    );
  return (
    <>
      <link rel="icon" href={siteAssetUrl(faviconFile(favicon, 32))} sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href={siteAssetUrl(faviconFile(favicon, 180))} sizes="180x180" />
    </>
  );
}

/** What a shared link of the site shows (Open Graph and X's large card): its social image, by absolute URL. */
function SocialImage({ url }: { url: string }) {
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/**
 * Product §3: captures the tracking values of every URL the visitor reaches (app/lib/tracking.ts). Its
 * rules are a chunk of their own, fetched only for a URL with a query: most first loads have none
 * (the JavaScript budget). A chunk that cannot load leaves the stored set as it was.
 */
function useCaptureTracking(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search)
      import('./lib/tracking.ts').then(
        (m) => m.captureTracking(search),
        () => {},
      );
  }, [search]);
}

/** Product §2 page-bounce logging (app/lib/page-bounce.ts) for the page in view. */
function usePageBounce(): void {
  const { pathname, search } = useLocation();
  const on = pageBounceOn(search);
  useEffect(() => (on ? watchPageBounce(pathname) : undefined), [on, pathname]);
}

export default function App() {
  // Tracking data (network, ref, sub1–3) of the landing URL is kept until signup (product §3).
  useCaptureTracking();
  // Product §2: query lb turns on page-bounce logging, for members and visitors alike, on every
  // layout (landers and the member landing pages too), so it lives here and not in one layout.
  usePageBounce();
  // Product §2: the page title is prefixed with unread messages plus new likes.
  useCountedTitle();
  const rootData = useRouteLoaderData<typeof loader>('root');
  keepPageData('root', rootData);
  const loggedIn = rootData?.user != null;
  // Product §8: a 403 authentication_required from any endpoint but the user endpoint logs the member
  // out: the session ended elsewhere (password reset, logout on another device).
  useEffect(
    () =>
      onAuthenticationRequired(() => {
        if (!loggedIn || isSessionEndExpected()) return;
        // Not a route action (decision 018): no screen asked for it and a full page load follows.
        void fetch('/api/logout.php', { credentials: 'same-origin' }).finally(() => {
          // The page may have ended its session itself meanwhile (deleting the account): its own
          // navigation goes first.
          if (!isSessionEndExpected()) window.location.assign('/login');
        });
      }),
    [loggedIn],
  );
  // The service worker (push, the offline page) is registered once the page has loaded
  // and the browser is idle — its code is not part of the first load.
  const memberId = rootData?.user?.id ?? null;
  // The tag the offline page is served in (its content-language): the regional variant where there is one.
  const locale = rootData?.localeTag ?? 'nl';
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const start = () => {
      const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1000));
      idle(() => {
        if (!cancelled)
          import('./lib/service-worker-client.ts')
            .then((m) => m.startServiceWorker({ memberId, locale }))
            .catch(() => {});
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [memberId, locale]);
  const pushSubscribed = usePushSubscribed();
  // The member's live connection (badges, credits, chat) on every page, one per tab; product §9: its
  // refresh slows to 300 s while this device gets push.
  return (
    <RealtimeProvider pushSubscribed={pushSubscribed}>
      {/* Decision 055: first in the tab order, shown fixed at the bottom. */}
      <Island name="consent" component={CampaignConsent} props={{ asked: rootData?.consent ?? null }} />
      <OfflineBar />
      <LoadingBar />
      <Outlet />
      {memberId !== null && (
        <Suspense fallback={null}>
          <MemberPush memberId={memberId} />
        </Suspense>
      )}
    </RealtimeProvider>
  );
}

/** Product §8: should rendering the error page itself fail, a plain sentence still shows. */
class FallbackBoundary extends Component<{ children: ReactNode; text: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="container py-5">{this.props.text}</p> : this.props.children;
  }
}

/** Only reached when the root loader itself fails; layouts show errors inside their own chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <FallbackBoundary text={t('error.fallback')}>
      <main className="container py-5">
        <ErrorPage error={error} />
      </main>
    </FallbackBoundary>
  );
}

export { FallbackBoundary };
