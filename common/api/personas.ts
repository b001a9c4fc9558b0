import { z } from 'zod';
import { idQuerySchema, idSchema } from './ids.ts';
import { ownProfileSchema, photoPayloadSchema, profileUpdateSchema } from './profiles.ts';
import { PERSONA_BRIEF_MAX, PERSONA_STATES } from '../rules/personas.ts';

/**
 * The staff console's personas (decision 048), under /staff/api/personas: the fictional profiles the
 * site runs. The profile fields are the member's own (`profileUpdateSchema`, checked by the profiles
 * module's rules); the brief is for staff alone and appears in no member's payload.
 */

export const personaStateSchema = z.enum(PERSONA_STATES);

/** GET /staff/api/personas: one site or all of the account's, a state, the start of (or a word in) the name. */
export const personaListQuerySchema = z.object({
  site_id: idQuerySchema.optional(),
  state: personaStateSchema.optional(),
  q: z.string().max(100).optional(),
});
export type PersonaListQuery = z.infer<typeof personaListQuerySchema>;

/** A site the account may make personas on, with what the profile form offers there. */
export const personaSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countries: z.array(z.string()),
  interests: z.array(z.string()),
  min_age: z.number().int(),
});
export type PersonaSite = z.infer<typeof personaSiteSchema>;

export const personaListItemSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  place: z.string().nullable(),
  state: personaStateSchema,
  thumb_filename: z.string().nullable(),
  updated_at: z.string(),
});
export type PersonaListItem = z.infer<typeof personaListItemSchema>;

export const personaListSchema = z.object({
  personas: z.array(personaListItemSchema),
  sites: z.array(personaSiteSchema),
});
export type PersonaList = z.infer<typeof personaListSchema>;

/** One persona as staff see it: the whole profile (birth date included), its photos, the brief. */
export const personaSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  state: personaStateSchema,
  brief: z.string(),
  profile: ownProfileSchema.omit({ invisible: true }),
  photos: z.array(photoPayloadSchema),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  state_changed_at: z.string(),
  site: personaSiteSchema,
});
export type Persona = z.infer<typeof personaSchema>;

const briefSchema = z.string().max(PERSONA_BRIEF_MAX * 2);

/** POST /staff/api/personas: the site, the profile (name, gender, birth date and country required), the brief. */
export const personaCreateSchema = z
  .object({
    site_id: idSchema,
    profile: profileUpdateSchema.required({ name: true, gender: true, date_of_birth: true, country: true }),
    brief: briefSchema.optional(),
  })
  .strict();
export type PersonaCreate = z.infer<typeof personaCreateSchema>;

/** PUT /staff/api/personas/:id: the profile fields sent and/or the brief. */
export const personaUpdateSchema = z
  .object({ profile: profileUpdateSchema.optional(), brief: briefSchema.optional() })
  .strict();
export type PersonaUpdate = z.infer<typeof personaUpdateSchema>;

/** POST /staff/api/personas/:id/state */
export const personaStateInputSchema = z.object({ state: personaStateSchema }).strict();

export const personaPhotoParamsSchema = z.object({ id: idQuerySchema, photoId: idQuerySchema });
