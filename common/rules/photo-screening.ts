/**
 * Automatic pre-screening of photos (docs/decisions/042): a classifier that ships its model in its
 * npm package (nsfwjs, MobileNetV2) gives each new photo the probability of five classes. The
 * screening score is the chance the photo is explicit: Porn + Hentai. It orders the inspection queue
 * and flags photos for the moderator; it never decides anything by itself.
 */
export const SCREEN_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];
export type ScreenClasses = Record<ScreenClass, number>;

/** The classifier's input: a square of this many pixels a side, RGB. */
export const SCREEN_INPUT_EDGE = 224;

/** From this score on the console marks a photo "mogelijk naakt" and a decision on it counts as automatically detected. */
export const SCREEN_FLAG_SCORE = 0.6;

/** The explicit-content score of the classifier's probabilities, 0–1, rounded to 3 decimals. */
export function screenScore(classes: Partial<ScreenClasses>): number {
  const score = (classes.Porn ?? 0) + (classes.Hentai ?? 0);
  return Math.round(Math.min(Math.max(score, 0), 1) * 1000) / 1000;
}

/** Whether a score flags the photo (null: not screened). */
export function screenFlagged(score: number | null | undefined): boolean {
  return score !== null && score !== undefined && score >= SCREEN_FLAG_SCORE;
}
