/**
 * The plain values of the API contract that the browser needs (form limits, option lists, the id
 * rule), kept apart from the zod schemas in the other files of common/api: importing one constant
 * from a schema file brings zod (≈25 kB gzip) into the browser's first load. The
 * schema files re-export these, so the server keeps one place to import from.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 30;
export const SIGNUP_MESSAGE_MAX = 1000;
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

export const DESCRIPTION_MAX = 2000;
export const INTERESTS_MAX = 20;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_DISTANCE_KM = 160;
/**
 * 'numResults' counts up to this many; beyond it the interface says "1.000+". Counting every match
 * of a broad search among a million members costs more than the whole page (measured: bench/search.ts).
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Fewer results than this on the first page: similar results are offered too (product §3 Search state). */
export const SIMILAR_RESULTS_BELOW = 6;

export const PAYMENT_METHODS = ['ideal', 'creditcard', 'paypal', 'directdebit'] as const;

/** The `/likes/{type}` screens. */
export const LIKE_TYPES = ['received', 'given', 'matches'] as const;

// Match finder (/match-finder): product §3 preferences; only these values are accepted (product §5), and
// 'any' ("geen voorkeur") for each (decision 023 says what each value filters).
export const MATCH_FINDER_ANY = 'any';
export const MATCH_FINDER_AGES = ['18-35', '35+', MATCH_FINDER_ANY] as const;
export const MATCH_FINDER_APPEARANCES = ['normal', 'sexy', MATCH_FINDER_ANY] as const;
export const MATCH_FINDER_RACES = ['white', 'other', MATCH_FINDER_ANY] as const;

export const MESSAGE_TYPES = ['text', 'photo', 'gift'] as const;
export const MESSAGES_PAGE_SIZE = 30;

/** Why a member reports another, in the order the dialog lists them. */
export const REPORT_CATEGORIES = [
  'spam_scam',
  'harassment',
  'fake_profile',
  'underage',
  'offensive_photo',
  'other',
] as const;
/**
 * The queue's order (decision 041): an apparent minor first, then threats and harassment, scams,
 * offensive photos, fake profiles, the rest; oldest first within each.
 */
export const REPORT_PRIORITY = [
  'underage',
  'harassment',
  'spam_scam',
  'offensive_photo',
  'fake_profile',
  'other',
] as const satisfies readonly (typeof REPORT_CATEGORIES)[number][];
/** How long "Volgende melding" holds a report for the moderator who took it. */
export const REPORT_CLAIM_MINUTES = 15;
/** A report's explanation: at most this long; for 'other' at least REPORT_TEXT_MIN. */
export const REPORT_TEXT_MAX = 1000;
export const REPORT_TEXT_MIN = 10;
/** A report is open until a moderator handles it: dismissed, or actioned (warned, suspended, banned). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export const REPORT_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
/** How a report ended: one of the actions, or the reported photo taken down from the report. */
export const REPORT_RESOLUTIONS = [...REPORT_ACTIONS, 'remove_photo', 'remove_text', 'remove_message'] as const;
/** A suspension from the report queue: the usual lengths offered, and the longest one typed in. */
export const SUSPEND_DAY_CHOICES = [1, 3, 7, 30] as const;
export const SUSPEND_DAYS_MAX = 365;
/** The reason of a suspension or ban (accounts/restrictions.ts checks the same bound). */
export const RESTRICTION_REASON_MAX = 1000;

/**
 * Every id of ours is a PostgreSQL `integer` (serial): 1 … 2,147,483,647. A larger number is not a
 * 'not found' the database can answer but an out-of-range error (a 500), so ids are checked here,
 * the one rule for JSON bodies, query strings and the ids in page URLs.
 */
export const MAX_ID = 2_147_483_647;

/** An id from a page URL (`/members/12`): digits only, in range; otherwise null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
