/**
 * Colour arithmetic shared by the site's theme (app/lib/theme.ts) and the mails
 * (server/platform/mail-templates.ts): WCAG contrast and the theme colour's readable shades.
 */

/** A site theme's colour keys (common/site.ts siteThemeSchema), in the order the console shows them. */
export const THEME_COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (cs: number[]) => `#${cs.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The light surfaces text in the theme colour stands on: white, and Bootstrap's light grey (btn-light, footers). */
const SURFACES = ['#ffffff', '#f8f9fa'];
const AA = 4.5;

/**
 * The theme colour as text and buttons use it: the site's own colour when it already reads at WCAG
 * AA (4.5:1) as text on white and light grey and behind white text, else the least darkened shade
 * that does (white on the default pink is 4.45:1). The brand stays recognisable; only
 * what carries text moves.
 */
export function accessibleShade(color: string): string {
  const base = channels(color);
  for (let dark = 0; dark <= 100; dark += 1) {
    const shade = hex(base.map((c) => c * (1 - dark / 100)));
    if (SURFACES.every((s) => contrast(shade, s) >= AA)) return shade;
  }
  return '#000000';
}

/**
 * The least lightened shade of a colour that reads at AA as text on every one of the given dark
 * surfaces (dark mode): what reads on the lightest of them reads on the others.
 */
export function lightShade(color: string, surfaces: readonly string[]): string {
  const base = channels(color);
  for (let light = 0; light <= 100; light += 1) {
    const shade = hex(base.map((c) => c + (255 - c) * (light / 100)));
    if (surfaces.every((s) => contrast(shade, s) >= AA)) return shade;
  }
  return '#ffffff';
}
