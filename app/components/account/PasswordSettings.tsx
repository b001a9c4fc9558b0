import { useState, type FormEvent } from 'react';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/api/limits.ts';
import { checkPassword } from '../../../common/rules/account-validation.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormState, type FieldErrors } from '../../ui/form.ts';
import { changePassword } from './actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

const FIELDS = ['old_password', 'password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Settings → Wachtwoord (product §5): old, new and repeat. A wrong old password gives 'Controleer je
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

  const write = useAction(changePassword, {
    done: () => {
      setOldPassword('');
      setPassword('');
      setRepeat('');
      setSaved(true);
      form.focusAfterRender('settings-password-saved');
    },
    failed: (failure) => form.fail(failure.fields, failure.message),
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    setSaved(false);
    const problems: FieldErrors<Field> = {};
    if (!oldPassword) problems.old_password = t('account.required.oldPassword');
    const tooShort = checkPassword(password);
    if (tooShort) problems.password = t(tooShort.key, tooShort.params);
    if (!repeat) problems.password_repeat = t('account.required.passwordRepeat');
    else if (!tooShort && repeat !== password) problems.password_repeat = t('validation.passwordsDiffer');
    if (Object.keys(problems).length) return form.fail(problems, null);
    form.clear();
    write.submit({ old_password: oldPassword, password, password_repeat: repeat });
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
      {saved && (
        <FormAlert id="settings-password-saved" variant="success">
          {t('account.settings.password.done')}
        </FormAlert>
      )}
      {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit}>
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          {...field('old_password', oldPassword, setOldPassword)}
          label={t('account.field.oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          {...field('password', password, setPassword)}
          label={t('account.field.newPassword')}
          hint={t('account.field.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('password_repeat', repeat, setRepeat)}
          label={t('account.field.passwordRepeat')}
          autoComplete="new-password"
        />
        <SubmitButton busy={write.busy} className="btn btn-primary">
          {t('account.settings.password.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
