import type { Gender } from '../profile-fields.ts';

/** What a member told us about whom they look for. */
export interface Orientation {
  gender: Gender;
  /** The signup's "Ik zoek" (male, female, both); null for members from before the question. */
  looking_for?: string | null;
  sexuality: string | null;
}

/**
 * The gender a member looks for; undefined: everyone. Their own answer ("Ik zoek") first; without
 * one, the sexuality: the other gender, the same one for gay and lesbian members, everyone for
 * bisexual members. Used by the default search, the swipe game, the signup matches, the match
 * finder and the automatic like, so they all agree on whom a member is shown (decision 023).
 */
export function likelyWantedGender(viewer: Orientation): Gender | undefined {
  if (viewer.looking_for === 'male' || viewer.looking_for === 'female') return viewer.looking_for;
  if (viewer.looking_for === 'both') return undefined;
  if (viewer.sexuality === 'bi') return undefined;
  if (viewer.sexuality === 'gay' || viewer.sexuality === 'lesbian') return viewer.gender;
  return viewer.gender === 'male' ? 'female' : 'male';
}
