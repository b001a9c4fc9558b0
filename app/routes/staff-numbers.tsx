import type { ReactNode } from 'react';
import type { Route } from './+types/staff-numbers';
import type { MessageKey } from '../../common/i18n/translate.ts';
import { Form, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { countryInWords, formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { formatMoney } from '../../common/rules/money.ts';
import { addDays, isDay, NUMBERS_MAX_DAYS, type NumberTable } from '../../common/rules/numbers.ts';
import type { Numbers, NumbersMoney } from '../../common/api/numbers.ts';
import { Funnel, TrendChart, type TrendSeries } from '../components/staff/numbers-charts.tsx';
import '../components/staff/numbers.scss';

/**
 * /staff/numbers (admins and analysts, decision 053): a site's or the staff member's sites' funnel,
 * key figures, trends and tables between two days, from the daily roll-ups, each table with its CSV.
 * Read only.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'numbers.read');
  const params = new URL(request.url).searchParams;
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return isDay(v) ? v : undefined;
  };
  let [from, to] = [day('from'), day('to')];
  // A range the service would refuse (backwards, too long) falls back to the default one.
  if (from && to && (from > to || addDays(from, NUMBERS_MAX_DAYS) <= to)) [from, to] = [undefined, undefined];
  if (from && !to && addDays(from, NUMBERS_MAX_DAYS) <= addDays(from, 0)) from = undefined;
  const site = Number(params.get('site')) || undefined;
  let numbers: Numbers;
  try {
    numbers = await context.klik.services.numbers.numbers(me.site_ids, { site, from, to });
  } catch {
    numbers = await context.klik.services.numbers.numbers(me.site_ids, { site });
  }
  return { title: pageTitle(context.klik, 'staff.numbers.title'), numbers };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function CsvLink({ table, n, label }: { table: NumberTable; n: Numbers; label: string }) {
  const t = useT();
  const q = new URLSearchParams({ table, from: n.from, to: n.to, ...(n.site_id ? { site: String(n.site_id) } : {}) });
  return (
    <a
      className="btn btn-sm btn-outline-primary"
      href={`/staff/api/numbers.csv?${q}`}
      download
      aria-label={t('staff.numbers.csvLabel', { table: label })}
      data-testid={`numbers-csv-${table}`}
    >
      {t('staff.numbers.csv')}
    </a>
  );
}

function Section({
  id,
  title,
  table,
  n,
  children,
}: {
  id: string;
  title: string;
  table: NumberTable;
  n: Numbers;
  children: ReactNode;
}) {
  return (
    <section className="mb-4" aria-labelledby={id}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id={id} className="h5 mb-0 me-auto">
          {title}
        </h2>
        <CsvLink table={table} n={n} label={title} />
      </div>
      {children}
    </section>
  );
}

interface NumbersColumn<R> {
  label: MessageKey;
  /** Right-aligned figures. */
  numeric?: boolean;
  testId?: string;
  cell: (row: R) => ReactNode;
}

/** One of the page's tables: the first column names the row (a row header), an empty list says so. */
function NumbersTable<R>({
  testId,
  rows,
  rowKey,
  rowData,
  columns,
}: {
  testId: string;
  rows: R[];
  rowKey: (row: R) => string;
  rowData?: (row: R) => Record<`data-${string}`, string>;
  columns: NumbersColumn<R>[];
}) {
  const t = useT();
  if (rows.length === 0) return <p className="text-body-secondary">{t('staff.numbers.empty')}</p>;
  const [first, ...rest] = columns;
  const align = (c: NumbersColumn<R>) => (c.numeric ? 'text-end' : undefined);
  return (
    <div className="table-responsive">
      <table className="table table-sm bg-body numbers-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={align(c)}>
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              <th scope="row" className="fw-normal">
                {first!.cell(row)}
              </th>
              {rest.map((c) => (
                <td key={c.label} className={align(c)} data-testid={c.testId}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function StaffNumbers() {
  const t = useT();
  const { locale } = useI18n();
  const { numbers: n } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const count = (v: number) => new Intl.NumberFormat(locale).format(v);
  const percent = (r: number | null) =>
    r === null
      ? t('staff.numbers.none')
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(r);
  const money = (m: NumbersMoney) => formatMoney(m, locale);
  const moneys = (list: NumbersMoney[]) => (list.length === 0 ? t('staff.numbers.none') : list.map(money).join(' · '));
  const duration = (s: number | null) => {
    if (s === null) return t('staff.numbers.none');
    if (s < 3_600) return t('staff.numbers.duration.minutes', { n: Math.max(1, Math.round(s / 60)) });
    if (s < 172_800) return t('staff.numbers.duration.hours', { n: Math.round(s / 3_600) });
    return t('staff.numbers.duration.days', { n: Math.round(s / 86_400) });
  };
  const dim = (v: string) => v || t('staff.numbers.direct');
  const siteName = (id: number) => n.sites.find((s) => s.id === id)?.name ?? String(id);
  const f = n.funnel;
  const currencies = [...new Set(n.days.flatMap((d) => d.revenue.map((r) => r.currency)))].sort();
  const series: TrendSeries[] = [
    { name: t('staff.numbers.trend.visits'), values: n.days.map((d) => d.visits), format: count },
    { name: t('staff.numbers.trend.signups'), values: n.days.map((d) => d.signups), format: count },
    { name: t('staff.numbers.trend.firstPurchases'), values: n.days.map((d) => d.first_purchases), format: count },
    { name: t('staff.numbers.trend.messages'), values: n.days.map((d) => d.messages), format: count },
    ...currencies.map((currency) => ({
      name: t('staff.numbers.trend.revenue', { currency }),
      values: n.days.map((d) => d.revenue.find((r) => r.currency === currency)?.amount ?? 0),
      format: (v: number) => money({ currency, amount: v }),
    })),
  ];
  const figures: [string, string, string][] = [
    ['bounce', t('staff.numbers.bounceRate'), percent(f.visits > 0 ? f.bounces / f.visits : null)],
    ['activation', t('staff.numbers.activationRate'), percent(f.activation_rate)],
    ['conversion', t('staff.numbers.firstPurchaseRate'), percent(f.first_purchase_rate)],
    ['median', t('staff.numbers.medianToPurchase'), duration(f.median_first_purchase_seconds)],
    ['paying', t('staff.numbers.payingMembers'), count(f.paying_members)],
    ['revenue', t('staff.numbers.revenue'), moneys(f.revenue)],
    [
      'refunds',
      t('staff.numbers.refunds'),
      f.refunds.length === 0
        ? t('staff.numbers.none')
        : f.refunds.map((r) => t('staff.numbers.countAmount', { count: count(r.count), amount: money(r) })).join(' · '),
    ],
    [
      'chargebacks',
      t('staff.numbers.chargebacks'),
      f.chargebacks.length === 0
        ? t('staff.numbers.none')
        : f.chargebacks
            .map((r) => t('staff.numbers.countAmount', { count: count(r.count), amount: money(r) }))
            .join(' · '),
    ],
    ['arpu', t('staff.numbers.arpu'), moneys(f.arpu)],
    ['messages', t('staff.numbers.messages'), count(f.messages)],
  ];
  return (
    <div aria-busy={navigation.state === 'loading' || undefined}>
      <h1 className="h3 mb-2">{t('staff.numbers.title')}</h1>
      <p className="text-body-secondary mb-2">{t('staff.numbers.intro')}</p>
      <p className="small text-body-secondary">
        {n.rolled_up_at
          ? t('staff.numbers.rolledUp', { at: formatStaffDate(n.rolled_up_at, locale) })
          : t('staff.numbers.notRolledUp')}
      </p>
      <Form method="get" className="row g-2 align-items-end mb-4" data-testid="numbers-filter">
        <div className="col-12 col-md-4">
          <label htmlFor="numbers-site" className="form-label small mb-1">
            {t('staff.numbers.filter.site')}
          </label>
          <select id="numbers-site" name="site" className="form-select" defaultValue={n.site_id ?? ''}>
            <option value="">{t('staff.numbers.filter.allSites')}</option>
            {n.sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="numbers-from" className="form-label small mb-1">
            {t('staff.numbers.filter.from')}
          </label>
          <input id="numbers-from" name="from" type="date" className="form-control" defaultValue={n.from} required />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="numbers-to" className="form-label small mb-1">
            {t('staff.numbers.filter.to')}
          </label>
          <input id="numbers-to" name="to" type="date" className="form-control" defaultValue={n.to} required />
        </div>
        <div className="col-12 col-md-2 d-grid">
          <button type="submit" className="btn btn-primary">
            {t('staff.numbers.filter.submit')}
          </button>
        </div>
      </Form>

      <div className="row g-4 mb-2">
        <div className="col-lg-5">
          <Section id="numbers-funnel" title={t('staff.numbers.funnel')} table="funnel" n={n}>
            <Funnel
              percent={(r) => percent(r)}
              steps={[
                { label: t('staff.numbers.funnel.visits'), value: f.visits },
                { label: t('staff.numbers.funnel.signups'), value: f.signups },
                { label: t('staff.numbers.funnel.activated'), value: f.activations },
                { label: t('staff.numbers.funnel.firstPurchase'), value: f.first_purchases },
              ]}
            />
          </Section>
        </div>
        <section className="col-lg-7" aria-labelledby="numbers-figures">
          <h2 id="numbers-figures" className="h5 mb-2">
            {t('staff.numbers.figures')}
          </h2>
          <dl className="row row-cols-1 row-cols-sm-2 g-2 mb-0" data-testid="numbers-figures">
            {figures.map(([key, label, value]) => (
              <div key={key} className="col">
                <div className="card card-body p-2 h-100">
                  <dt className="small fw-normal text-body-secondary">{label}</dt>
                  <dd className="mb-0 fw-semibold" data-testid={`figure-${key}`}>
                    {value}
                  </dd>
                </div>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section className="mb-4" aria-labelledby="numbers-trends">
        <h2 id="numbers-trends" className="h5 mb-2">
          {t('staff.numbers.trends')}
        </h2>
        <div className="row row-cols-2 row-cols-lg-3 g-2">
          {series.map((s) => (
            <div key={s.name} className="col">
              <TrendChart series={s} from={n.from} to={n.to} />
            </div>
          ))}
        </div>
      </section>

      <Section id="numbers-landers" title={t('staff.numbers.table.landers')} table="landers" n={n}>
        <NumbersTable
          testId="numbers-landers"
          rows={n.landers}
          rowKey={(l) => l.lander}
          columns={[
            { label: 'staff.numbers.col.lander', cell: (l) => l.lander },
            { label: 'staff.numbers.col.visits', numeric: true, cell: (l) => count(l.visits) },
            { label: 'staff.numbers.col.bounceRate', numeric: true, cell: (l) => percent(l.bounce_rate) },
            { label: 'staff.numbers.col.signups', numeric: true, cell: (l) => count(l.signups) },
            { label: 'staff.numbers.col.activations', numeric: true, cell: (l) => count(l.activations) },
            { label: 'staff.numbers.col.firstPurchases', numeric: true, cell: (l) => count(l.first_purchases) },
          ]}
        />
      </Section>

      <Section id="numbers-campaigns" title={t('staff.numbers.table.campaigns')} table="campaigns" n={n}>
        {n.campaigns_total > n.campaigns.length && (
          <p className="small text-body-secondary">
            {t('staff.numbers.campaignsShown', { shown: n.campaigns.length, total: n.campaigns_total })}
          </p>
        )}
        <NumbersTable
          testId="numbers-campaigns"
          rows={n.campaigns}
          rowKey={(c) => `${c.network}\u0000${c.ref}\u0000${c.sub1}\u0000${c.lander}`}
          rowData={(c) => ({ 'data-network': c.network, 'data-lander': c.lander })}
          columns={[
            { label: 'staff.numbers.col.network', cell: (c) => dim(c.network) },
            { label: 'staff.numbers.col.ref', cell: (c) => dim(c.ref) },
            { label: 'staff.numbers.col.sub1', cell: (c) => dim(c.sub1) },
            { label: 'staff.numbers.col.lander', cell: (c) => dim(c.lander) },
            { label: 'staff.numbers.col.visits', numeric: true, cell: (c) => count(c.visits) },
            {
              label: 'staff.numbers.col.signups',
              numeric: true,
              testId: 'campaign-signups',
              cell: (c) => count(c.signups),
            },
            { label: 'staff.numbers.col.activationRate', numeric: true, cell: (c) => percent(c.activation_rate) },
            { label: 'staff.numbers.col.firstPurchases', numeric: true, cell: (c) => count(c.first_purchases) },
            {
              label: 'staff.numbers.col.firstPurchaseRate',
              numeric: true,
              cell: (c) => percent(c.first_purchase_rate),
            },
            {
              label: 'staff.numbers.col.median',
              numeric: true,
              cell: (c) => duration(c.median_first_purchase_seconds),
            },
            { label: 'staff.numbers.col.revenue', numeric: true, cell: (c) => moneys(c.revenue) },
            { label: 'staff.numbers.col.messages', numeric: true, cell: (c) => count(c.messages) },
          ]}
        />
      </Section>

      <Section id="numbers-revenue" title={t('staff.numbers.table.revenue')} table="revenue" n={n}>
        <NumbersTable
          testId="numbers-revenue"
          rows={n.revenue}
          rowKey={(r) => [r.site_id, r.country, r.method, r.bundle, r.currency].join('\u0000')}
          columns={[
            { label: 'staff.numbers.col.site', cell: (r) => siteName(r.site_id) },
            {
              label: 'staff.numbers.col.country',
              cell: (r) => (r.country ? countryInWords(r.country, locale) : t('staff.numbers.none')),
            },
            { label: 'staff.numbers.col.method', cell: (r) => r.method || t('staff.numbers.none') },
            { label: 'staff.numbers.col.bundle', numeric: true, cell: (r) => r.bundle },
            { label: 'staff.numbers.col.purchases', numeric: true, cell: (r) => count(r.purchases) },
            {
              label: 'staff.numbers.col.revenue',
              numeric: true,
              cell: (r) => money({ currency: r.currency, amount: r.amount }),
            },
            {
              label: 'staff.numbers.col.refunds',
              numeric: true,
              cell: (r) =>
                t('staff.numbers.countAmount', {
                  count: count(r.refunds),
                  amount: money({ currency: r.currency, amount: r.refunded }),
                }),
            },
            {
              label: 'staff.numbers.col.chargebacks',
              numeric: true,
              cell: (r) =>
                t('staff.numbers.countAmount', {
                  count: count(r.chargebacks),
                  amount: money({ currency: r.currency, amount: r.charged_back }),
                }),
            },
          ]}
        />
      </Section>

      <Section id="numbers-days" title={t('staff.numbers.table.days')} table="days" n={n}>
        <NumbersTable
          testId="numbers-days"
          rows={[...n.days].reverse()}
          rowKey={(d) => d.day}
          columns={[
            { label: 'staff.numbers.col.day', cell: (d) => d.day },
            { label: 'staff.numbers.col.visits', numeric: true, cell: (d) => count(d.visits) },
            { label: 'staff.numbers.col.signups', numeric: true, cell: (d) => count(d.signups) },
            { label: 'staff.numbers.col.activations', numeric: true, cell: (d) => count(d.activations) },
            { label: 'staff.numbers.col.firstPurchases', numeric: true, cell: (d) => count(d.first_purchases) },
            { label: 'staff.numbers.col.revenue', numeric: true, cell: (d) => moneys(d.revenue) },
            { label: 'staff.numbers.col.messages', numeric: true, cell: (d) => count(d.messages) },
          ]}
        />
      </Section>
    </div>
  );
}
