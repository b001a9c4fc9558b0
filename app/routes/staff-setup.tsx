import type { Route } from './+types/staff-setup';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import { STAFF_PASSWORD_MIN } from '../../common/rules/staff-roles.ts';
import { completeStaffSetup } from '../components/staff/actions.ts';

/**
 * /staff/setup/:token (decision 019): the one-time link of a new account or a reset login. The TOTP
 * key is shown here until the first code confirms it, never again. An unknown, used or expired
 * link shows only that it is not valid.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const info = await context.klik.services.staff.setupInfo(params.token);
  return {
    title: pageTitle(context.klik, 'staff.setup.title'),
    token: params.token,
    setup: info ? { email: info.email, name: info.name, secret: info.secret, qr: info.qr } : null,
  };
}

export const clientAction = routeAction(completeStaffSetup);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

const FIELDS = ['password', 'code'] as const;
type Field = (typeof FIELDS)[number];

/** The key in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export default function StaffSetup() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useFormState<Field>('staff-setup', FIELDS);
  const write = useAction(completeStaffSetup, {
    reload: false,
    done: (value) => {
      setCodes(value.recovery_codes);
      form.focusAfterRender('staff-setup-done');
    },
    failed: (f) => {
      if (f.code === 'code_invalid') return form.fail({ code: f.message }, f.message);
      if (f.code === 'invalid_input' && f.status === 400) return form.fail({ password: f.message }, f.message);
      form.fail({}, f.message);
    },
  });

  if (!data.setup) {
    return (
      <div className="mx-auto" style={{ maxWidth: 520 }}>
        <h1 className="h3 mb-3">{t('staff.setup.invalidTitle')}</h1>
        <FormAlert>{t('staff.error.setupInvalid')}</FormAlert>
      </div>
    );
  }

  if (codes) {
    return (
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <h1 id="staff-setup-done" className="h3 mb-3" tabIndex={-1}>
          {t('staff.setup.doneTitle')}
        </h1>
        <div className="card shadow-sm">
          <div className="card-body p-4">
            <p>{t('staff.setup.recoveryIntro')}</p>
            <h2 className="h6">{t('staff.setup.recoveryLabel')}</h2>
            <ol className="klik-staff-codes font-monospace mb-4" data-testid="staff-recovery-codes">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
            {/* A full load: the login page starts without anything of this page. */}
            <Link to="/staff/login" reloadDocument className="btn btn-primary">
              {t('staff.setup.toLogin')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const { setup } = data;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<Field> = {};
    if (!password) problems.password = t('staff.setup.required.password');
    else if (password.length < STAFF_PASSWORD_MIN)
      problems.password = t('staff.setup.passwordHint', { min: STAFF_PASSWORD_MIN });
    if (!code.trim()) problems.code = t('staff.login.required.code');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({ token: data.token, password, code: code.replace(/\s+/g, '') });
  };

  return (
    <div className="mx-auto" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-2">{t('staff.setup.title')}</h1>
      <p className="text-body-secondary">{t('staff.setup.intro', { name: setup.name })}</p>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <form method="post" noValidate onSubmit={onSubmit}>
            <h2 className="h5">{t('staff.setup.step.password')}</h2>
            {/* For password managers: whose password this is. */}
            <input type="email" name="username" value={setup.email} autoComplete="username" readOnly hidden />
            <p className="mb-2">{setup.email}</p>
            <PasswordField
              id={form.fieldId('password')}
              name="password"
              label={t('staff.setup.password')}
              value={password}
              onChange={(v) => {
                setPassword(v);
                form.edited('password');
              }}
              error={form.errors.password}
              hint={t('staff.setup.passwordHint', { min: STAFF_PASSWORD_MIN })}
              autoComplete="new-password"
              required
              className="mb-4"
            />
            <h2 className="h5">{t('staff.setup.step.app')}</h2>
            <div className="d-flex flex-wrap gap-4 align-items-start mb-4">
              <img
                src={setup.qr}
                alt={t('staff.setup.qrAlt')}
                className="klik-staff-qr border rounded"
                width={200}
                height={200}
              />
              <div className="flex-grow-1" style={{ minWidth: 220 }}>
                <p>{t('staff.setup.scan')}</p>
                <p className="mb-1 small">{t('staff.setup.manual')}</p>
                <code id="staff-setup-secret" className="klik-staff-secret d-block" data-secret={setup.secret}>
                  {grouped(setup.secret)}
                </code>
              </div>
            </div>
            <h2 className="h5">{t('staff.setup.step.code')}</h2>
            <TextField
              id={form.fieldId('code')}
              name="code"
              label={t('staff.setup.code')}
              value={code}
              onChange={(v) => {
                setCode(v);
                form.edited('code');
              }}
              error={form.errors.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <SubmitButton busy={write.busy} className="btn btn-primary">
              {t('staff.setup.submit')}
            </SubmitButton>
          </form>
        </div>
      </div>
    </div>
  );
}
