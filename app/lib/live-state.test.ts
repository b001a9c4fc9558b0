import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../common/api/chat.ts';
import { applyCounts, applyEvent, reloadsPage, type LiveState } from './live-state.ts';

const start: LiveState = { unreadMessages: 3, newLikes: 1, credits: 40, paidUser: false };
const message: ChatMessage = {
  id: 9,
  conversation_id: 4,
  sender_id: 7,
  type: 'text',
  body: 'Hoi',
  photo: null,
  gift: null,
  client_id: 'abcdefgh',
  created_at: '2026-11-25T12:00:00.000Z',
  removed: false,
  read_at: null,
  seq: 5,
};

describe('the badges and balance between page loads', () => {
  it('takes the counts an event carries, not a guess', () => {
    expect(
      applyEvent(start, {
        type: 'message',
        message,
        conversation_id: 4,
        from: 7,
        num_unread_messages: 2,
        total_unread_messages: 5,
      }),
    ).toEqual({ ...start, unreadMessages: 5 });
    expect(
      applyEvent(start, {
        type: 'read',
        conversation_id: 4,
        reader_id: 2,
        read_at: message.created_at,
        total_unread_messages: 0,
      }),
    ).toEqual({ ...start, unreadMessages: 0 });
    expect(applyEvent(start, { type: 'chat_removed', conversation_id: 4, total_unread_messages: 1 })).toEqual({
      ...start,
      unreadMessages: 1,
    });
    expect(applyEvent(start, { type: 'like', from: 7, match: false, new_likes: 2 })).toEqual({ ...start, newLikes: 2 });
    expect(applyEvent(start, { type: 'credits', credits: 165, paid_user: true })).toEqual({
      ...start,
      credits: 165,
      paidUser: true,
    });
    expect(applyEvent(start, { type: 'credits', credits: 35 })).toEqual({ ...start, credits: 35 });
  });

  it('leaves the state alone for events that carry no counts of this member (the sender’s message, the other side’s read, typing)', () => {
    expect(applyEvent(start, { type: 'message', message, conversation_id: 4, from: 2 })).toBe(start);
    expect(applyEvent(start, { type: 'read', conversation_id: 4, reader_id: 7, read_at: message.created_at })).toBe(
      start,
    );
    expect(applyEvent(start, { type: 'typing', conversation_id: 4, from: 7 })).toBe(start);
    expect(applyEvent(start, { type: 'presence', member_id: 7, online: true })).toBe(start);
    expect(applyEvent(start, { type: 'like', from: 7, match: false, new_likes: 1 })).toBe(start);
  });

  it('catches up from GET /api/counts.php', () => {
    expect(applyCounts(start, { total_unread_messages: 0, new_likes: 4, credits: 10, paid_user: true })).toEqual({
      unreadMessages: 0,
      newLikes: 4,
      credits: 10,
      paidUser: true,
    });
    expect(applyCounts(start, { total_unread_messages: 3, new_likes: 1, credits: 40, paid_user: false })).toBe(start);
  });

  it('reloads a page only where it lists what changed: likes on the likes pages, credits on credits and transactions', () => {
    const like = { type: 'like', from: 7, match: true, new_likes: 1 } as const;
    const credits = { type: 'credits', credits: 5 } as const;
    expect(reloadsPage(like, '/likes')).toBe(true);
    expect(reloadsPage(like, '/likes/matches')).toBe(true);
    expect(reloadsPage(like, '/members')).toBe(false);
    expect(reloadsPage(credits, '/credits')).toBe(true);
    expect(reloadsPage(credits, '/transactions/12')).toBe(true);
    expect(reloadsPage(credits, '/chats/3')).toBe(false);
    expect(
      reloadsPage({ type: 'message', message, conversation_id: 4, from: 7, total_unread_messages: 1 }, '/chats'),
    ).toBe(false);
  });
});
