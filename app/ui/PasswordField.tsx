import { useState, type ReactNode } from 'react';
import eye from 'bootstrap-icons/icons/eye.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import { useT } from '../lib/i18n.tsx';

export interface PasswordFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  required?: boolean;
  className?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button with a fixed name and
 * aria-pressed, so a screen reader hears "Wachtwoord tonen, ingedrukt" rather than a changing label.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  name,
  autoComplete,
  autoFocus,
  required,
  className = 'mb-3',
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          name={name ?? id}
          type={visible ? 'text' : 'password'}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoFocus={autoFocus}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        />
        <button
          type="button"
          className={`btn btn-outline-secondary d-flex align-items-center${error ? ' border-danger' : ''}`}
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t('account.password.show')}
          title={t('account.password.show')}
        >
          <span
            className="klik-icon"
            aria-hidden="true"
            dangerouslySetInnerHTML={{ __html: visible ? eyeSlash : eye }}
          />
        </button>
        {error && (
          <div id={errorId} className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        )}
      </div>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
