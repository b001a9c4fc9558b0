import type { Route } from './+types/offline';
import { createTranslator } from '../../common/i18n/index.ts';
import { escapeHtml } from '../../common/html.ts';

/**
 * /offline: the page the service worker keeps at install and shows when a page cannot
 * load for the network. One small document with no script or stylesheet of the build (those would
 * not load offline either): the site's name and colour, in the member's language. The worker keeps
 * the response as it is (its CSP nonce with it); it reloads the page itself when the browser is
 * back online.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { settings, theme, localeTag, nonce } = context.klik;
  const t = createTranslator(localeTag);
  const name = escapeHtml(settings.name);
  const html = `<!DOCTYPE html>
<html lang="${localeTag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${escapeHtml(theme.primary)}">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('offline.title'))} · ${name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#212529;text-align:center}
main{padding:2rem 1.5rem;max-width:28rem}
.name{color:${escapeHtml(theme.primary)};font-weight:700;font-size:1.5rem;margin:0 0 1.5rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:0 0 1.5rem;line-height:1.5;color:#495057}
a{display:inline-block;background:${escapeHtml(theme.primary)};color:#fff;text-decoration:none;padding:.6rem 1.4rem;border-radius:.5rem;font-weight:600}
</style>
</head>
<body>
<main>
<p class="name">${name}</p>
<h1>${escapeHtml(t('offline.title'))}</h1>
<p>${escapeHtml(t('offline.text', { siteName: settings.name }))}</p>
<a href="">${escapeHtml(t('offline.retry'))}</a>
</main>
<script nonce="${escapeHtml(nonce)}">addEventListener('online',function(){location.reload()})</script>
</body>
</html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': localeTag,
      'cache-control': 'private, no-cache',
    },
  });
}
