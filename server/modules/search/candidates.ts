import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { ageOn, bornOnOrBefore } from '../../../common/rules/age.ts';
import { defaultSearch, type DefaultSearch } from '../../../common/rules/search.ts';
import type { MemberView } from '../members/index.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { cardsFor, orientationOf, type ProfileCard } from '../profiles/index.ts';
import { searchRowNotAmong } from './service.ts';

export interface CandidateQuery {
  siteId: number;
  /** Never returned (the viewer, members with a block either way). */
  exclude: number[];
  gender?: 'male' | 'female';
  /** Ages in whole years, both ends included. */
  ages?: { min: number; max: number };
  /** Living in this country, or (`notCountry`) anywhere but. */
  country?: string;
  notCountry?: string;
  /**
   * The caller's own conditions on the member (`memberId` is the candidate's id expression), made
   * of the owning modules' SQL (a like not given yet, a profile the site runs).
   */
  where?: (memberId: SQL) => SQL;
  /** Ordered by this first (descending, nulls last), then by the most recently active. */
  first?: (memberId: SQL) => SQL;
  limit: number;
}

/**
 * Visible members with an approved photo on the search index, the most recently active first
 * (online members come first): what the swipe game, the signup matches, the match finder and the
 * automatic liker pick from. Member ids in order.
 */
export async function recentlyActiveCandidates(db: Executor, q: CandidateQuery): Promise<number[]> {
  const id = sql`ms.member_id`;
  const today = new Date();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    select ms.member_id as id from member_search ms
    where ms.site_id = ${q.siteId} and ms.visible and ms.has_photo
      and ${searchRowNotAmong(q.exclude)}
      ${q.gender ? sql`and ms.gender = ${q.gender}` : sql``}
      ${q.ages ? sql`and ms.date_of_birth <= ${bornOnOrBefore(q.ages.min, today)}::date and ms.date_of_birth > ${bornOnOrBefore(q.ages.max + 1, today)}::date` : sql``}
      ${q.country ? sql`and ms.country = ${q.country}` : sql``}
      ${q.notCountry ? sql`and ms.country <> ${q.notCountry}` : sql``}
      ${q.where ? sql`and ${q.where(id)}` : sql``}
    order by ${q.first ? sql`${q.first(id)} desc nulls last,` : sql``}
      ms.last_active_at desc nulls last, ms.member_id desc nulls last
    limit ${q.limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The one default of discovery for this member (common/rules/search.ts `defaultSearch`): the
 * gender they look for and their age ±10. The search's first visit, the swipe deck, the signup
 * matches, the match finder and the automatic liker all start from it (decision 023).
 */
export async function defaultSearchOf(db: Executor, viewer: MemberView): Promise<DefaultSearch> {
  const orientation = await orientationOf(db, viewer.id);
  return defaultSearch({ age: ageOn(viewer.profile.dateOfBirth), gender: viewer.profile.gender, ...orientation });
}

/** How many members /signup-matches shows. */
export const SIGNUP_MATCHES_SHOWN = 12;

/**
 * Members of this member's default (the gender they look for, their age ±10, decision 023), never
 * across a block, most recently active first, as cards in that order: the signup matches, and the
 * weekly update's new members (with its own country and signup condition).
 */
export async function defaultMatches(
  db: Executor,
  siteId: number,
  viewer: MemberView,
  q: Pick<CandidateQuery, 'country' | 'where' | 'limit'>,
): Promise<ProfileCard[]> {
  const defaults = await defaultSearchOf(db, viewer);
  const ids = await recentlyActiveCandidates(db, {
    ...q,
    siteId,
    exclude: [viewer.id, ...(await blockedEitherWay(db, viewer.id))],
    gender: defaults.gender,
    ages: { min: defaults.min_age, max: defaults.max_age },
  });
  const byId = new Map((await cardsFor(db, ids)).map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

/** /signup-matches ("Deze leden passen bij jou"): right after signup, members of the new member's default. */
export function signupMatches(db: Executor, site: { id: number }, viewer: MemberView): Promise<ProfileCard[]> {
  return defaultMatches(db, site.id, viewer, { limit: SIGNUP_MATCHES_SHOWN });
}
