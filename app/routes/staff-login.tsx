import type { Route } from './+types/staff-login';
import { useState, type FormEvent } from 'react';
import { redirect, useSearchParams } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { afterStaffLoginPath } from '../lib/staff.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { LoginFields } from '../ui/LoginFields.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import { isValidEmail, normaliseEmail } from '../../common/rules/account-validation.ts';
import { staffLogIn, staffVerify } from '../components/staff/actions.ts';

/** /staff/login (decision 019): password, then a code from the app or a recovery code. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.klik.staff) throw redirect(afterStaffLoginPath(new URL(request.url).searchParams.get('redirectTo')));
  return { title: pageTitle(context.klik, 'staff.login.title') };
}

export const clientAction = routeAction(staffLogIn, staffVerify);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const FIELDS = ['email', 'password', 'code'] as const;
type Field = (typeof FIELDS)[number];

export default function StaffLogin() {
  const t = useT();
  const [params] = useSearchParams();
  const target = afterStaffLoginPath(params.get('redirectTo'));
  const [step, setStep] = useState<'password' | 'code' | 'recovery'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useFormState<Field>('staff-login', FIELDS);
  const [loggedOut, setLoggedOut] = useState(params.get('loggedOut') === '1');

  const first = useAction(staffLogIn, {
    reload: false,
    done: () => {
      setStep('code');
      setCode('');
      form.focusAfterRender(form.fieldId('code'));
    },
    failed: (f) => form.fail(f.fields, f.message),
  });
  // On success the console loads as a whole document; the button stays busy until it is there.
  const second = useAction(staffVerify, {
    failed: (f) => {
      // The half-open login expired or the account locked: start again with the password.
      if (f.code === 'second_factor_expired' || f.code === 'locked_out') {
        setStep('password');
        setPassword('');
        form.fail({}, f.message);
        return;
      }
      form.fail({ code: f.message }, f.message);
    },
  });

  const onPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (first.busy) return;
    setLoggedOut(false);
    const problems: FieldErrors<Field> = {};
    if (!email.trim()) problems.email = t('account.required.email');
    else if (!isValidEmail(normaliseEmail(email))) problems.email = t('validation.emailInvalid');
    if (!password) problems.password = t('account.required.password');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    first.submit({ email: email.trim(), password });
  };

  const onCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (second.busy) return;
    if (!code.trim()) return form.fail({ code: t('staff.login.required.code') }, null);
    form.clear();
    second.submit(
      step === 'recovery' ? { recovery_code: code.trim(), target } : { code: code.replace(/\s+/g, ''), target },
    );
  };

  const switchTo = (next: 'code' | 'recovery') => {
    setStep(next);
    setCode('');
    form.clear();
    form.focusAfterRender(form.fieldId('code'));
  };

  return (
    <div className="mx-auto" style={{ maxWidth: 440 }}>
      <h1 className="h3 mb-3">{step === 'password' ? t('staff.login.title') : t('staff.login.codeTitle')}</h1>
      {loggedOut && step === 'password' && <FormAlert variant="success">{t('staff.login.loggedOut')}</FormAlert>}
      <div className="card shadow-sm">
        <div className="card-body p-4">
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          {step === 'password' ? (
            <form method="post" noValidate onSubmit={onPassword}>
              <p className="text-body-secondary">{t('staff.login.intro')}</p>
              <LoginFields form={form} email={email} onEmail={setEmail} password={password} onPassword={setPassword} />
              <SubmitButton busy={first.busy}>{t('staff.login.next')}</SubmitButton>
            </form>
          ) : (
            <form method="post" noValidate onSubmit={onCode}>
              <p className="text-body-secondary">
                {step === 'code' ? t('staff.login.codeIntro') : t('staff.login.recoveryIntro')}
              </p>
              <TextField
                id={form.fieldId('code')}
                name={step === 'code' ? 'code' : 'recovery_code'}
                label={step === 'code' ? t('staff.login.code') : t('staff.login.recoveryCode')}
                value={code}
                onChange={(v) => {
                  setCode(v);
                  form.edited('code');
                }}
                error={form.errors.code}
                autoComplete={step === 'code' ? 'one-time-code' : 'off'}
                inputMode={step === 'code' ? 'numeric' : 'text'}
                required
              />
              <SubmitButton busy={second.busy}>{t('staff.login.submit')}</SubmitButton>
              <div className="d-flex flex-wrap justify-content-between gap-2 mt-3 small">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => switchTo(step === 'code' ? 'recovery' : 'code')}
                >
                  {step === 'code' ? t('staff.login.useRecovery') : t('staff.login.useCode')}
                </button>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => {
                    setStep('password');
                    setPassword('');
                    form.clear();
                  }}
                >
                  {t('staff.login.restart')}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
