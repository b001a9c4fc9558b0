import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, NavLink, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/staff';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { useStaff } from '../lib/staff.ts';
import { useAction } from '../lib/actions.ts';
import { FallbackBoundary } from '../root.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { sectionsFor } from '../components/staff/nav.ts';
import { staffLogOut } from '../components/staff/actions.ts';
import { Spinner } from '../ui/Spinner.tsx';
import '../components/staff/staff.scss';

/** The console's chrome needs the staff member (or none: the login and setup pages). */
export async function loader({ context }: Route.LoaderArgs) {
  return { staff: context.klik.staff };
}

function LogoutButton() {
  const t = useT();
  const logout = useAction(staffLogOut);
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-light d-inline-flex align-items-center gap-2"
      onClick={() => logout.submit({})}
      disabled={logout.busy}
    >
      {logout.busy && <Spinner />}
      {t('staff.logout')}
    </button>
  );
}

/**
 * The staff console's layout: a dark bar with the sections the role may open, who is
 * logged in and the logout; the page below. Desktop first; on a tablet the nav wraps. No member
 * chrome, no entry warning, no member socket (decision 019).
 */
function StaffChrome({ children }: { children: ReactNode }) {
  const t = useT();
  const settings = useSettings();
  const staff = useStaff();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3">
        {t('site.skipToContent')}
      </a>
      <header className="klik-staff-header">
        <div className="container-xl d-flex flex-wrap align-items-center gap-3 py-1">
          <Link to="/staff" className="klik-staff-brand py-2">{`${settings.name} · ${t('staff.brand')}`}</Link>
          {staff && (
            <>
              <nav aria-label={t('staff.nav.label')} className="klik-staff-nav flex-grow-1">
                <NavLink to="/staff" end>
                  {t('staff.nav.home')}
                </NavLink>
                {sectionsFor(staff.role).map((s) => (
                  <NavLink key={s.to} to={s.to}>
                    {t(s.label)}
                  </NavLink>
                ))}
              </nav>
              <div className="d-flex align-items-center gap-3 ms-auto">
                <span className="small" data-testid="staff-who">
                  {t('staff.signedInAs', { name: staff.name, role: t(`staff.role.${staff.role}`) })}
                </span>
                <LogoutButton />
              </div>
            </>
          )}
        </div>
      </header>
      <main id="main" className="klik-staff-main flex-grow-1" tabIndex={-1}>
        <div className="container-xl py-4">{children}</div>
      </main>
    </div>
  );
}

export default function StaffLayout() {
  return (
    <StaffChrome>
      <Outlet />
    </StaffChrome>
  );
}

/** 403 (a role without the section), 404 and other errors, inside the console's own chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <FallbackBoundary text={t('error.fallback')}>
      <StaffChrome>
        {status === 403 || status === 404 ? (
          <section className="text-center py-5" aria-labelledby="error-title">
            <p className="display-4 fw-bold text-body-secondary mb-0" aria-hidden="true">
              {status}
            </p>
            <h1 id="error-title" className="h3">
              {t(status === 403 ? 'staff.forbidden.title' : 'staff.notFound.title')}
            </h1>
            <p>{t(status === 403 ? 'staff.error.forbidden' : 'staff.notFound.text')}</p>
            <Link to="/staff" className="btn btn-primary">
              {t('staff.backHome')}
            </Link>
          </section>
        ) : (
          <ErrorPage error={error} />
        )}
      </StaffChrome>
    </FallbackBoundary>
  );
}
