import type { Route } from './+types/staff-reports';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { useState } from 'react';
import { routeAction, useAction } from '../lib/actions.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { sitesInScope } from '../../common/rules/staff-scope.ts';
import { bulkDismissReports, nextReport } from '../components/staff/report-actions.ts';
import { NextReportButton } from '../components/staff/NextReportButton.tsx';
import { REPORT_AGE_FILTERS, REPORT_PRIORITY, type ReportCategory } from '../../common/api/reports.ts';

/**
 * /staff/reports (moderators, admins): the open reports, worst first (an apparent minor, harassment,
 * scam …) and oldest first within, 50 a page (keyset: "next" carries the last one's place); one
 * reason, one site, only those older than a day or a week with the filters; or the handled ones,
 * newest first, to find a decision again. Each row: when, why, who reported whom, how many members report that
 * member now, whether reports hold them out of search, and who is handling it. "Volgende melding"
 * takes the worst report nobody holds.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'reports.handle');
  const query = new URL(request.url).searchParams;
  // A cursor or a reason that is not one is the first page of all, not a 500.
  const given = query.get('after') ?? '';
  const after = /^\d{1,2}\.\d{1,10}$/.test(given) ? given : undefined;
  const category = REPORT_PRIORITY.find((c) => c === query.get('category'));
  // Staff work for every site of the deployment, or for their own (decision 044): the filter offers
  // those; one site's queue when asked (an unknown one, or another's: all of theirs).
  const sites = sitesInScope(staff.site_ids, await context.klik.services.sites.all()).map((s) => ({
    id: s.id,
    name: s.config.name,
  }));
  const site = sites.find((s) => String(s.id) === query.get('site'))?.id;
  const status = query.get('status') === 'handled' ? 'handled' : 'open';
  const olderThan = REPORT_AGE_FILTERS.find((h) => String(h) === query.get('older_than_hours'));
  return {
    title: pageTitle(context.klik, 'staff.reports.title'),
    queue: await context.klik.services.reportQueue.list(
      { after, category, siteId: site, status, olderThanHours: olderThan },
      staff.site_ids,
    ),
    paged: after !== undefined,
    category: category ?? null,
    sites,
    site: site ?? null,
    status,
    olderThan: olderThan ?? null,
  };
}

export const clientAction = routeAction(nextReport, bulkDismissReports);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffReports() {
  const t = useT();
  const { locale } = useI18n();
  const { queue, paged, category, sites, site, status, olderThan } = useLoaderData<typeof loader>();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const dismiss = useAction(bulkDismissReports, {
    done: (v) => {
      setTicked(new Set());
      setNotice({
        text: t('staff.reports.bulkDone', { count: v.dismissed.length, skipped: v.skipped.length }),
        variant: 'success',
      });
    },
    failed: (f) => setNotice({ text: f.message, variant: 'danger' }),
  });
  const tick = (id: number, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const filtered = (more: string) =>
    `/staff/reports?${category ? `category=${category}&` : ''}${site ? `site=${site}&` : ''}${
      status === 'handled' ? 'status=handled&' : ''
    }${olderThan ? `older_than_hours=${olderThan}&` : ''}${more}`;
  const handledView = status === 'handled';
  const navigation = useNavigation();
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.reports.title')}</h1>
      <p className="text-body-secondary">{t('staff.reports.intro')}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <NextReportButton category={category ?? undefined} />
        <Form method="get" className="d-flex flex-wrap align-items-end gap-2 ms-md-auto" role="search">
          {sites.length > 1 && (
            <FilterSelect
              name="site"
              label={t('staff.reports.filterSite')}
              value={site ?? ''}
              options={[
                { value: '', label: t('staff.reports.filterAllSites') },
                ...sites.map((s) => ({ value: s.id, label: s.name })),
              ]}
            />
          )}
          <FilterSelect
            name="category"
            label={t('staff.reports.filterCategory')}
            value={category ?? ''}
            options={[
              { value: '', label: t('staff.reports.filterAll') },
              ...REPORT_PRIORITY.map((c: ReportCategory) => ({ value: c, label: t(`report.category.${c}`) })),
            ]}
          />
          <FilterSelect
            name="older_than_hours"
            label={t('staff.reports.filterAge')}
            value={olderThan ?? ''}
            options={[
              { value: '', label: t('staff.reports.filterAnyAge') },
              ...REPORT_AGE_FILTERS.map((h) => ({
                value: h,
                label: t('staff.reports.filterOlderThan', { days: h / 24 }),
              })),
            ]}
          />
          <FilterSelect
            name="status"
            label={t('staff.reports.filterStatus')}
            value={status}
            options={[
              { value: 'open', label: t('staff.reports.filterOpen') },
              { value: 'handled', label: t('staff.reports.filterHandled') },
            ]}
          />
          <noscript>
            <button type="submit" className="btn btn-sm btn-outline-secondary">
              {t('staff.reports.filterApply')}
            </button>
          </noscript>
        </Form>
      </div>
      {notice && (
        <p className={`alert alert-${notice.variant}`} role={notice.variant === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {ticked.size > 0 && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span>{t('staff.reports.ticked', { count: ticked.size })}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={dismiss.busy}
            aria-busy={dismiss.busy || undefined}
            onClick={() => dismiss.submit({ ids: [...ticked] })}
          >
            {t('staff.reports.bulkDismiss')}
          </button>
        </p>
      )}
      <div className="card shadow-sm" aria-busy={navigation.state === 'loading' || undefined}>
        {queue.reports.length === 0 ? (
          <p className="card-body mb-0" data-testid="reports-empty">
            {t(
              handledView
                ? 'staff.reports.emptyHandled'
                : category || site || olderThan
                  ? 'staff.reports.emptyFiltered'
                  : 'staff.reports.empty',
            )}
          </p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle mb-0" data-testid="report-queue">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.reports.tickColumn')}</span>
                  </th>
                  <th scope="col">{t('staff.reports.when')}</th>
                  <th scope="col">{t('staff.reports.category')}</th>
                  <th scope="col">{t('staff.reports.reported')}</th>
                  <th scope="col">{t('staff.reports.reporter')}</th>
                  <th scope="col">{t('staff.reports.reporters')}</th>
                  <th scope="col">{t(handledView ? 'staff.reports.statusColumn' : 'staff.reports.claimedColumn')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.reports.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.reports.map((r) => (
                  <tr key={r.id} data-report-id={r.id}>
                    <td>
                      {!handledView && (
                        <input
                          type="checkbox"
                          className="form-check-input"
                          checked={ticked.has(r.id)}
                          onChange={(e) => tick(r.id, e.currentTarget.checked)}
                          aria-label={t('staff.reports.tick', { id: r.id, name: r.reported.name })}
                        />
                      )}
                    </td>
                    <td className="text-nowrap small">{formatStaffDate(r.created_at, locale)}</td>
                    <td>
                      {r.category === 'underage' && (
                        <span className="badge text-bg-danger me-2">{t('staff.reports.priority.underage')}</span>
                      )}
                      {t(`report.category.${r.category}`)}
                    </td>
                    <th scope="row" className="fw-normal">
                      <span className="fw-semibold">{r.reported.name}</span>{' '}
                      <span className="small text-body-secondary">#{r.reported.id}</span>
                      {r.held_from_search && (
                        <span className="badge text-bg-warning ms-2">{t('staff.reports.hidden')}</span>
                      )}
                    </th>
                    <td>
                      {r.reporter ? (
                        <>
                          {r.reporter.name} <span className="small text-body-secondary">#{r.reporter.id}</span>
                        </>
                      ) : (
                        t('staff.reports.byStaff')
                      )}
                    </td>
                    <td>{t('staff.reports.reportersCount', { count: r.open_about_reported })}</td>
                    <td className="small">
                      {handledView ? t(`staff.reports.status.${r.status}`) : (r.claimed_by?.name ?? '—')}
                    </td>
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
        {paged && <Link to={filtered('')}>{t('staff.reports.first')}</Link>}
        {queue.next_after !== null && (
          <Link to={filtered(`after=${queue.next_after}`)} className="ms-auto">
            {t('staff.reports.more')}
          </Link>
        )}
      </nav>
    </>
  );
}

/** One filter of the queue: a labelled select that applies itself when changed (the button is for no-JS). */
function FilterSelect(props: {
  name: string;
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
}) {
  const id = `report-filter-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className="form-select form-select-sm"
        defaultValue={props.value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
