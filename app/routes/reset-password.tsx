import type { Route } from './+types/reset-password';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useT } from '../lib/i18n.tsx';
import { isValidEmail, normaliseEmail } from '../../common/rules/account-validation.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFormState } from '../ui/form.ts';
import { requestPasswordReset } from '../components/account/actions.ts';
import { pageTitle } from '../lib/loader.ts';

/** /reset-password (product §2): ask for a reset link by e-mail. */
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context.klik, 'account.reset.title') };
}

export const clientAction = routeAction(requestPasswordReset);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

const FIELDS = ['email'] as const;

export default function ResetPassword() {
  const t = useT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormState('reset', FIELDS);

  const write = useAction(requestPasswordReset, {
    done: (_, { email: address }) => {
      setSentTo(address);
      form.focusAfterRender('reset-sent');
    },
    // 404 'E-mailadres niet gevonden', 429 'Te veel wachtwoordherstel mails verstuurd, …': verbatim.
    failed: (failure) =>
      form.fail(
        failure.status === 404 ? { email: failure.message, ...failure.fields } : failure.fields,
        failure.message,
      ),
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    const address = email.trim();
    if (!address) return form.fail({ email: t('account.required.email') }, null);
    if (!isValidEmail(normaliseEmail(address))) return form.fail({ email: t('validation.emailInvalid') }, null);
    form.clear();
    write.submit({ email: address });
  };

  if (sentTo) {
    return (
      <AccountPage title={t('account.reset.title')}>
        <FormAlert id="reset-sent" variant="success">
          <p className="mb-1">{t('account.reset.sent', { email: sentTo })}</p>
          <p className="mb-0 small">{t('account.reset.spamHint')}</p>
        </FormAlert>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <Link to={`/login?email=${encodeURIComponent(sentTo)}`} className="btn btn-primary">
            {t('account.backToLogin')}
          </Link>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setSentTo(null)}>
            {t('account.reset.otherAddress')}
          </button>
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('account.reset.title')}>
      <p className="text-body-secondary" id="reset-intro">
        {t('account.reset.intro')}
      </p>
      <div className="card shadow-sm">
        <div className="card-body p-3 p-sm-4">
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <form method="post" noValidate onSubmit={onSubmit}>
            <TextField
              id={form.fieldId('email')}
              name="email"
              type="email"
              label={t('account.field.email')}
              value={email}
              onChange={(v) => {
                setEmail(v);
                form.edited('email');
              }}
              error={form.errors.email}
              autoComplete="email"
              inputMode="email"
              required
            />
            <SubmitButton busy={write.busy}>{t('account.reset.submit')}</SubmitButton>
          </form>
        </div>
      </div>
      <p className="text-center mt-4 mb-0">
        <Link to={email.trim() ? `/login?email=${encodeURIComponent(email.trim())}` : '/login'}>
          {t('account.backToLogin')}
        </Link>
      </p>
    </AccountPage>
  );
}
