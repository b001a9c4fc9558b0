import { messageLength } from '../../../common/rules/message.ts';
import { describe, expect, it } from 'vitest';
import type { ChatItem, ChatMessage } from '../../../common/api/chat.ts';
import {
  applyRead,
  chatsAfterChange,
  chatsAfterMessage,
  counterState,
  coveredUpTo,
  dayKey,
  dayLabel,
  daysAgo,
  groupByDay,
  hasGap,
  hasUnreadFrom,
  lastReadOwnId,
  listTime,
  maxSeq,
  mergeMessages,
  newClientId,
  NO_SEQ,
  previewText,
  receiveSeq,
  replaceMessage,
  shouldSendTyping,
  TYPING_THROTTLE_MS,
  type UiMessage,
} from './rules.ts';

const ME = 1;
const HER = 2;
function msg(o: Partial<UiMessage> & Pick<UiMessage, 'id' | 'client_id'>): UiMessage {
  return {
    conversation_id: 7,
    sender_id: ME,
    type: 'text',
    body: 'hoi',
    photo: null,
    gift: null,
    created_at: '2026-03-10T10:00:00.000Z',
    read_at: null,
    seq: null,
    removed: false,
    ...o,
  };
}

describe('character count (product §5)', () => {
  it('counts code points: an emoji or an accented letter is one character', () => {
    expect(messageLength('')).toBe(0);
    expect(messageLength('hallo')).toBe(5);
    expect(messageLength('😍')).toBe(1);
    expect('😍'.length).toBe(2);
    expect(messageLength('café 🌹🌹')).toBe(7);
  });
  it('marks the counter near the limit and over it', () => {
    expect(counterState(10, 1000)).toBe('ok');
    expect(counterState(900, 1000)).toBe('near');
    expect(counterState(1000, 1000)).toBe('near');
    expect(counterState(1001, 1000)).toBe('over');
  });
});

describe('merging live messages', () => {
  it('adds new messages in id order and drops a duplicate by id', () => {
    const a = msg({ id: 1, client_id: 'aaaaaaaa' });
    const b = msg({ id: 2, client_id: 'bbbbbbbb', sender_id: HER });
    const list = mergeMessages([a], [b, a]);
    expect(list.map((m) => m.id)).toEqual([1, 2]);
    expect(mergeMessages(list, [b])).toHaveLength(2);
  });
  it('replaces the own optimistic message by the server version, matched on client_id', () => {
    const pending = msg({ id: -1, client_id: 'cccccccc', state: 'pending', created_at: '2026-03-10T10:05:00.000Z' });
    const confirmed = msg({ id: 9, client_id: 'cccccccc', created_at: '2026-03-10T10:05:01.000Z' });
    const list = mergeMessages([msg({ id: 3, client_id: 'dddddddd' }), pending], [confirmed]);
    expect(list.map((m) => [m.id, m.state])).toEqual([
      [3, undefined],
      [9, undefined],
    ]);
    // The event and the send result both arrive: still one message.
    expect(mergeMessages(list, [confirmed])).toHaveLength(2);
  });
  it('never turns a confirmed message back into a pending one', () => {
    const confirmed = msg({ id: 9, client_id: 'cccccccc' });
    const list = mergeMessages([confirmed], [msg({ id: -1, client_id: 'cccccccc', state: 'pending' })]);
    expect(list).toEqual([confirmed]);
  });
  it('keeps messages on their way after the confirmed ones', () => {
    const pending = msg({ id: -1, client_id: 'pppppppp', state: 'pending', created_at: '2026-03-10T09:00:00.000Z' });
    const later = msg({ id: 12, client_id: 'llllllll', sender_id: HER, created_at: '2026-03-10T10:00:00.000Z' });
    expect(mergeMessages([pending], [later]).map((m) => m.id)).toEqual([12, -1]);
  });
  it('does not match the other member’s message with the same client_id', () => {
    const mine = msg({ id: 4, client_id: 'same-id-1' });
    const hers = msg({ id: 5, client_id: 'same-id-1', sender_id: HER });
    expect(mergeMessages([mine], [hers])).toHaveLength(2);
  });
  it('keeps a read_at once known', () => {
    const read = msg({ id: 4, client_id: 'eeeeeeee', read_at: '2026-03-10T11:00:00.000Z' });
    expect(mergeMessages([read], [msg({ id: 4, client_id: 'eeeeeeee' })])[0]!.read_at).toBe('2026-03-10T11:00:00.000Z');
  });
});

describe('read receipts', () => {
  const list = [
    msg({ id: 1, client_id: 'a1111111' }),
    msg({ id: 2, client_id: 'b2222222', sender_id: HER }),
    msg({ id: 3, client_id: 'c3333333' }),
    msg({ id: -1, client_id: 'd4444444', state: 'pending' }),
  ];
  it('a read event marks the own confirmed messages read; Gelezen goes under the last of them', () => {
    expect(lastReadOwnId(list, ME)).toBeNull();
    const read = applyRead(list, ME, '2026-03-10T12:00:00.000Z');
    expect(read.map((m) => m.read_at !== null)).toEqual([true, false, true, false]);
    expect(lastReadOwnId(read, ME)).toBe(3);
    expect(applyRead(read, ME, 'x')).toBe(read);
  });
  it('knows when messages of the other member wait to be read', () => {
    expect(hasUnreadFrom(list, ME)).toBe(true);
    expect(
      hasUnreadFrom(
        list.map((m) => ({ ...m, read_at: 'x' })),
        ME,
      ),
    ).toBe(false);
  });
});

describe('list preview', () => {
  const labels = { photo: 'Foto', gift: 'Cadeautje', you: 'Jij: ' };
  const last = (o: Partial<NonNullable<ChatItem['last_message']>>) => ({
    type: 'text' as const,
    body: '',
    from_me: false,
    created_at: '',
    ...o,
  });
  it('shows text, 📷 Foto and 🎁 Cadeautje, own messages with Jij:', () => {
    expect(previewText(last({ body: 'Hoi  daar\nhoe gaat het?' }), labels)).toBe('Hoi daar hoe gaat het?');
    expect(previewText(last({ type: 'photo' }), labels)).toBe('📷 Foto');
    expect(previewText(last({ type: 'gift' }), labels)).toBe('🎁 Cadeautje');
    expect(previewText(last({ type: 'gift', body: 'voor jou', from_me: true }), labels)).toBe(
      'Jij: 🎁 Cadeautje · voor jou',
    );
    expect(previewText(null, labels)).toBe('');
  });
});

describe('days and times', () => {
  const tz = 'Europe/Amsterdam';
  it('groups messages by calendar day in the time zone', () => {
    const groups = groupByDay(
      [
        { created_at: '2026-03-09T22:30:00.000Z' }, // 23:30 on the 9th in Amsterdam
        { created_at: '2026-03-09T23:30:00.000Z' }, // 00:30 on the 10th
        { created_at: '2026-03-10T08:00:00.000Z' },
      ],
      tz,
    );
    expect(groups.map((g) => [g.key, g.items.length])).toEqual([
      ['2026-03-09', 1],
      ['2026-03-10', 2],
    ]);
    expect(dayKey('2026-03-09T23:30:00.000Z', 'UTC')).toBe('2026-03-09');
  });
  it('labels days Vandaag, Gisteren, a weekday, else the date', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    const labels = { today: 'Vandaag', yesterday: 'Gisteren' };
    expect(daysAgo('2026-03-09T23:30:00.000Z', now, tz)).toBe(0);
    expect(dayLabel('2026-03-10T07:00:00.000Z', now, 'nl', labels, tz)).toBe('Vandaag');
    expect(dayLabel('2026-03-09T07:00:00.000Z', now, 'nl', labels, tz)).toBe('Gisteren');
    expect(dayLabel('2026-03-07T07:00:00.000Z', now, 'nl', labels, tz)).toBe('Zaterdag');
    expect(dayLabel('2026-02-01T07:00:00.000Z', now, 'nl', labels, tz)).toBe('Zondag 1 februari');
    expect(dayLabel('2025-02-01T07:00:00.000Z', now, 'nl', labels, tz)).toBe('Zaterdag 1 februari 2025');
  });
  it('shows the list time as the hour today, Gisteren, a weekday, else a date', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(listTime('2026-03-10T08:05:00.000Z', now, 'nl', 'Gisteren', tz)).toBe('09:05');
    expect(listTime('2026-03-09T08:05:00.000Z', now, 'nl', 'Gisteren', tz)).toBe('Gisteren');
    expect(listTime('2026-03-06T08:05:00.000Z', now, 'nl', 'Gisteren', tz)).toBe('vr');
    expect(listTime('2026-01-06T08:05:00.000Z', now, 'nl', 'Gisteren', tz)).toBe('6-1-26');
  });
});

describe('typing and client ids', () => {
  it('sends a typing notice at most once per 3 s', () => {
    expect(shouldSendTyping(null, 1000)).toBe(true);
    expect(shouldSendTyping(1000, 1000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(shouldSendTyping(1000, 1000 + TYPING_THROTTLE_MS)).toBe(true);
  });
  it('makes client ids the server accepts, different each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(a);
  });
});

describe('the list after a live message', () => {
  const item = (id: number, o: Partial<ChatItem> = {}): ChatItem => ({
    conversation: { id, started_by_me: true, updated_at: '2026-03-10T09:00:00.000Z', last_seq: 4 },
    profile: {
      id: id + 100,
      name: `N${id}`,
      age: 30,
      main_image: null,
      online: false,
      fictional: false,
      inactive: false,
    },
    num_unread_messages: 0,
    last_message: { type: 'text', body: 'oud', from_me: true, created_at: '2026-03-10T09:00:00.000Z' },
    ...o,
  });
  const incoming = (conversation_id: number, sender_id: number): ChatMessage => ({
    ...msg({ id: 50, client_id: 'zzzzzzzz', sender_id, body: 'nieuw', created_at: '2026-03-10T10:00:00.000Z' }),
    conversation_id,
  });
  it('moves the chat to the top with the new preview and counts it unread', () => {
    const next = chatsAfterMessage([item(1), item(2)], incoming(2, HER), ME, null)!;
    expect(next.map((c) => c.conversation.id)).toEqual([2, 1]);
    expect(next[0]!.num_unread_messages).toBe(1);
    expect(next[0]!.last_message).toMatchObject({ body: 'nieuw', from_me: false });
    // The same event again changes nothing.
    expect(chatsAfterMessage(next, incoming(2, HER), ME, null)).toBe(next);
  });
  it('does not count the open conversation or own messages; an unknown chat asks for a reload', () => {
    expect(chatsAfterMessage([item(1)], incoming(1, HER), ME, 1)![0]!.num_unread_messages).toBe(0);
    expect(chatsAfterMessage([item(1)], incoming(1, ME), ME, null)![0]!.num_unread_messages).toBe(0);
    expect(chatsAfterMessage([item(1)], incoming(3, HER), ME, null)).toBeNull();
  });
  it('a second event for a message the list already counted (by its place in the conversation) changes nothing', () => {
    const again = { ...incoming(1, HER), seq: 4 };
    const list = [item(1, { num_unread_messages: 2 })];
    expect(chatsAfterMessage(list, again, ME, null)).toBe(list);
    const fresh = chatsAfterMessage(list, { ...incoming(1, HER), seq: 5 }, ME, null)!;
    expect(fresh[0]!.num_unread_messages).toBe(3);
    expect(fresh[0]!.conversation.last_seq).toBe(5);
    // The retried send's event for it (no counts, other order) is the same message: still 3.
    expect(
      chatsAfterMessage(fresh, { ...incoming(1, HER), seq: 5, created_at: '2026-03-10T09:30:00.000Z' }, ME, null),
    ).toBe(fresh);
  });
  it('takes the unread count the event carries (messages missed while the list was stale count too)', () => {
    expect(
      chatsAfterMessage([item(1, { num_unread_messages: 1 })], incoming(1, HER), ME, null, 4)![0]!.num_unread_messages,
    ).toBe(4);
    expect(chatsAfterMessage([item(1)], incoming(1, HER), ME, 1, 4)![0]!.num_unread_messages).toBe(0);
  });
  it('a message taken down: the preview follows when it is the last one, nothing else changes', () => {
    const last = {
      ...msg({ id: 9, client_id: 'aaaaaaaa', body: '', removed: true }),
      conversation_id: 2,
      created_at: '2026-03-10T09:00:00.000Z',
    };
    const list = [item(1), item(2)];
    const next = chatsAfterChange(list, last);
    expect(next.map((c) => c.last_message?.body)).toEqual(['oud', '']);
    // An older message of that chat, or one of a chat not in the list: the same list.
    expect(chatsAfterChange(list, { ...last, created_at: '2026-03-01T09:00:00.000Z' })).toBe(list);
    expect(chatsAfterChange(list, { ...last, conversation_id: 9 })).toBe(list);
  });
});

describe('every message reaches the open chat (decision 036)', () => {
  const her = (seq: number, id = 100 + seq) =>
    msg({ id, client_id: `c-her-${seq}`, sender_id: HER, seq, body: `bericht ${seq}` });

  it('shows messages in the conversation’s order, not by id (id 170 committed before id 166)', () => {
    const list = mergeMessages([], [her(1, 170), her(2, 166), msg({ id: 180, client_id: 'held-1', seq: null })]);
    expect(list.map((m) => m.id)).toEqual([170, 166, 180]);
  });

  it('drops a second copy of a message by its id: one bubble however often it arrives', () => {
    let list = mergeMessages([], [her(1), her(2)]);
    list = mergeMessages(list, [her(2)]);
    list = mergeMessages(list, [her(1), her(2), her(3)]);
    expect(list.map((m) => m.body)).toEqual(['bericht 1', 'bericht 2', 'bericht 3']);
  });

  it('moves on over a run without holes, and sees a hole when a later message comes first', () => {
    let s = coveredUpTo(NO_SEQ, maxSeq([her(1), her(2)]));
    expect(s).toEqual({ synced: 2, ahead: [] });
    s = receiveSeq(s, [her(3)]);
    expect(s).toEqual({ synced: 3, ahead: [] });
    expect(hasGap(s)).toBe(false);
    // 4 is lost (or still on its way), 5 and 6 arrive.
    s = receiveSeq(s, [her(5)]);
    s = receiveSeq(s, [her(6)]);
    expect(s).toEqual({ synced: 3, ahead: [5, 6] });
    expect(hasGap(s)).toBe(true);
    // The same event twice, or one already held, changes nothing.
    expect(receiveSeq(s, [her(5), her(2)])).toBe(s);
    // 4 arrives after all: no hole any more.
    expect(receiveSeq(s, [her(4)])).toEqual({ synced: 6, ahead: [] });
  });

  it('a catch-up that reached the end covers everything up to what it got; a later hole stays open', () => {
    let s = receiveSeq(coveredUpTo(NO_SEQ, 3), [her(5), her(9)]);
    // The server answered 4 and 5 (and 6–8 do not exist yet at that moment).
    s = coveredUpTo(s, maxSeq([her(4), her(5)]));
    expect(s).toEqual({ synced: 5, ahead: [9] });
    expect(hasGap(s)).toBe(true);
    s = coveredUpTo(s, 9);
    expect(s).toEqual({ synced: 9, ahead: [] });
    // An older page (lower numbers) or an empty answer changes nothing.
    expect(coveredUpTo(s, 0)).toBe(s);
  });

  it('held messages (no number yet) and messages still on their way are no gap', () => {
    const s = receiveSeq(coveredUpTo(NO_SEQ, 2), [
      msg({ id: 0, client_id: 'p', seq: null }),
      msg({ id: 50, client_id: 'h', seq: null }),
    ]);
    expect(s).toEqual({ synced: 2, ahead: [] });
  });
});

describe('a message changed after it was sent', () => {
  it('is replaced where the list holds it; one not loaded is not added', () => {
    const list = [
      msg({ id: 1, client_id: 'aaaaaaaa', body: 'hoi' }),
      msg({ id: 2, client_id: 'bbbbbbbb', body: 'lelijk' }),
    ];
    const removed = msg({ id: 2, client_id: 'bbbbbbbb', body: '', removed: true });
    expect(replaceMessage(list, removed).map((m) => [m.id, m.body, m.removed])).toEqual([
      [1, 'hoi', false],
      [2, '', true],
    ]);
    expect(replaceMessage(list, msg({ id: 3, client_id: 'cccccccc', removed: true }))).toBe(list);
  });
});
