import { INTEREST_IDS } from '../../../common/profile-fields.ts';
import { DEFAULT_THEME, PROFILE_FIELDS, type CompanyInfo, type SiteConfig } from '../../../common/site.ts';

/** The demo site a fresh install serves on localhost: Dutch, for the Netherlands and Belgium. */
export const DEMO_SITE_KEY = 'demo';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1', '[::1]', 'klik.local'];

export const demoSiteConfig: SiteConfig = {
  name: 'Klik',
  domain: 'klik.local',
  domain_language: 'nl',
  index_title: 'Klik – daten en chatten met singles bij jou in de buurt',
  description: 'Meld je gratis aan bij Klik, zoek leden bij jou in de buurt, like, match en chat.',
  cdn_prefix: '/media/',
  countries: ['NL', 'BE'],
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
  minimum_message_costs: {
    NL: { costs: 149, currency: 'EUR' },
    BE: { costs: 149, currency: 'EUR' },
  },
  support_email: 'support@klik.local',
  support_phone: '020 - 123 45 67',
  enable_site_entry_popup: 'yes',
  site_entry_popup_countries: [],
  fictional_icon: 'stars',
  fictional_warning: 'Dit is een fictief profiel, beheerd door Klik voor entertainment. Je kunt hier niet fysiek mee afspreken.',
  fictional_singular: 'fictief profiel',
  fictional_plural: 'fictieve profielen',
  refund_days: 14,
  member_resell: false,
  interests: [...INTEREST_IDS],
  min_age: 18,
  login_max_failures: 5,
  login_failure_window_minutes: 15,
  login_lockout_minutes: 15,
  auto_approve_photos: false,
};

export const demoCompany: CompanyInfo = {
  name: 'Klik Media B.V.',
  address: 'Herengracht 100',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Klik', 'Klik Dating'],
  vat_numbers: ['NL123456789B01'],
  support_phone: '020 - 123 45 67',
  delete_discount: 50,
  added: '2024-03-15T09:00:00Z',
};

export const demoTheme = DEFAULT_THEME;

/** The demo site's credit bundles (issue #7): credits and the price in cents, the same in NL and BE. */
export const demoBundles: { credits: number; popular: boolean; prices: { country: string; currency: string; amount: number }[] }[] = [
  { credits: 50, popular: false, prices: [{ country: 'NL', currency: 'EUR', amount: 1495 }, { country: 'BE', currency: 'EUR', amount: 1495 }] },
  { credits: 125, popular: true, prices: [{ country: 'NL', currency: 'EUR', amount: 2995 }, { country: 'BE', currency: 'EUR', amount: 2995 }] },
  { credits: 300, popular: false, prices: [{ country: 'NL', currency: 'EUR', amount: 5995 }, { country: 'BE', currency: 'EUR', amount: 5995 }] },
  { credits: 750, popular: false, prices: [{ country: 'NL', currency: 'EUR', amount: 11995 }, { country: 'BE', currency: 'EUR', amount: 11995 }] },
];
