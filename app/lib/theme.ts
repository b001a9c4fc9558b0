import type { SiteTheme } from '../../common/site.ts';

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}`;
}

/**
 * A site's own colours on top of the compiled Bootstrap theme (which carries the spec's defaults):
 * Bootstrap 5.3 reads its colours from CSS variables, so overriding those restyles a white-label site.
 */
export function themeCss(theme: SiteTheme): string {
  const vars = (Object.keys(theme) as (keyof SiteTheme)[])
    .map((k) => `--bs-${k}:${theme[k]};--bs-${k}-rgb:${rgb(theme[k])};`)
    .join('');
  const btn = (k: 'primary' | 'secondary') =>
    `.btn-${k}{--bs-btn-bg:${theme[k]};--bs-btn-border-color:${theme[k]};--bs-btn-hover-bg:color-mix(in srgb,${theme[k]} 85%,#000);--bs-btn-hover-border-color:color-mix(in srgb,${theme[k]} 85%,#000);--bs-btn-active-bg:color-mix(in srgb,${theme[k]} 75%,#000);--bs-btn-disabled-bg:${theme[k]};--bs-btn-disabled-border-color:${theme[k]}}`;
  return `:root{${vars}--bs-link-color:${theme.primary};--bs-link-color-rgb:${rgb(theme.primary)};--klik-unread:${theme.secondary}}${btn('primary')}${btn('secondary')}`;
}
