import type { Route } from './+types/staff-home';
import { Link, useLoaderData } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { requireStaffPage } from '../lib/staff.ts';
import { sectionsFor } from '../components/staff/nav.ts';

/** /staff: who is logged in, in which role, and the sections that role can open. Nothing made up. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request);
  return { title: pageTitle(context.klik, 'staff.home.title'), staff };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function StaffHome() {
  const t = useT();
  const { staff } = useLoaderData<typeof loader>();
  const sections = sectionsFor(staff.role);
  return (
    <>
      <h1 className="h3 mb-1">{t('staff.home.welcome', { name: staff.name })}</h1>
      <p className="text-body-secondary">{t('staff.home.role', { role: t(`staff.role.${staff.role}`) })}</p>
      <h2 className="h5 mt-4">{t('staff.home.sections')}</h2>
      {sections.length === 0 ? (
        <p>{t('staff.home.noSections')}</p>
      ) : (
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
          {sections.map((s) => (
            <li key={s.to} className="col">
              <Link to={s.to} className="card h-100 text-reset text-decoration-none shadow-sm">
                <span className="card-body">
                  <span className="h6 d-block text-primary">{t(s.label)}</span>
                  <span className="small text-body-secondary">{t(s.description)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
