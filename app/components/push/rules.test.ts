import { describe, expect, it } from 'vitest';
import type { ChatEvent, ChatMessage } from '../../../common/api/chat.ts';
import {
  isEngagement,
  messageToastFor,
  preview,
  PUSH_PROMPT_SNOOZE_MS,
  shouldShowPushPrompt,
  type PushPromptInput,
} from './rules.ts';
import { offlinePageFor } from '../../service-worker/rules.ts';
import { keyBytes } from '../../lib/push.ts';

const NOW = Date.UTC(2025, 5, 1);
const base: PushPromptInput = {
  capable: true,
  permission: 'default',
  subscribed: false,
  pathname: '/members',
  dismissedAt: null,
  engagedAt: null,
  visits: 2,
  now: NOW,
};

describe('push prompt timing (product §2)', () => {
  it('shows from the second visit on, in the members area', () => {
    expect(shouldShowPushPrompt(base)).toBe(true);
    for (const pathname of ['/members', '/members/12', '/likes', '/likes/received', '/likes/m/3', '/premium'])
      expect(shouldShowPushPrompt({ ...base, pathname })).toBe(true);
  });

  it('never on the first visit before a good moment; after a message sent or a like, also then', () => {
    expect(shouldShowPushPrompt({ ...base, visits: 1 })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, visits: 0 })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, visits: 1, engagedAt: NOW - 1000 })).toBe(true);
  });

  it('never when push cannot work, is blocked or is on already', () => {
    expect(shouldShowPushPrompt({ ...base, capable: false })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, permission: 'denied' })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, permission: 'unsupported' })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, subscribed: true })).toBe(false);
    // Allowed but not subscribed (the subscription was lost): asking again needs no browser dialog.
    expect(shouldShowPushPrompt({ ...base, permission: 'granted' })).toBe(true);
  });

  it('"Niet nu" keeps it away for 30 days', () => {
    expect(shouldShowPushPrompt({ ...base, dismissedAt: NOW - 1000 })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, dismissedAt: NOW - PUSH_PROMPT_SNOOZE_MS + 1000 })).toBe(false);
    expect(shouldShowPushPrompt({ ...base, dismissedAt: NOW - PUSH_PROMPT_SNOOZE_MS })).toBe(true);
    expect(PUSH_PROMPT_SNOOZE_MS).toBe(30 * 24 * 3600 * 1000);
  });

  it('not outside the members area, nor on the chat screens (the composer)', () => {
    for (const pathname of [
      '/',
      '/profile',
      '/settings',
      '/credits',
      '/chats',
      '/chats/4',
      '/members/4/chat',
      '/notifications',
    ])
      expect(shouldShowPushPrompt({ ...base, pathname })).toBe(false);
  });

  it('reads the site key as bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});

const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  conversation_id: 7,
  sender_id: 20,
  type: 'text',
  body: 'Hoi',
  photo: null,
  gift: null,
  client_id: 'c',
  created_at: '',
  read_at: null,
  seq: 1,
  removed: false,
  ...over,
});
const fromAnna: ChatEvent = { type: 'message', message: message(), conversation_id: 7, from: 20 };

describe('message toast', () => {
  it('toasts a message from someone else in a conversation that is not open', () => {
    for (const pathname of ['/members', '/chats', '/chats/8', '/members/21/chat', '/likes'])
      expect(messageToastFor(fromAnna, 10, pathname)).toEqual({ conversationId: 7, from: 20 });
  });

  it('not for the open conversation, nor for own messages, nor other events', () => {
    expect(messageToastFor(fromAnna, 10, '/chats/7')).toBeNull();
    expect(messageToastFor(fromAnna, 10, '/chats/7/')).toBeNull();
    expect(messageToastFor(fromAnna, 10, '/members/20/chat')).toBeNull();
    expect(messageToastFor(fromAnna, 20, '/members')).toBeNull();
    expect(messageToastFor({ type: 'typing', conversation_id: 7, from: 20 }, 10, '/members')).toBeNull();
  });

  it('good moments for the prompt: an own message, a like or a match', () => {
    expect(isEngagement(fromAnna, 20)).toBe(true);
    expect(isEngagement(fromAnna, 10)).toBe(false);
    expect(isEngagement({ type: 'like', from: 3, match: false, new_likes: 1 }, 10)).toBe(true);
    expect(isEngagement({ type: 'credits', credits: 3 }, 10)).toBe(false);
  });

  it('shortens the preview', () => {
    expect(preview('  Hoi\n\ndaar  ')).toBe('Hoi daar');
    expect(preview('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe("the service worker's offline page is for pages of the site only", () => {
  const o = 'https://klik.example';
  it('pages of the site', () => {
    expect(offlinePageFor(`${o}/members`, o)).toBe(true);
    expect(offlinePageFor(`${o}/`, o)).toBe(true);
  });
  it('not the API (an activation link), photos, assets, the dev pages or other sites', () => {
    expect(offlinePageFor(`${o}/api/activate.php?t=1`, o)).toBe(false);
    expect(offlinePageFor(`${o}/media/a.webp`, o)).toBe(false);
    expect(offlinePageFor(`${o}/assets/x.js`, o)).toBe(false);
    expect(offlinePageFor(`${o}/dev/mails`, o)).toBe(false);
    expect(offlinePageFor('https://other.example/', o)).toBe(false);
    expect(offlinePageFor('not a url', o)).toBe(false);
  });
});
