import { z } from 'zod';
import { companyInfoSchema, siteConfigSchema, siteThemeSchema } from '../site.ts';
import { LOCALES } from '../constants.ts';

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
    language: z.enum(LOCALES),
    countries: z.array(z.string().max(2)).max(20),
  })
  .strict();
export type SiteCreate = z.infer<typeof siteCreateSchema>;
