/**
 * Dismissals and other remembered choices are stored with a timestamp (spec §2), in localStorage.
 * Private modes that refuse storage simply forget: never an error for the member.
 */
export function readTimestamp(key: string): number | null {
  try {
    const v = window.localStorage.getItem(key);
    const n = v === null ? NaN : Number(v);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

export function storeTimestamp(key: string, at: number = Date.now()): void {
  try {
    window.localStorage.setItem(key, String(at));
  } catch {
    /* storage unavailable: nothing to remember with */
  }
}

export const STORAGE_KEYS = {
  entryWarningSkipped: 'klik.entryWarning.skipped',
  chunkReloadAt: 'klik.chunkReload.at',
  /** When the member last closed the add-a-profile-photo warning (spec §2 alerts). */
  profilePhotoAlertDismissed: 'klik.profilePhotoAlert.dismissed',
  /** The last reverse-geocoded place with the time it was found, as JSON (spec §9 location cache). */
  locationCache: 'klik.location.cache',
} as const;
