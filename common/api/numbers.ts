import { z } from 'zod';
import { DAY_PATTERN, NUMBER_TABLES } from '../rules/numbers.ts';

/**
 * GET /staff/api/numbers (and `numbers.csv?table=…`), decision 053: a site's (or the staff
 * member's sites') visitors, signups, conversion, money and messages between two days of the home
 * time zone, from the daily roll-ups. Money is per currency, never converted.
 */
export const numbersQuerySchema = z.object({
  /** One site; without it every site the staff member works on (decision 044). */
  site: z.coerce.number().int().positive().optional(),
  from: z.string().regex(DAY_PATTERN).optional(),
  to: z.string().regex(DAY_PATTERN).optional(),
});
export type NumbersQuery = z.infer<typeof numbersQuerySchema>;

export const numbersCsvQuerySchema = numbersQuerySchema.extend({ table: z.enum(NUMBER_TABLES) });

const money = z.object({ currency: z.string(), amount: z.number() });
export type NumbersMoney = z.infer<typeof money>;

const rateSchema = z.number().nullable();

export const numbersSchema = z.object({
  from: z.string(),
  to: z.string(),
  site_id: z.number().nullable(),
  /** The sites one may choose (the staff member's). */
  sites: z.array(z.object({ id: z.number(), name: z.string() })),
  /** When the roll-up last ran (null: never). */
  rolled_up_at: z.string().nullable(),
  funnel: z.object({
    visits: z.number(),
    bounces: z.number(),
    signups: z.number(),
    activations: z.number(),
    first_purchases: z.number(),
    activation_rate: rateSchema,
    first_purchase_rate: rateSchema,
    median_first_purchase_seconds: z.number().nullable(),
    paying_members: z.number(),
    messages: z.number(),
    revenue: z.array(money),
    refunds: z.array(money.extend({ count: z.number() })),
    chargebacks: z.array(money.extend({ count: z.number() })),
    /** Per currency: what was paid less refunds and chargebacks, per member who paid in it. */
    arpu: z.array(money.extend({ paying_members: z.number() })),
  }),
  landers: z.array(
    z.object({
      lander: z.string(),
      visits: z.number(),
      bounces: z.number(),
      bounce_rate: rateSchema,
      signups: z.number(),
      activations: z.number(),
      first_purchases: z.number(),
    }),
  ),
  campaigns: z.array(
    z.object({
      lander: z.string(),
      network: z.string(),
      ref: z.string(),
      sub1: z.string(),
      visits: z.number(),
      signups: z.number(),
      activations: z.number(),
      activation_rate: rateSchema,
      first_purchases: z.number(),
      first_purchase_rate: rateSchema,
      median_first_purchase_seconds: z.number().nullable(),
      revenue: z.array(money),
      messages: z.number(),
    }),
  ),
  /** How many campaign rows there are (the page shows the first NUMBERS_SCREEN_ROWS, the CSV all). */
  campaigns_total: z.number(),
  revenue: z.array(
    z.object({
      site_id: z.number(),
      country: z.string(),
      method: z.string(),
      bundle: z.string(),
      currency: z.string(),
      purchases: z.number(),
      amount: z.number(),
      refunds: z.number(),
      refunded: z.number(),
      chargebacks: z.number(),
      charged_back: z.number(),
    }),
  ),
  days: z.array(
    z.object({
      day: z.string(),
      visits: z.number(),
      signups: z.number(),
      activations: z.number(),
      first_purchases: z.number(),
      messages: z.number(),
      revenue: z.array(money),
    }),
  ),
});
export type Numbers = z.infer<typeof numbersSchema>;
