import { contrast, THEME_COLOURS, type ThemeColour } from '../colors.ts';
import type { SiteTheme } from '../site.ts';

/**
 * Which theme colours a site owner may choose (docs/decisions/045-sites-from-the-console.md). Every
 * colour stands next to something on every page: buttons, badges, borders and focus rings on white
 * need WCAG AA's non-text contrast of 3:1 (1.4.11) to be seen at all. Text in the primary and
 * secondary colour is drawn in their AA shade (common/colors.ts accessibleShade), so that 3:1 is
 * enough there; the warning colour carries black text unshaded (Bootstrap's badges and alerts),
 * so it needs the text ratio 4.5:1 against black.
 */
export const THEME_PAIRS: Record<ThemeColour, { against: '#ffffff' | '#000000'; minimum: number }> = {
  primary: { against: '#ffffff', minimum: 3 },
  secondary: { against: '#ffffff', minimum: 3 },
  success: { against: '#ffffff', minimum: 3 },
  info: { against: '#ffffff', minimum: 3 },
  danger: { against: '#ffffff', minimum: 3 },
  warning: { against: '#000000', minimum: 4.5 },
};

export interface ContrastProblem {
  colour: ThemeColour;
  against: '#ffffff' | '#000000';
  /** The measured ratio, rounded down to one decimal (never shown better than it is). */
  ratio: number;
  minimum: number;
}

/** The colours of a theme that do not reach their pair's minimum, with the measured ratio. */
export function themeContrastProblems(theme: Pick<SiteTheme, ThemeColour>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const colour of THEME_COLOURS) {
    const { against, minimum } = THEME_PAIRS[colour];
    const measured = contrast(theme[colour], against);
    if (measured < minimum) problems.push({ colour, against, ratio: Math.floor(measured * 10) / 10, minimum });
  }
  return problems;
}
