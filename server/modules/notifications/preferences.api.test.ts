import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { setEmail } from '../members/index.ts';
import {
  disableNotifications,
  membersWanting,
  notificationsDisabledOf,
  preferencesOf,
  readUnsubscribeToken,
  reenableNotifications,
  setPreference,
  unsubscribeLinks,
  unsubscribeToken,
  unsubscribedCategoriesOf,
  wants,
} from './index.ts';

/** The stored rules behind the preferences page, the alert and every notification sent. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('notification preferences', () => {
  it('start with messages, likes and reminders on and marketing off; a choice is kept per channel', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const prefs = await preferencesOf(db, m.id);
    expect(prefs.new_messages).toEqual({ email: true, push: true });
    expect(prefs.unread_message_reminders).toEqual({ email: true });
    expect(prefs.weekly_updates).toEqual({ email: true });
    expect(prefs.promotions).toEqual({ email: false, push: false });
    expect(prefs.news).toEqual({ email: false });

    await setPreference(db, m.id, 'new_messages', 'email', false);
    await setPreference(db, m.id, 'promotions', 'push', true);
    const after = await preferencesOf(db, m.id);
    expect(after.new_messages).toEqual({ email: false, push: true });
    expect(after.promotions).toEqual({ email: false, push: true });
    expect(await wants(db, m.id, 'new_messages', 'email')).toBe(false);
    expect(await wants(db, m.id, 'new_messages', 'push')).toBe(true);
    // Weekly updates have no push channel: nobody wants them by push.
    expect(await wants(db, m.id, 'weekly_updates', 'push')).toBe(false);
    await expect(setPreference(db, m.id, 'news', 'push', true)).rejects.toThrow();
  });

  it('a bounce or complaint stops every notification mail to that address, not push, until re-enabled or the address changes', async () => {
    const db = ctx.database.db;
    const a = await buildMember(db, ctx.siteId);
    const b = await buildMember(db, ctx.siteId);
    expect([...(await membersWanting(db, [a.id, b.id], 'like', 'email'))].sort()).toEqual([a.id, b.id].sort());

    await disableNotifications(db, a.id, { reason: 'bounce', email: a.email, detail: '5.1.1 user unknown' });
    expect(await notificationsDisabledOf(db, a.id)).toEqual(['bounce']);
    expect([...(await membersWanting(db, [a.id, b.id], 'like', 'email'))]).toEqual([b.id]);
    expect(await wants(db, a.id, 'like', 'push')).toBe(true);

    await setEmail(db, a.id, `new-${a.email}`);
    expect(await notificationsDisabledOf(db, a.id)).toEqual([]);
    expect(await wants(db, a.id, 'like', 'email')).toBe(true);

    await disableNotifications(db, b.id, { reason: 'fbl', email: b.email.toUpperCase() });
    expect(await notificationsDisabledOf(db, b.id)).toEqual(['fbl']);
    expect(await wants(db, b.id, 'new_messages', 'email')).toBe(false);
    await reenableNotifications(db, b.id);
    expect(await notificationsDisabledOf(db, b.id)).toEqual([]);
    expect(await wants(db, b.id, 'new_messages', 'email')).toBe(true);
  });

  it('a one-click unsubscribe turns only its category off; re-enabling turns it back on', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    await setPreference(db, m.id, 'like', 'email', false);
    await disableNotifications(db, m.id, { reason: 'listunsubscribe', email: m.email, category: 'like' });
    expect(await notificationsDisabledOf(db, m.id)).toEqual(['listunsubscribe']);
    expect(await wants(db, m.id, 'like', 'email')).toBe(false);
    expect(await wants(db, m.id, 'new_messages', 'email')).toBe(true);
    await reenableNotifications(db, m.id);
    expect(await wants(db, m.id, 'like', 'email')).toBe(true);
    expect(await notificationsDisabledOf(db, m.id)).toEqual([]);
  });

  it('two categories unsubscribed are both remembered; turning one back on on the page clears only its alert', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    for (const category of ['like', 'weekly_updates'] as const) {
      await setPreference(db, m.id, category, 'email', false);
      await disableNotifications(db, m.id, { reason: 'listunsubscribe', email: m.email, category });
    }
    expect((await unsubscribedCategoriesOf(db, m.id)).sort()).toEqual(['like', 'weekly_updates']);
    await setPreference(db, m.id, 'like', 'email', true);
    expect(await unsubscribedCategoriesOf(db, m.id)).toEqual(['weekly_updates']);
    expect(await notificationsDisabledOf(db, m.id)).toEqual(['listunsubscribe']);
    await setPreference(db, m.id, 'weekly_updates', 'email', true);
    expect(await notificationsDisabledOf(db, m.id)).toEqual([]);
  });

  it('an unsubscribe from an address the member has since changed is no longer named, nor turned back on by the alert’s fix', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    await setPreference(db, m.id, 'like', 'email', false);
    await disableNotifications(db, m.id, { reason: 'listunsubscribe', email: m.email, category: 'like' });
    expect(await unsubscribedCategoriesOf(db, m.id)).toEqual(['like']);
    await setEmail(db, m.id, `new-${m.email}`);
    expect(await unsubscribedCategoriesOf(db, m.id)).toEqual([]);
    expect(await notificationsDisabledOf(db, m.id)).toEqual([]);
    // One from the new address (in another case) is named, alone.
    await setPreference(db, m.id, 'news', 'email', false);
    await disableNotifications(db, m.id, { reason: 'listunsubscribe', email: `NEW-${m.email}`, category: 'news' });
    expect(await unsubscribedCategoriesOf(db, m.id)).toEqual(['news']);
    expect(await notificationsDisabledOf(db, m.id)).toEqual(['listunsubscribe']);
    // The fix turns on what the alert named; the old address's choice stays as the settings page shows it.
    await reenableNotifications(db, m.id);
    expect(await wants(db, m.id, 'news', 'email')).toBe(true);
    expect(await wants(db, m.id, 'like', 'email')).toBe(false);
    expect(await notificationsDisabledOf(db, m.id)).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  const secret = 'x'.repeat(40);
  it('name the member and category, and a changed character or another secret is refused', () => {
    const token = unsubscribeToken(secret, 42, 'new_messages');
    expect(readUnsubscribeToken(secret, token)).toEqual({ memberId: 42, category: 'new_messages' });
    expect(readUnsubscribeToken('y'.repeat(40), token)).toBeNull();
    expect(readUnsubscribeToken(secret, token.replace('42.', '43.'))).toBeNull();
    expect(readUnsubscribeToken(secret, token.replace('new_messages', 'like'))).toBeNull();
    expect(readUnsubscribeToken(secret, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken(secret, '')).toBeNull();
  });

  it('point at the site origin, with the RFC 8058 one-click headers', () => {
    const links = unsubscribeLinks(secret, 'https://klik.example', 7, 'like');
    const token = unsubscribeToken(secret, 7, 'like');
    expect(links.page).toBe(`https://klik.example/unsubscribe?t=${token}`);
    expect(links.oneClick).toBe(`https://klik.example/api/unsubscribe.php?t=${token}`);
    expect(links.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
