import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { profiles } from './schema.ts';
// A read model (scripts/check-owners.mjs, READ_MODELS): it reads these tables in its one query and never writes them.
import { members } from '../members/schema.ts';
import { photos } from '../photos/schema.ts';
import { ageOn, isOnline, ONLINE_WINDOW_MS } from '../../../common/rules/age.ts';
import { regionByCode } from '../../../common/data/regions.ts';
import type { MainImage, ProfileCard } from '../../../common/api/profiles.ts';

export type { MainImage, ProfileCard };

/** The columns a profile card is made of (members, profiles and the main photo). */
const CARD_COLUMNS = {
  id: members.id,
  fictional: members.fictional,
  lastActiveAt: members.lastActiveAt,
  name: profiles.name,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  place: profiles.place,
  regionCode: profiles.regionCode,
  country: profiles.country,
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
  photoStatus: photos.status,
};

/** Members shown on the home page: visible, activated, with an active photo, most recently active first. */
export async function listShowcase(
  db: Database,
  siteId: number,
  options: { limit: number; onlineOnly?: boolean },
): Promise<ProfileCard[]> {
  const now = new Date();
  const conditions = [
    eq(members.siteId, siteId),
    eq(members.status, 'active'),
    eq(members.invisible, false),
    eq(profiles.status, 'active'),
    eq(photos.status, 'active'),
  ];
  if (options.onlineOnly) conditions.push(gt(members.lastActiveAt, new Date(now.getTime() - ONLINE_WINDOW_MS)));
  const rows = await db
    .select(CARD_COLUMNS)
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(...conditions))
    .orderBy(desc(members.lastActiveAt), desc(members.id))
    .limit(options.limit);
  return rows.map((r) => toCard(r, now));
}

/**
 * How many members of a site live in each region of a country (the map lander, decision 054):
 * activated, visible, with an active profile, never the site's fictional profiles. The exact counts
 * stay on the server; the page shows them banded (common/rules/landers.ts `bandedCount`).
 */
export async function regionCounts(
  db: Database,
  siteId: number,
  country: string,
): Promise<{ code: string; count: number }[]> {
  const rows = await db
    .select({ code: profiles.regionCode, count: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .where(
      and(
        eq(members.siteId, siteId),
        eq(members.status, 'active'),
        eq(members.invisible, false),
        eq(members.fictional, false),
        eq(profiles.status, 'active'),
        eq(profiles.country, country),
      ),
    )
    .groupBy(profiles.regionCode);
  return rows.flatMap((r) => (r.code ? [{ code: r.code, count: r.count }] : []));
}

interface CardRow {
  id: number;
  fictional: boolean;
  lastActiveAt: Date;
  name: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  place: string | null;
  regionCode: string | null;
  country: string;
  filename: string | null;
  thumbFilename: string | null;
  photoStatus: (typeof photos.$inferSelect)['status'] | null;
}

function toCard(r: CardRow, now: Date): ProfileCard {
  return {
    id: r.id,
    name: r.name,
    age: ageOn(r.dateOfBirth, now),
    gender: r.gender,
    place: r.place,
    region: r.regionCode ? (regionByCode(r.regionCode)?.name ?? null) : null,
    country: r.country,
    // Only an approved photo is ever shown to others (product §4 Photo).
    main_image:
      r.filename && r.thumbFilename && r.photoStatus === 'active'
        ? { filename: r.filename, thumb_filename: r.thumbFilename, status: 'active' }
        : null,
    online: isOnline(r.lastActiveAt, now),
    fictional: r.fictional,
  };
}

/** Profile cards for the given members, in the given order (search results, likes, matches). */
export async function cardsFor(db: Executor, ids: number[]): Promise<ProfileCard[]> {
  if (ids.length === 0) return [];
  const now = new Date();
  const rows = await db
    .select(CARD_COLUMNS)
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(inArray(members.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toCard(r, now)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ProfileCard => c !== undefined);
}

/** How many activated members a site has, for the home page. */
export async function countMembers(db: Database, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.status, 'active')));
  return row?.n ?? 0;
}

/** The profile's descriptive fields under their API names (product §3 Profile), for the own and the public profile. */
export function profileFieldValues(
  p: Pick<
    typeof profiles.$inferSelect,
    'hairColor' | 'eyeColor' | 'bodyType' | 'relationshipStatus' | 'sexuality' | 'tattoos' | 'signupReason'
  >,
) {
  return {
    hair_color: p.hairColor,
    eye_color: p.eyeColor,
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    sexuality: p.sexuality,
    tattoos: p.tattoos,
    reason: p.signupReason,
  };
}
