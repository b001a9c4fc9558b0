import type { Route } from './+types/staff-reports';
import { Link, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { parseId } from '../../common/api/limits.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';

/**
 * /staff/reports (moderators, admins): the open reports, oldest first, 50 a page (keyset: "next"
 * carries the last id). Each row: when, why, who reported whom, how many members report that
 * member now, and whether reports hold them out of search.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context.klik, request, 'reports.handle');
  // The id rule of page URLs: '?after=2147483648' is the first page, not a 500.
  const after = parseId(new URL(request.url).searchParams.get('after')) ?? undefined;
  return {
    title: pageTitle(context.klik, 'staff.reports.title'),
    queue: await context.klik.services.reportQueue.list({ after }),
    paged: after !== undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffReports() {
  const t = useT();
  const { locale } = useI18n();
  const { queue, paged } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.reports.title')}</h1>
      <p className="text-body-secondary">{t('staff.reports.intro')}</p>
      <div className="card shadow-sm" aria-busy={navigation.state === 'loading' || undefined}>
        {queue.reports.length === 0 ? (
          <p className="card-body mb-0" data-testid="reports-empty">
            {t('staff.reports.empty')}
          </p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle mb-0" data-testid="report-queue">
              <thead>
                <tr>
                  <th scope="col">{t('staff.reports.when')}</th>
                  <th scope="col">{t('staff.reports.category')}</th>
                  <th scope="col">{t('staff.reports.reported')}</th>
                  <th scope="col">{t('staff.reports.reporter')}</th>
                  <th scope="col">{t('staff.reports.reporters')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.reports.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.reports.map((r) => (
                  <tr key={r.id} data-report-id={r.id}>
                    <td className="text-nowrap small">{formatStaffDate(r.created_at, locale)}</td>
                    <td>{t(`report.category.${r.category}`)}</td>
                    <th scope="row" className="fw-normal">
                      <span className="fw-semibold">{r.reported.name}</span>{' '}
                      <span className="small text-body-secondary">#{r.reported.id}</span>
                      {r.held_from_search && (
                        <span className="badge text-bg-warning ms-2">{t('staff.reports.hidden')}</span>
                      )}
                    </th>
                    <td>
                      {r.reporter.name} <span className="small text-body-secondary">#{r.reporter.id}</span>
                    </td>
                    <td>{t('staff.reports.reportersCount', { count: r.open_about_reported })}</td>
                    <td className="text-end">
                      <Link
                        to={`/staff/reports/${r.id}`}
                        className="btn btn-sm btn-primary"
                        aria-label={t('staff.reports.openLabel', { id: r.id, name: r.reported.name })}
                      >
                        {t('staff.reports.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <nav className="d-flex gap-3 mt-3" aria-label={t('staff.reports.title')}>
        {paged && <Link to="/staff/reports">{t('staff.reports.first')}</Link>}
        {queue.next_after !== null && (
          <Link to={`/staff/reports?after=${queue.next_after}`} className="ms-auto">
            {t('staff.reports.more')}
          </Link>
        )}
      </nav>
    </>
  );
}
