import { z } from 'zod';
import { REPORT_CATEGORIES } from './limits.ts';
import { APPEAL_STATUSES, DECISION_GROUND_KINDS, DECISION_KINDS } from '../rules/decisions.ts';
import { PERIOD_PATTERN } from '../rules/transparency.ts';

/**
 * GET /staff/api/transparency?period=2026-H2 (and `.csv`): what the DSA's transparency report asks
 * for a half year — notices by category (from members, and raised by staff), the actions taken by
 * kind and ground, the median time from notice to action, appeals and their outcomes, and the share
 * of decisions a machine took alone.
 */
export const transparencyQuerySchema = z.object({ period: z.string().regex(PERIOD_PATTERN).optional() });

export const transparencySchema = z.object({
  period: z.string(),
  start: z.string(),
  end: z.string(),
  /** The half years one can choose, newest first. */
  periods: z.array(z.string()),
  notices: z.array(z.object({ category: z.enum(REPORT_CATEGORIES), by_members: z.number(), by_staff: z.number() })),
  /** Notices handled in the period: how many led to action, and the median hours from notice to handling. */
  handled: z.object({
    total: z.number(),
    actioned: z.number(),
    median_hours: z.number().nullable(),
  }),
  actions: z.array(
    z.object({
      kind: z.enum(DECISION_KINDS),
      ground_kind: z.enum(DECISION_GROUND_KINDS),
      ground: z.string(),
      count: z.number(),
      automated: z.number(),
      /** Of these, how many automated means detected (a person decided): DSA art. 15(1)(c). */
      detected: z.number(),
      reversed: z.number(),
    }),
  ),
  appeals: z.array(z.object({ status: z.enum(APPEAL_STATUSES), count: z.number() })),
  appeals_median_hours: z.number().nullable(),
  /** Decisions taken by a machine alone, of all decisions in the period (0 to 1). */
  automated_share: z.number(),
});
export type Transparency = z.infer<typeof transparencySchema>;
