import { z } from 'zod';
import { POSTBACK_EVENTS } from '../rules/attribution.ts';
import { idSchema } from './ids.ts';

/** GET /staff/api/postbacks (decision 051): the affiliate networks' postbacks, newest first. */
export const postbackListSchema = z.object({
  postbacks: z.array(
    z.object({
      id: z.number().int(),
      site_id: z.number().int(),
      member_id: z.number().int(),
      event: z.enum(POSTBACK_EVENTS),
      network: z.string(),
      order_id: z.number().int().nullable(),
      status: z.enum(['none', 'pending', 'sent', 'failed']),
      attempts: z.number().int(),
      response_code: z.number().int().nullable(),
      last_error: z.string().nullable(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
});
export type PostbackList = z.infer<typeof postbackListSchema>;

/** A network's postback URL on a site, as the console shows it. */
export const postbackTemplateSchema = z.object({
  site_id: z.number().int(),
  network: z.string(),
  url: z.string(),
  events: z.array(z.enum(POSTBACK_EVENTS)),
  updated_at: z.string(),
});
/** GET /staff/api/postback-templates: the templates of the account's sites, with the sites it may set them on. */
export const postbackTemplateListSchema = z.object({
  templates: z.array(postbackTemplateSchema),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PostbackTemplateList = z.infer<typeof postbackTemplateListSchema>;

/** PUT /staff/api/postback-templates: set (or replace) one network's URL on a site. */
export const postbackTemplateInputSchema = z
  .object({
    site_id: idSchema,
    network: z.string().min(1).max(64),
    url: z.string().min(1).max(2000),
    events: z.array(z.enum(POSTBACK_EVENTS)).min(1).max(POSTBACK_EVENTS.length).optional(),
  })
  .strict();
export type PostbackTemplateInput = z.infer<typeof postbackTemplateInputSchema>;

/** DELETE /staff/api/postback-templates */
export const postbackTemplateKeySchema = z.object({ site_id: idSchema, network: z.string().min(1).max(64) }).strict();
export type PostbackTemplateKey = z.infer<typeof postbackTemplateKeySchema>;
