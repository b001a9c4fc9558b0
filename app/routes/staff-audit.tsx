import type { Route } from './+types/staff-audit';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { parseId } from '../../common/api/limits.ts';
import { describeChange } from '../components/staff/audit-change.ts';
import { AuditActionWords, AuditTarget } from '../components/staff/AuditAction.tsx';

const FILTERS = ['staff_id', 'action', 'target_type', 'target_id'] as const;

/**
 * /staff/audit (admins): every staff action, newest first, 50 a page (keyset: "older" carries the
 * last id), filtered by staff member, action and target. A plain GET form: the filters are in the URL.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'audit.read');
  const { services } = context.klik;
  const params = new URL(request.url).searchParams;
  const text = (name: string) => params.get(name)?.trim().slice(0, 64) || undefined;
  const filter = {
    staffId: parseId(params.get('staff_id') ?? undefined) ?? undefined,
    action: text('action'),
    targetType: text('target_type'),
    targetId: text('target_id'),
  };
  // Audit ids are bigint: beyond the member ids' range in time.
  const beforeParam = Number(params.get('before'));
  const before = Number.isSafeInteger(beforeParam) && beforeParam > 0 ? beforeParam : undefined;
  const [page, staff] = await Promise.all([
    services.audit.page({ ...filter, before, siteIds: me.site_ids ?? undefined }),
    services.staff.list(),
  ]);
  return {
    title: pageTitle(context.klik, 'staff.audit.title'),
    page,
    paged: before !== undefined,
    staff: staff.map((s) => ({ id: s.id, name: s.name })),
    filter: {
      staff_id: filter.staffId ? String(filter.staffId) : '',
      action: filter.action ?? '',
      target_type: filter.targetType ?? '',
      target_id: filter.targetId ?? '',
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffAudit() {
  const t = useT();
  const { locale } = useI18n();
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const filtered = FILTERS.some((f) => data.filter[f] !== '');
  const olderQuery = new URLSearchParams({
    ...Object.fromEntries(FILTERS.filter((f) => data.filter[f]).map((f) => [f, data.filter[f]])),
    before: String(data.page.next ?? ''),
  });
  const newestQuery = new URLSearchParams(
    Object.fromEntries(FILTERS.filter((f) => data.filter[f]).map((f) => [f, data.filter[f]])),
  );

  return (
    <>
      <h1 className="h3 mb-3">{t('staff.audit.title')}</h1>
      <section className="card shadow-sm mb-3" aria-labelledby="audit-filters">
        <div className="card-body">
          <h2 id="audit-filters" className="visually-hidden">
            {t('staff.audit.filters')}
          </h2>
          {/* Keyed by the filter: after "clear" the fields show the empty filter again. */}
          <Form method="get" className="row g-2 align-items-end" key={JSON.stringify(data.filter)}>
            <div className="col-sm-6 col-lg-3">
              <label htmlFor="audit-staff" className="form-label small">
                {t('staff.audit.filterStaff')}
              </label>
              <select
                id="audit-staff"
                name="staff_id"
                className="form-select form-select-sm"
                defaultValue={data.filter.staff_id}
              >
                <option value="">{t('staff.audit.anyone')}</option>
                {data.staff.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-sm-6 col-lg-3">
              <label htmlFor="audit-action" className="form-label small">
                {t('staff.audit.filterAction')}
              </label>
              <input
                id="audit-action"
                name="action"
                className="form-control form-control-sm"
                defaultValue={data.filter.action}
                placeholder="staff.create"
              />
            </div>
            <div className="col-sm-6 col-lg-2">
              <label htmlFor="audit-target-type" className="form-label small">
                {t('staff.audit.filterTargetType')}
              </label>
              <input
                id="audit-target-type"
                name="target_type"
                className="form-control form-control-sm"
                defaultValue={data.filter.target_type}
                placeholder="member"
              />
            </div>
            <div className="col-sm-6 col-lg-2">
              <label htmlFor="audit-target-id" className="form-label small">
                {t('staff.audit.filterTargetId')}
              </label>
              <input
                id="audit-target-id"
                name="target_id"
                className="form-control form-control-sm"
                defaultValue={data.filter.target_id}
              />
            </div>
            <div className="col-lg-2 d-flex gap-2">
              <button type="submit" className="btn btn-sm btn-primary flex-grow-1">
                {t('staff.audit.apply')}
              </button>
              {filtered && (
                <Link to="/staff/audit" className="btn btn-sm btn-outline-secondary">
                  {t('staff.audit.clear')}
                </Link>
              )}
            </div>
          </Form>
        </div>
      </section>

      <div className="card shadow-sm" aria-busy={navigation.state === 'loading' || undefined}>
        {data.page.entries.length === 0 ? (
          <p className="card-body mb-0">{t('staff.audit.empty')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-top mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('staff.audit.when')}</th>
                  <th scope="col">{t('staff.audit.who')}</th>
                  <th scope="col">{t('staff.audit.what')}</th>
                  <th scope="col">{t('staff.audit.target')}</th>
                  <th scope="col">{t('staff.audit.change')}</th>
                  <th scope="col">{t('staff.audit.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {data.page.entries.map((e) => (
                  <tr key={e.id}>
                    <td className="text-nowrap small">{formatStaffDate(e.created_at, locale)}</td>
                    <td>
                      {e.staff_id === null ? (
                        <em>{t('staff.audit.commandLine')}</em>
                      ) : (
                        (e.staff_name ?? `#${e.staff_id}`)
                      )}
                    </td>
                    <td>
                      <AuditActionWords action={e.action} />
                    </td>
                    <td className="text-nowrap">
                      <AuditTarget type={e.target_type} id={e.target_id} />
                    </td>
                    <td>
                      <div className="klik-staff-change">{describeChange(e)}</div>
                    </td>
                    <td className="small text-body-secondary">{e.ip ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <nav className="d-flex gap-3 mt-3" aria-label={t('staff.audit.title')}>
        {data.paged && (
          <Link to={`/staff/audit${newestQuery.size ? `?${newestQuery}` : ''}`}>{t('staff.audit.newest')}</Link>
        )}
        {data.page.next !== null && (
          <Link to={`/staff/audit?${olderQuery}`} className="ms-auto">
            {t('staff.audit.older')}
          </Link>
        )}
      </nav>
    </>
  );
}
