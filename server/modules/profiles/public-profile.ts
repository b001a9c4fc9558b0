import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from './schema.ts';
// A read model (scripts/check-owners.mjs, READ_MODELS): it reads these tables in its one query and never writes them.
import { members } from '../members/schema.ts';
import { photos } from '../photos/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { PublicProfile } from '../../../common/api/profiles.ts';
import { ageOn, isOnline } from '../../../common/rules/age.ts';
import { regionByCode } from '../../../common/data/regions.ts';
import { distanceKm } from '../../../common/rules/geo.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import { hasBlocked, isBlockedEitherWay } from '../blocks/index.ts';
import type { Visibility } from './visibility.ts';
import { locationOf } from './rows.ts';
import { profileFieldValues } from './service.ts';
import { memberPolicy } from '../../../common/rules/membership.ts';

const FIELD_COLUMNS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'sexuality',
  'tattoos',
  'reason',
] as const;

/**
 * /members/{id} as the viewer may see it (product §2, §6): 404 when the member does not exist on this
 * site, is not activated, blocked either way, or invisible to this viewer. Free viewers see only the
 * main photo; the rest are counted as locked. Date of birth never leaves: only the age.
 */
export async function getPublicProfile(
  db: Database,
  visibility: Visibility,
  site: Site,
  viewer: MemberView | null,
  targetId: number,
): Promise<PublicProfile> {
  const [row] = await db
    .select({ m: members, p: profiles })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .where(and(eq(members.id, targetId), eq(members.siteId, site.id)));
  const own = viewer?.id === targetId;
  if (!row || (!own && (row.m.status !== 'active' || row.p.status !== 'active')))
    throw new ApiError(404, 'not_found', 'profile.notFound');
  if (viewer && !own && (await isBlockedEitherWay(db, viewer.id, targetId))) {
    // The blocker may still see whom they blocked (to unblock); the blocked member sees nothing.
    if (!(await hasBlocked(db, viewer.id, targetId))) throw new ApiError(404, 'not_found', 'profile.notFound');
  }
  if (row.m.invisible && !own && !(await visibility.invisibleMemberVisibleTo(db, targetId, viewer?.id ?? null))) {
    throw new ApiError(404, 'not_found', 'profile.notFound');
  }
  const { m, p } = row;
  const active = await db
    .select({ id: photos.id, filename: photos.filename, thumbFilename: photos.thumbFilename })
    .from(photos)
    .where(and(eq(photos.memberId, targetId), eq(photos.status, 'active')))
    .orderBy(asc(photos.id));
  const main = active.find((ph) => ph.id === p.mainPhotoId) ?? null;
  const others = active.filter((ph) => ph.id !== p.mainPhotoId);
  const seesAll = own || memberPolicy(viewer?.paidUser ?? false).seesAllPhotos;
  const shown = [...(main ? [main] : []), ...(seesAll ? others : [])];
  const visible = new Set(site.config.visible_profile_fields as string[]);
  const values = profileFieldValues(p);
  const viewerPlace = viewer ? await locationOf(db, viewer.id) : null;
  return {
    id: m.id,
    name: p.name,
    age: ageOn(p.dateOfBirth),
    gender: p.gender,
    country: p.country,
    region: visible.has('region') && p.regionCode ? (regionByCode(p.regionCode)?.name ?? null) : null,
    region_code: visible.has('region') ? p.regionCode : null,
    place: visible.has('place') ? p.place : null,
    description: visible.has('description') ? p.description : '',
    fields: Object.fromEntries(FIELD_COLUMNS.filter((f) => visible.has(f)).map((f) => [f, values[f]])),
    interests: visible.has('interests') ? p.interests : [],
    main_image: main ? { filename: main.filename, thumb_filename: main.thumbFilename, status: 'active' } : null,
    photos: shown.map((ph) => ({ id: ph.id, filename: ph.filename, thumb_filename: ph.thumbFilename })),
    locked_photos: seesAll ? 0 : others.length,
    online: isOnline(m.lastActiveAt),
    last_active: m.lastActiveAt.toISOString(),
    fictional: m.fictional,
    blocked_by_me: viewer ? await hasBlocked(db, viewer.id, targetId) : false,
    distance_km:
      viewerPlace && p.lat !== null && p.lon !== null && !own
        ? Math.round(distanceKm(viewerPlace, { lat: p.lat, lon: p.lon }))
        : null,
  };
}
