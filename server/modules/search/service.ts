import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '../../../common/api/ids.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  SIMILAR_RESULTS_BELOW,
  type SearchQuery,
} from '../../../common/api/profiles.ts';
import { boundingBox } from '../../../common/rules/geo.ts';
import { bornOnOrBefore } from '../../../common/rules/age.ts';
import { widenedSearch } from '../../../common/rules/search.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import { cardsFor, locationOf, type ProfileCard } from '../profiles/index.ts';

export interface SearchResult {
  results: ProfileCard[];
  /** On the first page: how many match, counted up to SEARCH_COUNT_CAP (then `numResultsCapped`). */
  numResults: number | null;
  numResultsCapped: boolean;
  next_cursor: string | null;
  /** When few match: members close to the search (wider ages, no region or distance). */
  similar: ProfileCard[];
}

/**
 * The keyset position: what encodeCursor writes and nothing else. A crafted cursor (another date
 * format PostgreSQL reads differently or not at all, an id beyond `integer`) is a 400, never a 500.
 */
const cursorSchema = z
  .object({
    /** Whether the last row had a photo: those come first (decision 023). */
    p: z.boolean(),
    t: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      .refine((t) => !Number.isNaN(Date.parse(t)) && new Date(t).toISOString() === t),
    id: idSchema,
  })
  .strict();
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(s: string): Cursor {
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(s) ? JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success) throw new ApiError(400, 'cursor_invalid', 'search.cursorInvalid');
  return cursor.data;
}

/**
 * Member search (product §2 /members, §3 Search state): visible members of the site, filtered; members
 * with a photo first (decision 023), then the most recently active — online members (active in the
 * last 5 minutes) therefore come first. Keyset pagination on (has_photo, last_active_at, member_id):
 * page 100 costs what page 1 costs.
 */
export async function searchMembers(
  db: Database,
  site: Site,
  viewer: MemberView | null,
  q: SearchQuery,
): Promise<SearchResult> {
  const cfg = site.config;
  if (!viewer && !(cfg.logged_out_search || (cfg.logged_out_search_trafficsource && q.network))) {
    throw new ApiError(403, 'search_not_allowed', 'search.notAllowed');
  }
  const today = new Date();
  const origin = viewer && q.distance ? await locationOf(db, viewer.id) : null;
  const excluded = viewer ? await blockedEitherWay(db, viewer.id) : [];
  const where = conditions(site, viewer, q, today, origin, excluded);
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  // The page and, on the first page, the capped count run side by side (a pool on PostgreSQL).
  const [page, counted] = await Promise.all([
    queryRows<{ member_id: number; has_photo: boolean; last_active_at: string | Date }>(
      db,
      sql`
      select ms.member_id, ms.has_photo, ms.last_active_at from member_search ms
      where ${sql.join(where, sql` and `)}
      ${cursor ? sql`and (ms.has_photo, ms.last_active_at, ms.member_id) < (${cursor.p}, ${cursor.t}::timestamptz, ${cursor.id})` : sql``}
      order by ${SEARCH_ORDER}
      limit ${SEARCH_PAGE_SIZE + 1}`,
    ),
    cursor
      ? Promise.resolve(null)
      : queryRows<{ n: number }>(
          db,
          sql`
          select count(*)::int as n from (select 1 from member_search ms where ${sql.join(where, sql` and `)} limit ${SEARCH_COUNT_CAP + 1}) x`,
        ),
  ]);
  const rows = page.slice(0, SEARCH_PAGE_SIZE);
  const last = rows.at(-1);
  const next =
    page.length > SEARCH_PAGE_SIZE && last
      ? encodeCursor({
          p: Boolean(last.has_photo),
          t: new Date(last.last_active_at).toISOString(),
          id: Number(last.member_id),
        })
      : null;
  const results = await cardsFor(
    db,
    rows.map((r) => Number(r.member_id)),
  );

  let numResults: number | null = null;
  let capped = false;
  let similar: ProfileCard[] = [];
  if (counted) {
    const n = Number(counted[0]?.n ?? 0);
    numResults = Math.min(n, SEARCH_COUNT_CAP);
    capped = n > SEARCH_COUNT_CAP;
    if (results.length < SIMILAR_RESULTS_BELOW)
      similar = await similarMembers(
        db,
        site,
        viewer,
        q,
        today,
        results.map((r) => r.id),
      );
  }
  return { results, numResults, numResultsCapped: capped, next_cursor: next, similar };
}

/**
 * The order of search results: members with a photo first, then the most recently active. NULLS
 * LAST as the indexes are (decision 005), or the planner sorts the whole match set.
 */
const SEARCH_ORDER = sql`ms.has_photo desc nulls last, ms.last_active_at desc nulls last, ms.member_id desc nulls last`;

/**
 * A condition on member_search (alias `ms`): not one of these members. A literal array, because a
 * NOT EXISTS here made the planner give up the ordered index scan (bench/search.ts, decision 005).
 */
export function searchRowNotAmong(ids: number[]): SQL {
  return sql`ms.member_id <> all(${sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`;
}

function conditions(
  site: Site,
  viewer: MemberView | null,
  q: SearchQuery,
  today: Date,
  origin: { lat: number; lon: number } | null,
  excluded: number[],
): SQL[] {
  const c: SQL[] = [sql`ms.site_id = ${site.id}`, sql`ms.visible`];
  if (viewer) {
    c.push(searchRowNotAmong([viewer.id, ...excluded]));
  }
  if (q.gender) c.push(sql`ms.gender = ${q.gender}`);
  if (q.country) c.push(sql`ms.country = ${q.country}`);
  if (q.countryregion) c.push(sql`ms.region_code = ${q.countryregion}`);
  if (q.min_age) c.push(sql`ms.date_of_birth <= ${bornOnOrBefore(q.min_age, today)}::date`);
  if (q.max_age) c.push(sql`ms.date_of_birth > ${bornOnOrBefore(q.max_age + 1, today)}::date`);
  if (origin && q.distance) {
    const box = boundingBox(origin, q.distance);
    c.push(sql`ms.lat between ${box.minLat} and ${box.maxLat} and ms.lon between ${box.minLon} and ${box.maxLon}`);
    c.push(
      sql`6371 * 2 * asin(sqrt(power(sin(radians(ms.lat - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat})) * cos(radians(ms.lat)) * power(sin(radians(ms.lon - ${origin.lon}) / 2), 2))) <= ${q.distance}`,
    );
  }
  return c;
}

async function similarMembers(
  db: Database,
  site: Site,
  viewer: MemberView | null,
  q: SearchQuery,
  today: Date,
  exclude: number[],
): Promise<ProfileCard[]> {
  const wider: SearchQuery = widenedSearch(q);
  const where = conditions(site, viewer, wider, today, null, viewer ? await blockedEitherWay(db, viewer.id) : []);
  if (exclude.length)
    where.push(
      sql`ms.member_id not in (${sql.join(
        exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const rows = await queryRows<{ member_id: number }>(
    db,
    sql`
    select ms.member_id from member_search ms where ${sql.join(where, sql` and `)}
    order by ${SEARCH_ORDER} limit ${SEARCH_PAGE_SIZE}`,
  );
  return cardsFor(
    db,
    rows.map((r) => Number(r.member_id)),
  );
}
