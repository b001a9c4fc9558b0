import { useState } from 'react';
import type { DataExportPayload } from '../../../common/api/account-data.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useFocusAfterRender, useHydrated } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { requestDataExport } from './actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * Settings → "Download mijn gegevens": ask for the ZIP; a job prepares it and mails a
 * link valid 24 hours. The state of the latest request comes from the page data; a request within
 * 24 hours is refused with the server's text. `gone`: the mailed link led here after it expired.
 */
export function DataExportSettings({ current, gone }: { current: DataExportPayload | null; gone: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const focusAfterRender = useFocusAfterRender();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const ask = useAction(requestDataExport, {
    done: () => {
      setMessage({ ok: true, text: t('export.requested') });
      focusAfterRender('data-export-status');
    },
    failed: (failure) => {
      setMessage({ ok: false, text: failure.message });
      focusAfterRender('data-export-status');
    },
  });

  return (
    <SettingsSection id="data-export" title={t('export.title')}>
      <p className="text-body-secondary small">{t('export.intro')}</p>
      {gone && !message && <FormAlert variant="info">{t('export.gone')}</FormAlert>}
      <div id="data-export-status" tabIndex={-1} style={{ outline: 'none' }}>
        {message && <FormAlert variant={message.ok ? 'success' : 'danger'}>{message.text}</FormAlert>}
      </div>
      {!message && current?.status === 'pending' && (
        <p className="small mb-3">{t('export.pending', { date: new Date(current.requested_at) })}</p>
      )}
      {!message && current?.status === 'ready' && current.expires_at && (
        <p className="small mb-3">{t('export.ready', { date: new Date(current.expires_at) })}</p>
      )}
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => ask.submit({})}
        disabled={!hydrated || ask.busy}
      >
        {ask.busy && <Spinner className="me-1" />}
        {t('export.request')}
      </button>
    </SettingsSection>
  );
}
