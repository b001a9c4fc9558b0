import { useState, type FormEvent } from 'react';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { isValidEmail, normaliseEmail } from '../../../common/rules/account-validation.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormState } from '../../ui/form.ts';
import { changeEmail } from './actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

const FIELDS = ['email'] as const;

/**
 * Settings → E-mailadres (product §4, §5): an active account confirms the new address through a link
 * mailed to it first ('We hebben een bevestigingslink gestuurd naar …'); during signup the address is
 * replaced at once. Refusals show the spec texts ('Nieuw e-mailadres invalide.', 'Dit e-mailadres
 * heeft al een account op deze site.').
 */
export function EmailSettings({ email: current, unconfirmed = false }: { email: string; unconfirmed?: boolean }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const form = useFormState('settings-email', FIELDS);

  const write = useAction(changeEmail, {
    done: (res, { email: address }) => {
      setEmail('');
      if (res.pending) {
        setNotice(t('account.settings.email.pending', { email: address }));
      } else {
        // Not yet activated: the address changed at once (the page data shows it now) and the
        // activation mail went to it.
        setNotice(t('account.settings.email.changed', { email: normaliseEmail(address) }));
      }
      form.focusAfterRender('settings-email-notice');
    },
    failed: (failure) => form.fail(failure.fields, failure.message),
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    setNotice(null);
    const address = email.trim();
    if (!address) return form.fail({ email: t('account.required.email') }, null);
    if (!isValidEmail(normaliseEmail(address))) return form.fail({ email: t('validation.newEmailInvalid') }, null);
    if (normaliseEmail(address) === normaliseEmail(current))
      return form.fail({ email: t('account.settings.email.same') }, null);
    form.clear();
    write.submit({ email: address });
  };

  return (
    <SettingsSection id="settings-email" title={t('account.settings.email.title')}>
      <p className="mb-3">
        <span className="d-block small text-body-secondary">{t('account.settings.email.current')}</span>
        <strong className="text-break">{current}</strong>
      </p>
      {notice && (
        <FormAlert id="settings-email-notice" variant="success">
          {notice}
        </FormAlert>
      )}
      {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit}>
        <TextField
          id={form.fieldId('email')}
          name="email"
          type="email"
          label={t('account.settings.email.new')}
          value={email}
          onChange={(v) => {
            setEmail(v);
            form.edited('email');
          }}
          error={form.errors.email}
          hint={t(unconfirmed ? 'account.settings.email.hintUnconfirmed' : 'account.settings.email.hint')}
          autoComplete="email"
          inputMode="email"
          required
        />
        <SubmitButton busy={write.busy} className="btn btn-primary">
          {t('account.settings.email.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
