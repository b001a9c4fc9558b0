import type { Route } from './+types/staff-appeal';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { idParam, orNotFound, pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { decideAppeal } from '../components/staff/appeal-actions.ts';
import { decisionForStaff } from '../components/staff/decision-words.ts';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';
import { APPEAL_NOTE_MAX } from '../../common/rules/decisions.ts';

/**
 * /staff/appeals/:id (moderators, admins): one appeal with what the second moderator judges it by —
 * the decision and who made it, what the member writes, the removed photo, the report behind it —
 * and the two outcomes. Who made the decision sees why they cannot decide (decision 041).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'reports.handle');
  const appeal = await orNotFound(context.klik.services.appeals.details(me.id, idParam(params.id), me.site_ids));
  return { title: pageTitle(context.klik, 'staff.appeals.title'), appeal };
}

export const clientAction = routeAction(decideAppeal);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffAppeal() {
  const t = useT();
  const { locale } = useI18n();
  const { appeal: a } = useLoaderData<typeof loader>();
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const decide = useAction(decideAppeal, {
    done: (v) =>
      setNotice({ text: t(`staff.appeals.${v.status === 'granted' ? 'granted' : 'denied'}`), variant: 'success' }),
    failed: (f) => setNotice({ text: f.message, variant: 'danger' }),
  });
  const what = decisionForStaff(t, a.decision);
  const when = formatStaffDate(a.decision.created_at, locale);
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/appeals">← {t('staff.appeals.back')}</Link>
      </p>
      <h1 className="h3 mb-3">{t('staff.appeals.heading', { name: a.member.name })}</h1>
      {notice && (
        <p className={`alert alert-${notice.variant}`} role={notice.variant === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <section className="card shadow-sm mb-4" aria-labelledby="appeal-decision-title">
            <div className="card-body">
              <h2 id="appeal-decision-title" className="h5">
                {t('staff.appeals.decision')}
              </h2>
              <p data-testid="appeal-decision" className="mb-2">
                {a.decision.staff
                  ? t('staff.appeals.decisionBy', { what, name: a.decision.staff.name, date: when })
                  : t('staff.appeals.decisionByNobody', { what, date: when })}
              </p>
              <p className="mb-0">
                <Link to={`/staff/members/${a.member.id}/history`}>
                  {a.member.name} #{a.member.id}
                </Link>
              </p>
            </div>
          </section>
          <section className="card shadow-sm mb-4" aria-labelledby="appeal-text-title">
            <div className="card-body">
              <h2 id="appeal-text-title" className="h5">
                {t('staff.appeals.memberText')}
              </h2>
              <p className="small text-body-secondary">{formatStaffDate(a.created_at, locale)}</p>
              <blockquote className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-text">
                {a.text}
              </blockquote>
            </div>
          </section>
          {a.report && (
            <section className="card shadow-sm mb-4" aria-labelledby="appeal-report-title">
              <div className="card-body">
                <h2 id="appeal-report-title" className="h5">
                  {t('staff.appeals.report')}
                </h2>
                <p className="mb-1">
                  <Link to={`/staff/reports/${a.report.id}`}>
                    {t('staff.appeals.reportBy', {
                      name: a.report.reporter?.name ?? t('staff.reports.byStaff'),
                      category: t(`report.category.${a.report.category}`),
                    })}
                  </Link>
                </p>
                {a.report.text && <p className="mb-0 text-body-secondary">{a.report.text}</p>}
              </div>
            </section>
          )}
        </div>
        <div className="col-lg-5">
          {a.decision.kind === 'photo_removed' && (
            <section className="card shadow-sm mb-4" aria-labelledby="appeal-photo-title">
              <div className="card-body">
                <h2 id="appeal-photo-title" className="h5">
                  {t('staff.appeals.photo')}
                </h2>
                {a.photo ? (
                  <img
                    src={STAFF_MEDIA_PATH + a.photo.thumb_filename}
                    alt={t('staff.appeals.photo')}
                    className="img-fluid rounded"
                    width={300}
                    height={300}
                    style={{ objectFit: 'cover', aspectRatio: '1' }}
                  />
                ) : (
                  <p className="mb-0 text-body-secondary">{t('staff.appeals.photoGone')}</p>
                )}
              </div>
            </section>
          )}
          <section className="card shadow-sm" aria-labelledby="appeal-outcome-title">
            <div className="card-body">
              <h2 id="appeal-outcome-title" className="h5">
                {t(`staff.appeals.outcome.${a.status}`)}
              </h2>
              {a.status !== 'open' ? (
                <p data-testid="appeal-outcome" className="mb-0">
                  {a.decided_by?.name} · {a.decided_at && formatStaffDate(a.decided_at, locale)}
                  {a.note && <span className="d-block text-body-secondary mt-1">{a.note}</span>}
                </p>
              ) : !a.may_decide ? (
                <p className="mb-0" data-testid="appeal-own">
                  {t('staff.appeals.ownDecision')}
                </p>
              ) : (
                <form onSubmit={(e) => e.preventDefault()} aria-labelledby="appeal-outcome-title">
                  <div className="mb-3">
                    <label htmlFor="appeal-note" className="form-label">
                      {t('staff.appeals.note')}
                    </label>
                    <textarea
                      id="appeal-note"
                      className="form-control"
                      rows={3}
                      maxLength={APPEAL_NOTE_MAX}
                      value={note}
                      onChange={(e) => setNote(e.target.value)}
                    />
                  </div>
                  <div className="d-flex flex-wrap gap-2">
                    {(['grant', 'deny'] as const).map((outcome) => (
                      <button
                        key={outcome}
                        type="button"
                        className={outcome === 'grant' ? 'btn btn-success' : 'btn btn-outline-danger'}
                        disabled={decide.busy}
                        aria-busy={decide.busy || undefined}
                        onClick={() => decide.submit({ id: a.id, outcome, ...(note.trim() ? { note } : {}) })}
                      >
                        {t(`staff.appeals.${outcome}`)}
                      </button>
                    ))}
                  </div>
                </form>
              )}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
