import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_KINDS,
  CAMPAIGN_PUSH_BODY_MAX,
  CAMPAIGN_PUSH_TITLE_MAX,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBJECT_MAX,
} from '../rules/campaigns.ts';
import { idSchema } from './ids.ts';

/** Who a campaign goes to (decision 052); every field narrows. */
export const campaignSegmentSchema = z
  .object({
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(50)
      .optional(),
    language: z.enum(LOCALES).optional(),
    paid: z.boolean().optional(),
    inactive_days: z.number().int().min(1).max(3650).optional(),
    never_bought: z.boolean().optional(),
  })
  .strict();

/** POST /staff/api/campaigns/segment-size: how many members a segment holds now. */
export const campaignSegmentQuerySchema = z.object({ site_id: idSchema, segment: campaignSegmentSchema }).strict();
export const campaignSegmentSizeSchema = z.object({ size: z.number().int() });

/** A campaign as composed: preview and test send take it too. */
export const campaignDraftSchema = z
  .object({
    site_id: idSchema,
    kind: z.enum(CAMPAIGN_KINDS),
    subject: z.string().trim().min(1).max(CAMPAIGN_SUBJECT_MAX),
    body: z.string().trim().min(1).max(CAMPAIGN_BODY_MAX),
    language: z.enum(LOCALES),
    segment: campaignSegmentSchema,
    /** Also by web push, to members who want the kind by push: its title and text (decision 052). */
    push: z
      .object({
        title: z.string().trim().min(1).max(CAMPAIGN_PUSH_TITLE_MAX),
        body: z.string().trim().min(1).max(CAMPAIGN_PUSH_BODY_MAX),
      })
      .strict()
      .optional(),
  })
  .strict();
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

/** POST /staff/api/campaigns: schedule (`send_at`, home time `YYYY-MM-DDTHH:MM`) or send now (no `send_at`). */
export const campaignInputSchema = campaignDraftSchema
  .extend({
    send_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
      .optional(),
  })
  .strict();
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignCreatedSchema = z.object({ id: z.number().int() });

/** POST /staff/api/campaigns/preview: the mail as a member would get it. */
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** GET /staff/api/campaigns: the account's sites' campaigns, newest first, with their counts. */
export const campaignListSchema = z.object({
  campaigns: z.array(
    z.object({
      id: z.number().int(),
      site_id: z.number().int(),
      kind: z.enum(CAMPAIGN_KINDS),
      subject: z.string(),
      language: z.string(),
      segment: campaignSegmentSchema,
      status: z.enum(CAMPAIGN_STATUSES),
      send_at: z.string(),
      created_at: z.string(),
      finished_at: z.string().nullable(),
      segment_size: z.number().int().nullable(),
      sent: z.number().int(),
      failed: z.number().int(),
      skipped: z.object({ not_wanted: z.number().int(), mail_off: z.number().int() }),
      clicked: z.number().int(),
      /** Pushes a device took; null for a campaign without a push. */
      pushed: z.number().int().nullable(),
    }),
  ),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CampaignList = z.infer<typeof campaignListSchema>;
