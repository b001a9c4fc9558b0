import type { MatchFinderPreferences } from '../../../common/api/likes.ts';

/** The match finder's preferences (product §3), in form order. */
export const MATCH_FINDER_FIELDS = [
  'age',
  'appearance',
  'race',
] as const satisfies readonly (keyof MatchFinderPreferences)[];
export type MatchFinderField = (typeof MATCH_FINDER_FIELDS)[number];

/** The form's state: each preference chosen or not yet. */
export type MatchFinderDraft = { [K in MatchFinderField]: MatchFinderPreferences[K] | null };

export const EMPTY_DRAFT: MatchFinderDraft = { age: null, appearance: null, race: null };

/** The preferences still without a choice, in form order. */
export function missingFields(draft: MatchFinderDraft): MatchFinderField[] {
  return MATCH_FINDER_FIELDS.filter((f) => draft[f] === null);
}

/** The draft as the PUT body once every preference is chosen, else null. */
export function completePreferences(draft: MatchFinderDraft): MatchFinderPreferences | null {
  const { age, appearance, race } = draft;
  return age !== null && appearance !== null && race !== null ? { age, appearance, race } : null;
}
