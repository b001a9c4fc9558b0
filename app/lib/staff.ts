import { data, redirect, useRouteLoaderData } from 'react-router';
import type { KlikLoadContext } from '../load-context.ts';
import type { StaffPayload } from '../../common/api/staff.ts';
import { staffMay, type StaffAction } from '../../common/rules/staff-roles.ts';
import { safeRedirectPath } from '../../common/rules/redirect.ts';

/**
 * What the staff console's loaders and screens share (decision 019). The server checks the role on
 * every staff API call; pages check it too, so that nobody sees a screen they cannot use.
 */

/**
 * A console page: without a staff session to /staff/login (and back here afterwards); with a role
 * that may not do `action`, the 403 page inside the console's chrome.
 */
export function requireStaffPage(
  klik: KlikLoadContext,
  request: Request,
  action: StaffAction = 'console.use',
): StaffPayload {
  const staff = klik.staff;
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/staff/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!staffMay(staff.role, action)) throw data(null, { status: 403 });
  return staff;
}

/** Where to go after the login: a path inside the console, else the dashboard. */
export function afterStaffLoginPath(value: string | null): string {
  const path = safeRedirectPath(value, '/staff');
  return /^\/staff(?:\/|$)/.test(path) && !/^\/staff\/(?:login|setup|logout)(?:[/?#]|$)/.test(path) ? path : '/staff';
}

/** The logged-in staff member as the staff layout's loader sent them, or null (login, setup). */
export function useStaff(): StaffPayload | null {
  return useRouteLoaderData<{ staff: StaffPayload | null }>('layouts/staff')?.staff ?? null;
}

/** Dates in the console: Amsterdam time for everyone, so server and browser render the same text. */
export function formatStaffDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/** A time of day in the console (HH:MM), Amsterdam time like formatStaffDate. */
export function formatStaffTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/** A country code in the console's language ('NL' → 'Nederland'): the one country-name rule. */
export { countryName as countryInWords } from '../../common/data/country-names.ts';

/** A language code in the console's language ('nl' → 'Nederlands'). */
export function languageInWords(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Who made a report, as the console writes it: 'Anna #12', or 'Medewerker' for one staff raised. */
export function reporterLabel(
  t: (key: 'staff.reports.byStaff') => string,
  reporter: { id: number; name: string } | null,
): string {
  return reporter ? `${reporter.name} #${reporter.id}` : t('staff.reports.byStaff');
}
