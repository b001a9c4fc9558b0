import type { Route } from './+types/staff-appeals';
import { Link, NavLink, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { decisionForStaff } from '../components/staff/decision-words.ts';

/**
 * /staff/appeals (moderators, admins): members' appeals against a decision (decision 041). Open
 * ones oldest first; "Beslist" the decided ones, newest first. Each row: when, who, which decision
 * and who made it (that person may not decide the appeal).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'reports.handle');
  const status = new URL(request.url).searchParams.get('status') === 'decided' ? 'decided' : 'open';
  return {
    title: pageTitle(context.klik, 'staff.appeals.title'),
    status,
    list: await context.klik.services.appeals.list(status, staff.site_ids),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffAppeals() {
  const t = useT();
  const { locale } = useI18n();
  const { status, list } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const tab = (to: string, label: string, active: boolean) => (
    <li className="nav-item">
      <NavLink to={to} end className={`nav-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.appeals.title')}</h1>
      <p className="text-body-secondary">{t('staff.appeals.intro')}</p>
      <ul className="nav nav-tabs mb-0">
        {tab('/staff/appeals', t('staff.appeals.tab.open'), status === 'open')}
        {tab('/staff/appeals?status=decided', t('staff.appeals.tab.decided'), status === 'decided')}
      </ul>
      <div
        className="card shadow-sm border-top-0 rounded-top-0"
        aria-busy={navigation.state === 'loading' || undefined}
      >
        {list.appeals.length === 0 ? (
          <p className="card-body mb-0" data-testid="appeals-empty">
            {t(status === 'open' ? 'staff.appeals.empty' : 'staff.appeals.emptyDecided')}
          </p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle mb-0" data-testid="appeal-queue">
              <thead>
                <tr>
                  <th scope="col">{t('staff.appeals.received')}</th>
                  <th scope="col">{t('staff.appeals.member')}</th>
                  <th scope="col">{t('staff.appeals.decision')}</th>
                  <th scope="col">{t('staff.appeals.decidedBy')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.appeals.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.appeals.map((a) => (
                  <tr key={a.id}>
                    <td className="text-nowrap small">{formatStaffDate(a.created_at, locale)}</td>
                    <th scope="row" className="fw-normal">
                      <Link to={`/staff/members/${a.member.id}/history`} className="fw-semibold">
                        {a.member.name}
                      </Link>{' '}
                      <span className="small text-body-secondary">#{a.member.id}</span>
                    </th>
                    <td>
                      {decisionForStaff(t, a.decision)}
                      {a.status !== 'open' && (
                        <span className={`badge ms-2 text-bg-${a.status === 'granted' ? 'success' : 'secondary'}`}>
                          {t(`staff.appeals.outcome.${a.status}`)}
                        </span>
                      )}
                    </td>
                    <td>{a.decision.staff?.name ?? '—'}</td>
                    <td className="text-end">
                      <Link
                        to={`/staff/appeals/${a.id}`}
                        className="btn btn-sm btn-primary"
                        aria-label={t('staff.appeals.heading', { name: a.member.name })}
                      >
                        {t('staff.appeals.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
