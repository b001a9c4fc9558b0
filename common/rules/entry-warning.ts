/**
 * Product §2 "Site-entry warning modal": shown once to logged-out visitors; not in installed-app mode;
 * not when enable_site_entry_popup is 'no'; when a country list is given, only for listed countries.
 * Closing it stores a skipped timestamp, after which it is not shown again.
 */
export interface EntryWarningInput {
  loggedIn: boolean;
  installedApp: boolean;
  enableSetting: 'yes' | 'no';
  countries: readonly string[];
  visitorCountry: string | null;
  skippedAt: number | null;
}

export function shouldShowEntryWarning(input: EntryWarningInput): boolean {
  if (input.loggedIn || input.installedApp) return false;
  if (input.enableSetting === 'no') return false;
  if (input.skippedAt !== null) return false;
  if (input.countries.length > 0)
    return input.visitorCountry !== null && input.countries.includes(input.visitorCountry);
  return true;
}

/**
 * The skipped timestamp also lives in this cookie, so the server decides on the warning and puts
 * it in the page's HTML: no flash after hydration, nothing to use behind it before.
 */
export const ENTRY_WARNING_COOKIE = 'klik_entry_ok';
export const ENTRY_WARNING_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The skipped timestamp in a Cookie header, or null. */
export function entrySkippedAtFromCookies(cookieHeader: string | null | undefined): number | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== ENTRY_WARNING_COOKIE) continue;
    const n = Number(part.slice(eq + 1).trim());
    return Number.isFinite(n) && n > 0 ? n : null;
  }
  return null;
}

/** The Set-Cookie / document.cookie text that remembers a close at `at`. */
export function entryWarningCookie(at: number, secure: boolean): string {
  return `${ENTRY_WARNING_COOKIE}=${at}; Path=/; Max-Age=${ENTRY_WARNING_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
