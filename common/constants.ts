/**
 * Business constants of product-product §9, in one place so that server, browser and tests agree.
 * Durations are in milliseconds unless the name says otherwise.
 */

export const LOCALES = ['nl', 'en', 'es', 'fr', 'it', 'pl', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
/** nl is the source language; en is complete too. Other catalogues fall back to en, then nl. */
export const DEFAULT_LOCALE: Locale = 'nl';
/**
 * Regional variants of a member language (decision 050): Flemish for a Dutch-speaking visitor in
 * Belgium, Belgian French for a French-speaking one. Each is its language's catalogue with a few
 * texts of its own (`common/i18n/nl-be.ts`, `fr-be.ts`) and formats numbers, money and dates the
 * region's way. The interface language (`Locale`) stays one of the seven.
 */
export const REGIONAL_LOCALES = ['nl-BE', 'fr-BE'] as const;
export type RegionalLocale = (typeof REGIONAL_LOCALES)[number];
/** The BCP 47 tag a member reads and has things formatted in: their language, or its regional variant. */
export type LocaleTag = Locale | RegionalLocale;

/** The countries of product §9 "Visible locales by country", in the order the spec lists them. */
export const COUNTRIES = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
] as const;
export type CountryCode = (typeof COUNTRIES)[number];

export const VISIBLE_LOCALES_BY_COUNTRY: Record<CountryCode, readonly Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
};

export const FREE_MAX_CONVERSATIONS = 2;
export const FREE_MAX_PHOTOS = 3;
export const PREMIUM_MAX_PHOTOS = 25;
export const SWIPE_LIKES_PER_DAY = 4;

export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
/** Once offered, a welcome code is valid this long (the welcome modal's "act fast"). */
export const WELCOME_ACT_FAST_HOURS = 4;
/** The welcome code is offered to members who have not paid within this many hours of signup (decision 008). */
export const WELCOME_DISCOUNT_HOURS = 72;

export const REFRESH_INTERVAL_MS = 60_000;
export const REFRESH_INTERVAL_PUSH_MS = 300_000;
export const REFRESH_FIRST_DELAY_MS = 5_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const NEW_LIKE_RELOAD_DELAY_MS = 500;

export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** Product §4: after a deletion /account-deleted counts down to the partner site (the length is not in the spec: ours). */
export const PARTNER_REDIRECT_SECONDS = 10;
export const CREDITS_BADGE_THRESHOLD = 10;
export const UNREAD_BADGE_CAP = 99;

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;

export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** How long the device cookie and its link to an account last after the browser's last login. */
export const DEVICE_ID_KEEP_DAYS = 365;
export const LOCATION_CACHE_MAX_MS = 3_600_000;
export const PUSH_WORKER_VERSION = 2;
export const DESIGNS_VERSION = 1;

/** Terms version date: this default, or the company's `added` date when that is later (product §9). */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00Z';

export const DEFAULT_MIN_AGE = 18;

/** Bootstrap breakpoints of product §9 (sm, md, lg, xl). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const COOKIE_LOCALE = 'klik_locale';
export const COOKIE_COUNTRY = 'klik_country';
export const COOKIE_SESSION = 'klik_session';
/** A random id per browser, set at login: moderators see which accounts share a browser (docs/privacy.md). */
export const COOKIE_DEVICE = 'klik_device';
/** The campaign a visitor first came from, signed; campaign parameters only (decision 051, docs/privacy.md). */
export const COOKIE_FIRST_TOUCH = 'klik_ft';
/** How long a first touch counts: as long as the browser keeps the signup's tracking data (app/lib/tracking.ts). */
export const FIRST_TOUCH_DAYS = 30;

/** The sites' home time zone: server-rendered times use it until the browser shows the member's own. */
export const HOME_TIME_ZONE = 'Europe/Amsterdam';

/**
 * WebSocket close code "service restart" (RFC 6455 registry): the server process is stopping (a
 * deploy, a scale-in). The browser reconnects at once, through the balancer to another process.
 */
export const WS_CLOSE_SERVICE_RESTART = 1012;
