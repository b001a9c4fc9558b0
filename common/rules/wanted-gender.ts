import type { Gender } from '../profile-fields.ts';

/**
 * The gender a member most likely looks for: the other one, the same one for gay and lesbian
 * members; bisexual members see everyone (undefined). Used by the default search, the swipe game,
 * the match finder and the automatic like, so they all agree on whom a member is shown.
 */
export function likelyWantedGender(viewer: { gender: Gender; sexuality: string | null }): Gender | undefined {
  if (viewer.sexuality === 'bi') return undefined;
  if (viewer.sexuality === 'gay' || viewer.sexuality === 'lesbian') return viewer.gender;
  return viewer.gender === 'male' ? 'female' : 'male';
}
