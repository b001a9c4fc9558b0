import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { isChunkLoadError, shouldReloadForChunkError } from '../../common/rules/chunk-reload.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/root-data.ts';
import { readTimestamp, STORAGE_KEYS, storeTimestamp } from '../lib/storage.ts';
import { isConnectionFailure } from '../lib/offline.ts';

/**
 * The error page of product §2/§8: the status code with a message (default 500); for 404 the text
 * 'This page could not be found' ('Pagina niet gevonden' in Dutch) and a link home. A failed chunk load reloads once per 60 s.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const siteName = useRootData()?.settings.name;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (!chunkError) return;
    const now = Date.now();
    if (shouldReloadForChunkError(readTimestamp(STORAGE_KEYS.chunkReloadAt), now)) {
      storeTimestamp(STORAGE_KEYS.chunkReloadAt, now);
      window.location.reload();
    }
  }, [chunkError]);

  if (isConnectionFailure(error) && !chunkError) return <OfflinePage />;
  // The failed route's meta does not run, and a page without a title is announced by its address:
  // React puts this <title> into the head.
  const heading = status === 404 ? t('error.notFound') : t('error.status', { status });
  const title = siteName ? `${heading} – ${siteName}` : heading;
  if (status === 404) {
    return (
      <section className="error-page text-center py-5" aria-labelledby="error-title">
        <title>{title}</title>
        <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
          404
        </p>
        <h1 id="error-title" className="h3">
          {t('error.notFound')}
        </h1>
        <p className="text-body-secondary">{t('error.notFoundHint')}</p>
        <Link to="/" className="btn btn-primary">
          {t('error.backHome')}
        </Link>
      </section>
    );
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : t('error.general');
  return (
    <section className="error-page text-center py-5" aria-labelledby="error-title">
      <title>{title}</title>
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="h3">
        {t('error.status', { status })}
      </h1>
      <p>{message}</p>
      <div className="d-flex gap-2 justify-content-center">
        <Link to="/" className="btn btn-primary">
          {t('error.backHome')}
        </Link>
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </section>
  );
}

/**
 * A page that could not load because the network is gone (a link tapped in a tunnel): not an
 * error of the site, so no status code; it loads by itself when the browser is back online
 * or on the button.
 */
function OfflinePage() {
  const t = useT();
  const revalidator = useRevalidator();
  useEffect(() => {
    const retry = () => void revalidator.revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [revalidator]);
  return (
    <section className="error-page text-center py-5" aria-labelledby="error-title" role="status">
      <h1 id="error-title" className="h3">
        {t('error.offlineTitle')}
      </h1>
      <p>{t('error.offlineText')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
      >
        {t('error.retry')}
      </button>
    </section>
  );
}
