import { z } from 'zod';
import { idSchema } from './ids.ts';
import { mainImageSchema, profileCardSchema } from './profiles.ts';
import { LIKE_TYPES, MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES } from './limits.ts';
export { LIKE_TYPES, MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES };

/**
 * Likes, matches, the swipe game and the match finder (product §2, §3, §4, §9).
 * A like is one member's interest in another; when both like each other it is a match.
 */

/** POST /api/like.php and DELETE /api/like.php: the member liked or unliked. */
export const likeBodySchema = z
  .object({
    id: idSchema,
    /** Where the like was given, for statistics only. The swipe game has its own endpoint. */
    source: z.enum(['profile', 'search', 'likes', 'modal']).optional(),
  })
  .strict();
export type LikeBody = z.infer<typeof likeBodySchema>;

export const likeResultSchema = z.object({
  liked: z.boolean(),
  /** True when the other member likes the member too (product §3: a match when mutual). */
  match: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** A received like (product §3 "liked_by"). */
export const likedByEntrySchema = z.object({
  id: z.number().int(),
  /** Not yet seen: cleared by opening the liker's profile at /likes/m/{id} (product §4). */
  like_new: z.boolean(),
  liked_at: z.string(),
  /** An automatic like: one the site sent from a fictional profile it runs (decisions 006, 023). */
  automatic: z.boolean(),
});
export type LikedByEntry = z.infer<typeof likedByEntrySchema>;

export const likeEntrySchema = z.object({ id: z.number().int(), liked_at: z.string() });
export type LikeEntry = z.infer<typeof likeEntrySchema>;

/** GET /api/likes.php (product §7): `profiles` holds a card for every member the lists refer to. */
export const likesPayloadSchema = z.object({
  profiles: z.array(profileCardSchema),
  /** Received likes: new ones first, then newest first (product §4). */
  liked_by: z.array(likedByEntrySchema),
  /** Given likes, newest first. */
  liked: z.array(likeEntrySchema),
  /** Mutual likes, newest match first (`liked_at` is when the match happened). */
  matches: z.array(likeEntrySchema),
  /** How many received likes are new: the badge on the Likes link. */
  new_likes: z.number().int(),
});
export type LikesPayload = z.infer<typeof likesPayloadSchema>;

/** The `/likes/{type}` screens. */
export type LikeType = (typeof LIKE_TYPES)[number];

/** The liker shown by the 'New like!' overlay (product §3 "auto-like profile": id and main_image with a match path). */
export const autoLikeProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  /** `match` is the URL path of the photo to show large in the overlay. */
  main_image: mainImageSchema.extend({ match: z.string() }).nullable(),
  /** A profile the site runs: the overlay shows the site's fictional mark (decision 023). */
  fictional: z.boolean(),
  /** An automatic like (always from a fictional profile): the overlay says so. */
  automatic: z.boolean(),
});
export type AutoLikeProfile = z.infer<typeof autoLikeProfileSchema>;

/** GET /api/auto-like.php: the like to announce with the overlay, or null when there is none. */
export const autoLikePayloadSchema = z.object({ profile: autoLikeProfileSchema.nullable() });
export type AutoLikePayload = z.infer<typeof autoLikePayloadSchema>;

/** POST /api/page-hidden.php?path=…: page-bounce logging (query `lb`), sent as an empty beacon. */
export const pageHiddenQuerySchema = z.object({ path: z.string().max(500).optional() }).strict();

// ---------------------------------------------------------------------------------------------
// Swipe game (/swipe-game): one card at a time, 4 likes a day (product §9), enforced by the server.

export const swipeBodySchema = z
  .object({
    id: idSchema,
    decision: z.enum(['like', 'skip']),
  })
  .strict();
export type SwipeBody = z.infer<typeof swipeBodySchema>;

/** A profile card with a little more to judge by. */
export const swipeCardSchema = profileCardSchema.extend({
  description: z.string(),
  interests: z.array(z.string()),
});
export type SwipeCard = z.infer<typeof swipeCardSchema>;

/** GET /api/swipe.php, and the answer to POST /api/swipe.php. */
export const swipeStateSchema = z.object({
  /** The next card, or null when nobody is left to show. */
  profile: swipeCardSchema.nullable(),
  /** Likes left in the current 24-hour window (0 to 4). */
  likes_left: z.number().int(),
  likes_per_day: z.number().int(),
  /** When no likes are left: when the next like becomes available (ISO time). */
  next_like_at: z.string().nullable(),
  /** After a POST like: whether it made a match. */
  match: z.boolean().optional(),
});
export type SwipeState = z.infer<typeof swipeStateSchema>;

/**
 * The fifth like in 24 hours: 429 `swipe_limit` with the message and
 * `next_like_at` / `retry_after_seconds`, so the screen can show the wait.
 */
export const swipeLimitErrorSchema = z.object({
  error: z.literal('swipe_limit'),
  message: z.string(),
  next_like_at: z.string(),
  retry_after_seconds: z.number().int(),
});
export type SwipeLimitError = z.infer<typeof swipeLimitErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Match finder (/match-finder): product §3 preferences; only these values are accepted (product §5).

export const matchFinderPreferencesSchema = z.object({
  age: z.enum(MATCH_FINDER_AGES),
  appearance: z.enum(MATCH_FINDER_APPEARANCES),
  race: z.enum(MATCH_FINDER_RACES),
});
export type MatchFinderPreferences = z.infer<typeof matchFinderPreferencesSchema>;

/** GET /api/match-finder.php and the answer to PUT: saved preferences (null before the first) and results. */
export const matchFinderPayloadSchema = z.object({
  preferences: matchFinderPreferencesSchema.nullable(),
  results: z.array(profileCardSchema),
});
export type MatchFinderPayload = z.infer<typeof matchFinderPayloadSchema>;
