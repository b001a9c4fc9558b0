import type { Route } from './+types/staff-accounts';
import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFocusAfterRender, useFormState, type FieldErrors } from '../ui/form.ts';
import { isValidEmail, normaliseEmail } from '../../common/rules/account-validation.ts';
import { STAFF_ROLES, STAFF_SETUP_VALID_HOURS, type StaffRole } from '../../common/rules/staff-roles.ts';
import type { StaffPayload } from '../../common/api/staff.ts';
import {
  changeStaffRole,
  changeStaffSites,
  changeStaffStatus,
  createStaff,
  resetStaffLogin,
} from '../components/staff/actions.ts';
import { SiteScopeField, siteScopeInWords } from '../components/staff/SiteScopeField.tsx';

/**
 * /staff/accounts (admins): every staff account; add one, change a role or the sites it works on
 * (decision 044), disable, reset a login.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'staff.manage');
  const { services } = context.klik;
  const [staff, sites] = await Promise.all([services.staff.list(), services.sites.all()]);
  return {
    title: pageTitle(context.klik, 'staff.accounts.title'),
    me: me.id,
    staff,
    sites: sites.map((s) => ({ id: s.id, name: s.config.name })),
  };
}

type SiteChoice = { id: number; name: string };

export const clientAction = routeAction(
  createStaff,
  changeStaffRole,
  changeStaffSites,
  changeStaffStatus,
  resetStaffLogin,
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** What the last write said: a confirmation, or a one-time setup link to pass on. */
type Notice =
  { kind: 'text'; text: string; variant: 'success' | 'danger' } | { kind: 'link'; text: string; link: string };

function SetupLinkNotice({ notice }: { notice: Extract<Notice, { kind: 'link' }> }) {
  return (
    <FormAlert variant="success" id="staff-notice">
      <p className="mb-2">{notice.text}</p>
      <input
        className="form-control font-monospace"
        value={notice.link}
        readOnly
        aria-label={notice.text}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="staff-setup-link"
      />
    </FormAlert>
  );
}

const CREATE_FIELDS = ['email', 'name', 'site_ids'] as const;
type CreateField = (typeof CREATE_FIELDS)[number];

function CreateStaffForm({ onNotice, sites }: { onNotice: (n: Notice) => void; sites: SiteChoice[] }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [siteIds, setSiteIds] = useState<number[] | null>(null);
  const form = useFormState<CreateField>('staff-create', CREATE_FIELDS);
  const write = useAction(createStaff, {
    done: (value) => {
      setEmail('');
      setName('');
      setSiteIds(null);
      onNotice({
        kind: 'link',
        text: t('staff.accounts.created', { name: value.staff.name, hours: STAFF_SETUP_VALID_HOURS }),
        link: value.setup_link,
      });
    },
    failed: (f) =>
      f.fields.site_ids
        ? form.fail(f.fields, f.message)
        : f.code === 'staff_exists' || f.code === 'invalid_input'
          ? form.fail({ email: f.message }, f.message)
          : form.fail({}, f.message),
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<CreateField> = {};
    if (!email.trim()) problems.email = t('staff.accounts.required.email');
    else if (!isValidEmail(normaliseEmail(email))) problems.email = t('validation.emailInvalid');
    const scoped = role === 'admin' ? null : siteIds;
    if (scoped?.length === 0) problems.site_ids = t('staff.accounts.sitesEmpty');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({ email: email.trim(), name: name.trim() || undefined, role, site_ids: scoped });
  };
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="staff-create-title">
      <div className="card-body">
        <h2 id="staff-create-title" className="h5">
          {t('staff.accounts.add')}
        </h2>
        {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
        <form method="post" noValidate onSubmit={onSubmit} className="row g-3 align-items-start">
          <div className="col-md-5">
            <TextField
              id={form.fieldId('email')}
              type="email"
              label={t('staff.accounts.email')}
              value={email}
              onChange={(v) => {
                setEmail(v);
                form.edited('email');
              }}
              error={form.errors.email}
              autoComplete="off"
              required
              className=""
            />
          </div>
          <div className="col-md-4">
            <TextField
              id={form.fieldId('name')}
              label={t('staff.accounts.name')}
              value={name}
              onChange={(v) => {
                setName(v);
                form.edited('name');
              }}
              error={form.errors.name}
              autoComplete="off"
              className=""
            />
          </div>
          <div className="col-md-3">
            <label htmlFor="staff-create-role" className="form-label">
              {t('staff.accounts.role')}
            </label>
            <select
              id="staff-create-role"
              className="form-select"
              value={role}
              onChange={(e) => {
                setRole(e.target.value as StaffRole);
                form.edited('site_ids');
              }}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`staff.role.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12">
            <SiteScopeField
              id={form.fieldId('site_ids')}
              sites={sites}
              value={siteIds}
              onChange={(v) => {
                setSiteIds(v);
                form.edited('site_ids');
              }}
              admin={role === 'admin'}
              error={form.errors.site_ids}
            />
          </div>
          <div className="col-12">
            <SubmitButton busy={write.busy} className="btn btn-primary">
              {t('staff.accounts.create')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}

/**
 * The sites an account works on, in words, and for another account than one's own that is no admin
 * the choice to change them (decision 044): the server's refusal shows under the field.
 */
function StaffSites({
  s,
  me,
  sites,
  onNotice,
}: {
  s: StaffPayload;
  me: boolean;
  sites: SiteChoice[];
  onNotice: (n: Notice) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<number[] | null | false>(false);
  const [error, setError] = useState<string | undefined>();
  const focus = useFocusAfterRender();
  const id = `staff-sites-${s.id}`;
  const write = useAction(changeStaffSites, {
    done: (v, input) => {
      setEditing(false);
      onNotice({
        kind: 'text',
        text: t('staff.accounts.sitesChanged', {
          name: input.name,
          sites: siteScopeInWords(t, sites, v.staff.site_ids),
        }),
        variant: 'success',
      });
    },
    failed: (f) => {
      if (f.fields.site_ids) setError(f.fields.site_ids);
      else onNotice({ kind: 'text', text: f.message, variant: 'danger' });
    },
  });
  const shown = <span data-testid={`${id}-shown`}>{siteScopeInWords(t, sites, s.site_ids)}</span>;
  if (me || s.role === 'admin') return shown;
  if (editing === false)
    return (
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {shown}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={t('staff.accounts.sitesEditOf', { name: s.name })}
          onClick={() => {
            setError(undefined);
            setEditing(s.site_ids === null ? null : [...s.site_ids]);
            // The choice replaces the button: the focus goes to its first option.
            focus(s.site_ids === null ? id : `${id}-some`);
          }}
        >
          {t('staff.accounts.sitesEdit')}
        </button>
      </div>
    );
  const save = () => {
    if (editing?.length === 0) return setError(t('staff.accounts.sitesEmpty'));
    setError(undefined);
    write.submit({ id: s.id, site_ids: editing, name: s.name });
  };
  return (
    <div role="group" aria-label={t('staff.accounts.sitesOf', { name: s.name })}>
      <SiteScopeField
        id={id}
        sites={sites}
        value={editing}
        onChange={(v) => {
          setEditing(v);
          setError(undefined);
        }}
        admin={false}
        error={error}
      />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="button" className="btn btn-sm btn-primary" disabled={write.busy} onClick={save}>
          {t('staff.accounts.sitesSave')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(false)}>
          {t('staff.accounts.cancel')}
        </button>
      </div>
    </div>
  );
}

function StaffRow({
  s,
  me,
  sites,
  onNotice,
}: {
  s: StaffPayload;
  me: boolean;
  sites: SiteChoice[];
  onNotice: (n: Notice) => void;
}) {
  const t = useT();
  const { locale } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const failed = (f: { message: string }) => onNotice({ kind: 'text', text: f.message, variant: 'danger' });
  const role = useAction(changeStaffRole, {
    done: (v, input) =>
      onNotice({
        kind: 'text',
        text: t('staff.accounts.roleChanged', { name: input.name, role: t(`staff.role.${v.staff.role}`) }),
        variant: 'success',
      }),
    failed,
  });
  const status = useAction(changeStaffStatus, {
    done: (v, input) =>
      onNotice({
        kind: 'text',
        text: t(v.staff.status === 'disabled' ? 'staff.accounts.disabled' : 'staff.accounts.enabled', {
          name: input.name,
        }),
        variant: 'success',
      }),
    failed,
  });
  const reset = useAction(resetStaffLogin, {
    done: (v) => {
      setConfirming(false);
      onNotice({
        kind: 'link',
        text: t('staff.accounts.resetDone', { name: v.staff.name, hours: STAFF_SETUP_VALID_HOURS }),
        link: v.setup_link,
      });
    },
    failed,
  });
  const shownRole = role.pending?.role ?? s.role;
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <span className="fw-semibold">{s.name}</span>
        {me && <span className="text-body-secondary"> ({t('staff.accounts.you')})</span>}
        <br />
        <span className="small text-body-secondary">{s.email}</span>
      </th>
      <td>
        <select
          className="form-select form-select-sm klik-staff-role"
          aria-label={t('staff.accounts.roleOf', { name: s.name })}
          value={shownRole}
          disabled={me || role.busy}
          onChange={(e) => role.submit({ id: s.id, role: e.target.value as StaffRole, name: s.name })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`staff.role.${r}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="small">
        <StaffSites s={s} me={me} sites={sites} onNotice={onNotice} />
      </td>
      <td>
        <span className={`badge ${s.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(`staff.status.${s.status}`)}
        </span>
        {s.setup_pending && <span className="badge text-bg-warning ms-1">{t('staff.accounts.setupPending')}</span>}
      </td>
      <td className="small">
        {s.last_login_at ? formatStaffDate(s.last_login_at, locale) : t('staff.accounts.never')}
      </td>
      <td>
        {!me &&
          (confirming ? (
            <div
              className="d-flex flex-wrap gap-2 align-items-center"
              role="group"
              aria-label={t('staff.accounts.resetLogin')}
            >
              <span className="small">{t('staff.accounts.resetConfirm', { name: s.name })}</span>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                disabled={reset.busy}
                onClick={() => reset.submit({ id: s.id, name: s.name })}
              >
                {t('staff.accounts.confirmReset')}
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setConfirming(false)}>
                {t('staff.accounts.cancel')}
              </button>
            </div>
          ) : (
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={status.busy}
                onClick={() =>
                  status.submit({ id: s.id, status: s.status === 'active' ? 'disabled' : 'active', name: s.name })
                }
              >
                {s.status === 'active' ? t('staff.accounts.disable') : t('staff.accounts.enable')}
              </button>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
                {t('staff.accounts.resetLogin')}
              </button>
            </div>
          ))}
      </td>
    </tr>
  );
}

export default function StaffAccounts() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <h1 className="h3 mb-3">{t('staff.accounts.title')}</h1>
      <div aria-live="polite">
        {notice?.kind === 'link' && <SetupLinkNotice notice={notice} />}
        {notice?.kind === 'text' && <FormAlert variant={notice.variant}>{notice.text}</FormAlert>}
      </div>
      <CreateStaffForm onNotice={setNotice} sites={data.sites} />
      <div className="card shadow-sm">
        <div className="table-responsive">
          <table className="table align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('staff.accounts.name')}</th>
                <th scope="col">{t('staff.accounts.role')}</th>
                <th scope="col">{t('staff.accounts.sites')}</th>
                <th scope="col">{t('staff.accounts.status')}</th>
                <th scope="col">{t('staff.accounts.lastLogin')}</th>
                <th scope="col">{t('staff.accounts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.staff.map((s) => (
                <StaffRow key={s.id} s={s} me={s.id === data.me} sites={data.sites} onNotice={setNotice} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
