import { useEffect, useState, type KeyboardEvent } from 'react';
import { entryWarningCookie, shouldShowEntryWarning } from '../../common/rules/entry-warning.ts';
import { useInstalledApp } from '../lib/display-mode.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/root-data.ts';
import { readTimestamp, STORAGE_KEYS, storeTimestamp } from '../lib/storage.ts';

/**
 * Product §2 site-entry warning: once to logged-out visitors, never in the installed app, not when the
 * site turned it off, and only for listed countries when the site lists some. Closing stores a
 * skipped timestamp (a cookie, and localStorage as before).
 *
 * Decided on the server from the cookie and the visitor's country, and rendered into the HTML as a
 * plain Bootstrap modal (no portal, no scripts needed to see it): it is there at first paint, not
 * seconds later over a page already in use. Only what the server cannot know is
 * checked after hydration: the installed app, and a skip stored in localStorage before the cookie.
 */
export function EntryWarning({
  loggedIn = false,
  countries,
}: {
  loggedIn?: boolean;
  /** Only for these countries, whatever the site's own list (the chat layout: NL and DE, product §2). */
  countries?: readonly string[];
}) {
  const t = useT();
  const data = useRootData();
  const installedApp = useInstalledApp();
  const [closed, setClosed] = useState(false);
  const decided =
    data != null &&
    shouldShowEntryWarning({
      loggedIn,
      installedApp,
      enableSetting: data.settings.enable_site_entry_popup,
      countries: countries ?? data.settings.site_entry_popup_countries,
      visitorCountry: data.settings.geoip_selected_country,
      skippedAt: data.entrySkippedAt,
    });

  const remember = (at: number) => {
    document.cookie = entryWarningCookie(at, window.location.protocol === 'https:');
  };

  // A visitor who closed it before the cookie existed: carry the skip over, so the server knows next time.
  useEffect(() => {
    if (!decided) return;
    const earlier = readTimestamp(STORAGE_KEYS.entryWarningSkipped);
    if (earlier !== null) {
      remember(earlier);
      setClosed(true);
    }
  }, [decided]);

  if (!decided || closed) return null;
  const minAge = data.settings.min_age;
  const close = () => {
    const at = Date.now();
    storeTimestamp(STORAGE_KEYS.entryWarningSkipped, at);
    remember(at);
    setClosed(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  return (
    <>
      <div
        className="modal fade show d-block klik-entry-warning"
        role="dialog"
        aria-modal="true"
        aria-labelledby="entry-warning-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id="entry-warning-title">
                {t('entry.title')}
              </h2>
            </div>
            <div className="modal-body">
              <p className="mb-0">{t('entry.body', { minAge })}</p>
            </div>
            <div className="modal-footer">
              <a href="https://www.google.com" className="btn btn-outline-secondary" rel="noreferrer">
                {t('entry.leave')}
              </a>
              <button type="button" className="btn btn-primary" onClick={close} autoFocus>
                {t('entry.confirm', { minAge })}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </>
  );
}
