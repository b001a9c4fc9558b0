import interestSprite from 'virtual:sprite/interests';
import { interestById } from '../../../common/data/interests.ts';

/**
 * The interest icon set (common/data/interests.ts `icon`) is one SVG sprite (scripts/icon-sprites.ts),
 * fetched when a page shows interests and cached for a year: no drawing in the JavaScript.
 */
export const INTEREST_SPRITE = interestSprite;

/** The Bootstrap Icons name of an interest's icon, or null for an id this catalogue does not know. */
export function interestIconName(id: string): string | null {
  return interestById(id)?.icon ?? null;
}
