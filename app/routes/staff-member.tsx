import type { Route } from './+types/staff-member';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { createTranslator } from '../../common/i18n/index.ts';
import { countryInWords, formatStaffDate, languageInWords, requireStaffPage, useStaff } from '../lib/staff.ts';
import { dateInWords } from '../../common/rules/dates.ts';
import { GENDERS, RELATIONSHIP_STATUSES, SEXUALITIES, SIGNUP_REASONS } from '../../common/profile-fields.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import { idParam, orNotFound } from '../lib/loader.ts';
import { formatMoney } from '../../common/rules/money.ts';
import { staffMay, type StaffAction } from '../../common/rules/staff-roles.ts';
import type { MemberDetails } from '../../common/api/care.ts';
import {
  adjustMemberCredits,
  banMember,
  blockDirectDebit,
  endMemberSessions,
  liftRestriction,
  purgeMember,
  reenableMemberNotifications,
  refundOrder,
  resendActivation,
  setMemberFictional,
  suspendMember,
} from '../components/staff/care-actions.ts';
import { CATEGORY_CHANNELS, NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '../../common/rules/notifications.ts';
import { StatusBadge } from '../components/staff/StatusBadge.tsx';
import { describeChange } from '../components/staff/audit-change.ts';
import { AuditActionWords } from '../components/staff/AuditAction.tsx';

/**
 * /staff/members/:id (support, admins): the member as staff see them (account, profile, photos,
 * sessions, notifications, signup source, ledger, orders, direct debit, reports, the staff actions on them) and
 * the actions the role may take. The server checks each action again; the page only leaves out
 * what the role cannot do.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'members.view');
  const id = idParam(params.id);
  const details = await orNotFound(context.klik.services.care.details(id, staff.site_ids));
  const name = details.profile?.name ?? details.member.email;
  return {
    title: `${createTranslator(context.klik.locale)('staff.member.title', { name, id })} – ${context.klik.settings.name}`,
    details,
  };
}

export const clientAction = routeAction(
  resendActivation,
  endMemberSessions,
  setMemberFictional,
  adjustMemberCredits,
  refundOrder,
  blockDirectDebit,
  suspendMember,
  banMember,
  liftRestriction,
  purgeMember,
  reenableMemberNotifications,
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Notice = { text: string; variant: 'success' | 'danger' } | null;
type Notify = (n: Notice) => void;

function useMay() {
  const staff = useStaff();
  return (action: StaffAction) => !!staff && staffMay(staff.role, action);
}

function Card({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card shadow-sm mb-3 ${className}`} aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A destructive button that asks first, in place (keyboard: the confirm button takes focus). */
function Confirmed({
  label,
  question,
  confirmLabel,
  busy,
  onConfirm,
  variant = 'outline-danger',
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  variant?: string;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={`btn btn-sm btn-${variant}`} onClick={() => setAsking(true)} disabled={busy}>
        {label}
      </button>
    );
  return (
    <div
      className="d-flex flex-wrap gap-2 align-items-center border rounded p-2"
      role="alertdialog"
      aria-label={label}
      aria-describedby={undefined}
    >
      <span className="small">{question}</span>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        autoFocus
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(false)}>
        {t('staff.member.cancel')}
      </button>
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0 small">
      {rows.map(([k, v]) => (
        <div key={k} className="col-sm-6 col-xl-4 mb-2">
          <dt className="text-body-secondary fw-normal">{k}</dt>
          <dd className="mb-0 text-break">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const CREDIT_FIELDS = ['delta', 'reason'] as const;

function CreditsForm({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const form = useFormState<(typeof CREDIT_FIELDS)[number]>('care-credits', CREDIT_FIELDS);
  const write = useAction(adjustMemberCredits, {
    done: (v) => {
      setDelta('');
      setReason('');
      onNotice({ text: t('staff.member.adjusted', { credits: v.credits }), variant: 'success' });
    },
    failed: (f) =>
      f.body.field === 'delta' || f.body.field === 'reason'
        ? form.fail({ [f.body.field as string]: f.message }, f.message)
        : form.fail({}, f.message),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<(typeof CREDIT_FIELDS)[number]> = {};
    const n = Number(delta.trim());
    if (!delta.trim() || !Number.isInteger(n) || n === 0) problems.delta = t('staff.member.required.delta');
    if (!reason.trim()) problems.reason = t('staff.member.required.reason');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({ id: d.member.id, delta: n, reason: reason.trim() });
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="row g-2 align-items-start"
      aria-labelledby="care-credits-title"
    >
      <h3 id="care-credits-title" className="h6 col-12 mb-0">
        {t('staff.member.adjustCredits')}
      </h3>
      {form.formError && (
        <div className="col-12">
          <FormAlert id={form.alertId}>{form.formError}</FormAlert>
        </div>
      )}
      <div className="col-sm-4">
        <TextField
          id={form.fieldId('delta')}
          label={t('staff.member.adjustDelta')}
          value={delta}
          onChange={(v) => {
            setDelta(v);
            form.edited('delta');
          }}
          error={form.errors.delta}
          inputMode="numeric"
          required
          className=""
        />
      </div>
      <div className="col-sm-5">
        <TextField
          id={form.fieldId('reason')}
          label={t('staff.member.adjustReason')}
          value={reason}
          onChange={(v) => {
            setReason(v);
            form.edited('reason');
          }}
          error={form.errors.reason}
          required
          className=""
        />
      </div>
      <div className="col-sm-3 pt-sm-4 mt-sm-2">
        <SubmitButton busy={write.busy} className="btn btn-primary w-100">
          {t('staff.member.adjust')}
        </SubmitButton>
      </div>
    </form>
  );
}

function RestrictForm({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const { locale } = useI18n();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const failed = (f: { message: string }) => setError(f.message);
  const name = d.profile?.name ?? d.member.email;
  const suspend = useAction(suspendMember, {
    done: (v) => {
      setError(null);
      setReason('');
      onNotice({
        text: t('staff.member.suspended', { date: formatStaffDate(v.suspended_until!, locale) }),
        variant: 'success',
      });
    },
    failed,
  });
  const ban = useAction(banMember, {
    done: () => {
      setError(null);
      setReason('');
      onNotice({ text: t('staff.member.banned'), variant: 'success' });
    },
    failed,
  });
  const lift = useAction(liftRestriction, {
    done: () => onNotice({ text: t('staff.member.lifted'), variant: 'success' }),
    failed,
  });
  const restricted = d.member.status === 'suspended' || d.member.status === 'banned';
  const n = Math.max(1, Math.min(3650, Math.trunc(Number(days)) || 1));
  const ready = () => {
    if (reason.trim()) return true;
    setError(t('staff.member.required.reason'));
    return false;
  };
  return (
    <div aria-labelledby="care-restrict-title">
      <h3 id="care-restrict-title" className="h6">
        {t('staff.member.restrict')}
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="row g-2 align-items-end mb-2">
        <div className="col-sm-3">
          <label htmlFor="care-days" className="form-label">
            {t('staff.member.suspendDays')}
          </label>
          <input
            id="care-days"
            type="number"
            min={1}
            max={3650}
            className="form-control"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <div className="col-sm-9">
          <label htmlFor="care-restrict-reason" className="form-label">
            {t('staff.member.restrictReason')}
          </label>
          <input
            id="care-restrict-reason"
            className="form-control"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Confirmed
          label={t('staff.member.suspend')}
          question={t('staff.member.suspendConfirm', { name, days: n })}
          confirmLabel={t('staff.member.confirm')}
          busy={suspend.busy}
          onConfirm={() => ready() && suspend.submit({ id: d.member.id, days: n, reason: reason.trim() })}
        />
        <Confirmed
          label={t('staff.member.ban')}
          question={t('staff.member.banConfirm', { name })}
          confirmLabel={t('staff.member.confirm')}
          busy={ban.busy}
          onConfirm={() => ready() && ban.submit({ id: d.member.id, reason: reason.trim() })}
        />
        {restricted && (
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            disabled={lift.busy}
            onClick={() => lift.submit({ id: d.member.id })}
          >
            {t('staff.member.lift')}
          </button>
        )}
      </div>
    </div>
  );
}

function ActionsCard({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const may = useMay();
  const failed = (f: { message: string }) => onNotice({ text: f.message, variant: 'danger' });
  const resend = useAction(resendActivation, {
    done: (_v, input) =>
      onNotice({ text: t('staff.member.activationSent', { email: input.email }), variant: 'success' }),
    failed,
  });
  const sessions = useAction(endMemberSessions, {
    done: (v) => onNotice({ text: t('staff.member.sessionsEnded', { count: v.ended }), variant: 'success' }),
    failed,
  });
  const fictional = useAction(setMemberFictional, {
    done: (v) =>
      onNotice({ text: t(v.fictional ? 'staff.member.fictionalOn' : 'staff.member.fictionalOff'), variant: 'success' }),
    failed,
  });
  const name = d.profile?.name ?? d.member.email;
  if (!may('members.care') && !may('credits.adjust') && !may('reports.handle')) return null;
  return (
    <Card title={t('staff.member.actions')} id="care-actions">
      {may('members.care') && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {d.member.status === 'not_confirmed' && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={resend.busy}
              onClick={() => resend.submit({ id: d.member.id, email: d.member.email })}
            >
              {t('staff.member.resendActivation')}
            </button>
          )}
          <Confirmed
            label={t('staff.member.endSessions')}
            question={t('staff.member.endSessionsConfirm', { name })}
            confirmLabel={t('staff.member.confirm')}
            busy={sessions.busy}
            onConfirm={() => sessions.submit({ id: d.member.id })}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-pressed={d.member.fictional}
            disabled={fictional.busy}
            onClick={() => fictional.submit({ id: d.member.id, fictional: !d.member.fictional })}
          >
            {d.member.fictional ? t('staff.member.unmarkFictional') : t('staff.member.markFictional')}
          </button>
        </div>
      )}
      {may('credits.adjust') && (
        <div className="mb-3">
          <CreditsForm d={d} onNotice={onNotice} />
        </div>
      )}
      {may('reports.handle') && <RestrictForm d={d} onNotice={onNotice} />}
    </Card>
  );
}

/**
 * A deleted account shows when it was deleted and when it becomes (or became) final; while
 * pending, staff allowed to ('members.purge') can make it final now, on the member's request.
 */
function DeletionCard({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const { locale } = useI18n();
  const may = useMay();
  const purge = useAction(purgeMember, {
    done: () => onNotice({ text: t('staff.member.deletion.done'), variant: 'success' }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  const { deleted_at: deleted, final_at: final, purged_at: purged } = d.member;
  if (d.member.status !== 'deleted' || !deleted || !final) return null;
  const dates = { deleted: formatStaffDate(deleted, locale), final: formatStaffDate(final, locale) };
  return (
    <Card title={t('staff.member.deletion.title')} id="care-deletion">
      <p className={purged ? 'mb-0' : 'mb-2'}>
        {t(purged ? 'staff.member.deletion.final' : 'staff.member.deletion.pending', dates)}
      </p>
      {!purged && may('members.purge') && (
        <Confirmed
          label={t('staff.member.deletion.purge')}
          question={t('staff.member.deletion.confirm')}
          confirmLabel={t('staff.member.confirm')}
          busy={purge.busy}
          onConfirm={() => purge.submit({ id: d.member.id })}
        />
      )}
    </Card>
  );
}

/**
 * "I never get your mails": why e-mail notifications are off (a bounce or complaint with
 * what the provider said, when and about which address; a one-click unsubscribe of a kind), what the
 * member turned off, how many devices get push; support turns mail back on (audited).
 */
function NotificationsCard({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const { locale } = useI18n();
  const may = useMay();
  const reenable = useAction(reenableMemberNotifications, {
    done: (v) =>
      onNotice({ text: t('staff.member.notifications.reenabled', { count: v.cleared }), variant: 'success' }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  const n = d.notifications;
  const category = (c: (typeof NOTIFICATION_CATEGORIES)[number]) => t(`notifications.category.${c}`);
  const channel = (c: (typeof NOTIFICATION_CHANNELS)[number]) => t(`notifications.channel.${c}`);
  // "Likes (e-mail), Aanbiedingen (e-mail, push)": each kind with the channels that are off (a choice or the default).
  const off = NOTIFICATION_CATEGORIES.flatMap((c) => {
    const channels = CATEGORY_CHANNELS[c].filter((ch) => n.preferences[c][ch] === false);
    return channels.length ? [`${category(c)} (${channels.map((ch) => channel(ch).toLowerCase()).join(', ')})`] : [];
  });
  return (
    <Card title={t('staff.member.notifications')} id="care-notifications">
      {n.disabled.length === 0 ? (
        <p className="small">{t('staff.member.notifications.allOn', { email: d.member.email })}</p>
      ) : (
        <>
          <h3 className="h6">{t('staff.member.notifications.whyOff')}</h3>
          <ul className="list-unstyled small" data-testid="care-notifications-disabled">
            {n.disabled.map((r) => (
              <li key={`${r.reason}-${r.category ?? ''}`} className="mb-2">
                <span className={r.current_address_affected ? '' : 'text-body-secondary text-decoration-line-through'}>
                  {r.reason === 'listunsubscribe'
                    ? t('staff.member.notifications.reason.listunsubscribe', {
                        category: r.category ? category(r.category) : '–',
                      })
                    : t(`staff.member.notifications.reason.${r.reason}`)}
                </span>
                {!r.current_address_affected && (
                  <span className="badge text-bg-light ms-1">{t('staff.member.notifications.oldAddress')}</span>
                )}
                <br />
                <span className="text-body-secondary text-break">
                  {t('staff.member.notifications.about', {
                    date: formatStaffDate(r.created_at, locale),
                    email: r.email,
                  })}
                </span>
                {r.detail && (
                  <>
                    <br />
                    <span className="font-monospace text-break">
                      {t('staff.member.notifications.detail', { detail: r.detail })}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="small mb-1">
        {off.length
          ? t('staff.member.notifications.offList', { categories: off.join(', ') })
          : t('staff.member.notifications.noneOff')}
      </p>
      <p className="small">{t('staff.member.notifications.pushDevices', { count: n.push_devices })}</p>
      <details className="small mb-2">
        <summary>{t('staff.member.notifications.preferences')}</summary>
        <table className="table table-sm mb-0 mt-2">
          <thead>
            <tr>
              <th scope="col">{t('staff.member.notifications.category')}</th>
              {NOTIFICATION_CHANNELS.map((ch) => (
                <th key={ch} scope="col">
                  {channel(ch)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_CATEGORIES.map((c) => (
              <tr key={c}>
                <th scope="row" className="fw-normal">
                  {category(c)}
                </th>
                {NOTIFICATION_CHANNELS.map((ch) => {
                  const on = n.preferences[c][ch];
                  return (
                    <td key={ch} className={on === false ? 'text-danger' : ''}>
                      {on === undefined
                        ? t('staff.member.notifications.noChannel')
                        : t(on ? 'staff.member.notifications.on' : 'staff.member.notifications.off')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {n.disabled.length > 0 && may('members.care') && (
        <Confirmed
          label={t('staff.member.notifications.reenable')}
          question={t('staff.member.notifications.reenableConfirm', { name: d.profile?.name ?? d.member.email })}
          confirmLabel={t('staff.member.confirm')}
          busy={reenable.busy}
          variant="outline-primary"
          onConfirm={() => reenable.submit({ id: d.member.id })}
        />
      )}
    </Card>
  );
}

function OrdersCard({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const { locale } = useI18n();
  const may = useMay();
  const refund = useAction(refundOrder, {
    done: (v) =>
      onNotice({ text: t('staff.member.refunded', { id: v.order.id, status: v.order.status }), variant: 'success' }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  return (
    <Card title={t('staff.member.orders')} id="care-orders">
      {d.orders.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('staff.member.noOrders')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('staff.member.order')}</th>
                <th scope="col">{t('staff.member.when')}</th>
                <th scope="col">{t('staff.member.credits')}</th>
                <th scope="col">{t('staff.member.amount')}</th>
                <th scope="col">{t('staff.member.method')}</th>
                <th scope="col">{t('staff.member.providerStatus')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('staff.member.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {d.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    #{o.id}
                    {o.discount_code && <span className="badge text-bg-light ms-1">{o.discount_code}</span>}
                  </td>
                  <td className="small text-nowrap">{formatStaffDate(o.created_at, locale)}</td>
                  <td>{o.credits}</td>
                  <td className="text-nowrap">{formatMoney(o.amount, locale)}</td>
                  <td className="small">
                    {o.method ?? '–'}
                    {o.bank ? ` · ${o.bank}` : ''}
                  </td>
                  <td className="small">
                    <code>{o.status}</code>{' '}
                    <span className="text-body-secondary">
                      {o.provider}
                      {o.provider_payment_id ? ` ${o.provider_payment_id}` : ''}
                    </span>
                  </td>
                  <td>
                    {o.refundable && may('payments.refund') && (
                      <Confirmed
                        label={t('staff.member.refund')}
                        question={t('staff.member.refundConfirm', {
                          id: o.id,
                          amount: formatMoney(o.amount, locale),
                          credits: o.credits,
                        })}
                        confirmLabel={t('staff.member.confirm')}
                        busy={refund.busy}
                        onConfirm={() => refund.submit({ orderId: o.id })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function DirectDebitCard({ d, onNotice }: { d: MemberDetails; onNotice: Notify }) {
  const t = useT();
  const may = useMay();
  const [kind, setKind] = useState<'iban' | 'phone'>('iban');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const block = useAction(blockDirectDebit, {
    done: (v) => {
      setValue('');
      onNotice({
        text: t(v.already ? 'staff.member.alreadyBlocked' : 'staff.member.blocked', { kind: v.kind }),
        variant: 'success',
      });
    },
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  const canBlock = may('members.care');
  return (
    <Card title={t('staff.member.directDebit')} id="care-directdebit">
      {d.direct_debit.length === 0 ? (
        <p className="text-body-secondary">{t('staff.member.noDirectDebit')}</p>
      ) : (
        <ul className="list-unstyled">
          {d.direct_debit.map((m) => (
            <li key={m.id} className="d-flex flex-wrap gap-2 align-items-center mb-2">
              <span className="font-monospace">{m.label}</span>
              {m.iban_blocked ? (
                <span className="badge text-bg-danger">{t('staff.member.ibanBlocked')}</span>
              ) : (
                canBlock &&
                m.has_iban && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={block.busy}
                    onClick={() => block.submit({ id: d.member.id, kind: 'iban', saved_method_id: m.id })}
                  >
                    {t('staff.member.blockIban')}
                  </button>
                )
              )}
              {m.phone_blocked ? (
                <span className="badge text-bg-danger">{t('staff.member.phoneBlocked')}</span>
              ) : (
                canBlock &&
                m.has_phone && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={block.busy}
                    onClick={() => block.submit({ id: d.member.id, kind: 'phone', saved_method_id: m.id })}
                  >
                    {t('staff.member.blockPhone')}
                  </button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {canBlock && (
        <form
          className="row g-2 align-items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (!block.busy && value.trim())
              block.submit({ id: d.member.id, kind, value: value.trim(), reason: reason.trim() || undefined });
          }}
        >
          <h3 className="h6 col-12 mb-0">{t('staff.member.blockOther')}</h3>
          <div className="col-sm-2">
            <label htmlFor="care-block-kind" className="form-label small">
              {t('staff.member.blockKind')}
            </label>
            <select
              id="care-block-kind"
              className="form-select form-select-sm"
              value={kind}
              onChange={(e) => setKind(e.target.value as 'iban' | 'phone')}
            >
              <option value="iban">{t('staff.member.kindIban')}</option>
              <option value="phone">{t('staff.member.kindPhone')}</option>
            </select>
          </div>
          <div className="col-sm-4">
            <label htmlFor="care-block-value" className="form-label small">
              {t('staff.member.blockValue')}
            </label>
            <input
              id="care-block-value"
              className="form-control form-control-sm"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              required
              autoComplete="off"
            />
          </div>
          <div className="col-sm-4">
            <label htmlFor="care-block-reason" className="form-label small">
              {t('staff.member.blockReason')}
            </label>
            <input
              id="care-block-reason"
              className="form-control form-control-sm"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="col-sm-2">
            <SubmitButton busy={block.busy} className="btn btn-sm btn-outline-danger w-100">
              {t('staff.member.block')}
            </SubmitButton>
          </div>
        </form>
      )}
    </Card>
  );
}

/** The profile fields the member page shows in words, with their choices (common/profile-fields.ts). */
const PROFILE_CHOICES = {
  'profile.gender': GENDERS,
  'profile.sexuality': SEXUALITIES,
  'profile.relationship_status': RELATIONSHIP_STATUSES,
  'profile.reason': SIGNUP_REASONS,
} as const;

export default function StaffMember() {
  const t = useT();
  const { locale } = useI18n();
  const { details: d } = useLoaderData<typeof loader>();
  const [notice, setNotice] = useState<Notice>(null);
  const date = (iso: string) => formatStaffDate(iso, locale);
  const yesNo = (b: boolean) => t(b ? 'staff.member.yes' : 'staff.member.no');
  // A profile field's value in the words members see it in; the stored value when it is none of the choices.
  const inWords = (group: keyof typeof PROFILE_CHOICES, value: string | null) => {
    if (!value) return '–';
    return (PROFILE_CHOICES[group] as readonly string[]).includes(value)
      ? t(`${group}.${value}` as 'profile.gender.male')
      : value;
  };
  const photoStatus = (s: string) =>
    ['active', 'inspection', 'rejected'].includes(s) ? t(`staff.member.photo.${s as 'active'}`) : s;
  const ledgerKind = (k: string) =>
    [
      'signup_bonus',
      'purchase',
      'spend_message',
      'spend_photo',
      'spend_gift',
      'refund',
      'chargeback',
      'admin',
    ].includes(k)
      ? t(`staff.member.kind.${k as 'admin'}`)
      : k;
  const tracking = Object.entries(d.member.tracking);
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/members">← {t('staff.member.back')}</Link>
      </p>
      <h1 className="h3 mb-3 d-flex flex-wrap align-items-center gap-2">
        {t('staff.member.title', { name: d.profile?.name ?? d.member.email, id: d.member.id })}{' '}
        <StatusBadge status={d.member.status} />
      </h1>
      <div aria-live="polite" id="care-notice">
        {notice && <FormAlert variant={notice.variant}>{notice.text}</FormAlert>}
      </div>

      <div className="row">
        <div className="col-xl-7">
          <Card title={t('staff.member.account')} id="care-account">
            <Facts
              rows={[
                [t('staff.member.email'), d.member.email],
                [t('staff.member.site'), d.member.site_name],
                [
                  t('staff.member.status'),
                  d.member.suspended_until ? (
                    t('staff.members.suspendedUntil', { date: date(d.member.suspended_until) })
                  ) : (
                    <StatusBadge status={d.member.status} />
                  ),
                ],
                ...(d.member.restriction_reason
                  ? [[t('staff.member.reason'), d.member.restriction_reason] as [string, ReactNode]]
                  : []),
                [
                  t('staff.member.credits'),
                  <span key="c" data-testid="care-credits">
                    {d.member.credits}
                  </span>,
                ],
                [t('staff.member.premium'), yesNo(d.member.paid_user)],
                [t('staff.member.fictional'), yesNo(d.member.fictional)],
                [t('staff.member.invisible'), yesNo(d.member.invisible)],
                [t('staff.member.language'), languageInWords(d.member.language, locale)],
                [t('staff.member.created'), date(d.member.created_at)],
                [t('staff.member.lastActive'), date(d.member.last_active_at)],
                [
                  t('staff.member.tracking'),
                  tracking.length ? tracking.map(([k, v]) => `${k}=${v}`).join(', ') : t('staff.member.noTracking'),
                ],
              ]}
            />
          </Card>
          <Card title={t('staff.member.profile')} id="care-profile">
            {!d.profile ? (
              <p className="mb-0">{t('staff.member.noProfile')}</p>
            ) : (
              <Facts
                rows={[
                  [t('staff.member.profile.name'), d.profile.name],
                  [t('staff.member.profile.gender'), inWords('profile.gender', d.profile.gender)],
                  [t('staff.member.profile.birth'), dateInWords(new Date(d.profile.date_of_birth), locale)],
                  [
                    t('staff.member.profile.country'),
                    `${countryInWords(d.profile.country, locale)}${d.profile.region_code ? ` · ${d.profile.region_code}` : ''}`,
                  ],
                  [t('staff.member.profile.place'), d.profile.place ?? '–'],
                  [t('staff.member.profile.sexuality'), inWords('profile.sexuality', d.profile.sexuality)],
                  [
                    t('staff.member.profile.relationship'),
                    inWords('profile.relationship_status', d.profile.relationship_status),
                  ],
                  [t('staff.member.profile.reason'), inWords('profile.reason', d.profile.signup_reason)],
                  [t('staff.member.profile.interests'), d.profile.interests.join(', ') || '–'],
                  [t('staff.member.profile.description'), d.profile.description || '–'],
                ]}
              />
            )}
            <h3 className="h6 mt-3">{t('staff.member.photos')}</h3>
            {d.photos.length === 0 ? (
              <p className="mb-0 text-body-secondary">{t('staff.member.noPhotos')}</p>
            ) : (
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {d.photos.map((p) => (
                  <li key={p.id} className="text-center small">
                    <img
                      src={p.url}
                      alt={t('staff.member.photoAlt', { id: p.id, status: photoStatus(p.status) })}
                      width={96}
                      height={96}
                      className="rounded object-fit-cover d-block mb-1"
                      loading="lazy"
                    />
                    {photoStatus(p.status)}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="col-xl-5">
          <DeletionCard d={d} onNotice={setNotice} />
          <ActionsCard d={d} onNotice={setNotice} />
          <NotificationsCard d={d} onNotice={setNotice} />
          <Card title={t('staff.member.sessions')} id="care-sessions">
            {d.sessions.length === 0 ? (
              <p className="mb-0 text-body-secondary">{t('staff.member.noSessions')}</p>
            ) : (
              <ul className="list-unstyled mb-0 small">
                {d.sessions.map((s, i) => (
                  <li key={i} className="mb-2">
                    <span className="text-break">{s.device ?? t('staff.member.unknownDevice')}</span>
                    <br />
                    <span className="text-body-secondary">
                      {t('staff.member.lastActive')}: {date(s.last_active_at)} · {t('staff.member.since')}:{' '}
                      {date(s.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>

      <Card title={t('staff.member.ledger')} id="care-ledger">
        {d.ledger.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('staff.member.noLedger')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('staff.member.when')}</th>
                  <th scope="col">{t('staff.member.kind')}</th>
                  <th scope="col" className="text-end">
                    {t('staff.member.delta')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('staff.member.balance')}
                  </th>
                  <th scope="col">{t('staff.member.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {d.ledger.map((e) => (
                  <tr key={e.id}>
                    <td className="small text-nowrap">{date(e.created_at)}</td>
                    <td>{ledgerKind(e.kind)}</td>
                    <td className={`text-end ${e.delta < 0 ? 'text-danger' : 'text-success'}`}>
                      {e.delta > 0 ? `+${e.delta}` : e.delta}
                    </td>
                    <td className="text-end">{e.balance}</td>
                    <td className="small">{e.reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <OrdersCard d={d} onNotice={setNotice} />
      <DirectDebitCard d={d} onNotice={setNotice} />

      <Card title={t('staff.member.reports')} id="care-reports">
        {(['about', 'by'] as const).map((side) => (
          <div key={side} className="mb-2">
            <h3 className="h6">{t(side === 'about' ? 'staff.member.reportsAbout' : 'staff.member.reportsBy')}</h3>
            {d.reports[side].length === 0 ? (
              <p className="small text-body-secondary mb-0">{t('staff.member.noReports')}</p>
            ) : (
              <ul className="small mb-0">
                {d.reports[side].map((r) => {
                  const other = side === 'about' ? r.reporter : r.reported;
                  return (
                    <li key={r.id}>
                      {date(r.created_at)} ·{' '}
                      {t('staff.member.reportLine', {
                        category: r.category,
                        who: other ? other.name || `#${other.id}` : t('staff.reports.byStaff'),
                        status: r.status,
                      })}
                      {r.text && <span className="text-body-secondary"> — {r.text}</span>}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ))}
      </Card>

      <Card title={t('staff.member.audit')} id="care-audit">
        {d.audit.entries.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('staff.member.noAudit')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-top mb-0">
              <tbody>
                {d.audit.entries.map((e) => (
                  <tr key={e.id}>
                    <td className="small text-nowrap">{date(e.created_at)}</td>
                    <td>{e.staff_name ?? (e.staff_id === null ? '–' : `#${e.staff_id}`)}</td>
                    <td>
                      <AuditActionWords action={e.action} />
                    </td>
                    <td>
                      <div className="klik-staff-change">{describeChange(e)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
