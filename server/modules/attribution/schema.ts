import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';
import { sites } from '../sites/schema.ts';
import { POSTBACK_EVENTS, type FirstTouch, type PostbackEvent } from '../../../common/rules/attribution.ts';

/*
 * Owned by the attribution module (decision 051): short_links, postback_templates,
 * attribution_events. Only its own code names these tables; other modules call its index.ts
 * (scripts/check-owners.mjs, decision 016).
 */

/**
 * A short link `/{token}` (product §2 routes): leads to a path of its site with its tracking. Only
 * the token's hash is kept; the target was checked to be site-relative when the link was made.
 */
export const shortLinks = pgTable('short_links', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  target: text('target').notNull(),
  tracking: jsonb('tracking').$type<FirstTouch>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One affiliate network's postback URL on one site, and the events it is told of. */
export const postbackTemplates = pgTable(
  'postback_templates',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    url: text('url').notNull(),
    events: text('events').array().$type<PostbackEvent[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.network] })],
);

/**
 * What an attributed member did (signup, activation, first and every purchase) with the first touch
 * it is owed to, and the postback it made, if any. Unique per member, event key and network: a
 * second process recording the same event inserts nothing, so a network hears of it at most once.
 */
export const attributionEvents = pgTable(
  'attribution_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    event: text('event', { enum: POSTBACK_EVENTS }).notNull(),
    /** The event, and for `purchase` its order (`purchase:42`): what makes it once. */
    eventKey: text('event_key').notNull(),
    network: text('network').notNull(),
    tracking: jsonb('tracking').$type<FirstTouch>().notNull(),
    orderId: integer('order_id'),
    amount: integer('amount'),
    currency: text('currency'),
    /** The filled-in postback URL; null when the network's template does not ask for this event. */
    postbackUrl: text('postback_url'),
    postbackStatus: text('postback_status', { enum: ['none', 'pending', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attribution_events_once').on(t.memberId, t.eventKey, t.network),
    // The console's list: the newest postbacks first.
    index('attribution_events_postbacks')
      .on(t.createdAt)
      .where(sql`${t.postbackUrl} is not null`),
  ],
);
