import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { likes, pageBounces, swipes } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { AutoLikePayload, LikeBody, LikeResult, LikesPayload } from '../../../common/api/likes.ts';
import { isActivatedSql, isFictionalSql, lockMember, type MemberView } from '../members/index.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Site } from '../sites/index.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { assertMayContact, cardsFor, hasActiveProfileSql, type Visibility } from '../profiles/index.ts';
import { defaultSearchOf, recentlyActiveCandidates } from '../search/index.ts';

/** Each list of GET /api/likes.php holds at most this many (newest first); the rest is history. */
export const LIKES_LIST_LIMIT = 300;
/** A member gets at most one automatic like per this many hours (docs/decisions/006). */
export const AUTO_LIKE_INTERVAL_HOURS = 24;
/** A new member's first automatic like comes once they have been a member this long (docs/decisions/006). */
export const AUTO_LIKE_FIRST_AFTER_MINUTES = 10;

export type LikeSource = LikeBody['source'] | 'swipe' | 'auto';

/** Product §6: blocking removes the likes between the two, both ways, in the blocking transaction (wired in server/services.ts). */
export async function removeLikesBetween(tx: Executor, a: number, b: number): Promise<void> {
  await tx
    .delete(likes)
    .where(
      sql`(${likes.likerId} = ${a} and ${likes.likedId} = ${b}) or (${likes.likerId} = ${b} and ${likes.likedId} = ${a})`,
    );
}

/** Product §4 invisible mode: whom an invisible member liked may see them (wired in server/services.ts). */
export function likedFirst(db: Executor, invisibleMemberId: number, viewerId: number): Promise<boolean> {
  return likeExists(db, invisibleMemberId, viewerId);
}

/** A member who counts: activated, with an active profile. */
const countsSql = (memberId: SQL) => sql`${isActivatedSql(memberId)} and ${hasActiveProfileSql(memberId)}`;

/** Received likes that count: from an activated member with an active profile, no block between. */
const receivedWhere = (memberId: number) => sql`
  l.liked_id = ${memberId}
  and ${countsSql(sql`l.liker_id`)}
  and ${notBlockedWith(memberId, sql`l.liker_id`)}`;

/**
 * Likes and matches (product §2, §3, §4). A like is a row (liker, liked); a match is both
 * rows. Rules: members only like activated members of their own site whom they may see, never across
 * a block; a like from an invisible member makes them visible to the liked member.
 */
export class LikeService {
  constructor(
    private readonly db: Database,
    private readonly visibility: Visibility,
    private readonly bus?: EventBus,
    /** After a new like is stored (the liked member's mail and push, wired in server/services.ts). */
    private readonly onLiked?: (likerId: number, likedId: number) => void,
  ) {}

  async like(site: Site, viewer: MemberView, targetId: number, source: LikeSource = 'profile'): Promise<LikeResult> {
    // No transaction: the checks only read (they lock nothing, as inside one), and the like with
    // its match is one statement, so no pool connection is held between round trips.
    await this.assertMayLike(this.db, site, viewer, targetId);
    const result = await recordLike(this.db, viewer.id, targetId, source ?? 'profile');
    await this.announceLike(viewer.id, targetId, result);
    return { liked: true, match: result.match };
  }

  /** After the like's transaction: the liked member's badge and lists update at once in every open tab. */
  async announceLike(likerId: number, likedId: number, result: RecordedLike): Promise<void> {
    if (!result.fresh) return;
    if (this.bus)
      await this.bus.publish([likedId], {
        type: 'like',
        from: likerId,
        match: result.match,
        new_likes: await this.newLikesCount(likedId),
      });
    this.onLiked?.(likerId, likedId);
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
      .where(
        sql`(${likes.likerId} = ${viewerId} and ${likes.likedId} = ${targetId}) or (${likes.likerId} = ${targetId} and ${likes.likedId} = ${viewerId})`,
      );
    const liked = rows.some((r) => r.likerId === viewerId);
    const likedBy = rows.some((r) => r.likerId === targetId);
    return { liked, liked_by: likedBy, match: liked && likedBy };
  }

  /** Which of these members the viewer likes (the hearts on search results). */
  async likedAmong(viewerId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: likes.likedId })
      .from(likes)
      .where(and(eq(likes.likerId, viewerId), inArray(likes.likedId, [...ids])));
    return rows.map((r) => r.id);
  }

  /** Product §4: opening a liker's profile (/likes/m/{id}) clears that like's new flag. */
  async markSeen(viewerId: number, likerId: number): Promise<void> {
    await this.db
      .update(likes)
      .set({ isNew: false })
      .where(and(eq(likes.likerId, likerId), eq(likes.likedId, viewerId), eq(likes.isNew, true)));
  }

  /** The new-likes badge (product §2): received likes not yet seen. */
  async newLikesCount(memberId: number): Promise<number> {
    return newLikesCountOf(this.db, memberId);
  }

  /** GET /api/likes.php: received (new first, product §4), given and matches, with a card for each member. */
  async list(viewer: MemberView): Promise<LikesPayload> {
    const [received, given] = await Promise.all([
      queryRows<{ id: number; is_new: boolean; created_at: string | Date; source: string }>(
        this.db,
        sql`
        select l.liker_id as id, l.is_new, l.created_at, l.source from likes l where ${receivedWhere(viewer.id)}
        order by l.is_new desc, l.created_at desc, l.liker_id desc limit ${LIKES_LIST_LIMIT}`,
      ),
      queryRows<{ id: number; created_at: string | Date; back_at: string | Date | null }>(
        this.db,
        sql`
        select l.liked_id as id, l.created_at, back.created_at as back_at from likes l
        left join likes back on back.liker_id = l.liked_id and back.liked_id = l.liker_id
        where l.liker_id = ${viewer.id}
          and ${countsSql(sql`l.liked_id`)}
        order by l.created_at desc, l.liked_id desc limit ${LIKES_LIST_LIMIT}`,
      ),
    ]);
    const iso = (d: string | Date) => new Date(d).toISOString();
    const receivedIds = new Set(received.map((r) => Number(r.id)));
    const matches = given
      .filter((g) => g.back_at !== null && receivedIds.has(Number(g.id)))
      .map((g) => ({
        id: Number(g.id),
        at: Math.max(new Date(g.created_at).getTime(), new Date(g.back_at!).getTime()),
      }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((m) => ({ id: m.id, liked_at: new Date(m.at).toISOString() }));
    const ids = [...new Set([...received.map((r) => Number(r.id)), ...given.map((g) => Number(g.id))])];
    return {
      profiles: await cardsFor(this.db, ids),
      liked_by: received.map((r) => ({
        id: Number(r.id),
        like_new: r.is_new,
        liked_at: iso(r.created_at),
        automatic: r.source === 'auto',
      })),
      liked: given.map((g) => ({ id: Number(g.id), liked_at: iso(g.created_at) })),
      matches,
      new_likes: received.filter((r) => r.is_new).length,
    };
  }

  /**
   * GET /api/auto-like.php: the like the 'New like!' overlay announces (product §2, §4). First a real
   * received like not yet announced; otherwise, when due, an automatic like from a profile the site
   * runs (docs/decisions/006). Either is announced once; an automatic like is a real like on /likes.
   */
  async announce(site: Site, viewer: MemberView): Promise<AutoLikePayload> {
    if (viewer.status !== 'active' || viewer.profile.status !== 'active') return { profile: null };
    return this.db
      .transaction(async (tx) => {
        // One announcement at a time per member, even with several tabs asking at once.
        await lockMember(tx, viewer.id);
        const [pending] = await queryRows<{ id: number }>(
          tx,
          sql`
        select l.liker_id as id from likes l
        where ${receivedWhere(viewer.id)} and l.is_new and l.announced_at is null
        order by l.created_at desc limit 1`,
        );
        let likerId = pending ? Number(pending.id) : null;
        let automatic = false;
        const settledIn = Date.now() - viewer.signupDate.getTime() >= AUTO_LIKE_FIRST_AFTER_MINUTES * 60_000;
        if (likerId === null && settledIn && (await autoLikeDue(tx, viewer.id))) {
          likerId = await pickAutoLiker(tx, site, viewer);
          if (likerId !== null) automatic = await insertLike(tx, likerId, viewer.id, 'auto');
        }
        if (likerId === null) return { profile: null, automaticFrom: null };
        await tx
          .update(likes)
          .set({ announcedAt: new Date() })
          .where(and(eq(likes.likerId, likerId), eq(likes.likedId, viewer.id)));
        return {
          profile: await autoLikeProfile(tx, likerId, site, automatic),
          automaticFrom: automatic ? likerId : null,
        };
      })
      .then(({ automaticFrom, ...payload }) => {
        // An automatic like is a like the member sees (decision 023): notified as any other (the member
        // is on the site as it is made, so in practice the check for an open socket stops it).
        if (automaticFrom !== null) this.onLiked?.(automaticFrom, viewer.id);
        return payload;
      });
  }

  /**
   * Who may be liked (and swiped): anyone the viewer may contact (profiles/contact.ts). The viewer
   * must have confirmed their e-mail address: until then their own profile is hidden from the one
   * they like, so the like would point at nobody.
   */
  async assertMayLike(db: Executor, site: Site, viewer: MemberView, targetId: number): Promise<void> {
    if (targetId === viewer.id) throw new ApiError(400, 'invalid_input', 'likes.self');
    if (viewer.status !== 'active') throw new ApiError(403, 'not_confirmed', 'likes.confirmFirst');
    await assertMayContact(db, site, viewer, targetId, 'likes.blocked');
  }

  /** The page-bounce beacon (decision 006): a visitor left a page. */
  async pageHidden(siteId: number, memberId: number | null, path: string): Promise<void> {
    await this.db.insert(pageBounces).values({ siteId, memberId, path });
  }
}

async function likeExists(db: Executor, likerId: number, likedId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .limit(1);
  return !!row;
}

export interface RecordedLike {
  /** False when the like was there already. */
  fresh: boolean;
  /** The other member likes the liker too. */
  match: boolean;
}

/** The new-likes badge (product §2): received likes not yet seen. */
export async function newLikesCountOf(db: Executor, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from likes l where ${receivedWhere(memberId)} and l.is_new`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The newest like the member received after `since` that still counts (a like taken back, or from a
 * member since blocked or gone, does not), for the like mail. Null when there is none.
 */
export async function newestLikerSince(db: Executor, memberId: number, since: Date | null): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
    select l.liker_id as id from likes l where ${receivedWhere(memberId)}
      ${since ? sql`and l.created_at > ${since.toISOString()}` : sql``}
    order by l.created_at desc, l.liker_id desc limit 1`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Stores a like (after the caller's checks) and says whether it is a match, in one statement: a like
 * holds a pool connection for one round trip. `at`: when it was given (the seed's past likes); else now.
 */
export async function recordLike(
  db: Executor,
  likerId: number,
  likedId: number,
  source: NonNullable<LikeSource>,
  at?: Date,
): Promise<RecordedLike> {
  // The database function like_record (migration 0025): the pair is locked first, so two members
  // liking each other at once both store their like and the second one is the match.
  const [row] = await queryRows<{ fresh: boolean; match: boolean }>(
    db,
    sql`select fresh, match from like_record(${likerId}, ${likedId}, ${source}, ${at ? at.toISOString() : null}::timestamptz)`,
  );
  return { fresh: !!row?.fresh, match: !!row?.match };
}

/** Stores a like once; true when it is new. */
async function insertLike(
  db: Executor,
  likerId: number,
  likedId: number,
  source: NonNullable<LikeSource>,
  at?: Date,
): Promise<boolean> {
  const rows = await db
    .insert(likes)
    .values({ likerId, likedId, source, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing()
    .returning({ likerId: likes.likerId });
  return rows.length > 0;
}

/**
 * The demo seed (server/seed: the demo account's likes): a like given at `at` in the past, stored
 * as any like (`recordLike`; a match is the like back, as always), without the event or the mail:
 * nobody is watching yet. `seenAt`: the liked member opened it then (product §4: no longer new) and the
 * 'New like!' overlay has had it; without it the like is new and the overlay still announces it.
 * A like that exists already is left as it is (fresh false): a seed adds nothing twice.
 */
export async function seedLike(
  tx: Executor,
  like: { likerId: number; likedId: number; at: Date; source?: NonNullable<LikeSource>; seenAt?: Date },
): Promise<RecordedLike> {
  const result = await recordLike(tx, like.likerId, like.likedId, like.source ?? 'profile', like.at);
  if (result.fresh && like.seenAt) {
    await tx
      .update(likes)
      .set({ isNew: false, announcedAt: like.seenAt })
      .where(and(eq(likes.likerId, like.likerId), eq(likes.likedId, like.likedId)));
  }
  return result;
}

async function autoLikeDue(db: Executor, memberId: number): Promise<boolean> {
  const [recent] = await queryRows<{ one: number }>(
    db,
    sql`
    select 1 as one from likes where liked_id = ${memberId} and source = 'auto'
      and created_at > now() - make_interval(hours => ${AUTO_LIKE_INTERVAL_HOURS}) limit 1`,
  );
  return !recent;
}

/**
 * A profile the site runs (fictional), activated, visible, with an approved photo, of the member's
 * default search (the gender they look for, their age ±10; common/rules/search.ts, decision 023),
 * recently active, that does not like the member yet and has no block with them. One of the twenty
 * most recently active, at random. Only fictional profiles ever like automatically.
 */
async function pickAutoLiker(db: Executor, site: Site, viewer: MemberView): Promise<number | null> {
  const wanted = await defaultSearchOf(db, viewer);
  const ids = await recentlyActiveCandidates(db, {
    siteId: site.id,
    exclude: [viewer.id],
    gender: wanted.gender,
    ages: { min: wanted.min_age, max: wanted.max_age },
    where: (id) => sql`${isFictionalSql(id)}
      and not exists (select 1 from likes l where l.liker_id = ${id} and l.liked_id = ${viewer.id})
      and ${notBlockedWith(viewer.id, id)}`,
    limit: 20,
  });
  if (ids.length === 0) return null;
  return ids[Math.floor(Math.random() * ids.length)]!;
}

async function autoLikeProfile(
  db: Executor,
  likerId: number,
  site: Site,
  automatic: boolean,
): Promise<AutoLikePayload['profile']> {
  const [card] = await cardsFor(db, [likerId]);
  if (!card) return null;
  return {
    id: card.id,
    name: card.name,
    age: card.age,
    // The card carries only an approved photo.
    main_image: card.main_image
      ? { ...card.main_image, match: `${site.config.cdn_prefix}${card.main_image.filename}` }
      : null,
    fictional: card.fictional,
    automatic,
  };
}

/** Swipes given in the last 24 hours that were likes, oldest first (the limit window, product §9). */
export async function swipeLikesInWindow(db: Executor, memberId: number): Promise<Date[]> {
  const rows = await db
    .select({ at: swipes.createdAt })
    .from(swipes)
    .where(
      and(
        eq(swipes.memberId, memberId),
        eq(swipes.decision, 'like'),
        sql`${swipes.createdAt} > now() - interval '24 hours'`,
      ),
    )
    .orderBy(desc(swipes.createdAt));
  return rows.map((r) => r.at).reverse();
}
