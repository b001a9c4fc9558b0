/**
 * Send-on-enter (product §2: an option), remembered per browser in localStorage. Without a stored
 * choice: on where there is a real keyboard (a fine pointer), off on touch screens, where Enter
 * is the new-line key.
 */
const KEY = 'klik.chat.sendOnEnter';

export function readSendOnEnter(): boolean {
  try {
    const v = window.localStorage.getItem(KEY);
    if (v === '1') return true;
    if (v === '0') return false;
  } catch {
    /* storage unavailable */
  }
  return typeof window.matchMedia !== 'function' || window.matchMedia('(pointer: fine)').matches;
}

export function storeSendOnEnter(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    /* storage unavailable: the choice is not remembered */
  }
}

/**
 * A gift or photo asks once before it is paid, until the member ticks "Niet meer
 * vragen deze sessie" (sessionStorage: a new session asks again).
 */
const CONFIRM_KEY = 'klik.chat.confirmPaid';

export function confirmsPaid(): boolean {
  try {
    return window.sessionStorage.getItem(CONFIRM_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function stopConfirmingPaid(): void {
  try {
    window.sessionStorage.setItem(CONFIRM_KEY, 'off');
  } catch {
    /* storage unavailable: it asks again next time */
  }
}
