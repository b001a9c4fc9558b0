import type { ChatItem, ChatMessage, MessageType } from '../../../common/api/chat.ts';

/**
 * Pure rules of the chat screens: merging live messages into what
 * is shown, the list's preview and time, day separators, the typing throttle.
 */

/** The composer's counter: 'ok', 'near' the limit (last 10 %) or 'over' it. */
export function counterState(length: number, max: number): 'ok' | 'near' | 'over' {
  if (length > max) return 'over';
  if (length >= Math.floor(max * 0.9)) return 'near';
  return 'ok';
}

/** A message as the screen holds it: confirmed by the server, or still on its way (optimistic). */
export interface UiMessage extends ChatMessage {
  /** 'pending' while sending, 'failed' when the network gave up (retry with the same client_id). */
  state?: 'pending' | 'failed';
}

/** 0: delivered (by its place in the conversation), 1: the member's own held ones, 2: on their way. */
function rank(m: UiMessage): number {
  return m.id <= 0 ? 2 : m.seq === null || m.seq === undefined ? 1 : 0;
}

/**
 * Delivered messages in the conversation's order (`seq`, the commit order: decision 036), the
 * member's own held ones after them by id, messages still on their way last, in the order they were made.
 */
function byOrder(a: UiMessage, b: UiMessage): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return a.seq! - b.seq!;
  if (ra === 1) return a.id - b.id;
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : b.id - a.id;
}

/**
 * What a tab knows of a conversation's sequence (decision 036): every message up to `synced` is held
 * (shown, or on an older page still to load), and these later ones came without the ones before
 * them (an event arrived while an earlier one was lost or is still on its way).
 */
export interface SeqState {
  synced: number;
  ahead: readonly number[];
}

export const NO_SEQ: SeqState = { synced: 0, ahead: [] };

/** The highest sequence number among messages (0 for none). */
export function maxSeq(messages: readonly Pick<ChatMessage, 'seq'>[]): number {
  return messages.reduce((max, m) => (m.seq !== null && m.seq !== undefined && m.seq > max ? m.seq : max), 0);
}

function advance(synced: number, ahead: number[]): SeqState {
  let next = synced;
  const rest = ahead.filter((n) => n > next).sort((a, b) => a - b);
  while (rest[0] === next + 1) next = rest.shift()!;
  return { synced: next, ahead: rest };
}

/** Messages came one by one (an event, a send's answer): `synced` moves over every run without a hole. */
export function receiveSeq(state: SeqState, messages: readonly Pick<ChatMessage, 'seq'>[]): SeqState {
  const seqs = messages.flatMap((m) =>
    m.seq !== null && m.seq !== undefined && m.seq > state.synced && !state.ahead.includes(m.seq) ? [m.seq] : [],
  );
  if (seqs.length === 0) return state;
  return advance(state.synced, [...new Set([...state.ahead, ...seqs])]);
}

/**
 * The server answered everything up to `upTo` (the newest page, or a catch-up that reached the
 * end): nothing at or below it is missing any more, whatever numbers it skipped.
 */
export function coveredUpTo(state: SeqState, upTo: number): SeqState {
  if (upTo <= state.synced) return state;
  return advance(upTo, state.ahead.slice());
}

/** A message is known to be missing: one after it arrived, the one before it did not. */
export function hasGap(state: SeqState): boolean {
  return state.ahead.length > 0;
}

/**
 * Merges messages (a page, a live event, a send result) into the shown list without duplicates:
 * the same id, or — for the member's own optimistic messages — the same client_id, is one message
 * (the server's version wins). Returns the list oldest first.
 */
export function mergeMessages(current: readonly UiMessage[], incoming: readonly UiMessage[]): UiMessage[] {
  if (incoming.length === 0) return current as UiMessage[];
  const out = current.slice();
  for (const m of incoming) {
    const i = out.findIndex(
      (c) => (m.id > 0 && c.id === m.id) || (c.sender_id === m.sender_id && c.client_id === m.client_id),
    );
    if (i === -1) out.push(m);
    else {
      const old = out[i]!;
      // A confirmed message is never replaced by a pending copy of itself; a later read_at is kept.
      if (old.id > 0 && m.id <= 0) continue;
      out[i] = { ...m, read_at: m.read_at ?? old.read_at };
    }
  }
  return out.sort(byOrder);
}

/**
 * A 'message_changed' event (taken down by a moderator, or back after an appeal): the message is
 * shown as it is now where the list holds it; one not loaded (older than the page) is not added.
 */
export function replaceMessage(current: readonly UiMessage[], changed: UiMessage): UiMessage[] {
  return current.some((m) => m.id === changed.id) ? mergeMessages(current, [changed]) : (current as UiMessage[]);
}

/** The chat list after a message changed: the preview follows when it is that conversation's last message. */
export function chatsAfterChange(chats: readonly ChatItem[], m: ChatMessage): ChatItem[] {
  let changed = false;
  const next = chats.map((c) => {
    const last = c.last_message;
    if (c.conversation.id !== m.conversation_id || !last || last.created_at !== m.created_at || last.body === m.body)
      return c;
    changed = true;
    return { ...c, last_message: { ...last, body: m.body } };
  });
  return changed ? next : (chats as ChatItem[]);
}

/** A 'read' event: the other member read everything of ours up to now. */
export function applyRead(messages: readonly UiMessage[], me: number, readAt: string): UiMessage[] {
  let changed = false;
  const out = messages.map((m) => {
    if (m.sender_id !== me || m.read_at || m.id <= 0) return m;
    changed = true;
    return { ...m, read_at: readAt };
  });
  return changed ? out : (messages as UiMessage[]);
}

/** The id of the member's own last message that was read: 'Gelezen' shows under it. */
export function lastReadOwnId(messages: readonly UiMessage[], me: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.sender_id === me && m.id > 0 && m.read_at) return m.id;
  }
  return null;
}

/** Whether messages of the other member still wait to be marked read. */
export function hasUnreadFrom(messages: readonly UiMessage[], me: number): boolean {
  return messages.some((m) => m.sender_id !== me && m.id > 0 && !m.read_at);
}

export interface PreviewLabels {
  photo: string;
  gift: string;
  /** Prefix for the member's own last message, e.g. 'Jij: '. */
  you: string;
}

/** The list's preview of the last message: '📷 Foto' / '🎁 Cadeautje' for photos and gifts. */
export function previewText(last: ChatItem['last_message'], labels: PreviewLabels): string {
  if (!last) return '';
  const kind: Record<MessageType, string> = { text: '', photo: `📷 ${labels.photo}`, gift: `🎁 ${labels.gift}` };
  const body = last.body.replace(/\s+/g, ' ').trim();
  const text = last.type === 'text' ? body : body ? `${kind[last.type]} · ${body}` : kind[last.type];
  return last.from_me ? `${labels.you}${text}` : text;
}

/**
 * Dates are shown in a time zone: the browser's own once the page runs, and during server rendering
 * (and the hydration that must match it) the site's home zone (HOME_TIME_ZONE). `tz` undefined
 * means the browser's.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(tz: string | undefined): Intl.DateTimeFormat {
  const key = tz ?? '';
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, f);
  }
  return f;
}

/** A calendar day as 'YYYY-MM-DD' in the time zone (for grouping by day). */
export function dayKey(iso: string | number | Date, tz?: string): string {
  return dayFormat(tz).format(new Date(iso));
}

/** Whole calendar days between two moments in the time zone: 0 today, 1 yesterday. */
export function daysAgo(iso: string | number | Date, now: number | Date, tz?: string): number {
  return Math.round((Date.parse(dayKey(now, tz)) - Date.parse(dayKey(iso, tz))) / 86_400_000);
}

export type DayGroup<T> = { key: string; date: string; items: T[] };

/** Messages (oldest first) in runs of the same calendar day, each with its day separator. */
export function groupByDay<T extends { created_at: string }>(messages: readonly T[], tz?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const m of messages) {
    const key = dayKey(m.created_at, tz);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(m);
    else groups.push({ key, date: m.created_at, items: [m] });
  }
  return groups;
}

export interface DayLabels {
  today: string;
  yesterday: string;
}

/** The separator's text: 'Vandaag', 'Gisteren', a weekday this week, else the date. */
export function dayLabel(iso: string, now: number | Date, locale: string, labels: DayLabels, tz?: string): string {
  const n = daysAgo(iso, now, tz);
  if (n === 0) return labels.today;
  if (n === 1) return labels.yesterday;
  const d = new Date(iso);
  if (n > 1 && n < 7) return capitalise(new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: tz }).format(d));
  const sameYear = dayKey(d, tz).slice(0, 4) === dayKey(now, tz).slice(0, 4);
  return capitalise(
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: tz,
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(d),
  );
}

/** The list's time: the hour today, 'Gisteren', a short weekday this week, else a short date. */
export function listTime(iso: string, now: number | Date, locale: string, yesterday: string, tz?: string): string {
  const n = daysAgo(iso, now, tz);
  const d = new Date(iso);
  if (n <= 0) return timeOfDay(iso, locale, tz);
  if (n === 1) return yesterday;
  if (n < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: tz }).format(d);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: '2-digit', timeZone: tz }).format(d);
}

export function timeOfDay(iso: string, locale: string, tz?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: tz }).format(new Date(iso));
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Typing notices go out at most once per this many ms while the member types. */
export const TYPING_THROTTLE_MS = 3_000;
/** How long a typing notice of the other member shows without a new one. */
export const TYPING_SHOW_MS = 5_000;

export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_THROTTLE_MS;
}

/**
 * Whether a failed send was refused (4xx: no credits, the limit, a block; the message is taken
 * back) rather than not done now (5xx after the client's own retries, e.g. a busy database's 503):
 * that one stays in the list, to be sent again with the same client id, paid once.
 */
export function sendRefused(status: number): boolean {
  return status < 500;
}

/** A random id per message made by this browser (idempotent sends; the server accepts [A-Za-z0-9_-]{8,64}). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The list after a live message: the chat moves to the top with the new preview; unread counts up unless it is open. */
export function chatsAfterMessage(
  chats: readonly ChatItem[],
  m: ChatMessage,
  me: number,
  openId: number | null,
  unread?: number,
): ChatItem[] | null {
  const i = chats.findIndex((c) => c.conversation.id === m.conversation_id);
  if (i === -1) return null;
  const item = chats[i]!;
  // The same message twice (a second event for it, or an event after a refresh that already had
  // it) changes nothing: the list counted every message up to its `last_seq` (decision 036).
  if (m.seq !== null && m.seq <= item.conversation.last_seq) return chats as ChatItem[];
  if (item.last_message && item.last_message.created_at === m.created_at && item.last_message.body === m.body)
    return chats as ChatItem[];
  const fromMe = m.sender_id === me;
  const isNewer = !item.last_message || item.last_message.created_at <= m.created_at;
  const next: ChatItem = {
    ...item,
    conversation: {
      ...item.conversation,
      updated_at: m.created_at,
      last_seq: Math.max(item.conversation.last_seq, m.seq ?? 0),
    },
    // The event's count when it carries one (the server's), else one more.
    num_unread_messages:
      fromMe || openId === m.conversation_id ? item.num_unread_messages : (unread ?? item.num_unread_messages + 1),
    last_message: isNewer
      ? { type: m.type, body: m.body, from_me: fromMe, created_at: m.created_at }
      : item.last_message,
  };
  return [next, ...chats.slice(0, i), ...chats.slice(i + 1)];
}
