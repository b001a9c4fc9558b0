import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/api/limits.ts';
import { checkPassword } from '../../../common/rules/account-validation.ts';
import { FormAlert } from './FormAlert.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { readFailure, useFormState, type FieldErrors } from './form.ts';

const FIELDS = ['old_password', 'password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Settings → Wachtwoord (spec §5): old, new and repeat. A wrong old password gives 'Controleer je
 * oude wachtwoord.', different new ones 'De opgegeven wachtwoorden zijn niet gelijk.'. The server ends
 * the member's other sessions; this one stays.
 */
export function PasswordSettings({ email }: { email: string }) {
  const t = useT();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [saved, setSaved] = useState(false);
  const form = useFormState<Field>('settings-password', FIELDS);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (form.busy) return;
    setSaved(false);
    const problems: FieldErrors<Field> = {};
    if (!oldPassword) problems.old_password = t('account.required.oldPassword');
    const tooShort = checkPassword(password);
    if (tooShort) problems.password = t(tooShort.key, tooShort.params);
    if (!repeat) problems.password_repeat = t('account.required.passwordRepeat');
    else if (!tooShort && repeat !== password) problems.password_repeat = t('validation.passwordsDiffer');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.start();
    try {
      await api('POST', '/api/password.php', { old_password: oldPassword, password, password_repeat: repeat });
      flushSync(() => {
        form.setBusy(false);
        setOldPassword('');
        setPassword('');
        setRepeat('');
        setSaved(true);
      });
      document.getElementById('settings-password-saved')?.focus();
    } catch (err) {
      const failure = readFailure(err, t('error.general'));
      form.fail(failure.fields, failure.message);
    }
  };

  const field = (name: Field, value: string, set: (v: string) => void) => ({
    id: form.fieldId(name),
    name,
    value,
    error: form.errors[name],
    required: true,
    onChange: (v: string) => {
      set(v);
      form.edited(name);
      setSaved(false);
    },
  });

  return (
    <SettingsSection id="settings-password" title={t('account.settings.password.title')}>
      {saved && <FormAlert id="settings-password-saved" variant="success">{t('account.settings.password.done')}</FormAlert>}
      {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField {...field('old_password', oldPassword, setOldPassword)} label={t('account.field.oldPassword')} autoComplete="current-password" />
        <PasswordField
          {...field('password', password, setPassword)}
          label={t('account.field.newPassword')}
          hint={t('account.field.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          autoComplete="new-password"
        />
        <PasswordField {...field('password_repeat', repeat, setRepeat)} label={t('account.field.passwordRepeat')} autoComplete="new-password" />
        <SubmitButton busy={form.busy} className="btn btn-primary">{t('account.settings.password.submit')}</SubmitButton>
      </form>
    </SettingsSection>
  );
}
