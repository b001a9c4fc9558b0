import type { Route } from './+types/staff-postbacks';
import { useLoaderData } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import type { PostbackList } from '../../common/api/attribution.ts';

/**
 * /staff/postbacks (admins, decision 051): what the affiliate networks were told, newest first,
 * read only. One card per postback, so a phone shows it without sideways scrolling.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'postbacks.view');
  return {
    title: pageTitle(context.klik, 'staff.postbacks.title'),
    ...(await context.klik.services.attribution.postbackList(me.site_ids)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const BADGE: Record<PostbackList['postbacks'][number]['status'], string> = {
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
  pending: 'text-bg-secondary',
  none: 'text-bg-light',
};

export default function StaffPostbacks() {
  const t = useT();
  const { locale } = useI18n();
  const { postbacks } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.postbacks.title')}</h1>
      <p className="text-body-secondary">{t('staff.postbacks.intro')}</p>
      {postbacks.length === 0 ? (
        <p>{t('staff.postbacks.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {postbacks.map((p) => (
            <li key={p.id} className={`card shadow-sm ${p.status === 'failed' ? 'border-danger' : ''}`}>
              <div className="card-body">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h2 className="h6 mb-0 me-auto">
                    {p.network} · {t(`staff.postbacks.event.${p.event}`)}
                  </h2>
                  <span className={`badge ${BADGE[p.status]}`}>{t(`staff.postbacks.status.${p.status}`)}</span>
                </div>
                <dl className="row small mb-0">
                  <dt className="col-5 col-md-2 fw-normal text-body-secondary">{t('staff.postbacks.when')}</dt>
                  <dd className="col-7 col-md-4 mb-1">{formatStaffDate(p.created_at, locale)}</dd>
                  <dt className="col-5 col-md-2 fw-normal text-body-secondary">{t('staff.postbacks.member')}</dt>
                  <dd className="col-7 col-md-4 mb-1">
                    <a href={`/staff/members/${p.member_id}`}>{p.member_id}</a>
                  </dd>
                  <dt className="col-5 col-md-2 fw-normal text-body-secondary">{t('staff.postbacks.site')}</dt>
                  <dd className="col-7 col-md-4 mb-1">{p.site_id}</dd>
                  <dt className="col-5 col-md-2 fw-normal text-body-secondary">{t('staff.postbacks.attempts')}</dt>
                  <dd className="col-7 col-md-4 mb-1">{p.attempts}</dd>
                  <dt className="col-5 col-md-2 fw-normal text-body-secondary">{t('staff.postbacks.response')}</dt>
                  <dd className="col-7 col-md-4 mb-1">{p.response_code ?? p.last_error ?? '–'}</dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
