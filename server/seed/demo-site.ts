import { defaultBundles, defaultSiteConfig, defaultTheme } from '../modules/sites/index.ts';
import type { CompanyInfo, SiteConfig } from '../../common/site.ts';

/** The demo site a fresh install serves on localhost: Dutch, for the Netherlands and Belgium. */
export const DEMO_SITE_KEY = 'demo';
export const DEMO_DOMAINS = ['localhost', '127.0.0.1', '[::1]', 'klik.local'];

export const demoSiteConfig: SiteConfig = {
  ...defaultSiteConfig({ name: 'Klik', domain: 'klik.local', language: 'nl', countries: ['NL', 'BE'] }),
  support_email: 'support@klik.local',
  support_phone: '020 - 123 45 67',
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

export const demoTheme = defaultTheme;

/** The demo site's credit bundles: credits and the price in cents, the same in NL and BE. */
export const demoBundles = defaultBundles(['NL', 'BE']);
