import { z } from 'zod';
import { COUNTRIES, DEFAULT_MIN_AGE, LOCALES } from './constants.ts';
import { INTEREST_IDS } from './profile-fields.ts';

/**
 * What a site owner configures per white-label site (stored in sites.config), and the settings
 * object of spec §3 "Settings from the server" that GET /api/settings.php returns.
 */
export const countryCode = z.enum(COUNTRIES);

export const PROFILE_FIELDS = [
  'gender', 'age', 'place', 'region', 'hair_color', 'eye_color', 'body_type', 'relationship_status',
  'sexuality', 'tattoos', 'reason', 'interests', 'description',
] as const;
export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'distance'] as const;

export const siteConfigSchema = z.object({
  name: z.string().min(1),
  domain: z.string().min(1),
  domain_language: z.enum(LOCALES),
  index_title: z.string(),
  description: z.string(),
  cdn_prefix: z.string(),
  countries: z.array(countryCode).min(1),
  signups: z.enum(['all', 'with_trafficsource']),
  /** Beyond the spec's two modes: signup needs a valid invite code (spec §1 "invite-only signup mode"). */
  invite_only: z.boolean(),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  visible_profile_fields: z.array(z.enum(PROFILE_FIELDS)),
  /** Short explanations shown under a profile field, by field name. */
  visible_profile_notes: z.record(z.string(), z.string()),
  search_fields: z.array(z.enum(SEARCH_FIELDS)),
  message_credits: z.number().int().min(0),
  photo_credits: z.number().int().min(0),
  gift_credits: z.number().int().min(0),
  signup_credits: z.number().int().min(0),
  message_length: z.number().int().min(1),
  /** Per country: the least a message costs, in cents of the currency. */
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number().int().min(0), currency: z.string().length(3) })),
  support_email: z.email(),
  support_phone: z.string(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  /** When not empty, the entry warning is shown only to visitors from these countries. */
  site_entry_popup_countries: z.array(countryCode),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int().min(0),
  /** When true, a deleted account is offered a partner site (the redirect countdown of spec §4). */
  member_resell: z.boolean(),
  interests: z.array(z.enum(INTEREST_IDS)),
  min_age: z.number().int().min(18).default(DEFAULT_MIN_AGE),
  /** Login lockout: this many failures within the window block the account for lockout_minutes. */
  login_max_failures: z.number().int().min(1).default(5),
  login_failure_window_minutes: z.number().int().min(1).default(15),
  login_lockout_minutes: z.number().int().min(1).default(15),
  /** Until the moderation console exists, a site may approve new photos at once. */
  auto_approve_photos: z.boolean().default(false),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  /** Retention offer on account deletion, as a percentage discount. */
  delete_discount: z.number().int().min(0).max(100),
  /** When the company joined; the terms version date is this when later than the default. */
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
export const siteThemeSchema = z.object({
  primary: colour,
  secondary: colour,
  success: colour,
  info: colour,
  warning: colour,
  danger: colour,
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** The spec §9 theme: pink-red, dark crimson, green, black, yellow, red. */
export const DEFAULT_THEME: SiteTheme = {
  primary: '#e8175d',
  secondary: '#8b0a32',
  success: '#198754',
  info: '#000000',
  warning: '#ffc107',
  danger: '#dc3545',
};

export interface RegionData {
  label: string;
  regions: { code: string; name: string }[];
}

/** GET /api/settings.php (spec §3 "Settings from the server", field names verbatim). */
export interface SiteSettings {
  name: string;
  domain: string;
  domain_language: string;
  index_title: string;
  description: string;
  cdn_prefix: string;
  countries: string[];
  signups: SiteConfig['signups'];
  invite_only: boolean;
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
  visible_profile_fields: string[];
  visible_profile_notes: Record<string, string>;
  search_fields: string[];
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  geoip_country: string | null;
  geoip_selected_country: string;
  push_public_key: string | null;
  support_email: string;
  support_phone: string;
  enable_site_entry_popup: 'yes' | 'no';
  site_entry_popup_countries: string[];
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  refund_days: number;
  member_resell: boolean;
  interests: string[];
  region_data: Record<string, RegionData>;
  min_age: number;
}

/** Every field name of spec §3 "Settings from the server", for tests and docs. */
export const SPEC_SETTINGS_FIELDS = [
  'name', 'domain', 'domain_language', 'index_title', 'description', 'cdn_prefix', 'countries', 'signups',
  'logged_out_search', 'logged_out_search_trafficsource', 'visible_profile_fields', 'visible_profile_notes',
  'search_fields', 'message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'message_length',
  'minimum_message_costs', 'geoip_country', 'geoip_selected_country', 'push_public_key', 'support_email',
  'support_phone', 'enable_site_entry_popup', 'fictional_icon', 'fictional_warning', 'fictional_singular',
  'fictional_plural', 'refund_days', 'member_resell', 'interests', 'region_data',
] as const;
