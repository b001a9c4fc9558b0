import type { Route } from './+types/staff-home';
import { Link, useLoaderData } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { requireStaffPage } from '../lib/staff.ts';
import { sitesInScope } from '../../common/rules/staff-scope.ts';
import { sectionsFor } from '../components/staff/nav.ts';
import { InboxFigure, OperatorFigures, QueueFigure, SiteFigures } from '../components/staff/overview.tsx';
import type { StaffOverview } from '../../common/api/staff.ts';

/**
 * /staff: who is logged in, the sections their role can open, and on them what waits (photos,
 * reports, failed jobs), then how the sites are doing today. The figures come from the server for
 * the role (StaffOverviewService): a role that may not open a section gets none of its figures.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request);
  const overview = await context.klik.services.staffOverview.overview(staff.role, staff.site_ids);
  // The names of the staff member's sites when they work on some, not all (decision 044).
  const sites =
    staff.site_ids === null
      ? null
      : sitesInScope(staff.site_ids, await context.klik.services.sites.all())
          .map((s) => s.config.name)
          .join(', ');
  return { title: pageTitle(context.klik, 'staff.home.title'), staff, overview, sites };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The figure on a section's card, if the overview has one for it. */
function CardFigure({ to, overview }: { to: string; overview: StaffOverview }) {
  const t = useT();
  if (to === '/staff/photos' && overview.photos) {
    return (
      <QueueFigure
        count={overview.photos.count}
        waited={overview.photos.waited_minutes}
        countKey="staff.home.photos.waiting"
        oldestKey="staff.home.photos.oldest"
        testId="figure-photos"
      />
    );
  }
  if (to === '/staff/inbox' && overview.inbox) return <InboxFigure inbox={overview.inbox} />;
  if (to === '/staff/reports' && overview.reports) {
    return (
      <QueueFigure
        count={overview.reports.count}
        waited={overview.reports.waited_minutes}
        countKey="staff.home.reports.open"
        oldestKey="staff.home.reports.oldest"
        testId="figure-reports"
      />
    );
  }
  if (to === '/staff/jobs' && overview.jobs) {
    return (
      <span
        className={`d-block mt-2 fw-semibold ${overview.jobs.failed > 0 ? 'text-danger' : 'text-success'}`}
        data-testid="figure-jobs"
      >
        {t('staff.home.jobs.failed', { count: overview.jobs.failed })}
      </span>
    );
  }
  return null;
}

export default function StaffHome() {
  const t = useT();
  const { staff, overview, sites } = useLoaderData<typeof loader>();
  const sections = sectionsFor(staff.role);
  return (
    <>
      <h1 className="h3 mb-1">{t('staff.home.welcome', { name: staff.name })}</h1>
      <p className="text-body-secondary">
        {t('staff.home.role', { role: t(`staff.role.${staff.role}`) })}
        {sites !== null && <> {t('staff.home.scope', { sites })}</>}
      </p>
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
                  <CardFigure to={s.to} overview={overview} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {overview.operators && <OperatorFigures operators={overview.operators} />}
      <SiteFigures overview={overview} sites={sites} />
    </>
  );
}
