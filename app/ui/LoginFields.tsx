import { useT } from '../lib/i18n.tsx';
import type { useFormState } from './form.ts';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';

type LoginForm = Pick<ReturnType<typeof useFormState<'email' | 'password'>>, 'fieldId' | 'edited' | 'errors'>;

/**
 * The e-mail address and password of a login, as members and staff both log in: the browser's
 * password manager fills them (autocomplete username / current-password), and typing in a field
 * clears its error.
 */
export function LoginFields(props: {
  form: LoginForm;
  email: string;
  onEmail: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  /** The password field's margin: the member login puts "forgot your password?" right below it. */
  passwordClassName?: string;
}) {
  const t = useT();
  const { form } = props;
  return (
    <>
      <TextField
        id={form.fieldId('email')}
        name="email"
        type="email"
        label={t('account.field.email')}
        value={props.email}
        onChange={(v) => {
          props.onEmail(v);
          form.edited('email');
        }}
        error={form.errors.email}
        autoComplete="username"
        inputMode="email"
        required
      />
      <PasswordField
        id={form.fieldId('password')}
        name="password"
        label={t('account.field.password')}
        value={props.password}
        onChange={(v) => {
          props.onPassword(v);
          form.edited('password');
        }}
        error={form.errors.password}
        autoComplete="current-password"
        required
        className={props.passwordClassName}
      />
    </>
  );
}
