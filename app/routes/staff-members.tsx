import { StatusBadge } from '../components/staff/StatusBadge.tsx';
import type { Route } from './+types/staff-members';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import type { MemberSearch } from '../../common/api/care.ts';
import { staffMay } from '../../common/rules/staff-roles.ts';

/**
 * /staff/members (support, admins): find a member by e-mail address, name, member number or IBAN.
 * A plain GET form: the search is in the URL, so a result can be shared with a colleague.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'members.search');
  const q = new URL(request.url).searchParams.get('q')?.slice(0, 254) ?? '';
  // Moderators: the hits without addresses, each opening the moderation history (data minimised).
  const care = staffMay(me.role, 'members.view');
  const result: MemberSearch = q.trim()
    ? await context.klik.services.care.search(q, !care, me.site_ids)
    : { by: null, members: [] };
  return { title: pageTitle(context.klik, 'staff.members.title'), q, result, care };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffMembers() {
  const t = useT();
  const { locale } = useI18n();
  const { q, result, care } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <h1 className="h3 mb-3">{t('staff.members.title')}</h1>
      <section className="card shadow-sm mb-3">
        <div className="card-body">
          <Form method="get" role="search" className="row g-2 align-items-end" key={q}>
            <div className="col-md-8 col-lg-6">
              <label htmlFor="member-q" className="form-label">
                {t('staff.members.searchLabel')}
              </label>
              <input
                id="member-q"
                name="q"
                type="search"
                className="form-control"
                defaultValue={q}
                aria-describedby="member-q-hint"
                autoComplete="off"
                autoFocus
              />
            </div>
            <div className="col-md-auto">
              <button type="submit" className="btn btn-primary">
                {t('staff.members.search')}
              </button>
            </div>
            <p id="member-q-hint" className="form-text mb-0 col-12">
              {t('staff.members.searchHint')}
            </p>
          </Form>
        </div>
      </section>
      {result.by && (
        <div className="card shadow-sm" aria-busy={navigation.state === 'loading' || undefined} aria-live="polite">
          <p className="card-header small mb-0">
            {t('staff.members.by', { by: result.by })} · {t('staff.members.results', { count: result.members.length })}
          </p>
          {result.members.length === 0 ? (
            <p className="card-body mb-0">{t('staff.members.none')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">{t('staff.members.col.member')}</th>
                    <th scope="col">{t('staff.members.col.site')}</th>
                    <th scope="col">{t('staff.members.col.status')}</th>
                    <th scope="col">{t('staff.members.col.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.members.map((m) => (
                    <tr key={m.id}>
                      <th scope="row" className="fw-normal">
                        <Link to={`/staff/members/${m.id}${care ? '' : '/history'}`} className="fw-semibold">
                          {m.name || `#${m.id}`}
                        </Link>{' '}
                        <span className="text-body-secondary small">#{m.id}</span>
                        {m.email && (
                          <>
                            <br />
                            <span className="small text-body-secondary">{m.email}</span>
                          </>
                        )}
                      </th>
                      <td>{m.site_name}</td>
                      <td>
                        <StatusBadge status={m.status} />
                      </td>
                      <td className="small text-nowrap">{formatStaffDate(m.created_at, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </>
  );
}
