/**
 * What a member typed and did not send, per conversation partner, in localStorage: it
 * survives a lost connection, a reload, and the detour to buy credits (the refused text goes back into
 * the composer, and so into the draft). Keyed by the other member, not the conversation, so the draft
 * of a chat that does not exist yet (/members/{id}/chat) is the same one after its first message.
 * Private modes that refuse storage simply keep no draft.
 */
const PREFIX = 'klik.chat.draft';

export function draftKey(me: number, otherId: number): string {
  return `${PREFIX}.${me}.${otherId}`;
}

export function readDraft(me: number, otherId: number): string {
  try {
    return window.localStorage.getItem(draftKey(me, otherId)) ?? '';
  } catch {
    return '';
  }
}

/** An empty (or blank) text removes the draft. */
export function storeDraft(me: number, otherId: number, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(draftKey(me, otherId), text);
    else window.localStorage.removeItem(draftKey(me, otherId));
  } catch {
    /* storage unavailable or full: the draft lives only on the screen */
  }
}

/**
 * A paid message refused for lack of credits: kept per conversation partner, with
 * what the screen needs to show it again, until it is sent or thrown away. A text also stays in
 * the composer (the draft above); a gift or photo has no other place to wait.
 */
export type HeldMessage =
  | { type: 'text'; body: string }
  | { type: 'gift'; gift_id: string; image: string; credits: number }
  | { type: 'photo'; photo_id: number; photo: string };

const heldKey = (me: number, otherId: number) => `klik.chat.held.${me}.${otherId}`;

export function holdMessage(me: number, otherId: number, held: HeldMessage): void {
  try {
    window.localStorage.setItem(heldKey(me, otherId), JSON.stringify(held));
  } catch {
    /* storage unavailable: nothing is kept */
  }
}

export function readHeld(me: number, otherId: number): HeldMessage | null {
  try {
    const raw = window.localStorage.getItem(heldKey(me, otherId));
    const held = raw ? (JSON.parse(raw) as HeldMessage) : null;
    return held && (held.type === 'text' || held.type === 'gift' || held.type === 'photo') ? held : null;
  } catch {
    return null;
  }
}

export function clearHeld(me: number, otherId: number): void {
  try {
    window.localStorage.removeItem(heldKey(me, otherId));
  } catch {
    /* nothing to clear */
  }
}

/**
 * The conversation a member left to buy credits: the payment's success page offers
 * the way back to it. One per member; after a day it is forgotten.
 */
export interface ReturnTrip {
  memberId: number;
  name: string;
  path: string;
  at: number;
}

const RETURN_TTL_MS = 24 * 3_600_000;
const returnKey = (me: number) => `klik.chat.return.${me}`;

export function storeReturnTrip(me: number, trip: Omit<ReturnTrip, 'at'>): void {
  try {
    window.localStorage.setItem(returnKey(me), JSON.stringify({ ...trip, at: Date.now() }));
  } catch {
    /* storage unavailable: the success page offers no way back */
  }
}

export function readReturnTrip(me: number): ReturnTrip | null {
  try {
    const raw = window.localStorage.getItem(returnKey(me));
    const trip = raw ? (JSON.parse(raw) as ReturnTrip) : null;
    // Only a path of this site's chat: storage is the member's, but never a way off the site.
    if (!trip || Date.now() - trip.at > RETURN_TTL_MS || !/^\/(chats|members)\/\d+(\/chat)?$/.test(trip.path))
      return null;
    return trip;
  } catch {
    return null;
  }
}

export function clearReturnTrip(me: number): void {
  try {
    window.localStorage.removeItem(returnKey(me));
  } catch {
    /* nothing to clear */
  }
}
