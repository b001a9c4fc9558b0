import type { Route } from './+types/reset-password';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { api } from '../lib/api.ts';
import { useT } from '../lib/i18n.tsx';
import { isValidEmail, normaliseEmail } from '../../common/rules/account-validation.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { FormAlert } from '../components/account/FormAlert.tsx';
import { SubmitButton } from '../components/account/SubmitButton.tsx';
import { TextField } from '../components/account/TextField.tsx';
import { readFailure, useFormState } from '../components/account/form.ts';
import { pageTitle } from '../lib/loader.ts';

/** /reset-password (spec §2): ask for a reset link by e-mail. */
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context.klik, 'account.reset.title') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['email'] as const;

export default function ResetPassword() {
  const t = useT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormState('reset', FIELDS);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (form.busy) return;
    const address = email.trim();
    if (!address) return form.fail({ email: t('account.required.email') }, null);
    if (!isValidEmail(normaliseEmail(address))) return form.fail({ email: t('validation.emailInvalid') }, null);
    form.start();
    try {
      await api('POST', '/api/reset-password.php', { email: address });
      flushSync(() => {
        form.setBusy(false);
        setSentTo(address);
      });
      document.getElementById('reset-sent')?.focus();
    } catch (err) {
      // 404 'E-mailadres niet gevonden', 429 'Te veel wachtwoordherstel mails verstuurd, …': verbatim.
      const failure = readFailure(err, t('error.general'));
      form.fail(failure.status === 404 ? { email: failure.message, ...failure.fields } : failure.fields, failure.message);
    }
  };

  if (sentTo) {
    return (
      <AccountPage title={t('account.reset.title')}>
        <FormAlert id="reset-sent" variant="success">
          <p className="mb-1">{t('account.reset.sent', { email: sentTo })}</p>
          <p className="mb-0 small">{t('account.reset.spamHint')}</p>
        </FormAlert>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <Link to={`/login?email=${encodeURIComponent(sentTo)}`} className="btn btn-primary">{t('account.backToLogin')}</Link>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setSentTo(null)}>{t('account.reset.otherAddress')}</button>
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('account.reset.title')}>
      <p className="text-body-secondary" id="reset-intro">{t('account.reset.intro')}</p>
      <div className="card shadow-sm">
        <div className="card-body p-3 p-sm-4">
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <form method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
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
            <SubmitButton busy={form.busy}>{t('account.reset.submit')}</SubmitButton>
          </form>
        </div>
      </div>
      <p className="text-center mt-4 mb-0">
        <Link to={email.trim() ? `/login?email=${encodeURIComponent(email.trim())}` : '/login'}>{t('account.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}
