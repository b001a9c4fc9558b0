import type { Route } from './+types/staff-transparency';
import { Form, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { requireStaffPage } from '../lib/staff.ts';
import { decisionForStaff } from '../components/staff/decision-words.ts';
import { PERIOD_PATTERN } from '../../common/rules/transparency.ts';

/**
 * /staff/transparency (admins: the site owner): the figures the EU DSA's transparency report asks
 * for, per half year — notices by category, actions by kind and ground, the time to handle a
 * notice, appeals and their outcomes, the automated share — and the same as CSV.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context.klik, request, 'transparency.read');
  const given = new URL(request.url).searchParams.get('period') ?? '';
  const figures = await context.klik.services.staffOverview.transparency(
    PERIOD_PATTERN.test(given) ? given : undefined,
  );
  return { title: pageTitle(context.klik, 'staff.transparency.title'), figures };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffTransparency() {
  const t = useT();
  const { locale } = useI18n();
  const { figures: f } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const hours = (h: number | null) =>
    h === null
      ? '—'
      : t('staff.transparency.hours', { hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(h) });
  const periodLabel = (key: string) => {
    const [year, half] = key.split('-H');
    return t(half === '1' ? 'staff.transparency.h1' : 'staff.transparency.h2', { year: year ?? '' });
  };
  return (
    <div aria-busy={navigation.state === 'loading' || undefined}>
      <h1 className="h3 mb-2">{t('staff.transparency.title')}</h1>
      <p className="text-body-secondary">{t('staff.transparency.intro')}</p>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
        <Form method="get" className="d-flex align-items-end gap-2">
          <div>
            <label htmlFor="transparency-period" className="form-label small mb-1">
              {t('staff.transparency.period')}
            </label>
            <select
              id="transparency-period"
              name="period"
              className="form-select"
              defaultValue={f.period}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              {f.periods.map((p) => (
                <option key={p} value={p}>
                  {periodLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="btn btn-outline-secondary">
              {t('staff.transparency.show')}
            </button>
          </noscript>
        </Form>
        <a
          className="btn btn-outline-primary ms-md-auto"
          href={`/staff/api/transparency.csv?period=${f.period}`}
          download
        >
          {t('staff.transparency.csv')}
        </a>
      </div>

      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="t-notices">
          <h2 id="t-notices" className="h5">
            {t('staff.transparency.notices')}
          </h2>
          <div className="table-responsive">
            <table className="table table-sm bg-body" data-testid="transparency-notices">
              <thead>
                <tr>
                  <th scope="col">{t('staff.transparency.category')}</th>
                  <th scope="col" className="text-end">
                    {t('staff.transparency.byMembers')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('staff.transparency.byStaff')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {f.notices.map((n) => (
                  <tr key={n.category}>
                    <th scope="row" className="fw-normal">
                      {t(`report.category.${n.category}`)}
                    </th>
                    <td className="text-end">{number(n.by_members)}</td>
                    <td className="text-end">{number(n.by_staff)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="row small mb-0">
            <dt className="col-8 fw-normal">{t('staff.transparency.handled')}</dt>
            <dd className="col-4 text-end">{number(f.handled.total)}</dd>
            <dt className="col-8 fw-normal">{t('staff.transparency.actioned')}</dt>
            <dd className="col-4 text-end">{number(f.handled.actioned)}</dd>
            <dt className="col-8 fw-normal">{t('staff.transparency.medianHandle')}</dt>
            <dd className="col-4 text-end">{hours(f.handled.median_hours)}</dd>
          </dl>
        </section>

        <section className="col-lg-6" aria-labelledby="t-actions">
          <h2 id="t-actions" className="h5">
            {t('staff.transparency.actions')}
          </h2>
          {f.actions.length === 0 ? (
            <p className="text-body-secondary">{t('staff.transparency.noActions')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm bg-body" data-testid="transparency-actions">
                <thead>
                  <tr>
                    <th scope="col">{t('staff.transparency.action')}</th>
                    <th scope="col" className="text-end">
                      {t('staff.transparency.count')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('staff.transparency.automated')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('staff.transparency.detected')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('staff.transparency.reversed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {f.actions.map((a) => (
                    <tr key={`${a.kind}-${a.ground_kind}-${a.ground}`}>
                      <th scope="row" className="fw-normal">
                        {a.ground_kind === 'staff_reason'
                          ? `${t(`staff.appeals.kind.${a.kind}`)} — ${t('staff.transparency.ownReason')}`
                          : decisionForStaff(t, a)}
                      </th>
                      <td className="text-end">{number(a.count)}</td>
                      <td className="text-end">{number(a.automated)}</td>
                      <td className="text-end">{number(a.detected)}</td>
                      <td className="text-end">{number(a.reversed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="small mb-0">
            {t('staff.transparency.automatedShare', {
              share: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
                f.automated_share,
              ),
            })}
          </p>
        </section>

        <section className="col-lg-6" aria-labelledby="t-appeals">
          <h2 id="t-appeals" className="h5">
            {t('staff.transparency.appeals')}
          </h2>
          <div className="table-responsive">
            <table className="table table-sm bg-body" data-testid="transparency-appeals">
              <tbody>
                {f.appeals.map((a) => (
                  <tr key={a.status}>
                    <th scope="row" className="fw-normal">
                      {t(`staff.transparency.appeal.${a.status}`)}
                    </th>
                    <td className="text-end">{number(a.count)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="fw-normal">
                    {t('staff.transparency.medianAppeal')}
                  </th>
                  <td className="text-end">{hours(f.appeals_median_hours)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
