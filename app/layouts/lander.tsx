import { Link, Outlet, useRouteError } from 'react-router';
import { Footer } from '../components/Footer.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { useT } from '../lib/i18n.tsx';
import { useRootData, useSettings } from '../lib/root-data.ts';
import { hasSiteLogo, SiteLogo } from '../components/SiteLogo.tsx';
import type { ReactNode } from 'react';
import { Island, ISLANDS_HANDLE } from '../islands/island.tsx';

/** Product §2 lander layout: a logo bar and the footer, nothing to distract from signing up. */
function LanderChrome({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const logo = useRootData()?.theme.logo;
  const t = useT();
  return (
    <div className="d-flex flex-column min-vh-100">
      {/* First in the document, as in the default layout: painted with the first frame, not after the page. */}
      <Island name="entry-warning" component={EntryWarning} props={{}} />
      <header className="klik-logobar py-2 border-bottom bg-body">
        <div className="container-lg d-flex align-items-center justify-content-between">
          <Link to="/" className="fw-bold fs-4 text-primary text-decoration-none d-flex align-items-center gap-2">
            {hasSiteLogo(logo) ? (
              <SiteLogo name={logo} siteName={settings.name} />
            ) : (
              <>
                <img src="/icon.svg" width={32} height={32} alt="" />
                {settings.name}
              </>
            )}
          </Link>
          <Link to="/login" className="btn btn-outline-primary btn-sm">
            {t('nav.login')}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-grow-1">
        {children}
      </main>
      <Footer variant="page" />
    </div>
  );
}

/** Island pages (decision 056): the browser hydrates the landers' interactive parts, not the router. */
export const handle = ISLANDS_HANDLE;

export default function LanderLayout() {
  return (
    <LanderChrome>
      <Outlet />
    </LanderChrome>
  );
}

export function ErrorBoundary() {
  return (
    <LanderChrome>
      <div className="container-lg">
        <ErrorPage error={useRouteError()} />
      </div>
    </LanderChrome>
  );
}
