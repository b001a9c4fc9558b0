/**
 * A site's own images (server/modules/site-assets): the logo, the favicon and the social image of
 * the theme (common/site.ts `siteThemeSchema`), stored under random names and served at
 * /site-assets/. The theme holds one name per image; which files that name stands for, how large
 * each is and where it is fetched are these functions, shared by the server that writes the files
 * and the pages that show them.
 */

/** Where the files are fetched: the site's own origin, never a CDN prefix (they are few and small). */
export const SITE_ASSETS_PATH = '/site-assets/';

export const THEME_IMAGE_KINDS = ['logo', 'favicon', 'social_image'] as const;
export type ThemeImageKind = (typeof THEME_IMAGE_KINDS)[number];

/**
 * The largest upload taken, checked by the console before sending and by the server (the multipart
 * parser's own ceiling is the photos' 15 MB, server/assembly/api-routes.ts).
 */
export const SITE_ASSET_MAX_BYTES = 10 * 1024 * 1024;

/** The box a logo is fitted inside, keeping its shape and its transparency. */
export const LOGO_BOX = { width: 480, height: 160 } as const;
/**
 * The favicon's squares: 32 for the browser tab, 180 for Apple's home screen (apple-touch-icon),
 * 192 and 512 for the web app manifest.
 */
export const FAVICON_SIZES = [32, 180, 192, 512] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];
/** What a shared link's preview shows (og:image): the size the large card of the networks asks for. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The logo as the member pages' header shows it: fitted inside this box (CSS pixels). */
export const HEADER_LOGO_BOX = { width: 200, height: 40 } as const;

/** The file of a stored name, as the site serves it. */
export function siteAssetUrl(file: string): string {
  return SITE_ASSETS_PATH + file;
}

/**
 * A logo is stored as `logo-<random>-<width>x<height>.png`: its size travels with its name, so a
 * page gives the image its width and height before it loads (no layout shift) without asking.
 */
export function logoFileName(random: string, width: number, height: number): string {
  return `logo-${random}-${width}x${height}.png`;
}

/** The size of a stored logo, read from its name; null for a name that was not made here. */
export function logoSize(name: string): { width: number; height: number } | null {
  const m = /^logo-[0-9a-f]+-(\d{1,4})x(\d{1,4})\.png$/.exec(name);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A favicon's stored name is the base of its four files, one per size: `favicon-<random>-32.png`. */
export function faviconFile(name: string, size: FaviconSize): string {
  return `${name}-${size}.png`;
}

/** Every file a stored name stands for (what a removal deletes). */
export function themeImageFiles(kind: ThemeImageKind, name: string): string[] {
  return kind === 'favicon' ? FAVICON_SIZES.map((size) => faviconFile(name, size)) : [name];
}

/**
 * The width and height a logo is shown at, fitted inside `box` and never larger than it is: the
 * attributes the header's image carries.
 */
export function fitInside(
  size: { width: number; height: number },
  box: { width: number; height: number } = HEADER_LOGO_BOX,
): { width: number; height: number } {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The video landers' media (decision 054): a short video the site owner uploads, its poster and
 * optional captions, stored like the theme images under random names and served at /site-assets/
 * with range requests.
 */
export const LANDER_MEDIA_KINDS = ['lander_video', 'lander_poster', 'lander_captions'] as const;
export type LanderMediaKind = (typeof LANDER_MEDIA_KINDS)[number];
/** The largest video taken: a short, muted loop, not a film. */
export const LANDER_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
/** The largest captions file taken (WebVTT is text: a few kilobytes for a short video). */
export const LANDER_CAPTIONS_MAX_BYTES = 256 * 1024;
/** The poster's size: 16:9, the video box's shape. */
export const LANDER_POSTER_SIZE = { width: 1280, height: 720 } as const;

/** The largest upload of each kind (the poster goes through the image pipeline, as the theme images do). */
export function landerMediaMaxBytes(kind: LanderMediaKind): number {
  return kind === 'lander_video'
    ? LANDER_VIDEO_MAX_BYTES
    : kind === 'lander_captions'
      ? LANDER_CAPTIONS_MAX_BYTES
      : SITE_ASSET_MAX_BYTES;
}

/** The content type a stored media name is served with, by its extension; null for another name. */
export function landerMediaType(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/.exec(name)?.[1];
  return ext === 'mp4' ? 'video/mp4' : ext === 'webm' ? 'video/webm' : ext === 'vtt' ? 'text/vtt' : null;
}
