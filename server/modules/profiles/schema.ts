import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';

/*
 * Owned by the profiles module: profiles. Only its own code names these tables; other modules call
 * its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

/** The public face of a member (product §3 "Profile"). Date of birth never leaves the server: only the age. */
export const profiles = pgTable(
  'profiles',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['disabled', 'active'] })
      .notNull()
      .default('disabled'),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    country: text('country').notNull(),
    regionCode: text('region_code'),
    place: text('place'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    sexuality: text('sexuality'),
    /**
     * Whom the member looks for (signup "Ik zoek"; decision 023). Null for members from before the
     * question: then the sexuality decides (common/rules/wanted-gender.ts). Never shown to others.
     */
    lookingFor: text('looking_for', { enum: ['male', 'female', 'both'] }),
    tattoos: text('tattoos'),
    signupReason: text('signup_reason'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The place picked from the offline list (server/platform/places.ts), when picked from it. */
    placeId: integer('place_id'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    mainPhotoId: integer('main_photo_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_country_region').on(t.country, t.regionCode),
    // The staff console finds members by the start of their name: a prefix LIKE on lower(name).
    index('profiles_name_prefix').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);
