import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../server/db/resilience.ts';
import { catalogueScriptFor, pageCatalogueFor } from '../common/i18n/index.ts';
import { isStaffPath } from '../common/rules/staff-roles.ts';
import { DEFAULT_LOCALE } from '../common/constants.ts';
import { ServerCatalogueContext } from './lib/i18n.tsx';
import { IslandServerContext } from './islands/island.tsx';
import { islandServerFor } from './islands/server.tsx';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the CSP nonce: every inline script React Router writes carries
 * the nonce that the server put in this response's Content-Security-Policy header.
 */
/** Loaders whose database was briefly unavailable: the page answers 503, not 500. */
const unavailable = new WeakSet<object>();

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    // Keyed by the load context: the one object handleRequest receives for the same request.
    if (context) unavailable.add(context);
    return;
  }
  // React Router's own behaviour without this export: log what was not an aborted request.
  if (!request.signal.aborted) console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (responseStatusCode === 500 && unavailable.has(loadContext)) {
    // The error page renders as usual; the status and Retry-After tell browsers and monitors to come back.
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(RETRY_AFTER_S));
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.klik?.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as early as possible.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The page carries its language's catalogue once (app/lib/i18n.tsx), whatever the loaders did:
    // its regional variant's where there is one ('nl-BE', decision 050).
    const locale = loadContext.klik?.localeTag ?? DEFAULT_LOCALE;
    // The staff console's texts only on its own pages (common/i18n/index.ts PageTexts).
    const texts = isStaffPath(new URL(request.url).pathname) ? 'staff' : 'site';
    const catalogue = { locale, text: catalogueScriptFor(locale, texts), catalogue: pageCatalogueFor(locale, texts) };
    const app = (
      <ServerCatalogueContext.Provider value={catalogue}>
        <IslandServerContext.Provider
          value={islandServerFor(routerContext, loadContext.klik?.islandScript, catalogue, nonce)}
        >
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandServerContext.Provider>
      </ServerCatalogueContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
