import { accessibleShade, channels, THEME_COLOURS, type ThemeColour } from '../../common/colors.ts';
import type { SiteTheme } from '../../common/site.ts';

function rgb(hex: string): string {
  return channels(hex).join(', ');
}

/**
 * A site's own colours on top of the compiled Bootstrap theme (which carries the spec's defaults):
 * Bootstrap 5.3 reads its colours from CSS variables, so overriding those restyles a white-label site.
 * Primary and secondary are used behind and as text, so they are given in their AA shade.
 */
export function themeCss(theme: Pick<SiteTheme, ThemeColour>): string {
  const shown: Pick<SiteTheme, ThemeColour> = {
    ...theme,
    primary: accessibleShade(theme.primary),
    secondary: accessibleShade(theme.secondary),
  };
  const vars = THEME_COLOURS.map((k) => `--bs-${k}:${shown[k]};--bs-${k}-rgb:${rgb(shown[k])};`).join('');
  const btn = (k: 'primary' | 'secondary') =>
    `.btn-${k}{--bs-btn-bg:${shown[k]};--bs-btn-border-color:${shown[k]};--bs-btn-hover-bg:color-mix(in srgb,${shown[k]} 85%,#000);--bs-btn-hover-border-color:color-mix(in srgb,${shown[k]} 85%,#000);--bs-btn-active-bg:color-mix(in srgb,${shown[k]} 75%,#000);--bs-btn-disabled-bg:${shown[k]};--bs-btn-disabled-border-color:${shown[k]}}`;
  // Bootstrap compiles the outline buttons' colours as literals too: a site's own colour replaces them.
  const outline = (k: 'primary' | 'secondary') =>
    `.btn-outline-${k}{--bs-btn-color:${shown[k]};--bs-btn-border-color:${shown[k]};--bs-btn-hover-bg:${shown[k]};--bs-btn-hover-border-color:${shown[k]};--bs-btn-active-bg:${shown[k]};--bs-btn-active-border-color:${shown[k]};--bs-btn-disabled-color:${shown[k]};--bs-btn-disabled-border-color:${shown[k]}}`;
  return `:root{${vars}--bs-link-color:${shown.primary};--bs-link-color-rgb:${rgb(shown.primary)};--klik-unread:${shown.secondary}}${btn('primary')}${btn('secondary')}${outline('primary')}${outline('secondary')}`;
}
