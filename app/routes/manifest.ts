import type { Route } from './+types/manifest';

/** The web app manifest per site: name and colours are the site's own, so each domain installs as itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const { settings, theme, locale } = context.klik;
  return Response.json(
    {
      name: settings.name,
      short_name: settings.name,
      description: settings.description,
      lang: locale,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: theme.primary,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' } },
  );
}
