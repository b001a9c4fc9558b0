import { cleanFirstTouch, landingOf, type FirstTouch } from './attribution.ts';
import { TRACKING_KEYS } from '../api/limits.ts';

/**
 * Consent for the campaign cookie (decision 055; ePrivacy art. 5(3), Telecommunicatiewet art. 11.7a).
 * The first-touch cookie `klik_ft` is not strictly necessary for the site to work, so it is set only
 * after the visitor accepted it. The choice itself is a functional cookie: it stores the answer and
 * nothing else. Pure rules, shared by the server and the banner.
 */

/** The visitor's answer: `yes` (the campaign cookie may be set) or `no`. */
export const CONSENT_COOKIE = 'klik_consent';
/** How long the answer is kept; after that a campaign landing asks again (six months). */
export const CONSENT_DAYS = 180;

export type ConsentChoice = 'yes' | 'no';

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'yes' || value === 'no';
}

/** The stored answer in a Cookie header, or null when none (or something else) is stored. */
export function consentOf(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isConsentChoice(value) ? value : null;
  }
  return null;
}

/** The campaign of a page's address (product §3 tracking data and where it landed); no network, no campaign. */
export function touchOfLocation(pathname: string, search: string): FirstTouch | null {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key);
    if (value !== null) query[key] = value;
  }
  const touch = { ...landingOf(pathname), ...cleanFirstTouch(query) };
  return touch.network ? touch : null;
}

/**
 * Whether the page asks for consent: only a visitor who arrived with a campaign in the address and
 * has not answered yet, never in the staff console. Everyone else sees no banner: without a
 * campaign there is nothing that needs consent (the other cookies are functional).
 */
export function asksConsent(input: { choice: ConsentChoice | null; pathname: string; search: string }): boolean {
  if (input.choice !== null) return false;
  if (input.pathname === '/staff' || input.pathname.startsWith('/staff/')) return false;
  return touchOfLocation(input.pathname, input.search) !== null;
}
