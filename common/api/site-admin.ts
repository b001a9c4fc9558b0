import { z } from 'zod';
import { companyInfoSchema, siteConfigSchema, siteThemeSchema } from '../site.ts';
import { COUNTRIES } from '../constants.ts';

/**
 * The console's sites API under /staff/api/sites (admins, `sites.manage`): every site of the
 * deployment with its settings, company details and domains; an edit changes any of them, validated
 * by the same schemas as every other write (common/site.ts), each problem answered per field.
 */
export const staffSiteSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  is_default: z.boolean(),
  /** When an admin disabled it (its pages answer "not available"); null while it serves. */
  disabled_at: z.string().nullable(),
  domains: z.array(z.string()),
  config: siteConfigSchema,
  company: companyInfoSchema,
  theme: siteThemeSchema,
  updated_at: z.string(),
});
export type StaffSite = z.infer<typeof staffSiteSchema>;

export const staffSitesSchema = z.object({ sites: z.array(staffSiteSchema) });

/** An edit: only the keys given change; `domains` replaces the list (the first is the main domain). */
export const siteEditSchema = z
  .object({
    config: z.record(z.string(), z.unknown()).optional(),
    company: z.record(z.string(), z.unknown()).optional(),
    theme: z.record(z.string(), z.unknown()).optional(),
    domains: z.array(z.string().max(253)).max(20).optional(),
  })
  .strict();
export type SiteEdit = z.infer<typeof siteEditSchema>;

/** A new site: its main domain and name, language and countries; everything else starts from the defaults (as `admin site create`). */
export const siteCreateSchema = z
  .object({
    domain: z.string().max(253),
    name: z.string().max(100),
    /** Other host names the site answers to (www., an old domain). */
    aliases: z.array(z.string().max(253)).max(20).optional(),
    // Checked by the service, so a wrong one is answered in the field like the others.
    language: z.string().max(5),
    countries: z.array(z.string().max(2)).max(20),
  })
  .strict();
export type SiteCreate = z.infer<typeof siteCreateSchema>;

/** One price of a bundle: in a country, in its currency, in cents. */
export const bundlePriceSchema = z.object({
  country: z.enum(COUNTRIES),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: z.number().int().min(1).max(1_000_000),
});

/**
 * A credit bundle as the console edits it. `credits` is what is paid for, `bonus` the credits given
 * on top (the member receives both; the price rule counts both). The order in the list is the order
 * on /credits; `popular` is the "Populair" badge. A bundle without a price in a country is not sold there.
 */
export const staffBundleSchema = z.object({
  /** Absent for a new bundle. */
  id: z.number().int().optional(),
  credits: z.number().int().min(1).max(100_000),
  bonus: z.number().int().min(0).max(100_000),
  popular: z.boolean(),
  prices: z.array(bundlePriceSchema).min(1).max(COUNTRIES.length),
});
export type StaffBundle = z.infer<typeof staffBundleSchema>;

/** What a site charges and sells: bundles, credits per message/photo/gift, the signup gift. */
export const sitePricesSchema = z.object({
  bundles: z.array(staffBundleSchema).min(1).max(12),
  message_credits: z.number().int().min(1).max(10_000),
  photo_credits: z.number().int().min(0).max(10_000),
  gift_credits: z.number().int().min(0).max(10_000),
  signup_credits: z.number().int().min(0).max(10_000),
  /** The retention offer on account deletion, percent off (company details `delete_discount`). */
  delete_discount: z.number().int().min(0).max(100),
  /** The gift catalogue: each gift's factor times gift_credits; 0 takes it off the site. */
  gift_factors: siteConfigSchema.shape.gift_factors,
});
export type SitePrices = z.infer<typeof sitePricesSchema>;

/**
 * GET answers the prices with the "from" price per message per country as the settings API serves
 * it: derived from the bundles by the one price rule (common/rules/prices.ts), never typed in.
 */
export const staffSitePricesSchema = sitePricesSchema.extend({
  bundles: z.array(staffBundleSchema.extend({ id: z.number().int() })),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number().int(), currency: z.string() })),
});
export type StaffSitePrices = z.infer<typeof staffSitePricesSchema>;

/** PUT takes any shape: the service checks it with sitePricesSchema, so each wrong field is named. */
export const sitePricesEditSchema = z.record(z.string(), z.unknown());

/** Disable or enable a site. */
export const siteStatusSchema = z.object({ disabled: z.boolean() }).strict();
