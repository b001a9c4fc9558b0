import { z } from 'zod';
import { LINK_MAX_DAYS, POSTBACK_EVENTS } from '../rules/attribution.ts';
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

/** A short link `/{token}` of a site as the console lists it (decision 051): the token itself is never kept. */
export const shortLinkSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  target: z.string(),
  tracking: z.record(z.string(), z.string()),
  expires_at: z.string(),
  created_at: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

/** GET /staff/api/short-links: the account's sites' short links, newest first. */
export const shortLinkListSchema = z.object({ links: z.array(shortLinkSchema) });
export type ShortLinkList = z.infer<typeof shortLinkListSchema>;

const trackingValue = z.string().trim().max(200).optional();

/** POST /staff/api/short-links: a path of the site (checked by `siteRelativeTarget`), its tracking and life in days. */
export const shortLinkInputSchema = z
  .object({
    site_id: idSchema,
    target: z.string().min(1).max(1000),
    tracking: z
      .object({
        network: trackingValue,
        ref: trackingValue,
        sub1: trackingValue,
        sub2: trackingValue,
        sub3: trackingValue,
      })
      .strict()
      .optional(),
    days: z.number().int().min(1).max(LINK_MAX_DAYS).optional(),
  })
  .strict();
export type ShortLinkInput = z.infer<typeof shortLinkInputSchema>;

/** The made link, and its full URL: shown this once, since only the token's hash is kept. */
export const createdShortLinkSchema = z.object({ link: shortLinkSchema, url: z.string() });
export type CreatedShortLink = z.infer<typeof createdShortLinkSchema>;
