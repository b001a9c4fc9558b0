import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { likes, members, photos, profiles, swipes } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { AutoLikePayload, LikeBody, LikeResult, LikesPayload } from '../../../common/api/likes.ts';
import { ageOn } from '../../../common/rules/age.ts';
import { likelyWantedGender } from '../../../common/rules/wanted-gender.ts';
import type { MemberView } from '../accounts/members.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Site } from '../sites/service.ts';
import { notBlockedWith, onBlock } from '../blocks/service.ts';
import { assertMayContact } from '../profiles/contact.ts';
import { cardsFor } from '../profiles/service.ts';
import { onInvisibleContact } from '../profiles/visibility.ts';

/** Each list of GET /api/likes.php holds at most this many (newest first); the rest is history. */
export const LIKES_LIST_LIMIT = 300;
/** A member gets at most one automatic like per this many hours (docs/decisions/006). */
export const AUTO_LIKE_INTERVAL_HOURS = 24;
/** A new member's first automatic like comes once they have been a member this long (docs/decisions/006). */
export const AUTO_LIKE_FIRST_AFTER_MINUTES = 10;

export type LikeSource = LikeBody['source'] | 'swipe' | 'auto';

// Spec §6: blocking removes the likes between the two, both ways, in the blocking transaction.
onBlock(async (tx, a, b) => {
  await tx.delete(likes).where(sql`(${likes.likerId} = ${a} and ${likes.likedId} = ${b}) or (${likes.likerId} = ${b} and ${likes.likedId} = ${a})`);
});

// Spec §4 invisible mode: whom an invisible member liked may see them.
onInvisibleContact((db, invisibleMemberId, viewerId) => likeExists(db, invisibleMemberId, viewerId));

/** Received likes that count: from an activated member with an active profile, no block between. */
const receivedWhere = (memberId: number) => sql`
  l.liked_id = ${memberId}
  and exists (select 1 from members m join profiles p on p.member_id = m.id
              where m.id = l.liker_id and m.status = 'active' and p.status = 'active')
  and ${notBlockedWith(memberId, sql`l.liker_id`)}`;

/**
 * Likes and matches (spec §2, §3, §4; issue #5). A like is a row (liker, liked); a match is both
 * rows. Rules: members only like activated members of their own site whom they may see, never across
 * a block; a like from an invisible member makes them visible to the liked member.
 */
export class LikeService {
  constructor(private readonly db: Database, private readonly bus?: EventBus) {}

  async like(site: Site, viewer: MemberView, targetId: number, source: LikeSource = 'profile'): Promise<LikeResult> {
    const result = await this.db.transaction(async (tx) => {
      await assertMayLike(tx, site, viewer, targetId);
      return recordLike(tx, viewer.id, targetId, source ?? 'profile');
    });
    await this.announceLike(viewer.id, targetId, result);
    return { liked: true, match: result.match };
  }

  /** After the like's transaction: the liked member's badge and lists update at once in every open tab. */
  async announceLike(likerId: number, likedId: number, result: RecordedLike): Promise<void> {
    if (result.fresh && this.bus) await this.bus.publish([likedId], { type: 'like', from: likerId, match: result.match, new_likes: await this.newLikesCount(likedId) });
  }

  async unlike(viewer: MemberView, targetId: number): Promise<LikeResult> {
    await this.db.delete(likes).where(and(eq(likes.likerId, viewer.id), eq(likes.likedId, targetId)));
    return { liked: false, match: false };
  }

  /** What there is between the viewer and another member, for the profile buttons. */
  async relation(viewerId: number, targetId: number): Promise<{ liked: boolean; liked_by: boolean; match: boolean }> {
    const rows = await this.db
      .select({ likerId: likes.likerId })
      .from(likes)
      .where(sql`(${likes.likerId} = ${viewerId} and ${likes.likedId} = ${targetId}) or (${likes.likerId} = ${targetId} and ${likes.likedId} = ${viewerId})`);
    const liked = rows.some((r) => r.likerId === viewerId);
    const likedBy = rows.some((r) => r.likerId === targetId);
    return { liked, liked_by: likedBy, match: liked && likedBy };
  }

  /** Which of these members the viewer likes (the hearts on search results). */
  async likedAmong(viewerId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: likes.likedId }).from(likes).where(and(eq(likes.likerId, viewerId), inArray(likes.likedId, [...ids])));
    return rows.map((r) => r.id);
  }

  /** Spec §4: opening a liker's profile (/likes/m/{id}) clears that like's new flag. */
  async markSeen(viewerId: number, likerId: number): Promise<void> {
    await this.db
      .update(likes)
      .set({ isNew: false })
      .where(and(eq(likes.likerId, likerId), eq(likes.likedId, viewerId), eq(likes.isNew, true)));
  }

  /** The new-likes badge (spec §2): received likes not yet seen. */
  async newLikesCount(memberId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(this.db, sql`
      select count(*)::int as n from likes l where ${receivedWhere(memberId)} and l.is_new`);
    return Number(row?.n ?? 0);
  }

  /** GET /api/likes.php: received (new first, spec §4), given and matches, with a card for each member. */
  async list(viewer: MemberView): Promise<LikesPayload> {
    const [received, given] = await Promise.all([
      queryRows<{ id: number; is_new: boolean; created_at: string | Date }>(this.db, sql`
        select l.liker_id as id, l.is_new, l.created_at from likes l where ${receivedWhere(viewer.id)}
        order by l.is_new desc, l.created_at desc, l.liker_id desc limit ${LIKES_LIST_LIMIT}`),
      queryRows<{ id: number; created_at: string | Date; back_at: string | Date | null }>(this.db, sql`
        select l.liked_id as id, l.created_at, back.created_at as back_at from likes l
        left join likes back on back.liker_id = l.liked_id and back.liked_id = l.liker_id
        where l.liker_id = ${viewer.id}
          and exists (select 1 from members m join profiles p on p.member_id = m.id
                      where m.id = l.liked_id and m.status = 'active' and p.status = 'active')
        order by l.created_at desc, l.liked_id desc limit ${LIKES_LIST_LIMIT}`),
    ]);
    const iso = (d: string | Date) => new Date(d).toISOString();
    const receivedIds = new Set(received.map((r) => Number(r.id)));
    const matches = given
      .filter((g) => g.back_at !== null && receivedIds.has(Number(g.id)))
      .map((g) => ({ id: Number(g.id), at: Math.max(new Date(g.created_at).getTime(), new Date(g.back_at!).getTime()) }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((m) => ({ id: m.id, liked_at: new Date(m.at).toISOString() }));
    const ids = [...new Set([...received.map((r) => Number(r.id)), ...given.map((g) => Number(g.id))])];
    return {
      profiles: await cardsFor(this.db, ids),
      liked_by: received.map((r) => ({ id: Number(r.id), like_new: r.is_new, liked_at: iso(r.created_at) })),
      liked: given.map((g) => ({ id: Number(g.id), liked_at: iso(g.created_at) })),
      matches,
      new_likes: received.filter((r) => r.is_new).length,
    };
  }

  /**
   * GET /api/auto-like.php: the like the 'New like!' overlay announces (spec §2, §4). First a real
   * received like not yet announced; otherwise, when due, an automatic like from a profile the site
   * runs (docs/decisions/006). Either is announced once; an automatic like is a real like on /likes.
   */
  async announce(site: Site, viewer: MemberView): Promise<AutoLikePayload> {
    if (viewer.status !== 'active' || viewer.profile.status !== 'active') return { profile: null };
    return this.db.transaction(async (tx) => {
      // One announcement at a time per member, even with several tabs asking at once.
      await tx.execute(sql`select id from members where id = ${viewer.id} for no key update`);
      const [pending] = await queryRows<{ id: number }>(tx, sql`
        select l.liker_id as id from likes l
        where ${receivedWhere(viewer.id)} and l.is_new and l.announced_at is null
        order by l.created_at desc limit 1`);
      let likerId = pending ? Number(pending.id) : null;
      const settledIn = Date.now() - viewer.signupDate.getTime() >= AUTO_LIKE_FIRST_AFTER_MINUTES * 60_000;
      if (likerId === null && settledIn && (await autoLikeDue(tx, viewer.id))) {
        likerId = await pickAutoLiker(tx, site, viewer);
        if (likerId !== null) await insertLike(tx, likerId, viewer.id, 'auto');
      }
      if (likerId === null) return { profile: null };
      await tx.update(likes).set({ announcedAt: new Date() }).where(and(eq(likes.likerId, likerId), eq(likes.likedId, viewer.id)));
      return { profile: await autoLikeProfile(tx, likerId, site) };
    });
  }
}

async function likeExists(db: Executor, likerId: number, likedId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId))).limit(1);
  return !!row;
}

export interface RecordedLike {
  /** False when the like was there already. */
  fresh: boolean;
  /** The other member likes the liker too. */
  match: boolean;
}

/** Stores a like (inside the caller's transaction, after its checks) and says whether it is a match. */
export async function recordLike(tx: Executor, likerId: number, likedId: number, source: NonNullable<LikeSource>): Promise<RecordedLike> {
  return { fresh: await insertLike(tx, likerId, likedId, source), match: await likeExists(tx, likedId, likerId) };
}

/** Stores a like once; true when it is new. */
async function insertLike(db: Executor, likerId: number, likedId: number, source: NonNullable<LikeSource>): Promise<boolean> {
  const rows = await db.insert(likes).values({ likerId, likedId, source }).onConflictDoNothing().returning({ likerId: likes.likerId });
  return rows.length > 0;
}

/**
 * Who may be liked (and swiped): anyone the viewer may contact (profiles/contact.ts). The viewer
 * must have confirmed their e-mail address: until then their own profile is hidden from the one
 * they like, so the like would point at nobody.
 */
export async function assertMayLike(db: Executor, site: Site, viewer: MemberView, targetId: number): Promise<void> {
  if (targetId === viewer.id) throw new ApiError(400, 'invalid_input', 'likes.self');
  if (viewer.status !== 'active') throw new ApiError(403, 'not_confirmed', 'likes.confirmFirst');
  await assertMayContact(db, site, viewer, targetId, 'likes.blocked');
}

async function autoLikeDue(db: Executor, memberId: number): Promise<boolean> {
  const [recent] = await queryRows<{ one: number }>(db, sql`
    select 1 as one from likes where liked_id = ${memberId} and source = 'auto'
      and created_at > now() - make_interval(hours => ${AUTO_LIKE_INTERVAL_HOURS}) limit 1`);
  return !recent;
}

/**
 * A profile the site runs (fictional), activated, visible, with an approved photo, of the gender
 * the member looks for and within ten years of their age, recently active, that does not like
 * the member yet and has no block with them. One of the twenty most recently active, at random.
 */
async function pickAutoLiker(db: Executor, site: Site, viewer: MemberView): Promise<number | null> {
  const [own] = await db.select({ sexuality: profiles.sexuality }).from(profiles).where(eq(profiles.memberId, viewer.id));
  const wanted = likelyWantedGender({ gender: viewer.profile.gender, sexuality: own?.sexuality ?? null });
  const age = ageOn(viewer.profile.dateOfBirth);
  const rows = await queryRows<{ id: number }>(db, sql`
    select ms.member_id as id from member_search ms join members m on m.id = ms.member_id
    where ms.site_id = ${site.id} and ms.visible and ms.has_photo and m.fictional and ms.member_id <> ${viewer.id}
      ${wanted ? sql`and ms.gender = ${wanted}` : sql``}
      and ms.date_of_birth between (current_date - make_interval(years => ${age + 10}))::date and (current_date - make_interval(years => ${Math.max(18, age - 10)}))::date
      and not exists (select 1 from likes l where l.liker_id = ms.member_id and l.liked_id = ${viewer.id})
      and not exists (select 1 from blocks b where (b.blocker_id = ${viewer.id} and b.blocked_id = ms.member_id)
                                               or (b.blocker_id = ms.member_id and b.blocked_id = ${viewer.id}))
    order by ms.last_active_at desc nulls last limit 20`);
  if (rows.length === 0) return null;
  return Number(rows[Math.floor(Math.random() * rows.length)]!.id);
}

async function autoLikeProfile(db: Executor, likerId: number, site: Site): Promise<AutoLikePayload['profile']> {
  const [row] = await db
    .select({ id: members.id, name: profiles.name, dob: profiles.dateOfBirth, filename: photos.filename, thumb: photos.thumbFilename, status: photos.status })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(members.id, likerId));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dob),
    main_image:
      row.filename && row.thumb && row.status === 'active'
        ? { filename: row.filename, thumb_filename: row.thumb, status: 'active', match: `${site.config.cdn_prefix}${row.filename}` }
        : null,
  };
}

/** Swipes given in the last 24 hours that were likes, oldest first (the limit window, spec §9). */
export async function swipeLikesInWindow(db: Executor, memberId: number): Promise<Date[]> {
  const rows = await db
    .select({ at: swipes.createdAt })
    .from(swipes)
    .where(and(eq(swipes.memberId, memberId), eq(swipes.decision, 'like'), sql`${swipes.createdAt} > now() - interval '24 hours'`))
    .orderBy(desc(swipes.createdAt));
  return rows.map((r) => r.at).reverse();
}
