/**
 * Dismissals and other remembered choices are stored with a timestamp (product §2), in localStorage.
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
  /** When the member last closed the add-a-profile-photo warning (product §2 alerts). */
  profilePhotoAlertDismissed: 'klik.profilePhotoAlert.dismissed',
  /** The last reverse-geocoded place with the time it was found, as JSON (product §9 location cache). */
  locationCache: 'klik.location.cache',
  /** When the member last said "Niet nu" to the push prompt. */
  pushPromptDismissed: 'klik.pushPrompt.dismissed',
  /** When the member first had a reason to want notifications: sent a message, got a like or a match. */
  pushEngaged: 'klik.pushPrompt.engaged',
  /** Visits of this browser (a visit: a tab session, counted once), for the push prompt's "second visit". */
  visits: 'klik.visits',
  /** sessionStorage: this tab session has been counted. */
  visitCounted: 'klik.visitCounted',
  /** The member this device's push subscription was last sent to the server for. */
  pushMember: 'klik.push.member',
} as const;

/** One visit per tab session, for the push prompt's "second visit". */
export function countVisit(): void {
  try {
    if (window.sessionStorage.getItem(STORAGE_KEYS.visitCounted)) return;
    window.sessionStorage.setItem(STORAGE_KEYS.visitCounted, '1');
    window.localStorage.setItem(STORAGE_KEYS.visits, String(visitCount() + 1));
  } catch {
    /* storage refused: every visit is the first */
  }
}

export function visitCount(): number {
  try {
    return Number(window.localStorage.getItem(STORAGE_KEYS.visits)) || 0;
  } catch {
    return 0;
  }
}

/** The member's first good moment for the push prompt (a message sent, a like received); later ones keep the first. */
export function markEngaged(): void {
  if (readTimestamp(STORAGE_KEYS.pushEngaged) === null) storeTimestamp(STORAGE_KEYS.pushEngaged);
}
