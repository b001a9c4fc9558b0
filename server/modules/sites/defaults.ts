import { INTEREST_IDS } from '../../../common/profile-fields.ts';
import {
  DEFAULT_THEME,
  PROFILE_FIELDS,
  type CompanyInfo,
  type SiteConfig,
  type SiteTheme,
} from '../../../common/site.ts';
import type { CountryCode, Locale } from '../../../common/constants.ts';
import { messageCostsOf } from '../../../common/rules/prices.ts';
import { siteDefaultTexts } from '../../../common/content/site-default-texts.ts';

/**
 * The settings a new site starts with (product §3 and §9): the demo site and `npm run admin -- site
 * create` both begin here, so a site an operator creates behaves like the one the tests exercise.
 */
export interface SiteIdentity {
  name: string;
  domain: string;
  language: Locale;
  countries: CountryCode[];
}

/** The currency a country pays in; the bundles' prices are kept per country (product §3 Payment). */
const CURRENCY: Partial<Record<CountryCode, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  PL: 'PLN',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
};
export const currencyOf = (country: CountryCode): string => CURRENCY[country] ?? 'EUR';

export function defaultSiteConfig(site: SiteIdentity): SiteConfig {
  // The site's own texts in its own language (a site made in German is German from the first visit).
  const texts = siteDefaultTexts(site.language, site.name);
  const config: SiteConfig = {
    name: site.name,
    domain: site.domain,
    domain_language: site.language,
    index_title: texts.indexTitle,
    description: texts.description,
    cdn_prefix: '/media/',
    countries: site.countries,
    signups: 'all',
    invite_only: false,
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    visible_profile_fields: [...PROFILE_FIELDS],
    visible_profile_notes: {},
    search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'distance'],
    message_credits: 10,
    photo_credits: 15,
    gift_credits: 20,
    signup_credits: 20,
    message_length: 1000,
    // Derived below from the default bundles by the one price rule.
    minimum_message_costs: {},
    support_email: `support@${site.domain}`,
    support_phone: '',
    enable_site_entry_popup: 'yes',
    site_entry_popup_countries: [],
    fictional_icon: 'info-circle-fill',
    fictional_warning: texts.fictionalWarning,
    fictional_singular: texts.fictionalSingular,
    fictional_plural: texts.fictionalPlural,
    refund_days: 14,
    member_resell: false,
    member_resell_url: null,
    interests: [...INTEREST_IDS],
    min_age: 18,
    login_max_failures: 5,
    login_failure_window_minutes: 15,
    login_lockout_minutes: 15,
    auto_approve_photos: false,
    report_hide_threshold: 3,
    // The catalogue's basis text of the 46% claim until the owner writes their own.
    premium_claim_footnote: '',
    // The catalogue's gifts at their own factors until the owner changes them.
    gift_factors: {},
    operator_target_answer_minutes: 15,
    operator_fixed_answers: texts.fixedAnswers,
  };
  config.minimum_message_costs = messageCostsOf(defaultBundles(site.countries), site.countries, config.message_credits);
  return config;
}

/** Company details a new site starts with; the operator completes them (the footer and terms show them). */
export function defaultCompany(name: string): CompanyInfo {
  return {
    name,
    address: '',
    kvk: '',
    city: '',
    country: '',
    tradenames: [],
    vat_numbers: [],
    support_phone: '',
    delete_discount: 50,
    added: new Date().toISOString(),
  };
}

export const defaultTheme: SiteTheme = DEFAULT_THEME;

export interface BundleTemplate {
  credits: number;
  popular: boolean;
  prices: { country: string; currency: string; amount: number }[];
}

/** The four bundles of a new site, the same amount (cents) in each of its countries' currency. */
export function defaultBundles(countries: readonly CountryCode[]): BundleTemplate[] {
  return [
    { credits: 50, popular: false, amount: 1495 },
    { credits: 125, popular: true, amount: 2995 },
    { credits: 300, popular: false, amount: 5995 },
    { credits: 750, popular: false, amount: 11995 },
  ].map((b) => ({
    credits: b.credits,
    popular: b.popular,
    prices: countries.map((country) => ({ country, currency: currencyOf(country), amount: b.amount })),
  }));
}
