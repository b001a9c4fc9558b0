import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { searchRowNotAmong } from './service.ts';

export interface CandidateQuery {
  siteId: number;
  /** Never returned (the viewer, members with a block either way). */
  exclude: number[];
  gender?: 'male' | 'female';
  /** Dates of birth as 'YYYY-MM-DD'. */
  born?: { onOrAfter?: string; after?: string; onOrBefore?: string };
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
 * (online members come first): what the swipe game, the match finder and the automatic liker pick
 * from. Member ids in order.
 */
export async function recentlyActiveCandidates(db: Executor, q: CandidateQuery): Promise<number[]> {
  const id = sql`ms.member_id`;
  const rows = await queryRows<{ id: number }>(db, sql`
    select ms.member_id as id from member_search ms
    where ms.site_id = ${q.siteId} and ms.visible and ms.has_photo
      and ${searchRowNotAmong(q.exclude)}
      ${q.gender ? sql`and ms.gender = ${q.gender}` : sql``}
      ${q.born?.onOrAfter ? sql`and ms.date_of_birth >= ${q.born.onOrAfter}::date` : sql``}
      ${q.born?.after ? sql`and ms.date_of_birth > ${q.born.after}::date` : sql``}
      ${q.born?.onOrBefore ? sql`and ms.date_of_birth <= ${q.born.onOrBefore}::date` : sql``}
      ${q.where ? sql`and ${q.where(id)}` : sql``}
    order by ${q.first ? sql`${q.first(id)} desc nulls last,` : sql``}
      ms.last_active_at desc nulls last, ms.member_id desc nulls last
    limit ${q.limit}`);
  return rows.map((r) => Number(r.id));
}
