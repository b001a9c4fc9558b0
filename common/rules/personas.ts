/**
 * The fictional profiles the site runs (decision 048), as the console and the server both see them.
 * - active: a profile like any other, found in search, swipe and the match finder;
 * - paused: out of search, swipe, the match finder and the home page for members who do not know it
 *   yet (the profile's invisible mode); its conversations go on and operators answer them;
 * - retired: out of everything for members; a new message to it is refused as to an account that is
 *   no longer active, so nobody pays for a message no operator will read.
 */
export const PERSONA_STATES = ['active', 'paused', 'retired'] as const;
export type PersonaState = (typeof PERSONA_STATES)[number];

/** The brief for the operators (character, facts to keep consistent): staff only. */
export const PERSONA_BRIEF_MAX = 5000;

export function isPersonaState(value: unknown): value is PersonaState {
  return typeof value === 'string' && (PERSONA_STATES as readonly string[]).includes(value);
}
