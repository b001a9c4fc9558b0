import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { profiles } from './schema.ts';
import { onSitesSql } from '../members/index.ts';

/**
 * What other modules change or ask of the `profiles` row, which this module owns: accounts make it
 * at signup and switch it on at activation, photos choose the main photo.
 */

export type NewProfile = Pick<
  typeof profiles.$inferInsert,
  'memberId' | 'name' | 'gender' | 'dateOfBirth' | 'country'
> &
  Partial<Omit<typeof profiles.$inferInsert, 'memberId' | 'name' | 'gender' | 'dateOfBirth' | 'country'>>;

/** A new member's profile: disabled until the account is activated (or as the seed says). */
export async function createProfile(tx: Executor, values: NewProfile): Promise<void> {
  await tx.insert(profiles).values({ status: 'disabled', ...values });
}

export async function activateProfile(tx: Executor, memberId: number, now = new Date()): Promise<void> {
  await tx.update(profiles).set({ status: 'active', updatedAt: now }).where(eq(profiles.memberId, memberId));
}

/** The profile switched off (a retired persona, decision 048): out of search, lists and its page. */
export async function disableProfile(tx: Executor, memberId: number, now = new Date()): Promise<void> {
  await tx.update(profiles).set({ status: 'disabled', updatedAt: now }).where(eq(profiles.memberId, memberId));
}

export async function mainPhotoIdOf(db: Executor, memberId: number): Promise<number | null> {
  const [profile] = await db
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.memberId, memberId));
  return profile?.mainPhotoId ?? null;
}

export async function setMainPhoto(tx: Executor, memberId: number, photoId: number | null): Promise<void> {
  await tx.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.memberId, memberId));
}

/** Profile names by member id (moderation lists, messages that name the other member). */
export async function profileNames(db: Executor, memberIds: readonly number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.memberId, name: profiles.name })
    .from(profiles)
    .where(inArray(profiles.memberId, [...memberIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What the member told about whom they look for (common/rules/wanted-gender.ts reads it). */
export async function orientationOf(
  db: Executor,
  memberId: number,
): Promise<{ sexuality: string | null; looking_for: string | null }> {
  const [own] = await db
    .select({ sexuality: profiles.sexuality, lookingFor: profiles.lookingFor })
    .from(profiles)
    .where(eq(profiles.memberId, memberId));
  return { sexuality: own?.sexuality ?? null, looking_for: own?.lookingFor ?? null };
}

/** SQL condition: the member id expression has an active profile. */
export function hasActiveProfileSql(memberIdColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from profiles p where p.member_id = ${memberIdColumn} and p.status = 'active')`;
}

/** What the swipe card shows beyond the profile card. */
export async function profileDetails(
  db: Executor,
  memberId: number,
): Promise<{ description: string; interests: string[] } | null> {
  const [p] = await db
    .select({ description: profiles.description, interests: profiles.interests })
    .from(profiles)
    .where(eq(profiles.memberId, memberId));
  return p ? { description: p.description ?? '', interests: p.interests ?? [] } : null;
}

/** SQL condition: the member id expression signed up for an adventure (the match finder's 'sexy'; decision 023). */
export function seeksAdventureSql(memberIdColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from profiles p where p.member_id = ${memberIdColumn} and p.signup_reason = 'adventure')`;
}

/** The member's own place as coordinates, when they gave one (search by distance). */
export async function locationOf(db: Executor, memberId: number): Promise<{ lat: number; lon: number } | null> {
  const [row] = await db
    .select({ lat: profiles.lat, lon: profiles.lon })
    .from(profiles)
    .where(eq(profiles.memberId, memberId));
  return row && row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;
}

/**
 * The staff console: members whose profile name starts with `prefix` (any case), on
 * every site or on `siteIds` (a staff account limited to some sites, decision 044); an index on
 * lower(name) with text_pattern_ops serves the prefix LIKE.
 */
export async function memberIdsByName(
  db: Executor,
  prefix: string,
  limit = 50,
  siteIds?: readonly number[],
): Promise<number[]> {
  const escaped = prefix
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!escaped) return [];
  const rows = await db
    .select({ id: profiles.memberId })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.name}) like ${`${escaped}%`}`,
        siteIds ? onSitesSql(profiles.memberId, siteIds) : undefined,
      ),
    )
    .orderBy(sql`lower(${profiles.name})`, profiles.memberId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The whole profile as staff see it (the member page of the console), birth date included. */
export async function staffProfileOf(db: Executor, memberId: number) {
  const [p] = await db.select().from(profiles).where(eq(profiles.memberId, memberId));
  return p ?? null;
}

/**
 * A moderator takes the profile text down (decision 041): it is emptied, and the removed words are
 * answered for the register of decisions to keep (the report and an appeal need them). Null when
 * there was no text.
 */
export async function takeDownDescription(tx: Executor, memberId: number, now = new Date()): Promise<string | null> {
  const [before] = await tx
    .select({ description: profiles.description })
    .from(profiles)
    .where(eq(profiles.memberId, memberId))
    .for('update');
  if (!before?.description) return null;
  await tx.update(profiles).set({ description: '', updatedAt: now }).where(eq(profiles.memberId, memberId));
  return before.description;
}

/** An appeal against the removal was granted: the text is back, unless the member has written a new one. */
export async function restoreDescription(
  tx: Executor,
  memberId: number,
  text: string,
  now = new Date(),
): Promise<boolean> {
  const restored = await tx
    .update(profiles)
    .set({ description: text, updatedAt: now })
    .where(sql`${profiles.memberId} = ${memberId} and ${profiles.description} = ''`)
    .returning({ id: profiles.memberId });
  return restored.length > 0;
}
