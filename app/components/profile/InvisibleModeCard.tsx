import { useId, useState } from 'react';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { useUser } from '../../lib/user.ts';
import { useHydrated } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { SettingsSection } from '../account/SettingsSection.tsx';
import { setInvisible } from './actions.ts';

/**
 * Product §4 invisible mode, for the settings page: a switch 'Onzichtbaar' saved at once through
 * PUT /api/privacy.php. The switch shows the value being saved, then the member's data as the root
 * loader sends it again, so it goes back by itself when saving fails.
 */
export function InvisibleModeCard() {
  const t = useT();
  const user = useUser();
  const hydrated = useHydrated();
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const write = useAction(setInvisible, {
    done: (_, { invisible }) =>
      setMessage({ ok: true, text: invisible ? t('myprofile.invisible.on') : t('myprofile.invisible.off') }),
    failed: (failure) => setMessage({ ok: false, text: failure.message }),
  });

  if (!user) return null;
  const invisible = write.pending?.invisible ?? user.invisible;

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
          aria-busy={write.busy || undefined}
          aria-describedby={`${id}-explain ${id}-status`}
          onChange={(e) => {
            if (write.busy) return;
            setMessage(null);
            write.submit({ invisible: e.target.checked });
          }}
        />
        <label htmlFor={id} className="form-check-label fw-semibold fs-6">
          {t('myprofile.invisible.label')}
        </label>
        {write.busy && <Spinner className="text-primary" />}
      </div>
      <p id={`${id}-explain`} className="text-body-secondary small mb-0">
        {t('myprofile.invisible.explain')}
      </p>
      <div id={`${id}-status`} role="status" aria-live="polite">
        {message && <p className={`small mb-0 mt-2 ${message.ok ? 'text-success' : 'text-danger'}`}>{message.text}</p>}
      </div>
    </SettingsSection>
  );
}
