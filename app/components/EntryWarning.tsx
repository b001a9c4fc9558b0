import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { shouldShowEntryWarning } from '../../common/rules/entry-warning.ts';
import { useInstalledApp } from '../lib/display-mode.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { readTimestamp, STORAGE_KEYS, storeTimestamp } from '../lib/storage.ts';

/**
 * Spec §2 site-entry warning: once to logged-out visitors, never in the installed app, not when the
 * site turned it off, and only for listed countries when the site lists some. Closing stores a
 * skipped timestamp. Decided after hydration, because the timestamp lives in the browser.
 */
export function EntryWarning({ loggedIn = false, countries }: {
  loggedIn?: boolean;
  /** Only for these countries, whatever the site's own list (the chat layout: NL and DE, spec §2). */
  countries?: readonly string[];
}) {
  const t = useT();
  const settings = useSettings();
  const installedApp = useInstalledApp();
  const [show, setShow] = useState(false);

  useEffect(() => {
    setShow(
      shouldShowEntryWarning({
        loggedIn,
        installedApp,
        enableSetting: settings.enable_site_entry_popup,
        countries: countries ?? settings.site_entry_popup_countries,
        visitorCountry: settings.geoip_selected_country,
        skippedAt: readTimestamp(STORAGE_KEYS.entryWarningSkipped),
      }),
    );
  }, [loggedIn, installedApp, settings, countries]);

  const close = () => {
    storeTimestamp(STORAGE_KEYS.entryWarningSkipped);
    setShow(false);
  };

  return (
    <Modal show={show} onHide={close} centered backdrop="static" aria-labelledby="entry-warning-title" className="klik-entry-warning">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">{t('entry.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('entry.body', { minAge: settings.min_age })}</p>
      </Modal.Body>
      <Modal.Footer>
        <a href="https://www.google.com" className="btn btn-outline-secondary" rel="noreferrer">{t('entry.leave')}</a>
        <button type="button" className="btn btn-primary" onClick={close} autoFocus>
          {t('entry.confirm', { minAge: settings.min_age })}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
