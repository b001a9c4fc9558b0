import { useState } from 'react';
import type { OwnSessionPayload } from '../../../common/api/account-data.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { useFocusAfterRender, useHydrated } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { endSessions } from './actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The place of a session: the country's name in the member's language (the IP's country), or 'unknown place'. */
function placeOf(country: string | null, locale: string, unknown: string): string {
  // The catalogue's text is written for mid-sentence (the mail); here it starts a line.
  if (!country) return unknown.charAt(0).toUpperCase() + unknown.slice(1);
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * Settings → where you are logged in: each session's device (browser and system),
 * place and last activity, this one marked and not ended here; "Uitloggen" per other session and
 * "Overal elders uitloggen". After an end the page data is loaded again, so the list is the server's.
 */
export function SessionsSettings({ sessions, locale }: { sessions: OwnSessionPayload[]; locale: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const focusAfterRender = useFocusAfterRender();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const deviceOf = (s: OwnSessionPayload) =>
    [s.browser, s.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
  const end = useAction(endSessions, {
    done: ({ ended }, body) => {
      const text =
        'id' in body
          ? t('sessions.ended', { device: deviceOf(sessions.find((s) => s.id === body.id) ?? sessions[0]!) })
          : t('sessions.endedOthers', { count: ended });
      setMessage({ ok: true, text });
      focusAfterRender('sessions-status');
    },
    failed: (failure) => setMessage({ ok: false, text: failure.message }),
  });
  const pendingId = end.pending && 'id' in end.pending ? end.pending.id : null;
  const others = sessions.filter((s) => !s.current).length;

  return (
    <SettingsSection id="sessions" title={t('sessions.title')}>
      <p className="text-body-secondary small">{t('sessions.intro')}</p>
      <div id="sessions-status" role="status" aria-live="polite" tabIndex={-1} style={{ outline: 'none' }}>
        {message && <p className={`small mb-2 ${message.ok ? 'text-success' : 'text-danger'}`}>{message.text}</p>}
      </div>
      <ul className="list-unstyled mb-3" aria-label={t('sessions.label')}>
        {sessions.map((s) => (
          <li
            key={s.id}
            className="d-flex align-items-center gap-3 py-2 border-top"
            data-session={s.current ? 'current' : 'other'}
          >
            <span className="flex-grow-1" style={{ minWidth: 0 }}>
              <span className="fw-semibold d-block text-truncate">
                {deviceOf(s)}
                {s.current && <span className="badge text-bg-success ms-2">{t('sessions.current')}</span>}
              </span>
              <span className="small text-body-secondary d-block">
                {placeOf(s.country, locale, t('sessions.unknownPlace'))} ·{' '}
                {t('sessions.lastActive', { date: new Date(s.last_active) })}
              </span>
            </span>
            {!s.current && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary text-nowrap"
                onClick={() => {
                  setMessage(null);
                  end.submit({ id: s.id });
                }}
                disabled={!hydrated || end.busy}
                aria-label={t('sessions.endLabel', { device: deviceOf(s) })}
              >
                {pendingId === s.id && <Spinner className="me-1" />}
                {t('sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => {
            setMessage(null);
            end.submit({ others: true });
          }}
          disabled={!hydrated || end.busy}
        >
          {end.busy && pendingId === null && <Spinner className="me-1" />}
          {t('sessions.endOthers')}
        </button>
      ) : (
        <p className="small text-body-secondary mb-0">{t('sessions.onlyThis')}</p>
      )}
    </SettingsSection>
  );
}
