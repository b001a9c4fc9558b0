import { type ReactNode, Suspense } from 'react';
import { Link, Outlet, useRouteError } from 'react-router';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { Icon } from '../components/Icon.tsx';
import { useT } from '../lib/i18n.tsx';
import { SignupModalProvider } from '../components/signup/SignupModal.tsx';
import { useRootData, useSettings } from '../lib/root-data.ts';
import { hasSiteLogo, SiteLogo } from '../components/SiteLogo.tsx';
import { useUser } from '../lib/user.ts';
import { FallbackBoundary } from '../root.tsx';
import { optionalLazy } from '../lib/optional-lazy.ts';
import '../components/chat/chat.scss';

// Members only and decided after hydration (the server renders nothing there): a chunk of its own,
// shared with the default layout's.
const DiscountAlerts = optionalLazy(() =>
  import('../components/discount/DiscountAlerts.tsx').then((m) => m.DiscountAlerts),
);

/** Product §2: the chat layout shows the site-entry warning for these countries only. */
export const CHAT_ENTRY_WARNING_COUNTRIES: readonly string[] = ['NL', 'DE'];

/**
 * Product §2 chat layout: bare — a slim bar with the way back to the members and the logo, no footer —
 * filling the screen so the conversation scrolls inside it.
 */
function ChatChrome({ children }: { children: ReactNode }) {
  const t = useT();
  const settings = useSettings();
  const logo = useRootData()?.theme.logo;
  const user = useUser();
  return (
    <SignupModalProvider>
      <div className="klik-chat-app">
        {/* First in the document, as in the default layout: painted with the first paint. */}
        <EntryWarning loggedIn={user !== null} countries={CHAT_ENTRY_WARNING_COUNTRIES} />
        <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3">
          {t('site.skipToContent')}
        </a>
        <header className="klik-chat-topbar">
          <Link to="/members" className="klik-chat-topbar-back" aria-label={t('chat.ui.backToMembersLabel')}>
            <Icon name="chevron-left" size={18} />
            <span className="d-none d-sm-inline">{t('chat.ui.backToMembers')}</span>
          </Link>
          <Link to={user ? '/members' : '/'} className="klik-chat-topbar-brand" aria-label={settings.name}>
            {hasSiteLogo(logo) ? (
              // The chat's bar is low: the logo fits a smaller box there.
              <SiteLogo name={logo} siteName={settings.name} box={{ width: 160, height: 32 }} />
            ) : (
              <>
                <img src="/icon.svg" width={24} height={24} alt="" />
                <span>{settings.name}</span>
              </>
            )}
          </Link>
          <span className="klik-chat-topbar-end" aria-hidden="true" />
        </header>
        {/* /chats is in the members area (product §2): the time-bonus banner, compact; no modals here. */}
        {user && (
          <Suspense fallback={null}>
            <DiscountAlerts variant="chat" />
          </Suspense>
        )}
        <main id="main" className="klik-chat-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </SignupModalProvider>
  );
}

export default function ChatLayout() {
  return (
    <ChatChrome>
      <Outlet />
    </ChatChrome>
  );
}

/** Errors (a conversation that does not exist: 404) show inside the same bar, with the way back. */
export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  return (
    <FallbackBoundary text={t('error.fallback')}>
      <ChatChrome>
        <div className="container-lg overflow-auto">
          <ErrorPage error={error} />
        </div>
      </ChatChrome>
    </FallbackBoundary>
  );
}
