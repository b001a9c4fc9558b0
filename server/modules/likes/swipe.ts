import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { swipes } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { SwipeBody, SwipeCard, SwipeState } from '../../../common/api/likes.ts';
import { SWIPE_LIKES_PER_DAY } from '../../../common/constants.ts';
import { lockMember, type MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { cardsFor, profileDetails } from '../profiles/index.ts';
import { defaultSearchOf, recentlyActiveCandidates } from '../search/index.ts';
import { recordLike, swipeLikesInWindow, type LikeService } from './service.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The swipe game (/swipe-game, product §9): one card at a time; 4 likes in any 24 hours, then a wait
 * until the oldest of those likes is a day old. Skips are free and unlimited. The limit is counted
 * under a row lock on the member, so parallel requests cannot slip a fifth like through.
 */
export class SwipeService {
  constructor(
    private readonly db: Database,
    private readonly likes: LikeService,
  ) {}

  async state(site: Site, viewer: MemberView): Promise<SwipeState> {
    return stateOf(this.db, site, viewer);
  }

  async swipe(site: Site, viewer: MemberView, body: SwipeBody): Promise<SwipeState> {
    const liked = await this.db.transaction(async (tx) => {
      await lockMember(tx, viewer.id);
      await this.likes.assertMayLike(tx, site, viewer, body.id);
      if (body.decision === 'skip') {
        await tx
          .insert(swipes)
          .values({ memberId: viewer.id, targetId: body.id, decision: 'skip' })
          .onConflictDoNothing();
        return undefined;
      }
      const window = await swipeLikesInWindow(tx, viewer.id);
      if (window.length >= SWIPE_LIKES_PER_DAY) {
        const next = new Date(window[window.length - SWIPE_LIKES_PER_DAY]!.getTime() + DAY_MS);
        const seconds = Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000));
        const waitMinutes = Math.ceil(seconds / 60);
        const [hours, minutes] = [Math.floor(waitMinutes / 60), waitMinutes % 60];
        const key =
          hours === 0 ? 'likes.swipeLimit.minutes' : minutes === 0 ? 'likes.swipeLimit.hours' : 'likes.swipeLimit';
        throw new ApiError(
          429,
          'swipe_limit',
          key,
          { limit: SWIPE_LIKES_PER_DAY, hours, minutes },
          {
            next_like_at: next.toISOString(),
            retry_after_seconds: seconds,
          },
        );
      }
      // A card skipped earlier and liked now (e.g. from a second tab) becomes a like.
      await tx
        .insert(swipes)
        .values({ memberId: viewer.id, targetId: body.id, decision: 'like' })
        .onConflictDoUpdate({
          target: [swipes.memberId, swipes.targetId],
          set: { decision: 'like', createdAt: sql`now()` },
          setWhere: sql`${swipes.decision} = 'skip'`,
        });
      return recordLike(tx, viewer.id, body.id, 'swipe');
    });
    // A swipe like is a like like any other: the liked member hears of it at once.
    if (liked) await this.likes.announceLike(viewer.id, body.id, liked);
    const state = await stateOf(this.db, site, viewer);
    return liked === undefined ? state : { ...state, match: liked.match };
  }
}

async function stateOf(db: Executor, site: Site, viewer: MemberView): Promise<SwipeState> {
  const window = await swipeLikesInWindow(db, viewer.id);
  const left = Math.max(0, SWIPE_LIKES_PER_DAY - window.length);
  const next =
    left === 0 ? new Date(window[window.length - SWIPE_LIKES_PER_DAY]!.getTime() + DAY_MS).toISOString() : null;
  return {
    profile: await nextCard(db, site, viewer),
    likes_left: left,
    likes_per_day: SWIPE_LIKES_PER_DAY,
    next_like_at: next,
  };
}

/**
 * The next card: a visible member with a photo, of the member's default search (the gender they
 * look for, their age ±10; decision 023), not swiped and not liked yet, no block either way; the
 * most recently active first (online members come first).
 */
async function nextCard(db: Executor, site: Site, viewer: MemberView): Promise<SwipeCard | null> {
  const wanted = await defaultSearchOf(db, viewer);
  const [id] = await recentlyActiveCandidates(db, {
    siteId: site.id,
    exclude: [viewer.id, ...(await blockedEitherWay(db, viewer.id))],
    gender: wanted.gender,
    ages: { min: wanted.min_age, max: wanted.max_age },
    where: (
      target,
    ) => sql`not exists (select 1 from swipes s where s.member_id = ${viewer.id} and s.target_id = ${target})
      and not exists (select 1 from likes l where l.liker_id = ${viewer.id} and l.liked_id = ${target})`,
    limit: 1,
  });
  if (id === undefined) return null;
  const [card] = await cardsFor(db, [id]);
  if (!card) return null;
  const details = await profileDetails(db, card.id);
  return { ...card, description: details?.description ?? '', interests: details?.interests ?? [] };
}
