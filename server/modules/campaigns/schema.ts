import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';
import { sites } from '../sites/schema.ts';
import { staff } from '../staff/schema.ts';
import type { Locale } from '../../../common/constants.ts';
import type {
  CampaignKind,
  CampaignPush,
  CampaignPushOutcome,
  CampaignSegment,
  CampaignSkipReason,
  CampaignStatus,
} from '../../../common/rules/campaigns.ts';

/*
 * Owned by the campaigns module (decision 052): campaigns, campaign_deliveries. Only its own code
 * names these tables; other modules call its index.ts (scripts/check-owners.mjs, decision 016).
 */

/**
 * A mail staff composed for a segment of a site's members, and optionally its push. `links` are the targets of the body's
 * links in order: a click link names one by its index, so it can lead nowhere else.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CampaignKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    language: text('language').$type<Locale>().notNull(),
    segment: jsonb('segment').$type<CampaignSegment>().notNull().default({}),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Its push (title and text), or null: a campaign by mail only. */
    push: jsonb('push').$type<CampaignPush>(),
    status: text('status').$type<CampaignStatus>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** The segment's size when sending began (the console shows the live count before). */
    segmentSize: integer('segment_size'),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('campaigns_site').on(t.siteId, t.id)],
);

/**
 * One row per campaign and member, inserted before the mail goes: the primary key is what makes a
 * send at most once (a second runner's insert finds the row and sends nothing). `sending` left
 * behind means the process died between the insert and the mail: it is never sent again.
 */
export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<'sending' | 'sent' | 'skipped' | 'failed'>().notNull(),
    skipReason: text('skip_reason').$type<CampaignSkipReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
    /**
     * The push's outcome for this member, or null (a campaign without a push). The row's insert
     * decides both channels: only the runner that made it mails and pushes, so each goes at most once.
     */
    pushOutcome: text('push_outcome').$type<CampaignPushOutcome>(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.memberId] }), index('campaign_deliveries_member').on(t.memberId)],
);
