import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members, photos, profiles } from '../../db/schema.ts';
import { ageOn, isOnline, ONLINE_WINDOW_MS } from '../../../common/rules/age.ts';
import { regionByCode } from '../../../common/data/regions.ts';

/** The image object of spec §3 Profile.main_image; file names are relative to the site's cdn_prefix. */
export interface MainImage {
  filename: string;
  thumb_filename: string;
  status: 'inspection' | 'active';
}

/** A member as others see them in lists: never the date of birth, only the age. */
export interface ProfileCard {
  id: number;
  name: string;
  age: number;
  gender: 'male' | 'female';
  place: string | null;
  region: string | null;
  country: string;
  main_image: MainImage | null;
  online: boolean;
  fictional: boolean;
}

/** Members shown on the home page: visible, activated, with an active photo, most recently active first. */
export async function listShowcase(db: Database, siteId: number, options: { limit: number; onlineOnly?: boolean }): Promise<ProfileCard[]> {
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
    .select({
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
    })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(...conditions))
    .orderBy(desc(members.lastActiveAt), desc(members.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    age: ageOn(r.dateOfBirth, now),
    gender: r.gender,
    place: r.place,
    region: r.regionCode ? (regionByCode(r.regionCode)?.name ?? null) : null,
    country: r.country,
    main_image: { filename: r.filename, thumb_filename: r.thumbFilename, status: r.photoStatus },
    online: isOnline(r.lastActiveAt, now),
    fictional: r.fictional,
  }));
}

/** How many activated members a site has, for the home page. */
export async function countMembers(db: Database, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.status, 'active')));
  return row?.n ?? 0;
}
