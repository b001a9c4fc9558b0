import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PHOTO_REJECT_REASONS } from '../rules/photo-inspection.ts';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTEREST_IDS,
  LOOKING_FOR,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '../profile-fields.ts';
import {
  DESCRIPTION_MAX,
  INTERESTS_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_MAX_DISTANCE_KM,
  SEARCH_COUNT_CAP,
  SIMILAR_RESULTS_BELOW,
} from './limits.ts';
export {
  DESCRIPTION_MAX,
  INTERESTS_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_MAX_DISTANCE_KM,
  SEARCH_COUNT_CAP,
  SIMILAR_RESULTS_BELOW,
};

/** PUT /api/profile.php: every field optional; what is sent is validated and saved together. */
export const profileUpdateSchema = z
  .object({
    name: z.string().max(200),
    gender: z.enum(GENDERS),
    date_of_birth: z.string().max(10),
    description: z.string().max(DESCRIPTION_MAX * 2),
    country: z.string().max(2),
    region_code: z.string().max(12).nullable(),
    place: z.string().max(120).nullable(),
    place_id: idSchema.nullable(),
    lat: z.number().min(-90).max(90).nullable(),
    lon: z.number().min(-180).max(180).nullable(),
    hair_color: z.enum(HAIR_COLORS).nullable(),
    eye_color: z.enum(EYE_COLORS).nullable(),
    body_type: z.enum(BODY_TYPES).nullable(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
    sexuality: z.enum(SEXUALITIES).nullable(),
    /** Whom the member looks for (decision 023); not shown to others. */
    looking_for: z.enum(LOOKING_FOR),
    tattoos: z.enum(TATTOOS).nullable(),
    reason: z.enum(SIGNUP_REASONS).nullable(),
    interests: z.array(z.enum(INTEREST_IDS)).max(INTERESTS_MAX * 2),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/members.php: product §3 Search state, plus distance (km) from the member's place. */
export const searchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: z.string().length(2).optional(),
    countryregion: z.string().max(12).optional(),
    min_age: z.coerce.number().int().min(18).max(120).optional(),
    max_age: z.coerce.number().int().min(18).max(120).optional(),
    distance: z.coerce.number().int().min(1).max(SEARCH_MAX_DISTANCE_KM).optional(),
    cursor: z.string().max(200).optional(),
    /** Logged-out search may depend on a traffic source (setting logged_out_search_trafficsource). */
    network: z.string().max(64).optional(),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A member's own profile, everything editable (GET /api/profile.php). */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['disabled', 'active']),
  gender: z.enum(GENDERS),
  date_of_birth: z.string(),
  age: z.number().int(),
  description: z.string(),
  country: z.string(),
  region_code: z.string().nullable(),
  place: z.string().nullable(),
  place_id: z.number().int().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  sexuality: z.string().nullable(),
  /** Whom the member looks for (signup "Ik zoek"); null for members from before the question. */
  looking_for: z.enum(LOOKING_FOR).nullable(),
  tattoos: z.string().nullable(),
  reason: z.string().nullable(),
  interests: z.array(z.string()),
  invisible: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const photoPayloadSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  thumb_filename: z.string(),
  /** 'inspection' until approved, then 'active' (product §4 Photo); or 'rejected' by a moderator. */
  status: z.enum(['inspection', 'active', 'rejected']),
  /** Why a moderator rejected it (the owner sees it in their language); null otherwise. */
  reject_reason: z.enum(PHOTO_REJECT_REASONS).nullable(),
  main: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoPayload = z.infer<typeof photoPayloadSchema>;

/** A member as another member sees them on /members/{id}: the age, never the date of birth. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  country: z.string(),
  region: z.string().nullable(),
  region_code: z.string().nullable(),
  place: z.string().nullable(),
  description: z.string(),
  fields: z.record(z.string(), z.string().nullable()),
  interests: z.array(z.string()),
  main_image: z.object({ filename: z.string(), thumb_filename: z.string(), status: z.literal('active') }).nullable(),
  /** Photos the viewer may see (free viewers: the main photo only). */
  photos: z.array(z.object({ id: z.number().int(), filename: z.string(), thumb_filename: z.string() })),
  /** Photos hidden from a free viewer: shown as the premium unlock alert (product §6). */
  locked_photos: z.number().int(),
  online: z.boolean(),
  last_active: z.string(),
  fictional: z.boolean(),
  blocked_by_me: z.boolean(),
  distance_km: z.number().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The image object of product §3 Profile.main_image; file names are relative to the site's cdn_prefix. */
export const mainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(['inspection', 'active']),
});
export type MainImage = z.infer<typeof mainImageSchema>;

/** A member as others see them in lists: never the date of birth, only the age. */
export const profileCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  place: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  main_image: mainImageSchema.nullable(),
  online: z.boolean(),
  fictional: z.boolean(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** GET /api/members.php: one page of the search. */
export const searchResultSchema = z.object({
  results: z.array(profileCardSchema),
  /** On the first page: how many match, counted up to SEARCH_COUNT_CAP (then `numResultsCapped`). */
  numResults: z.number().int().nullable(),
  numResultsCapped: z.boolean(),
  next_cursor: z.string().nullable(),
  /** When few match: members close to the search (wider ages, no region or distance). */
  similar: z.array(profileCardSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/places.php and /api/geocode.php: a place of the offline list (GeoNames). */
export const placeSchema = z.object({
  /** GeoNames id: stable, store this. */
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  /** ISO 3166-2 code from common/data/regions.ts, null when unknown. */
  regionCode: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  population: z.number().int(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/photos.php: the member's own photos and how many they may have. */
export const photosPayloadSchema = z.object({ photos: z.array(photoPayloadSchema), limit: z.number().int() });
