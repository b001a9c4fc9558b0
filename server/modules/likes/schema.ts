import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';
import { MATCH_FINDER_AGES, MATCH_FINDER_APPEARANCES, MATCH_FINDER_RACES } from '../../../common/api/limits.ts';

/*
 * Owned by the likes module: likes, swipes, match_finder_preferences, page_bounces. Only its own
 * code names these tables; other modules call its index.ts (scripts/check-owners.mjs, decision
 * 016). drizzle-kit reads them through server/db/schema.ts.
 */

/**
 * A like of one member for another (product §3 "Likes"); a match when the other row exists too.
 * `isNew` is the liked member's unseen flag (product §4); `announcedAt` is set once the 'New like!'
 * overlay has shown it, so it is announced once. `source` says where it was given.
 */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['profile', 'search', 'likes', 'modal', 'swipe', 'auto'] }).notNull(),
    isNew: boolean('is_new').notNull().default(true),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('likes_pair').on(t.likerId, t.likedId),
    index('likes_received').on(t.likedId, t.createdAt.desc()),
    index('likes_given').on(t.likerId, t.createdAt.desc()),
  ],
);

/**
 * Swipe-game decisions (product §9: 4 likes a day). Skips are kept so a card is not shown again; a like
 * here is also a row in `likes`. The daily limit counts the likes of the last 24 hours.
 */
export const swipes = pgTable(
  'swipes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['like', 'skip'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('swipes_pair').on(t.memberId, t.targetId),
    index('swipes_member_likes')
      .on(t.memberId, t.createdAt.desc())
      .where(sql`${t.decision} = 'like'`),
  ],
);

/** The match finder's preferences (product §3), kept per member. */
export const matchFinderPreferences = pgTable('match_finder_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  age: text('age', { enum: MATCH_FINDER_AGES }).notNull(),
  appearance: text('appearance', { enum: MATCH_FINDER_APPEARANCES }).notNull(),
  race: text('race', { enum: MATCH_FINDER_RACES }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page-bounce log (query `lb`, product §2): a page that was hidden, for the site's landing statistics. */
export const pageBounces = pgTable(
  'page_bounces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_bounces_site_time').on(t.siteId, t.createdAt),
    // The prune job deletes rows older than 90 days across all sites.
    index('page_bounces_time').on(t.createdAt),
  ],
);
