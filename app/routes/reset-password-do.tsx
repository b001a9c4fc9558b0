import type { Route } from './+types/reset-password-do';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useT } from '../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../common/api/limits.ts';
import { checkPassword } from '../../common/rules/account-validation.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { PasswordField } from '../ui/PasswordField.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useFormState, type FieldErrors } from '../ui/form.ts';
import { resetPassword } from '../components/account/actions.ts';
import { pageTitle } from '../lib/loader.ts';

/**
 * /reset-password/do?token=… (product §2): the link of the reset mail. A new password (twice) is saved
 * with the token; the API logs the member in, so a full page load to /members follows. An unknown,
 * used or expired link, or none at all, shows 'Link verlopen of invalide, vraag een nieuwe e-mail aan'.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context.klik, 'account.resetDo.title') };
}

export const clientAction = routeAction(resetPassword);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

const FIELDS = ['password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];
const AFTER_RESET = '/members';
const REDIRECT_DELAY_MS = 1500;

export default function ResetPasswordDo() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [invalidLink, setInvalidLink] = useState<string | null>(token ? null : t('auth.resetLinkInvalid'));
  const [done, setDone] = useState(false);
  const form = useFormState<Field>('reset-do', FIELDS);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => window.location.assign(AFTER_RESET), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const write = useAction(resetPassword, {
    done: () => {
      setDone(true);
      form.focusAfterRender('reset-done');
    },
    failed: (failure) => {
      if (failure.code !== 'link_invalid') return form.fail(failure.fields, failure.message);
      setInvalidLink(failure.message);
      form.focusAfterRender('reset-invalid');
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const problems: FieldErrors<Field> = {};
    const tooShort = checkPassword(password);
    if (tooShort) problems.password = t(tooShort.key, tooShort.params);
    if (!repeat) problems.password_repeat = t('account.required.passwordRepeat');
    else if (!tooShort && repeat !== password) problems.password_repeat = t('validation.passwordsDiffer');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({ token, password, password_repeat: repeat });
  };

  if (invalidLink) {
    return (
      <AccountPage title={t('account.resetDo.title')}>
        <FormAlert id="reset-invalid">{invalidLink}</FormAlert>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <Link to="/reset-password" className="btn btn-primary">
            {t('account.resetDo.requestNew')}
          </Link>
        </div>
      </AccountPage>
    );
  }

  if (done) {
    return (
      <AccountPage title={t('account.resetDo.title')}>
        <FormAlert id="reset-done" variant="success">
          {t('account.resetDo.done')}
        </FormAlert>
        {/* A plain link: a full page load, so the new session is seen everywhere. */}
        <div className="d-flex flex-column flex-sm-row gap-2">
          <a href={AFTER_RESET} className="btn btn-primary">
            {t('account.continue')}
          </a>
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('account.resetDo.title')}>
      <p className="text-body-secondary">{t('account.resetDo.intro')}</p>
      <div className="card shadow-sm">
        <div className="card-body p-3 p-sm-4">
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <form method="post" noValidate onSubmit={onSubmit}>
            <PasswordField
              id={form.fieldId('password')}
              name="password"
              label={t('account.field.newPassword')}
              value={password}
              onChange={(v) => {
                setPassword(v);
                form.edited('password');
              }}
              error={form.errors.password}
              hint={t('account.field.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              autoComplete="new-password"
              required
            />
            <PasswordField
              id={form.fieldId('password_repeat')}
              name="password_repeat"
              label={t('account.field.passwordRepeat')}
              value={repeat}
              onChange={(v) => {
                setRepeat(v);
                form.edited('password_repeat');
              }}
              error={form.errors.password_repeat}
              autoComplete="new-password"
              required
            />
            <SubmitButton busy={write.busy}>{t('account.resetDo.submit')}</SubmitButton>
          </form>
        </div>
      </div>
    </AccountPage>
  );
}
