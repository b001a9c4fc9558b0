/**
 * Spec §2 "Site-entry warning modal": shown once to logged-out visitors; not in installed-app mode;
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
  if (input.countries.length > 0) return input.visitorCountry !== null && input.countries.includes(input.visitorCountry);
  return true;
}
