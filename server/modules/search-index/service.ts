import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';

/**
 * Writes a member's row of the search index from members, profiles and photos: call it in the same
 * transaction as any change to status, visibility, profile fields, location or main photo. A member
 * held out of search (`holdFromSearch`) is not visible, whatever else is true.
 */
export async function refreshSearchRow(db: Executor, memberId: number): Promise<void> {
  await db.execute(sql`
    insert into member_search (member_id, site_id, visible, gender, date_of_birth, country, region_code, lat, lon, has_photo, last_active_at)
    select m.id, m.site_id, (m.status = 'active' and p.status = 'active' and not m.invisible
             and not exists (select 1 from search_holds h where h.member_id = m.id)), p.gender, p.date_of_birth, p.country,
           p.region_code, p.lat, p.lon,
           exists (select 1 from photos ph where ph.id = p.main_photo_id and ph.status = 'active'), m.last_active_at
    from members m join profiles p on p.member_id = m.id
    where m.id = ${memberId}
    on conflict (member_id) do update set
      site_id = excluded.site_id, visible = excluded.visible, gender = excluded.gender, date_of_birth = excluded.date_of_birth,
      country = excluded.country, region_code = excluded.region_code, lat = excluded.lat, lon = excluded.lon,
      has_photo = excluded.has_photo, last_active_at = excluded.last_active_at`);
}

/** Presence: the search row's copy of `last_active_at` (search orders by it), as one statement's last step. */
export function touchSearchRowSql(memberId: number, at: string): SQL {
  return sql`update member_search set last_active_at = ${at} where member_id = ${memberId}`;
}

/**
 * Keeps a member out of search, the swipe game, the match finder and the automatic likes (all read
 * `member_search.visible`) until `releaseSearchHold`, in the caller's transaction. True when the hold is new.
 */
export async function holdFromSearch(tx: Executor, memberId: number, reason: string): Promise<boolean> {
  const [row] = await queryRows<{ member_id: number }>(
    tx,
    sql`
    insert into search_holds (member_id, reason) values (${memberId}, ${reason}) on conflict (member_id) do nothing returning member_id`,
  );
  await refreshSearchRow(tx, memberId);
  return row !== undefined;
}

/** Ends a hold; the member is visible again as far as the rest allows. True when there was one. */
export async function releaseSearchHold(tx: Executor, memberId: number): Promise<boolean> {
  const [row] = await queryRows<{ member_id: number }>(
    tx,
    sql`delete from search_holds where member_id = ${memberId} returning member_id`,
  );
  await refreshSearchRow(tx, memberId);
  return row !== undefined;
}

export async function isHeldFromSearch(db: Executor, memberId: number): Promise<boolean> {
  const [row] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from search_holds where member_id = ${memberId}`,
  );
  return row !== undefined;
}

/**
 * A deletion made final: the member's index row (it copies the birth date and place)
 * and any hold go; `refreshSearchRow` is never called for them again.
 */
export async function removeSearchRow(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`delete from member_search where member_id = ${memberId}`);
  await tx.execute(sql`delete from search_holds where member_id = ${memberId}`);
}
