import type { Route } from './+types/staff-member-history';
import { Link, useLoaderData } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { idParam, orNotFound, pageTitle } from '../lib/loader.ts';
import { formatStaffDate, reporterLabel, requireStaffPage, useStaff } from '../lib/staff.ts';
import { StatusBadge } from '../components/staff/StatusBadge.tsx';
import { decisionForStaff } from '../components/staff/decision-words.ts';
import { staffMay } from '../../common/rules/staff-roles.ts';
import type { Report } from '../../common/api/reports.ts';

/**
 * /staff/members/:id/history (moderators, admins): what a moderator judges a member by, read only
 * and data minimised (common/api/history.ts) — account age and standing, how much they write,
 * their photos' fate, reports about and by them, decisions with their appeals, and other accounts
 * that paid from the same bank account or phone. Every object links to its page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'members.history');
  const history = await orNotFound(context.klik.services.care.history(idParam(params.id), staff.site_ids));
  return { title: pageTitle(context.klik, 'staff.history.title'), history };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function ReportList({ reports, side }: { reports: Report[]; side: 'about' | 'by' }) {
  const t = useT();
  const { locale } = useI18n();
  if (reports.length === 0) return <p className="small text-body-secondary mb-0">{t('staff.member.noReports')}</p>;
  return (
    <ul className="small mb-0">
      {reports.map((r) => (
        <li key={r.id}>
          <Link to={`/staff/reports/${r.id}`}>{t('staff.reports.reportTitle', { id: r.id })}</Link> ·{' '}
          {formatStaffDate(r.created_at, locale)} · {t(`report.category.${r.category}`)} ·{' '}
          {side === 'about' ? reporterLabel(t, r.reporter) : `${r.reported.name} #${r.reported.id}`} ·{' '}
          {t(`staff.reports.status.${r.status}`)}
        </li>
      ))}
    </ul>
  );
}

export default function StaffMemberHistory() {
  const t = useT();
  const { locale } = useI18n();
  const me = useStaff();
  const { history: h } = useLoaderData<typeof loader>();
  const m = h.member;
  const ageDays = Math.max(0, Math.floor((Date.now() - new Date(m.signed_up).getTime()) / 86_400_000));
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <>
      <h1 className="h3 mb-1 d-flex flex-wrap align-items-center gap-2">
        {t('staff.history.heading', { name: m.name || `#${m.id}` })}
        <StatusBadge status={m.status} />
      </h1>
      <p className="text-body-secondary mb-3">
        #{m.id} · {m.site} · {t('staff.history.age', { days: ageDays })} ·{' '}
        {t('staff.history.lastActive', { date: formatStaffDate(m.last_active, locale) })}
        {m.suspended_until && (
          <> · {t('staff.history.suspendedUntil', { date: formatStaffDate(m.suspended_until, locale) })}</>
        )}
        {me && staffMay(me.role, 'members.view') && (
          <>
            {' · '}
            <Link to={`/staff/members/${m.id}`}>{t('staff.history.carePage')}</Link>
          </>
        )}
      </p>
      <div className="row g-3">
        <section className="col-md-6" aria-labelledby="h-activity">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="h-activity" className="h5">
                {t('staff.history.activity')}
              </h2>
              <dl className="row small mb-0" data-testid="history-activity">
                <dt className="col-8 fw-normal">{t('staff.history.messagesDay')}</dt>
                <dd className="col-4 text-end">{number(h.messages.day)}</dd>
                <dt className="col-8 fw-normal">{t('staff.history.messagesWeek')}</dt>
                <dd className="col-4 text-end">{number(h.messages.week)}</dd>
                <dt className="col-8 fw-normal">{t('staff.history.messagesMonth')}</dt>
                <dd className="col-4 text-end">{number(h.messages.month)}</dd>
                <dt className="col-8 fw-normal">{t('staff.history.photosActive')}</dt>
                <dd className="col-4 text-end">{number(h.photos.active)}</dd>
                <dt className="col-8 fw-normal">{t('staff.history.photosInspection')}</dt>
                <dd className="col-4 text-end">{number(h.photos.inspection)}</dd>
                <dt className="col-8 fw-normal">{t('staff.history.photosRejected')}</dt>
                <dd className="col-4 text-end">{number(h.photos.rejected)}</dd>
              </dl>
            </div>
          </div>
        </section>
        <section className="col-md-6" aria-labelledby="h-sharing">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="h-sharing" className="h5">
                {t('staff.history.linked')}
              </h2>
              <LinkedAccounts
                title={t('staff.history.sharing')}
                none={t('staff.history.sharingNone')}
                members={h.shares_payment_details_with}
                testId="history-sharing"
              />
              <LinkedAccounts
                title={t('staff.history.sameDevice')}
                none={t('staff.history.sameDeviceNone')}
                members={h.shares_device_with}
                testId="history-device"
              />
            </div>
          </div>
        </section>
        <section className="col-12" aria-labelledby="h-decisions">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="h-decisions" className="h5">
                {t('staff.history.decisions')}
              </h2>
              {h.decisions.length === 0 ? (
                <p className="small text-body-secondary mb-0">{t('staff.history.decisionsNone')}</p>
              ) : (
                <ul className="small mb-0" data-testid="history-decisions">
                  {h.decisions.map((d) => (
                    <li key={d.id}>
                      {formatStaffDate(d.created_at, locale)} · {decisionForStaff(t, d)}
                      {d.ends_at && <> · {t('staff.history.until', { date: formatStaffDate(d.ends_at, locale) })}</>}
                      {d.reversed && <span className="badge text-bg-success ms-2">{t('staff.history.reversed')}</span>}
                      {d.appeal && (
                        <>
                          {' · '}
                          <Link to={`/staff/appeals/${d.appeal.id}`}>
                            {t('staff.history.appeal', { status: t(`staff.appeals.outcome.${d.appeal.status}`) })}
                          </Link>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </section>
        <section className="col-md-6" aria-labelledby="h-about">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="h-about" className="h5">
                {t('staff.member.reportsAbout')}
              </h2>
              <ReportList reports={h.reports.about} side="about" />
            </div>
          </div>
        </section>
        <section className="col-md-6" aria-labelledby="h-by">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 id="h-by" className="h5">
                {t('staff.member.reportsBy')}
              </h2>
              <ReportList reports={h.reports.by} side="by" />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}

/** Other accounts linked to this one by one kind of trace (hashes compared on the server), each a link to its history. */
function LinkedAccounts(props: {
  title: string;
  none: string;
  members: { id: number; name: string }[];
  testId: string;
}) {
  return (
    <>
      <h3 className="h6 mt-3">{props.title}</h3>
      {props.members.length === 0 ? (
        <p className="small text-body-secondary mb-0">{props.none}</p>
      ) : (
        <ul className="small mb-0" data-testid={props.testId}>
          {props.members.map((o) => (
            <li key={o.id}>
              <Link to={`/staff/members/${o.id}/history`}>
                {o.name || `#${o.id}`} #{o.id}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
