import { z } from 'zod';
import { idSchema } from './ids.ts';
import type { MainImage, ProfileCard } from './profiles.ts';
import { LIKE_TYPES, MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES } from './limits.ts';
export { LIKE_TYPES, MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES };

/**
 * Likes, matches, the swipe game and the match finder (spec §2, §3, §4, §9; issue #5).
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

export interface LikeResult {
  liked: boolean;
  /** True when the other member likes the member too (spec §3: a match when mutual). */
  match: boolean;
}

/** A received like (spec §3 "liked_by"). */
export interface LikedByEntry {
  id: number;
  /** Not yet seen: cleared by opening the liker's profile at /likes/m/{id} (spec §4). */
  like_new: boolean;
  liked_at: string;
}

export interface LikeEntry {
  id: number;
  liked_at: string;
}

/** GET /api/likes.php (spec §7): `profiles` holds a card for every member the lists refer to. */
export interface LikesPayload {
  profiles: ProfileCard[];
  /** Received likes: new ones first, then newest first (spec §4). */
  liked_by: LikedByEntry[];
  /** Given likes, newest first. */
  liked: LikeEntry[];
  /** Mutual likes, newest match first (`liked_at` is when the match happened). */
  matches: LikeEntry[];
  /** How many received likes are new: the badge on the Likes link. */
  new_likes: number;
}

/** The `/likes/{type}` screens. */
export type LikeType = (typeof LIKE_TYPES)[number];

/** The liker shown by the 'New like!' overlay (spec §3 "auto-like profile": id and main_image with a match path). */
export interface AutoLikeProfile {
  id: number;
  name: string;
  age: number;
  /** `match` is the URL path of the photo to show large in the overlay. */
  main_image: (MainImage & { match: string }) | null;
}

/** GET /api/auto-like.php: the like to announce with the overlay, or null when there is none. */
export interface AutoLikePayload {
  profile: AutoLikeProfile | null;
}

/** POST /api/page-hidden.php?path=…: page-bounce logging (query `lb`), sent as an empty beacon. */
export const pageHiddenQuerySchema = z.object({ path: z.string().max(500).optional() }).strict();

// ---------------------------------------------------------------------------------------------
// Swipe game (/swipe-game): one card at a time, 4 likes a day (spec §9), enforced by the server.

export const swipeBodySchema = z
  .object({
    id: idSchema,
    decision: z.enum(['like', 'skip']),
  })
  .strict();
export type SwipeBody = z.infer<typeof swipeBodySchema>;

/** A profile card with a little more to judge by. */
export interface SwipeCard extends ProfileCard {
  description: string;
  interests: string[];
}

/** GET /api/swipe.php, and the answer to POST /api/swipe.php. */
export interface SwipeState {
  /** The next card, or null when nobody is left to show. */
  profile: SwipeCard | null;
  /** Likes left in the current 24-hour window (0 to 4). */
  likes_left: number;
  likes_per_day: number;
  /** When no likes are left: when the next like becomes available (ISO time). */
  next_like_at: string | null;
  /** After a POST like: whether it made a match. */
  match?: boolean;
}

/**
 * The fifth like in 24 hours: 429 `swipe_limit` with the message and
 * `next_like_at` / `retry_after_seconds`, so the screen can show the wait.
 */
export interface SwipeLimitError {
  error: 'swipe_limit';
  message: string;
  next_like_at: string;
  retry_after_seconds: number;
}

// ---------------------------------------------------------------------------------------------
// Match finder (/match-finder): spec §3 preferences; only these values are accepted (spec §5).

export interface MatchFinderPreferences {
  age: (typeof MATCH_FINDER_AGES)[number];
  appearance: (typeof MATCH_FINDER_APPEARANCES)[number];
  race: (typeof MATCH_FINDER_RACES)[number];
}

/** GET /api/match-finder.php and the answer to PUT: saved preferences (null before the first) and results. */
export interface MatchFinderPayload {
  preferences: MatchFinderPreferences | null;
  results: ProfileCard[];
}
