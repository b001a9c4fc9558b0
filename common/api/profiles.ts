import { z } from 'zod';
import { idSchema } from './ids.ts';
import {
  BODY_TYPES, EYE_COLORS, GENDERS, HAIR_COLORS, INTEREST_IDS, RELATIONSHIP_STATUSES, SEXUALITIES, SIGNUP_REASONS, TATTOOS,
} from '../profile-fields.ts';
import { DESCRIPTION_MAX, INTERESTS_MAX, SEARCH_PAGE_SIZE, SEARCH_MAX_DISTANCE_KM, SEARCH_COUNT_CAP, SIMILAR_RESULTS_BELOW } from './limits.ts';
export { DESCRIPTION_MAX, INTERESTS_MAX, SEARCH_PAGE_SIZE, SEARCH_MAX_DISTANCE_KM, SEARCH_COUNT_CAP, SIMILAR_RESULTS_BELOW };

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
    tattoos: z.enum(TATTOOS).nullable(),
    reason: z.enum(SIGNUP_REASONS).nullable(),
    interests: z.array(z.enum(INTEREST_IDS)).max(INTERESTS_MAX * 2),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/members.php: spec §3 Search state, plus distance (km) from the member's place. */
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
export interface OwnProfile {
  id: number;
  name: string;
  status: 'disabled' | 'active';
  gender: 'male' | 'female';
  date_of_birth: string;
  age: number;
  description: string;
  country: string;
  region_code: string | null;
  place: string | null;
  place_id: number | null;
  lat: number | null;
  lon: number | null;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  sexuality: string | null;
  tattoos: string | null;
  reason: string | null;
  interests: string[];
  invisible: boolean;
}

export interface PhotoPayload {
  id: number;
  filename: string;
  thumb_filename: string;
  /** 'inspection' until approved, then 'active' (spec §4 Photo). */
  status: 'inspection' | 'active';
  main: boolean;
  width: number;
  height: number;
}

/** A member as another member sees them on /members/{id}: the age, never the date of birth. */
export interface PublicProfile {
  id: number;
  name: string;
  age: number;
  gender: 'male' | 'female';
  country: string;
  region: string | null;
  region_code: string | null;
  place: string | null;
  description: string;
  fields: Record<string, string | null>;
  interests: string[];
  main_image: { filename: string; thumb_filename: string; status: 'active' } | null;
  /** Photos the viewer may see (free viewers: the main photo only). */
  photos: { id: number; filename: string; thumb_filename: string }[];
  /** Photos hidden from a free viewer: shown as the premium unlock alert (spec §6). */
  locked_photos: number;
  online: boolean;
  last_active: string;
  fictional: boolean;
  blocked_by_me: boolean;
  distance_km: number | null;
}

/** The image object of spec §3 Profile.main_image; file names are relative to the site's cdn_prefix. */
export interface MainImage {
  filename: string;
  thumb_filename: string;
  status: 'inspection' | 'active';
}

/** A member as others see them in lists: never the date of birth, only the age. */
export interface ProfileCard {
  id: number;
  name: string;
  age: number;
  gender: 'male' | 'female';
  place: string | null;
  region: string | null;
  country: string;
  main_image: MainImage | null;
  online: boolean;
  fictional: boolean;
}
