/**
 * What a member typed and did not send, per conversation partner, in localStorage (issue #13 §4): it
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
