import type { Route } from './+types/staff-report';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { idParam, orNotFound, pageTitle } from '../lib/loader.ts';
import { formatStaffDate, reporterLabel, requireStaffPage, useStaff } from '../lib/staff.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import {
  liftRestriction,
  nextReport,
  resolveReport,
  takeDownReportedPhoto,
  takeDownReportedText,
  takeDownReportedMessage,
} from '../components/staff/report-actions.ts';
import { NextReportButton } from '../components/staff/NextReportButton.tsx';
import { AuditActionWords } from '../components/staff/AuditAction.tsx';
import { PHOTO_REJECT_REASONS, type PhotoRejectReason } from '../../common/rules/photo-inspection.ts';
import {
  REPORT_ACTIONS,
  RESTRICTION_REASON_MAX,
  SUSPEND_DAY_CHOICES,
  SUSPEND_DAYS_MAX,
} from '../../common/api/limits.ts';
import type { Report, ReportAction, ReportResolved, StaffReport } from '../../common/api/reports.ts';
import '../components/staff/reports.scss';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';

/**
 * /staff/reports/:id (moderators, admins): one report with what a moderator judges it by — the
 * reported profile and its photos, the kept messages (who wrote what), the other reports about the
 * member and what staff did to them — and the actions: dismiss, warn, suspend N days, ban; and
 * "Opheffen" while the member is suspended or banned.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'reports.handle');
  const id = idParam(params.id);
  const report = await orNotFound(context.klik.services.reportQueue.details(id, staff.site_ids));
  return { title: pageTitle(context.klik, 'staff.reports.title'), report };
}

export const clientAction = routeAction(
  resolveReport,
  liftRestriction,
  takeDownReportedPhoto,
  takeDownReportedText,
  takeDownReportedMessage,
  nextReport,
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Notice = { text: string; variant: 'success' | 'danger' };

/** The policy's standard reasons a moderator picks from (then edits, when the case asks for it). */
const REASON_TEMPLATES = ['spam', 'harassment', 'fake', 'underage', 'photo', 'repeat'] as const;
type ReasonTemplate = (typeof REASON_TEMPLATES)[number];

function statusBadge(status: Report['status']) {
  return status === 'open' ? 'text-bg-primary' : status === 'dismissed' ? 'text-bg-secondary' : 'text-bg-success';
}

/** "Afgewezen door Mila op 3 mrt. 2031 14:00", or nothing for an open report. */
function HandledLine({ r, names }: { r: Report; names: Record<string, string> }) {
  const t = useT();
  const { locale } = useI18n();
  if (!r.resolution || !r.handled_at) return null;
  return (
    <span className="small text-body-secondary">
      {t('staff.reports.handledBy', {
        action: t(`staff.reports.action.${r.resolution}`),
        name: names[String(r.handled_by)] ?? `#${r.handled_by}`,
        date: formatStaffDate(r.handled_at, locale),
      })}
      {r.resolution_note ? ` · ${r.resolution_note}` : ''}
    </span>
  );
}

function ProfileCard({ d, onNotice }: { d: StaffReport; onNotice: (n: Notice) => void }) {
  const t = useT();
  const { locale } = useI18n();
  const m = d.reported;
  const lift = useAction(liftRestriction, {
    done: (_v, input) => onNotice({ text: t('staff.reports.lifted', { name: input.name }), variant: 'success' }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  const restricted = m.status === 'suspended' || m.status === 'banned';
  const [takingDown, setTakingDown] = useState<{ id: number; n: number } | null>(null);
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="report-profile">
      <div className="card-body">
        <h2 id="report-profile" className="h5">
          {t('staff.reports.profile')}
        </h2>
        <p className="mb-2">
          <Link to={`/staff/members/${m.id}/history`} className="fw-semibold">
            {m.name}
          </Link>
          {m.age > 0 && <span>, {t('staff.reports.age', { age: m.age })}</span>}
          <span className="small text-body-secondary"> #{m.id}</span>
          {m.held_from_search && <span className="badge text-bg-warning ms-2">{t('staff.reports.hidden')}</span>}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="reported-standing">
          <span>{t('staff.reports.memberStatus')}:</span>
          <span className={`badge ${restricted ? 'text-bg-danger' : 'text-bg-success'}`}>
            {t(`staff.reports.memberStatus.${m.status}` as 'staff.reports.memberStatus.active')}
          </span>
          {m.status === 'suspended' && m.suspended_until && (
            <span className="small">
              {t('staff.reports.suspendedUntil', { date: formatStaffDate(m.suspended_until, locale) })}
            </span>
          )}
          {restricted && m.restriction_reason && (
            <span className="small text-body-secondary">
              {t('staff.reports.restrictionReason', { reason: m.restriction_reason })}
            </span>
          )}
          {restricted && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger ms-auto"
              disabled={lift.busy}
              aria-label={t('staff.reports.liftLabel', { name: m.name })}
              onClick={() => lift.submit({ memberId: m.id, name: m.name })}
            >
              {t('staff.reports.lift')}
            </button>
          )}
        </div>
        <h3 className="h6">{t('staff.reports.photos')}</h3>
        {d.photos.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('staff.reports.noPhotos')}</p>
        ) : (
          <ul className="klik-report-photos list-unstyled mb-0">
            {d.photos.map((p, i) => (
              <li key={p.id}>
                <a href={`${STAFF_MEDIA_PATH}${p.filename}`} target="_blank" rel="noreferrer">
                  <img
                    src={`${STAFF_MEDIA_PATH}${p.thumb_filename}`}
                    alt={t('staff.reports.photoAlt', { n: i + 1, name: m.name })}
                    loading="lazy"
                  />
                </a>
                {p.status === 'inspection' && (
                  <span className="badge text-bg-warning mt-1">{t('staff.reports.photoInspection')}</span>
                )}
                {p.status === 'rejected' && (
                  <span className="badge text-bg-danger mt-1">{t('staff.reports.photoRejected')}</span>
                )}
                {p.status === 'active' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger mt-1"
                    aria-label={t('staff.reports.takeDownLabel', { n: i + 1, name: m.name })}
                    onClick={() => setTakingDown({ id: p.id, n: i + 1 })}
                  >
                    {t('staff.reports.takeDown')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <ProfileText d={d} onNotice={onNotice} />
        {takingDown && (
          <TakeDown
            reportId={d.report.id}
            photo={takingDown}
            name={m.name}
            onDone={(text) => {
              setTakingDown(null);
              onNotice({ text, variant: 'success' });
            }}
            onFailed={(text) => onNotice({ text, variant: 'danger' })}
            onCancel={() => setTakingDown(null)}
          />
        )}
      </div>
    </section>
  );
}

/** The reported profile's text, and taking it down with the report (asked once more before it goes). */
function ProfileText({ d, onNotice }: { d: StaffReport; onNotice: (n: Notice) => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const name = d.reported.name;
  const takeDown = useAction(takeDownReportedText, {
    done: () => {
      setAsking(false);
      onNotice({ text: t('staff.reports.textTakenDown', { name }), variant: 'success' });
    },
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  if (!d.profile_text) return null;
  return (
    <div className="mt-3" data-testid="reported-text">
      <h3 className="h6">{t('staff.reports.profileText')}</h3>
      <p className="text-break mb-2" style={{ whiteSpace: 'pre-wrap' }}>
        {d.profile_text}
      </p>
      {d.report.status === 'open' &&
        (asking ? (
          <div className="border rounded-3 p-3" role="group" aria-label={t('staff.reports.takeDownText')}>
            <p className="small">{t('staff.reports.takeDownTextConfirm', { name })}</p>
            <div className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={takeDown.busy}
                aria-busy={takeDown.busy || undefined}
                onClick={() => takeDown.submit({ id: d.report.id, name })}
              >
                {t('staff.reports.takeDownText')}
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setAsking(false)}>
                {t('staff.reports.takeDownCancel')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setAsking(true)}>
            {t('staff.reports.takeDownText')}
          </button>
        ))}
    </div>
  );
}

/**
 * Taking down an approved photo: a reason from the policy list, then the photo is no longer shown to
 * anyone but its owner and staff, and the owner is mailed the reason.
 */
function TakeDown(props: {
  reportId: number;
  photo: { id: number; n: number };
  name: string;
  onDone: (text: string) => void;
  onFailed: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { photo, name } = props;
  const [reason, setReason] = useState<PhotoRejectReason | null>(null);
  const takeDown = useAction(takeDownReportedPhoto, {
    done: (v, input) =>
      props.onDone(
        t('staff.reports.takenDown', {
          n: input.n,
          name: input.name,
          reason: t(`photos.reason.${v.photo.reject_reason}`),
        }),
      ),
    failed: (f) => props.onFailed(f.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason) takeDown.submit({ id: props.reportId, photo_id: photo.id, n: photo.n, name, reason });
  };
  return (
    <form className="border rounded-3 p-3 mt-3" aria-labelledby="take-down-title" onSubmit={submit}>
      <h3 id="take-down-title" className="h6">
        {t('staff.reports.takeDownTitle', { n: photo.n, name })}
      </h3>
      <p className="small text-body-secondary">{t('staff.reports.takeDownIntro', { name })}</p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('staff.reports.takeDownReason')}</legend>
        {PHOTO_REJECT_REASONS.map((r) => (
          <div className="form-check" key={r}>
            <input
              className="form-check-input"
              type="radio"
              name="take-down-reason"
              id={`take-down-reason-${r}`}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            <label className="form-check-label" htmlFor={`take-down-reason-${r}`}>
              {t(`photos.reason.${r}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="d-flex gap-2">
        <SubmitButton className="btn btn-danger" busy={takeDown.busy} disabled={!reason}>
          {t('staff.reports.takeDownConfirm')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
          {t('staff.reports.takeDownCancel')}
        </button>
      </div>
    </form>
  );
}

function Messages({ d, onNotice }: { d: StaffReport; onNotice: (n: Notice) => void }) {
  const t = useT();
  const { locale } = useI18n();
  const { reporter, reported } = d.report;
  const takeDown = useAction(takeDownReportedMessage, {
    done: (_v, input) =>
      onNotice({ text: t('staff.reports.messageTakenDown', { name: input.name }), variant: 'success' }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="report-messages">
      <div className="card-body">
        <h2 id="report-messages" className="h5">
          {t('staff.reports.messages')}
        </h2>
        {d.messages.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('staff.reports.noMessages')}</p>
        ) : (
          <>
            <p className="small text-body-secondary">{t('staff.reports.messagesIntro')}</p>
            <ol className="klik-report-messages" data-testid="report-messages">
              {d.messages.map((msg) => {
                const byReported = msg.sender_id === reported.id;
                const author = byReported
                  ? t('staff.reports.wroteReported', { name: reported.name })
                  : t('staff.reports.wroteReporter', { name: reporter?.name ?? '' });
                return (
                  <li key={msg.id} className={`klik-report-message${byReported ? ' is-reported' : ''}`}>
                    <span className="klik-report-author">
                      {author}{' '}
                      <span className="fw-normal text-body-secondary">· {formatStaffDate(msg.created_at, locale)}</span>
                    </span>
                    {msg.type === 'photo' || msg.type === 'gift'
                      ? `${t(`staff.reports.messageType.${msg.type}`)} ${msg.body}`
                      : msg.body}
                    {byReported && d.report.status === 'open' && (
                      <button
                        type="button"
                        className="btn btn-link btn-sm text-danger p-0 ms-2"
                        disabled={takeDown.busy}
                        aria-label={t('staff.reports.takeDownMessageLabel', {
                          name: reported.name,
                          time: formatStaffDate(msg.created_at, locale),
                        })}
                        onClick={() => takeDown.submit({ id: d.report.id, message_id: msg.id, name: reported.name })}
                      >
                        {t('staff.reports.takeDownMessage')}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}

function Earlier({ d }: { d: StaffReport }) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="report-earlier">
      <div className="card-body">
        <h2 id="report-earlier" className="h5">
          {t('staff.reports.earlier')}
        </h2>
        {d.earlier.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('staff.reports.noEarlier')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {d.earlier.map((r) => (
              <li key={r.id}>
                <span className={`badge ${statusBadge(r.status)} me-2`}>{t(`staff.reports.status.${r.status}`)}</span>
                {r.status === 'open' ? (
                  <Link to={`/staff/reports/${r.id}`}>{t('staff.reports.reportTitle', { id: r.id })}</Link>
                ) : (
                  t('staff.reports.reportTitle', { id: r.id })
                )}
                {' · '}
                {t(`report.category.${r.category}`)} · {r.reporter?.name ?? t('staff.reports.byStaff')} ·{' '}
                <span className="small">{formatStaffDate(r.created_at, locale)}</span>
                {r.text && <div className="small text-body-secondary text-break">{r.text}</div>}
                <div>
                  <HandledLine r={r} names={d.staff_names} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function History({ d }: { d: StaffReport }) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="report-history">
      <div className="card-body">
        <h2 id="report-history" className="h5">
          {t('staff.reports.history')}
        </h2>
        {d.history.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('staff.reports.noHistory')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-1" data-testid="report-history">
            {d.history.map((h) => {
              const reason = typeof h.after?.reason === 'string' ? h.after.reason : null;
              return (
                <li key={h.id}>
                  <span className="small">{formatStaffDate(h.created_at, locale)}</span> ·{' '}
                  <AuditActionWords action={h.action} /> · {h.staff_name ?? t('staff.audit.commandLine')}
                  {reason && <span className="text-body-secondary"> · {reason}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

const FIELDS = ['days', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/** The four actions, one form: what each does under its name; the days and the reason where needed. */
function ActionForm({ d, onNotice }: { d: StaffReport; onNotice: (n: Notice) => void }) {
  const t = useT();
  const { locale } = useI18n();
  const [action, setAction] = useState<ReportAction>('dismiss');
  const [choice, setChoice] = useState<string>('7');
  const [otherDays, setOtherDays] = useState('');
  const [reason, setReason] = useState('');
  const form = useFormState<Field>('report-action', FIELDS);
  const others = d.earlier.filter((r) => r.status === 'open').length;
  const name = d.reported.name;
  const write = useAction(resolveReport, {
    done: (v: ReportResolved) => {
      const count = v.resolved_ids.length;
      const text =
        v.report.resolution === 'warn' && !v.warning_sent
          ? t('staff.reports.done.warnNotSent', { count })
          : t(`staff.reports.done.${v.report.resolution ?? 'dismiss'}`, {
              count,
              name,
              date: v.member.suspended_until ? formatStaffDate(v.member.suspended_until, locale) : '',
            });
      onNotice({ text, variant: 'success' });
    },
    failed: (f) => form.fail(f.fields ?? {}, f.message),
  });
  const needsReason = action === 'suspend' || action === 'ban';
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<Field> = {};
    const days = choice === 'other' ? Number(otherDays) : Number(choice);
    if (action === 'suspend' && !(Number.isInteger(days) && days >= 1 && days <= SUSPEND_DAYS_MAX))
      problems.days = t('staff.reports.daysInvalid', { max: SUSPEND_DAYS_MAX });
    if (needsReason && !reason.trim()) problems.reason = t('staff.reports.reasonMissing');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({
      id: d.report.id,
      name,
      action,
      ...(action === 'suspend' ? { days } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  };
  return (
    <section className="card shadow-sm klik-report-actions" aria-labelledby="report-action-title">
      <div className="card-body">
        <h2 id="report-action-title" className="h5">
          {t('staff.reports.actions')}
        </h2>
        {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
        <form method="post" noValidate onSubmit={onSubmit}>
          <fieldset className="mb-3">
            <legend className="visually-hidden">{t('staff.reports.actions')}</legend>
            {REPORT_ACTIONS.map((a) => (
              <div className="form-check mb-2" key={a}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="action"
                  id={`report-action-${a}`}
                  value={a}
                  checked={action === a}
                  onChange={() => setAction(a)}
                  aria-describedby={`report-action-${a}-help`}
                />
                <label className="form-check-label fw-semibold" htmlFor={`report-action-${a}`}>
                  {t(`staff.reports.action.${a}`)}
                </label>
                <div id={`report-action-${a}-help`} className="form-text mt-0">
                  {t(`staff.reports.actionHelp.${a}`)}
                </div>
              </div>
            ))}
          </fieldset>
          {action === 'suspend' && (
            <fieldset
              className="mb-3"
              aria-describedby={form.errors.days ? `${form.fieldId('days')}-error` : undefined}
            >
              <legend className="form-label fs-6 mb-1">{t('staff.reports.days')}</legend>
              <div className="d-flex flex-wrap gap-2">
                {[...SUSPEND_DAY_CHOICES.map(String), 'other'].map((c) => (
                  <div key={c}>
                    <input
                      type="radio"
                      className="btn-check"
                      name="days"
                      id={`report-days-${c}`}
                      value={c}
                      checked={choice === c}
                      onChange={() => {
                        setChoice(c);
                        form.edited('days');
                      }}
                    />
                    <label className="btn btn-sm btn-outline-secondary" htmlFor={`report-days-${c}`}>
                      {c === 'other'
                        ? t('staff.reports.daysOther')
                        : t('staff.reports.daysOption', { days: Number(c) })}
                    </label>
                  </div>
                ))}
              </div>
              {choice === 'other' && (
                <div className="mt-2">
                  <label htmlFor={form.fieldId('days')} className="form-label small">
                    {t('staff.reports.daysNumber')}
                  </label>
                  <input
                    id={form.fieldId('days')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SUSPEND_DAYS_MAX}
                    className={`form-control${form.errors.days ? ' is-invalid' : ''}`}
                    value={otherDays}
                    onChange={(e) => {
                      setOtherDays(e.target.value);
                      form.edited('days');
                    }}
                  />
                </div>
              )}
              {form.errors.days && (
                <div id={`${form.fieldId('days')}-error`} className="invalid-feedback d-block" tabIndex={-1}>
                  {form.errors.days}
                </div>
              )}
            </fieldset>
          )}
          <div className="mb-3">
            <label htmlFor={form.fieldId('reason')} className="form-label">
              {needsReason ? t('staff.reports.reason') : t('staff.reports.note')}
            </label>
            <textarea
              id={form.fieldId('reason')}
              className={`form-control${form.errors.reason ? ' is-invalid' : ''}`}
              rows={3}
              maxLength={RESTRICTION_REASON_MAX}
              value={reason}
              required={needsReason}
              aria-invalid={form.errors.reason ? true : undefined}
              aria-describedby={`${form.fieldId('reason')}-hint${form.errors.reason ? ` ${form.fieldId('reason')}-error` : ''}`}
              onChange={(e) => {
                setReason(e.target.value);
                form.edited('reason');
              }}
            />
            <div id={`${form.fieldId('reason')}-hint`} className="form-text">
              {t('staff.reports.reasonHint')}
            </div>
            {/* The policy's wordings, so reasons read alike whoever writes them; editable after. */}
            <select
              className="form-select form-select-sm mt-2"
              aria-label={t('staff.reports.template')}
              value=""
              onChange={(e) => {
                const key = e.currentTarget.value as ReasonTemplate;
                if (!key) return;
                setReason(t(`staff.reports.template.${key}`));
                form.edited('reason');
              }}
            >
              <option value="">{t('staff.reports.template')}</option>
              {REASON_TEMPLATES.map((key) => (
                <option key={key} value={key}>
                  {t(`staff.reports.template.${key}.label`)}
                </option>
              ))}
            </select>
            {form.errors.reason && (
              <div id={`${form.fieldId('reason')}-error`} className="invalid-feedback d-block">
                {form.errors.reason}
              </div>
            )}
          </div>
          {others > 0 && (
            <p className="small" data-testid="report-others">
              {t('staff.reports.others', { count: others })}
            </p>
          )}
          <SubmitButton
            busy={write.busy}
            className={`btn ${action === 'ban' || action === 'suspend' ? 'btn-danger' : 'btn-primary'} w-100`}
          >
            {t('staff.reports.submit')}: {t(`staff.reports.action.${action}`)}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}

export default function StaffReportPage() {
  const t = useT();
  const { locale } = useI18n();
  const { report: d } = useLoaderData<typeof loader>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const me = useStaff();
  const r = d.report;
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/reports">← {t('staff.reports.back')}</Link>
      </p>
      <h1 className="h3 mb-2 d-flex flex-wrap align-items-center gap-2">
        {t('staff.reports.reportTitle', { id: r.id })}
        <span className={`badge fs-6 ${statusBadge(r.status)}`} data-testid="report-status">
          {t(`staff.reports.status.${r.status}`)}
        </span>
      </h1>
      <p className="mb-1">
        <strong>{t(`report.category.${r.category}`)}</strong> · {t('staff.reports.reporter')}:{' '}
        {reporterLabel(t, r.reporter)} · <span className="small">{formatStaffDate(r.created_at, locale)}</span>
      </p>
      <div className="mb-3">
        <HandledLine r={r} names={d.staff_names} />
      </div>
      {r.status === 'open' && d.held_by && (
        <p className={`alert ${d.held_by.id === me?.id ? 'alert-info' : 'alert-warning'}`} data-testid="report-held">
          {d.held_by.id === me?.id ? t('staff.reports.heldByYou') : t('staff.reports.heldBy', { name: d.held_by.name })}
        </p>
      )}
      <div aria-live="polite">{notice && <FormAlert variant={notice.variant}>{notice.text}</FormAlert>}</div>
      {(r.status !== 'open' || notice?.variant === 'success') && (
        <p className="mb-3">
          <NextReportButton skip={r.id} />
        </p>
      )}
      <div className="row g-3">
        <div className="col-lg-8">
          <section className="card shadow-sm mb-3" aria-labelledby="report-text">
            <div className="card-body">
              <h2 id="report-text" className="h5">
                {t('staff.reports.text')}
              </h2>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {r.text || <span className="text-body-secondary">{t('staff.reports.noText')}</span>}
              </p>
            </div>
          </section>
          <ProfileCard d={d} onNotice={setNotice} />
          <Messages d={d} onNotice={setNotice} />
          <Earlier d={d} />
          <History d={d} />
        </div>
        <div className="col-lg-4">
          {r.status === 'open' ? (
            <ActionForm key={r.id} d={d} onNotice={setNotice} />
          ) : (
            <section className="card shadow-sm klik-report-actions">
              <p className="card-body mb-0">{t('staff.reports.handled')}</p>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
