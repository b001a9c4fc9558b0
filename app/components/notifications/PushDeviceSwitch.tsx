import { useId, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { pushFailureText, usePushState } from '../../lib/push.ts';
import { useHydrated } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import './notifications.scss';

/**
 * Push on this device (product §3 push state, §4: capable or not; subscribed, denied or
 * unknown). The push columns of the list are the member's choice per category, kept on the server;
 * this switch is whether this browser receives them (its subscription). Blocked notifications can
 * only be allowed again in the browser: the switch is off and says how. A refusal shows the
 * server's text (e.g. a push service address it does not accept).
 */
export function PushDeviceSwitch({ onFailed }: { onFailed: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const push = usePushState();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? push.subscribed;
  const blocked = push.permission === 'denied';
  const unavailable = hydrated && !push.capable;

  const toggle = async (on: boolean) => {
    setBusy(true);
    setPending(on);
    try {
      if (on) {
        // Blocked in the browser's dialog: the switch says so itself; closed without an answer: told here.
        const permission = await push.subscribe();
        if (permission === 'default') onFailed(t('notifications.device.notAllowed'));
      } else {
        await push.unsubscribe();
      }
    } catch (err) {
      onFailed(pushFailureText(err, t));
    } finally {
      setPending(null);
      setBusy(false);
    }
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={`${id}-title`} data-testid="push-device">
      <div className="card-body d-flex align-items-start gap-3">
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <h2 id={`${id}-title`} className="h6 mb-1">
            {t('notifications.device.title')}
          </h2>
          <p id={`${id}-text`} className="small text-body-secondary mb-0">
            {unavailable
              ? t('notifications.device.unsupported')
              : blocked
                ? t('notifications.device.blocked')
                : t('notifications.device.text')}
          </p>
        </div>
        {/* As tall as the card's text, all of it the switch's label (a 48 px wide tap target). */}
        <div className="position-relative d-flex align-items-center align-self-stretch" style={{ minWidth: '3rem' }}>
          {busy && <Spinner className="klik-notifications-spinner text-primary" />}
          <div className="form-check form-switch m-0">
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={checked && !unavailable}
              disabled={!hydrated || unavailable || blocked}
              aria-busy={busy || undefined}
              aria-describedby={`${id}-text`}
              onChange={(e) => {
                if (!busy) void toggle(e.target.checked);
              }}
            />
            <label htmlFor={id} className="klik-notifications-tap">
              <span className="visually-hidden">{t('notifications.device.label')}</span>
            </label>
          </div>
        </div>
      </div>
    </section>
  );
}
