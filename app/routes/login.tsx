import type { Route } from './+types/login';
import { useState, type FormEvent } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useT } from '../lib/i18n.tsx';
import { safeRedirectPath } from '../../common/rules/redirect.ts';
import { isValidEmail, normaliseEmail } from '../../common/rules/account-validation.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { LoginFields } from '../ui/LoginFields.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import { logIn, resendReactivation } from '../components/account/actions.ts';
import { pageTitle } from '../lib/loader.ts';
import { APPEAL_PAGE } from '../../common/rules/decisions.ts';

/** Where to go after logging in: a same-site `redirectTo`, never back to /login, else /members. */
function afterLoginPath(value: string | null): string {
  const path = safeRedirectPath(value, '/members');
  return /^\/login(?:[/?#]|$)/.test(path) ? '/members' : path;
}

/** /login (product §2). A member who is logged in already goes on to where the link pointed, or /members. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.klik.user) throw redirect(afterLoginPath(new URL(request.url).searchParams.get('redirectTo')));
  return { title: pageTitle(context.klik, 'account.login.title') };
}

export const clientAction = routeAction(logIn, resendReactivation);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const form = useFormState<Field>('login', FIELDS);
  const target = afterLoginPath(params.get('redirectTo'));

  // On success the next page loads as a whole document; the button stays busy until it is there.
  // 401 'Login mislukt, probeer opnieuw' or 429 'Te veel foute pogingen, …': verbatim. A suspended or
  // banned account is refused with the date and a link to the page that explains it.
  const [restrictionLink, setRestrictionLink] = useState<string | null>(null);
  // A deleted account in its grace period is told so (product §8), with the link offered again.
  const [reactivatable, setReactivatable] = useState(false);
  const [resent, setResent] = useState<{ ok: boolean; text: string } | null>(null);
  const write = useAction(logIn, {
    failed: (failure) => {
      const link = failure.body.link;
      setRestrictionLink(
        (failure.code === 'account_suspended' || failure.code === 'account_banned') &&
          typeof link === 'string' &&
          link.startsWith('/')
          ? link
          : null,
      );
      setReactivatable(failure.code === 'account_deleted');
      setResent(null);
      form.fail(failure.fields, failure.message);
    },
  });
  const resend = useAction(resendReactivation, {
    done: () => setResent({ ok: true, text: t('auth.reactivationSent') }),
    failed: (failure) => setResent({ ok: false, text: failure.message }),
    reload: false,
  });
  // Where the mailed reactivation link lands: whether it worked.
  const reactivated = params.get('reactivated');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<Field> = {};
    if (!email.trim()) problems.email = t('account.required.email');
    else if (!isValidEmail(normaliseEmail(email))) problems.email = t('validation.emailInvalid');
    if (!password) problems.password = t('account.required.password');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({ email: email.trim(), password, target });
  };

  const resetLink = email.trim() ? `/reset-password?email=${encodeURIComponent(email.trim())}` : '/reset-password';

  return (
    <AccountPage title={t('account.login.title')}>
      <p className="text-body-secondary">{t('account.login.intro')}</p>
      <div className="card shadow-sm">
        <div className="card-body p-3 p-sm-4">
          {reactivated === '1' && !form.formError && (
            <FormAlert id="login-reactivated" variant="success">
              {t('auth.reactivated')}
            </FormAlert>
          )}
          {reactivated === '0' && !form.formError && (
            <FormAlert id="login-reactivated">{t('auth.reactivationInvalid')}</FormAlert>
          )}
          {resent && (
            <FormAlert id="login-reactivation-mail" variant={resent.ok ? 'success' : 'danger'}>
              {resent.text}
            </FormAlert>
          )}
          {form.formError && (
            <FormAlert id={form.alertId}>
              {form.formError}
              {restrictionLink && (
                <>
                  {' '}
                  <Link to={restrictionLink} className="alert-link">
                    {t('auth.restrictionLink')}
                  </Link>
                  {' · '}
                  <Link to={APPEAL_PAGE} className="alert-link">
                    {t('appeal.fromLogin')}
                  </Link>
                </>
              )}
              {reactivatable && !resent?.ok && (
                <div className="mt-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={resend.busy}
                    aria-busy={resend.busy || undefined}
                    onClick={() => resend.submit({ email: email.trim(), password })}
                  >
                    {t('auth.reactivationResend')}
                  </button>
                </div>
              )}
            </FormAlert>
          )}
          <form method="post" noValidate onSubmit={onSubmit}>
            <LoginFields
              form={form}
              email={email}
              onEmail={setEmail}
              password={password}
              onPassword={setPassword}
              passwordClassName="mb-2"
            />
            <p className="mb-3 text-end">
              <Link to={resetLink} className="small">
                {t('account.login.forgot')}
              </Link>
            </p>
            <SubmitButton busy={write.busy}>{t('account.login.submit')}</SubmitButton>
          </form>
        </div>
      </div>
      <p className="text-center mt-4 mb-0">
        {t('account.login.noAccount')}{' '}
        <Link to="/signup" className="fw-semibold">
          {t('account.login.signup')}
        </Link>
      </p>
    </AccountPage>
  );
}
