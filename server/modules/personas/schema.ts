import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';
import { sites } from '../sites/schema.ts';
import { staff } from '../staff/schema.ts';
import { PERSONA_STATES } from '../../../common/rules/personas.ts';

/*
 * Owned by the personas module: personas. Only its own code names this table; other modules call
 * its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads it through
 * server/db/schema.ts.
 */

/**
 * A fictional profile the site runs (decision 048): the member row (fictional, no password) with
 * what only staff see of it. The brief never leaves the staff console.
 */
export const personas = pgTable(
  'personas',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member's site, copied (it never changes): the console lists a site's personas from here. */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** For the operators: the character, the facts to keep consistent. Staff only. */
    brief: text('brief').notNull().default(''),
    state: text('state', { enum: PERSONA_STATES }).notNull().default('active'),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personas_site_state').on(t.siteId, t.state, t.memberId),
    // contact_refusal asks on every send whether the recipient is a retired persona.
    index('personas_retired')
      .on(t.memberId)
      .where(sql`${t.state} = 'retired'`),
  ],
);
