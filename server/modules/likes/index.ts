/** The likes module's public surface (scripts/check-owners.mjs); it owns likes, swipes, match-finder preferences and page bounces. */
export {
  LikeService,
  seedLike,
  removeLikesBetween,
  likedFirst,
  newLikesCountOf,
  newestLikerSince,
  LIKES_LIST_LIMIT,
  AUTO_LIKE_INTERVAL_HOURS,
  AUTO_LIKE_FIRST_AFTER_MINUTES,
  type LikeSource,
} from './service.ts';
export { SwipeService } from './swipe.ts';
export { MatchFinderService } from './match-finder.ts';
export { prunePageBounces, PAGE_BOUNCE_KEEP_DAYS } from './page-bounces.ts';
export { likeRoutes } from './routes.ts';
export { eraseLikesOf } from './erase.ts';
// The member's rows, for their data export.
export { likeDataOf } from './member-data.ts';
