import type { Route } from './+types/staff-codes';
import { useState, type FormEvent } from 'react';
import { Form, useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import { parseId, PAYMENT_METHODS } from '../../common/api/limits.ts';
import { formatMoney } from '../../common/rules/money.ts';
import { INVITE_BATCH_MAX, type StaffDiscountCode } from '../../common/api/care.ts';
import { createDiscountCode, createInvites, expireDiscountCode } from '../components/staff/care-actions.ts';

/**
 * /staff/codes (admins): a site's discount codes (every field of product §3, usage counts, expire) and
 * its invitation codes (one or a batch, the batch as CSV, who used each). The site is in the URL.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context.klik, request, 'codes.manage');
  const { services } = context.klik;
  const params = new URL(request.url).searchParams;
  const sites = await services.care.sites();
  const wanted = parseId(params.get('site') ?? undefined);
  const site = sites.find((s) => s.id === wanted) ?? sites.find((s) => s.isDefault) ?? sites[0]!;
  const batch = params.get('batch');
  const [codes, invites] = await Promise.all([
    services.codes.listDiscountCodes(site.id),
    services.codes.listInvites({ siteId: site.id }),
  ]);
  return {
    title: pageTitle(context.klik, 'staff.codes.title'),
    sites: sites.map((s) => ({ id: s.id, name: s.config.name })),
    site: {
      id: site.id,
      name: site.config.name,
      countries: site.config.countries,
      inviteOnly: site.config.invite_only,
    },
    codes,
    invites,
    batch: batch && /^[0-9a-f-]{36}$/.test(batch) ? batch : null,
  };
}

export const clientAction = routeAction(createDiscountCode, expireDiscountCode, createInvites);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Notice = { text: string; variant: 'success' | 'danger'; batch?: string | null } | null;
const CODE_FIELDS = [
  'code',
  'value_percentage',
  'minimum_order_value',
  'country',
  'user_id',
  'expires',
  'currency',
  'paymentmethods',
] as const;
type CodeField = (typeof CODE_FIELDS)[number];

/** '19,95' or '19.95' → 1995 cents; NaN when not an amount. */
function cents(text: string): number {
  const t = text.trim().replace(',', '.');
  if (!t) return 0;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

function CreateCodeForm({
  site,
  onNotice,
}: {
  site: { id: number; countries: string[] };
  onNotice: (n: Notice) => void;
}) {
  const t = useT();
  const empty = {
    code: '',
    value_percentage: '',
    minimum_order_value: '0',
    country: '',
    user_id: '',
    expires: '',
    currency: 'EUR',
    status: 'active',
    validity: 'once_per_user',
  };
  const [v, setV] = useState(empty);
  const [methods, setMethods] = useState<string[]>([]);
  const form = useFormState<CodeField>('codes-create', CODE_FIELDS);
  const set = (k: keyof typeof empty) => (value: string) => {
    setV((old) => ({ ...old, [k]: value }));
    if ((CODE_FIELDS as readonly string[]).includes(k)) form.edited(k as CodeField);
  };
  const write = useAction(createDiscountCode, {
    done: (r) => {
      setV(empty);
      setMethods([]);
      onNotice({ text: t('staff.codes.created', { code: r.code.code }), variant: 'success' });
    },
    failed: (f) => {
      const field = f.body.field as string | undefined;
      return field && (CODE_FIELDS as readonly string[]).includes(field)
        ? form.fail({ [field]: f.message }, f.message)
        : form.fail({}, f.message);
    },
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<CodeField> = {};
    if (!v.code.trim()) problems.code = t('staff.codes.required.code');
    if (!v.value_percentage.trim()) problems.value_percentage = t('staff.codes.required.percentage');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({
      site_id: site.id,
      code: v.code.trim(),
      value_percentage: Number(v.value_percentage),
      minimum_order_value: cents(v.minimum_order_value),
      country: v.country || null,
      user_id: parseId(v.user_id.trim().replace(/^#/, '')) ?? null,
      expires: v.expires || null,
      currency: v.currency,
      status: v.status as 'active',
      validity: v.validity as 'once_per_user',
      paymentmethods: methods,
    });
  };
  return (
    <section className="card shadow-sm mb-3" aria-labelledby="codes-new">
      <div className="card-body">
        <h3 id="codes-new" className="h6">
          {t('staff.codes.new')}
        </h3>
        {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
        <form method="post" noValidate onSubmit={onSubmit} className="row g-2 align-items-start">
          <div className="col-sm-6 col-lg-3">
            <TextField
              id={form.fieldId('code')}
              label={t('staff.codes.code')}
              value={v.code}
              onChange={set('code')}
              error={form.errors.code}
              autoComplete="off"
              required
              className=""
            />
          </div>
          <div className="col-sm-3 col-lg-2">
            <TextField
              id={form.fieldId('value_percentage')}
              label={t('staff.codes.percentage')}
              value={v.value_percentage}
              onChange={set('value_percentage')}
              error={form.errors.value_percentage}
              inputMode="numeric"
              required
              className=""
            />
          </div>
          <div className="col-sm-3 col-lg-2">
            <TextField
              id={form.fieldId('minimum_order_value')}
              label={t('staff.codes.minimum')}
              value={v.minimum_order_value}
              onChange={set('minimum_order_value')}
              error={form.errors.minimum_order_value}
              inputMode="decimal"
              hint={t('staff.codes.minimumHint')}
              className=""
            />
          </div>
          <div className="col-sm-4 col-lg-2">
            <label htmlFor={form.fieldId('currency')} className="form-label">
              {t('staff.codes.currency')}
            </label>
            <input
              id={form.fieldId('currency')}
              className={`form-control${form.errors.currency ? ' is-invalid' : ''}`}
              value={v.currency}
              onChange={(e) => set('currency')(e.target.value)}
              maxLength={3}
              aria-invalid={form.errors.currency ? true : undefined}
            />
            {form.errors.currency && <div className="invalid-feedback">{form.errors.currency}</div>}
          </div>
          <div className="col-sm-4 col-lg-3">
            <label htmlFor={form.fieldId('country')} className="form-label">
              {t('staff.codes.country')}
            </label>
            <select
              id={form.fieldId('country')}
              className={`form-select${form.errors.country ? ' is-invalid' : ''}`}
              value={v.country}
              onChange={(e) => set('country')(e.target.value)}
            >
              <option value="">{t('staff.codes.anyCountry')}</option>
              {site.countries.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {form.errors.country && <div className="invalid-feedback">{form.errors.country}</div>}
          </div>
          <div className="col-sm-4 col-lg-3">
            <label htmlFor={form.fieldId('expires')} className="form-label">
              {t('staff.codes.expires')}
            </label>
            <input
              id={form.fieldId('expires')}
              type="date"
              className={`form-control${form.errors.expires ? ' is-invalid' : ''}`}
              value={v.expires}
              onChange={(e) => set('expires')(e.target.value)}
              aria-invalid={form.errors.expires ? true : undefined}
            />
            {form.errors.expires && <div className="invalid-feedback">{form.errors.expires}</div>}
          </div>
          <div className="col-sm-4 col-lg-3">
            <TextField
              id={form.fieldId('user_id')}
              label={t('staff.codes.member')}
              value={v.user_id}
              onChange={set('user_id')}
              error={form.errors.user_id}
              inputMode="numeric"
              className=""
            />
          </div>
          <div className="col-sm-4 col-lg-3">
            <label htmlFor="codes-status" className="form-label">
              {t('staff.codes.status')}
            </label>
            <select
              id="codes-status"
              className="form-select"
              value={v.status}
              onChange={(e) => set('status')(e.target.value)}
            >
              <option value="active">{t('staff.codes.status.active')}</option>
              <option value="inactive">{t('staff.codes.status.inactive')}</option>
            </select>
          </div>
          <div className="col-sm-4 col-lg-3">
            <label htmlFor="codes-validity" className="form-label">
              {t('staff.codes.validity')}
            </label>
            <select
              id="codes-validity"
              className="form-select"
              value={v.validity}
              onChange={(e) => set('validity')(e.target.value)}
            >
              <option value="once_per_user">{t('staff.codes.validity.once_per_user')}</option>
              <option value="unlimited">{t('staff.codes.validity.unlimited')}</option>
            </select>
          </div>
          <fieldset className="col-lg-6" id={form.fieldId('paymentmethods')} aria-describedby="codes-methods-hint">
            <legend className="form-label fs-6 mb-1">{t('staff.codes.methods')}</legend>
            {PAYMENT_METHODS.map((m) => (
              <div key={m} className="form-check form-check-inline">
                <input
                  id={`codes-method-${m}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={methods.includes(m)}
                  onChange={(e) => setMethods((old) => (e.target.checked ? [...old, m] : old.filter((x) => x !== m)))}
                />
                <label htmlFor={`codes-method-${m}`} className="form-check-label">
                  {t(`staff.codes.method.${m}`)}
                </label>
              </div>
            ))}
            <div id="codes-methods-hint" className="form-text">
              {form.errors.paymentmethods ?? t('staff.codes.methodsHint')}
            </div>
          </fieldset>
          <div className="col-lg-3 pt-lg-4">
            <SubmitButton busy={write.busy} className="btn btn-primary w-100">
              {t('staff.codes.create')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}

function CodeRow({ c, onNotice }: { c: StaffDiscountCode; onNotice: (n: Notice) => void }) {
  const t = useT();
  const { locale } = useI18n();
  const [asking, setAsking] = useState(false);
  const expire = useAction(expireDiscountCode, {
    done: (_v, input) => onNotice({ text: t('staff.codes.expiredDone', { code: input.code }), variant: 'success' }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  return (
    <tr>
      <th scope="row">
        <code>{c.code}</code>
      </th>
      <td>{c.value_percentage}%</td>
      <td className="small">
        {c.minimum_order_value ? formatMoney({ amount: c.minimum_order_value, currency: c.currency }, locale) : '–'} ·{' '}
        {c.currency}
      </td>
      <td className="small">
        {c.country ?? t('staff.codes.all')}
        {c.user_id ? ` · #${c.user_id}` : ''}
      </td>
      <td className="small">
        {c.paymentmethods.length
          ? c.paymentmethods.map((m) => t(`staff.codes.method.${m}`)).join(', ')
          : t('staff.codes.all')}
      </td>
      <td className="small">{t(`staff.codes.validity.${c.validity}`)}</td>
      <td className="small text-nowrap">
        {c.expired ? (
          <span className="badge text-bg-secondary">{t('staff.codes.expired')}</span>
        ) : (
          <span className={`badge ${c.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(`staff.codes.status.${c.status}`)}
          </span>
        )}
        <br />
        {c.expires ? formatStaffDate(c.expires, locale) : t('staff.codes.never')}
      </td>
      <td className="small">{t('staff.codes.usesValue', { uses: c.uses, reserved: c.reserved })}</td>
      <td>
        {!c.expired &&
          (asking ? (
            <div
              className="d-flex flex-wrap gap-2 align-items-center"
              role="alertdialog"
              aria-label={t('staff.codes.expire')}
            >
              <span className="small">{t('staff.codes.expireConfirm', { code: c.code })}</span>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                autoFocus
                disabled={expire.busy}
                onClick={() => {
                  setAsking(false);
                  expire.submit({ id: c.id, code: c.code });
                }}
              >
                {t('staff.member.confirm')}
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(false)}>
                {t('staff.member.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAsking(true)}>
              {t('staff.codes.expire')}
            </button>
          ))}
      </td>
    </tr>
  );
}

function InvitesSection({
  site,
  invites,
  onNotice,
  batch,
}: {
  site: { id: number; inviteOnly: boolean };
  invites: ReturnType<typeof useLoaderData<typeof loader>>['invites'];
  onNotice: (n: Notice) => void;
  batch: string | null;
}) {
  const t = useT();
  const { locale } = useI18n();
  const [count, setCount] = useState('10');
  const [expires, setExpires] = useState('');
  const write = useAction(createInvites, {
    done: (r) =>
      onNotice({ text: t('staff.invites.created', { count: r.invites.length }), variant: 'success', batch: r.batch }),
    failed: (f) => onNotice({ text: f.message, variant: 'danger' }),
  });
  const n = Math.max(1, Math.min(INVITE_BATCH_MAX, Math.trunc(Number(count)) || 1));
  return (
    <section className="mt-4" aria-labelledby="invites-title">
      <h2 id="invites-title" className="h4">
        {t('staff.invites.title')}
      </h2>
      {!site.inviteOnly && <FormAlert variant="info">{t('staff.invites.notInviteOnly')}</FormAlert>}
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!write.busy) write.submit({ site_id: site.id, count: n, expires_at: expires || null });
        }}
      >
        <div className="col-sm-3 col-lg-2">
          <label htmlFor="invites-count" className="form-label">
            {t('staff.invites.count')}
          </label>
          <input
            id="invites-count"
            type="number"
            min={1}
            max={INVITE_BATCH_MAX}
            className="form-control"
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <div className="col-sm-4 col-lg-3">
          <label htmlFor="invites-expires" className="form-label">
            {t('staff.invites.expires')}
          </label>
          <input
            id="invites-expires"
            type="date"
            className="form-control"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
          />
        </div>
        <div className="col-sm-3 col-lg-2">
          <SubmitButton busy={write.busy} className="btn btn-primary w-100">
            {t('staff.invites.create')}
          </SubmitButton>
        </div>
        {batch && (
          <div className="col-sm-auto">
            <a className="btn btn-outline-secondary" href={`/staff/api/invites.csv?batch=${batch}`} download>
              {t('staff.invites.download')}
            </a>
          </div>
        )}
      </form>
      <div className="card shadow-sm">
        {invites.length === 0 ? (
          <p className="card-body mb-0">{t('staff.invites.none')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('staff.codes.code')}</th>
                  <th scope="col">{t('staff.invites.created_at')}</th>
                  <th scope="col">{t('staff.invites.validUntil')}</th>
                  <th scope="col">{t('staff.invites.usedBy')}</th>
                  <th scope="col">{t('staff.invites.batch')}</th>
                </tr>
              </thead>
              <tbody>
                {invites.map((i) => (
                  <tr key={i.code}>
                    <th scope="row">
                      <code>{i.code}</code>
                    </th>
                    <td className="small text-nowrap">{formatStaffDate(i.created_at, locale)}</td>
                    <td className="small text-nowrap">
                      {i.expires_at ? formatStaffDate(i.expires_at, locale) : t('staff.codes.never')}
                    </td>
                    <td className="small">
                      {i.used_by ? (
                        <a href={`/staff/members/${i.used_by.id}`}>{i.used_by.name || `#${i.used_by.id}`}</a>
                      ) : (
                        <span className="text-body-secondary">{t('staff.invites.unused')}</span>
                      )}
                    </td>
                    <td className="small">
                      {i.batch ? (
                        <a href={`/staff/api/invites.csv?batch=${i.batch}`} download>
                          {t('staff.invites.download')}
                        </a>
                      ) : (
                        '–'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

export default function StaffCodes() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      <h1 className="h3 mb-3">{t('staff.codes.title')}</h1>
      {data.sites.length > 1 && (
        <Form method="get" className="d-flex gap-2 align-items-end mb-3" key={data.site.id}>
          <div>
            <label htmlFor="codes-site" className="form-label">
              {t('staff.codes.site')}
            </label>
            <select
              id="codes-site"
              name="site"
              className="form-select"
              defaultValue={data.site.id}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              {data.sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="btn btn-outline-secondary">
              {t('staff.members.search')}
            </button>
          </noscript>
        </Form>
      )}
      <div aria-live="polite">
        {notice && (
          <FormAlert variant={notice.variant}>
            {notice.text}
            {notice.batch && (
              <>
                {' '}
                <a href={`/staff/api/invites.csv?batch=${notice.batch}`} download className="alert-link">
                  {t('staff.invites.download')}
                </a>
              </>
            )}
          </FormAlert>
        )}
      </div>
      <h2 className="h4">{t('staff.codes.discount')}</h2>
      <CreateCodeForm site={data.site} onNotice={setNotice} />
      <div className="card shadow-sm">
        {data.codes.length === 0 ? (
          <p className="card-body mb-0">{t('staff.codes.none')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('staff.codes.code')}</th>
                  <th scope="col">{t('staff.codes.percentage')}</th>
                  <th scope="col">{t('staff.codes.minimum')}</th>
                  <th scope="col">{t('staff.codes.country')}</th>
                  <th scope="col">{t('staff.codes.methods')}</th>
                  <th scope="col">{t('staff.codes.validity')}</th>
                  <th scope="col">{t('staff.codes.expires')}</th>
                  <th scope="col">{t('staff.codes.uses')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('staff.member.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.codes.map((c) => (
                  <CodeRow key={c.id} c={c} onNotice={setNotice} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <InvitesSection site={data.site} invites={data.invites} onNotice={setNotice} batch={data.batch} />
    </>
  );
}
