import type { Route } from './+types/manifest';
import { faviconFile, siteAssetUrl } from '../../common/rules/site-assets.ts';

/** The web app manifest per site: name and colours are the site's own, so each domain installs as itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const { settings, theme, localeTag } = context.klik;
  const favicon = theme.favicon;
  return Response.json(
    {
      name: settings.name,
      short_name: settings.name,
      description: settings.description,
      lang: localeTag,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: theme.primary,
      // The site's own icon when the console has one (its theme images), else the deployment's.
      icons: favicon
        ? ([192, 512] as const).map((size) => ({
            src: siteAssetUrl(faviconFile(favicon, size)),
            sizes: `${size}x${size}`,
            type: 'image/png',
          }))
        : [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
    },
    { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' } },
  );
}
