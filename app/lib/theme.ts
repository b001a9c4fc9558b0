import type { SiteTheme } from '../../common/site.ts';

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgb(hex: string): string {
  return channels(hex).join(', ');
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
 * that does (issue #13 §7: white on the default pink is 4.45:1). The brand stays recognisable; only
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
 * A site's own colours on top of the compiled Bootstrap theme (which carries the spec's defaults):
 * Bootstrap 5.3 reads its colours from CSS variables, so overriding those restyles a white-label site.
 * Primary and secondary are used behind and as text, so they are given in their AA shade.
 */
export function themeCss(theme: SiteTheme): string {
  const shown: SiteTheme = { ...theme, primary: accessibleShade(theme.primary), secondary: accessibleShade(theme.secondary) };
  const vars = (Object.keys(shown) as (keyof SiteTheme)[])
    .map((k) => `--bs-${k}:${shown[k]};--bs-${k}-rgb:${rgb(shown[k])};`)
    .join('');
  const btn = (k: 'primary' | 'secondary') =>
    `.btn-${k}{--bs-btn-bg:${shown[k]};--bs-btn-border-color:${shown[k]};--bs-btn-hover-bg:color-mix(in srgb,${shown[k]} 85%,#000);--bs-btn-hover-border-color:color-mix(in srgb,${shown[k]} 85%,#000);--bs-btn-active-bg:color-mix(in srgb,${shown[k]} 75%,#000);--bs-btn-disabled-bg:${shown[k]};--bs-btn-disabled-border-color:${shown[k]}}`;
  return `:root{${vars}--bs-link-color:${shown.primary};--bs-link-color-rgb:${rgb(shown.primary)};--klik-unread:${shown.secondary}}${btn('primary')}${btn('secondary')}`;
}
