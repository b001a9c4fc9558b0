import { fitInside, HEADER_LOGO_BOX, logoSize, siteAssetUrl } from '../../common/rules/site-assets.ts';

/**
 * The site's own logo in a header (the theme's `logo`, uploaded in the console): alt is the site's
 * name, and its width and height, read from its stored name, are on the element, so its place is
 * kept before it has loaded (no layout shift, engineering §9). Null for a name that was not made by
 * the console (the header then shows the name as text).
 */
export function SiteLogo({
  name,
  siteName,
  box = HEADER_LOGO_BOX,
}: {
  name: string | null;
  siteName: string;
  box?: { width: number; height: number };
}) {
  const size = name ? logoSize(name) : null;
  if (!name || !size) return null;
  const shown = fitInside(size, box);
  return (
    <img
      src={siteAssetUrl(name)}
      width={shown.width}
      height={shown.height}
      alt={siteName}
      className="klik-site-logo"
      decoding="async"
    />
  );
}

/** Whether the header shows the logo rather than the icon and the name. */
export function hasSiteLogo(name: string | null | undefined): name is string {
  return !!name && logoSize(name) !== null;
}
