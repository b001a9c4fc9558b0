import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { useUser } from '../../lib/user.ts';
import { readFailure, useHydrated } from '../account/form.ts';
import { SettingsSection } from '../account/SettingsSection.tsx';

/**
 * Spec §4 invisible mode, for the settings page: a switch 'Onzichtbaar' saved at once through
 * PUT /api/privacy.php. The switch moves first and goes back when saving fails; the root data is
 * revalidated so `user.invisible` is right everywhere.
 */
export function InvisibleModeCard() {
  const t = useT();
  const user = useUser();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const id = useId();
  const [invisible, setInvisible] = useState(user?.invisible ?? false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (!user) return null;

  const change = async (next: boolean) => {
    setInvisible(next);
    setBusy(true);
    setMessage(null);
    try {
      await api('PUT', '/api/privacy.php', { invisible: next }, { idempotent: true });
      setMessage({ ok: true, text: next ? t('myprofile.invisible.on') : t('myprofile.invisible.off') });
      void revalidator.revalidate();
    } catch (err) {
      setInvisible(!next);
      setMessage({ ok: false, text: readFailure(err, t('error.general')).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="invisible" title={t('myprofile.invisible.title')}>
      <div className="form-check form-switch d-flex align-items-center gap-2 ps-0 mb-2 fs-5">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input ms-0 mt-0 flex-shrink-0"
          checked={invisible}
          // Not disabled while saving: that would throw the keyboard focus off the switch.
          disabled={!hydrated}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-explain ${id}-status`}
          onChange={(e) => { if (!busy) void change(e.target.checked); }}
        />
        <label htmlFor={id} className="form-check-label fw-semibold fs-6">{t('myprofile.invisible.label')}</label>
        {busy && <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />}
      </div>
      <p id={`${id}-explain`} className="text-body-secondary small mb-0">{t('myprofile.invisible.explain')}</p>
      <div id={`${id}-status`} role="status" aria-live="polite">
        {message && <p className={`small mb-0 mt-2 ${message.ok ? 'text-success' : 'text-danger'}`}>{message.text}</p>}
      </div>
    </SettingsSection>
  );
}
