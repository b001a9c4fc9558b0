import { z } from 'zod';
import { COUNTRIES, DEFAULT_MIN_AGE, LOCALES } from './constants.ts';
import { INTEREST_IDS } from './profile-fields.ts';
import { GIFT_IDS } from './data/gifts.ts';

/**
 * What a site owner configures per white-label site (stored in sites.config), and the settings
 * object of product §3 "Settings from the server" that GET /api/settings.php returns.
 */
export const countryCode = z.enum(COUNTRIES);

export const PROFILE_FIELDS = [
  'gender',
  'age',
  'place',
  'region',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'sexuality',
  'tattoos',
  'reason',
  'interests',
  'description',
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
  /** Beyond the spec's two modes: signup needs a valid invite code (product §1 "invite-only signup mode"). */
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
  minimum_message_costs: z.record(
    z.string(),
    z.object({ costs: z.number().int().min(0), currency: z.string().length(3) }),
  ),
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
  /** When true, a deleted account is offered a partner site (the redirect countdown of product §4). */
  member_resell: z.boolean(),
  /**
   * The partner site a deleted member is sent to when `member_resell` is on; never sent to
   * the browser in the settings, only to /account-deleted. Without it, no redirect.
   */
  member_resell_url: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  interests: z.array(z.enum(INTEREST_IDS)),
  min_age: z.number().int().min(18).default(DEFAULT_MIN_AGE),
  /** Login lockout: this many failures within the window block the account for lockout_minutes. */
  login_max_failures: z.number().int().min(1).default(5),
  login_failure_window_minutes: z.number().int().min(1).default(15),
  login_lockout_minutes: z.number().int().min(1).default(15),
  /** Until the moderation console exists, a site may approve new photos at once. */
  auto_approve_photos: z.boolean().default(false),
  /**
   * A member reported by this many different members within 24 hours is hidden from
   * search (and the swipe game, match finder, automatic likes) until a moderator handles a report.
   */
  report_hide_threshold: z.number().int().min(1).default(3),
  /**
   * The basis of the '46% more chance' claim (product §1), shown as its footnote on /premium.
   * Empty: the catalogue's default text in the member's language (payments.ui.premium.claimBasis).
   */
  premium_claim_footnote: z.string().max(600).default(''),
  /**
   * The site's gift catalogue: a gift's price factor (times gift_credits); 0 takes it off the site;
   * a gift not named keeps the catalogue's factor (common/data/gifts.ts siteGifts).
   */
  gift_factors: z.partialRecord(z.enum(GIFT_IDS), z.number().int().min(0).max(10)).default({}),
  /**
   * The operators' inbox (decision 046): a member waiting longer than this for a fictional profile's
   * answer is late; the inbox and the staff overview show it.
   */
  operator_target_answer_minutes: z.number().int().min(1).max(1440).default(15),
  /**
   * Fixed, honest answers an operator sends where they may not answer themselves (a member asking to
   * meet, whether the profile is a real person): label → text, sent as the fictional profile.
   */
  operator_fixed_answers: z.record(z.string().min(1).max(60), z.string().min(1).max(1000)).default({}),
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
/** A stored image of the site's own (server/modules/site-assets): its file name, served under /site-assets/. */
const assetName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,127}$/)
  .nullable()
  .default(null);
export const siteThemeSchema = z.object({
  primary: colour,
  secondary: colour,
  success: colour,
  info: colour,
  warning: colour,
  danger: colour,
  /** The header's logo; null: the site's name in the primary colour. */
  logo: assetName,
  /** The browser tab's and home screen's icon; null: the deployment's default icon. */
  favicon: assetName,
  /** The image a shared link shows (og:image, 1200×630); null: none. */
  social_image: assetName,
  /** The video landers' video, MP4 or WebM (decision 054); null: they show the poster or photos. */
  lander_video: assetName,
  /** Its poster photo, a 1280×720 JPEG; null: none. */
  lander_poster: assetName,
  /** Its WebVTT captions; null: none. */
  lander_captions: assetName,
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** The product §9 theme: pink-red, dark crimson, green, black, yellow, red. */
export const DEFAULT_THEME: SiteTheme = {
  primary: '#e8175d',
  secondary: '#8b0a32',
  success: '#198754',
  info: '#000000',
  warning: '#ffc107',
  danger: '#dc3545',
  logo: null,
  favicon: null,
  social_image: null,
  lander_video: null,
  lander_poster: null,
  lander_captions: null,
};

// The colour keys live beside the colour arithmetic: the member pages' theme needs them without zod.
export { THEME_COLOURS, type ThemeColour } from './colors.ts';

export const regionDataSchema = z.object({
  label: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type RegionData = z.infer<typeof regionDataSchema>;

/** GET /api/settings.php (product §3 "Settings from the server", field names verbatim). */
export const siteSettingsSchema = siteConfigSchema
  .pick({
    name: true,
    domain: true,
    domain_language: true,
    index_title: true,
    description: true,
    cdn_prefix: true,
    signups: true,
    invite_only: true,
    logged_out_search: true,
    logged_out_search_trafficsource: true,
    visible_profile_notes: true,
    message_credits: true,
    photo_credits: true,
    gift_credits: true,
    signup_credits: true,
    message_length: true,
    minimum_message_costs: true,
    support_email: true,
    support_phone: true,
    enable_site_entry_popup: true,
    fictional_icon: true,
    fictional_warning: true,
    fictional_singular: true,
    fictional_plural: true,
    refund_days: true,
    member_resell: true,
    min_age: true,
    gift_factors: true,
  })
  .extend({
    domain_language: z.string(),
    support_email: z.string(),
    min_age: z.number().int(),
    countries: z.array(z.string()),
    visible_profile_fields: z.array(z.string()),
    search_fields: z.array(z.string()),
    geoip_country: z.string().nullable(),
    geoip_selected_country: z.string(),
    push_public_key: z.string().nullable(),
    /**
     * False when the deployment takes no payments (PAYMENTS=off): no offer, bundle, discount or buy
     * button is shown anywhere; /credits says buying is unavailable.
     */
    purchases_available: z.boolean(),
    site_entry_popup_countries: z.array(z.string()),
    interests: z.array(z.string()),
    region_data: z.record(z.string(), regionDataSchema),
  });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Every field name of product §3 "Settings from the server", for tests and docs. */
export const SPEC_SETTINGS_FIELDS = [
  'name',
  'domain',
  'domain_language',
  'index_title',
  'description',
  'cdn_prefix',
  'countries',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'visible_profile_fields',
  'visible_profile_notes',
  'search_fields',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'minimum_message_costs',
  'geoip_country',
  'geoip_selected_country',
  'push_public_key',
  'support_email',
  'support_phone',
  'enable_site_entry_popup',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'refund_days',
  'member_resell',
  'interests',
  'region_data',
] as const;

/** A name in every member language. */
const labelsSchema = z.record(z.string(), z.string());

/** GET /api/interests.php: the site's interests with the label in the member's language and both labels. */
export const interestsPayloadSchema = z.object({
  interests: z.array(z.object({ id: z.string(), icon: z.string(), label: z.string(), labels: labelsSchema })),
});

/** GET /api/regions.php: every country with its regions and the label that country uses. */
export const regionsPayloadSchema = z.object({
  countries: z.array(
    z.object({
      country: z.string(),
      name: z.string(),
      label: z.string(),
      labels: labelsSchema,
      regions: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
