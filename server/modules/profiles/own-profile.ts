import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { profiles } from './schema.ts';
import { isInvisible, setInvisible as setMemberInvisible } from '../members/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { OwnProfile, ProfileUpdate } from '../../../common/api/profiles.ts';
import { DESCRIPTION_MAX, INTERESTS_MAX } from '../../../common/api/profiles.ts';
import { checkDateOfBirth, checkName, type FieldError } from '../../../common/rules/account-validation.ts';
import { ageOn } from '../../../common/rules/age.ts';
import { regionByCode } from '../../../common/data/regions.ts';
import type { Translate } from '../../../common/i18n/index.ts';
import type { Site } from '../sites/index.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import { profileFieldValues } from './service.ts';

export async function getOwnProfile(db: Executor, memberId: number): Promise<OwnProfile> {
  const [[p], invisible] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.memberId, memberId)),
    isInvisible(db, memberId),
  ]);
  if (!p || invisible === null) throw new ApiError(404, 'not_found', 'profile.notFound');
  return {
    id: memberId,
    name: p.name,
    status: p.status,
    gender: p.gender,
    date_of_birth: p.dateOfBirth,
    age: ageOn(p.dateOfBirth),
    description: p.description,
    country: p.country,
    region_code: p.regionCode,
    place: p.place,
    place_id: p.placeId,
    lat: p.lat,
    lon: p.lon,
    ...profileFieldValues(p),
    looking_for: p.lookingFor,
    interests: p.interests,
    invisible,
  };
}

/**
 * Saves the fields sent, all or nothing: every problem is reported per field in the member's
 * language (400 with `fields`), and nothing is written when any field is wrong. `db` may be the
 * caller's transaction (the staff console's personas, decision 048: the same rules, with its audit row).
 */
export async function updateOwnProfile(
  db: Executor,
  site: Site,
  memberId: number,
  email: string,
  input: ProfileUpdate,
  t: Translate,
): Promise<OwnProfile> {
  const errors: FieldError[] = [];
  const current = await getOwnProfile(db, memberId);
  if (input.name !== undefined) {
    const e = checkName(input.name, email);
    if (e) errors.push(e);
  }
  if (input.date_of_birth !== undefined) {
    const e = checkDateOfBirth(input.date_of_birth, site.config.min_age);
    if (e) errors.push(e);
  }
  if (input.description !== undefined && input.description.length > DESCRIPTION_MAX) {
    errors.push({ field: 'description', key: 'profile.descriptionTooLong', params: { max: DESCRIPTION_MAX } });
  }
  const country = input.country ?? current.country;
  if (input.country !== undefined && !(site.config.countries as string[]).includes(input.country)) {
    errors.push({ field: 'country', key: 'profile.countryInvalid' });
  }
  const regionCode =
    input.region_code !== undefined
      ? input.region_code
      : input.country !== undefined && input.country !== current.country
        ? null
        : current.region_code;
  if (regionCode) {
    const region = regionByCode(regionCode);
    if (!region || region.country !== country) errors.push({ field: 'region_code', key: 'profile.regionInvalid' });
  }
  if (input.interests !== undefined) {
    const enabled = new Set<string>(site.config.interests);
    if (input.interests.length > INTERESTS_MAX)
      errors.push({ field: 'interests', key: 'profile.tooManyInterests', params: { max: INTERESTS_MAX } });
    else if (input.interests.some((i) => !enabled.has(i)))
      errors.push({ field: 'interests', key: 'profile.interestInvalid' });
  }
  if ((input.lat === undefined) !== (input.lon === undefined))
    errors.push({ field: 'place', key: 'profile.placeInvalid' });
  if (errors.length) {
    const fields = Object.fromEntries(errors.map((e) => [e.field, t(e.key, e.params)]));
    throw new ApiError(400, 'invalid_input', errors[0]!.key, errors[0]!.params, { fields });
  }
  const set: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) set.name = input.name.trim();
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.date_of_birth !== undefined) set.dateOfBirth = input.date_of_birth;
  if (input.description !== undefined) set.description = input.description.trim();
  if (input.country !== undefined) set.country = input.country;
  if (regionCode !== current.region_code) set.regionCode = regionCode;
  if (input.place !== undefined) set.place = input.place?.trim() || null;
  if (input.place_id !== undefined) set.placeId = input.place_id;
  if (input.lat !== undefined && input.lon !== undefined) {
    set.lat = input.lat;
    set.lon = input.lon;
    set.locationUpdatedAt = new Date();
  }
  if (input.hair_color !== undefined) set.hairColor = input.hair_color;
  if (input.eye_color !== undefined) set.eyeColor = input.eye_color;
  if (input.body_type !== undefined) set.bodyType = input.body_type;
  if (input.relationship_status !== undefined) set.relationshipStatus = input.relationship_status;
  if (input.sexuality !== undefined) set.sexuality = input.sexuality;
  if (input.looking_for !== undefined) set.lookingFor = input.looking_for;
  if (input.tattoos !== undefined) set.tattoos = input.tattoos;
  if (input.reason !== undefined) set.signupReason = input.reason;
  if (input.interests !== undefined) set.interests = [...new Set(input.interests)];
  await db.transaction(async (tx) => {
    await tx.update(profiles).set(set).where(eq(profiles.memberId, memberId));
    await refreshSearchRow(tx, memberId);
  });
  return getOwnProfile(db, memberId);
}

/** Invisible mode on or off (product §4). */
export async function setInvisible(db: Executor, memberId: number, invisible: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await setMemberInvisible(tx, memberId, invisible);
    await refreshSearchRow(tx, memberId);
  });
}
