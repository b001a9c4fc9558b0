import type { SiteTheme } from '../../../common/site.ts';

/** The site's theme from a theme file's upload answer (200 with the theme as the server now holds it). */
export function themeOf(status: number, body: Record<string, unknown>): SiteTheme | null {
  return status === 200 && body.theme ? (body.theme as SiteTheme) : null;
}
