import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import type { NotificationSettings } from '../../../common/api/notifications.ts';
import {
  disableNotifications,
  notificationsDisabledOf,
  preferencesOf,
  unsubscribeLinks,
  unsubscribeToken,
  unsubscribedCategoriesOf,
} from './index.ts';

/** The /notifications page's API, user.php's notifications_disabled, and the mails' one-click unsubscribe. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const secret = () => ctx.config.sessionSecret;
/** A mail program's one-click POST (RFC 8058): form-encoded, no cookie, no X-Request-Type. */
const oneClick = (url: string, remoteAddress = '192.0.2.10') =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('GET /api/notifications.php', () => {
  it('shows the defaults of a dating site: messages, likes and reminders on, offers and news off; each category only with its channels', async () => {
    const { m, c } = await loggedInMember(ctx);
    const res = await c.get('/api/notifications.php');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferences: {
        new_conversations: { email: true, push: true },
        new_messages: { email: true, push: true },
        like: { email: true, push: true },
        unread_message_reminders: { email: true },
        promotions: { email: false, push: false },
        weekly_updates: { email: true },
        news: { email: false },
        reminders: { email: true, push: true },
      },
      notifications_disabled: [],
      unsubscribed_categories: [],
      email: m.email,
    } satisfies NotificationSettings);
  });

  it('is for members only: 403 without a session, for reading and for changing', async () => {
    const visitor = client(ctx.app);
    const read = await visitor.get('/api/notifications.php');
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ data: 'authentication_required' });
    const change = await visitor.post('/api/notifications.php', { category: 'like', channel: 'email', enabled: false });
    expect(change.statusCode).toBe(403);
  });
});

describe('POST /api/notifications.php', () => {
  it('saves one switch at once and answers the whole settings; the choice is kept', async () => {
    const { m, c } = await loggedInMember(ctx);
    const res = await c.post('/api/notifications.php', { category: 'like', channel: 'push', enabled: false });
    expect(res.statusCode).toBe(200);
    const body = res.json() as NotificationSettings;
    expect(body.preferences.like).toEqual({ email: true, push: false });
    const promo = (
      await c.post('/api/notifications.php', { category: 'promotions', channel: 'email', enabled: true })
    ).json() as NotificationSettings;
    expect(promo.preferences.promotions).toEqual({ email: true, push: false });
    // Stored: read again, and what the senders ask.
    expect(((await c.get('/api/notifications.php')).json() as NotificationSettings).preferences.like).toEqual({
      email: true,
      push: false,
    });
    const stored = await preferencesOf(ctx.database.db, m.id);
    expect(stored.like.push).toBe(false);
    expect(stored.promotions.email).toBe(true);
  });

  it('refuses a channel the category does not have (news by push) with a Dutch sentence, and English for an English member', async () => {
    const { c } = await loggedInMember(ctx);
    const res = await c.post('/api/notifications.php', { category: 'news', channel: 'push', enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_channel',
      message: 'Dit soort bericht sturen we alleen per e-mail, niet als pushmelding.',
    });
    const en = await loggedInMember(ctx, { language: 'en' });
    const refused = await en.c.post('/api/notifications.php', {
      category: 'weekly_updates',
      channel: 'push',
      enabled: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('We send this kind of message by e-mail only, not as a push notification.');
    // An unknown category or a missing field is a validation error, never a 500.
    expect(
      (await c.post('/api/notifications.php', { category: 'gossip', channel: 'email', enabled: true })).statusCode,
    ).toBe(400);
    expect((await c.post('/api/notifications.php', { category: 'like', channel: 'email' })).statusCode).toBe(400);
  });

  it('needs the client header like every change', async () => {
    const { c } = await loggedInMember(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications.php',
      headers: { host: 'localhost', cookie: c.cookie },
      payload: { category: 'like', channel: 'email', enabled: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('client_header_required');
  });

  it('reenable clears every reason (the alert’s fix) and turns an unsubscribed category back on', async () => {
    const { m, c } = await loggedInMember(ctx);
    const db = ctx.database.db;
    await disableNotifications(db, m.id, { reason: 'bounce', email: m.email, detail: '5.1.1' });
    expect((await oneClick(unsubscribeLinks(secret(), 'http://localhost', m.id, 'like').oneClick)).statusCode).toBe(
      200,
    );
    const before = (await c.get('/api/notifications.php')).json() as NotificationSettings;
    expect(before.notifications_disabled).toEqual(['bounce', 'listunsubscribe']);
    expect(before.unsubscribed_categories).toEqual(['like']);
    expect(before.preferences.like.email).toBe(false);

    const res = await c.post('/api/notifications.php', { reenable: true });
    expect(res.statusCode).toBe(200);
    const after = res.json() as NotificationSettings;
    expect(after.notifications_disabled).toEqual([]);
    expect(after.unsubscribed_categories).toEqual([]);
    expect(after.preferences.like).toEqual({ email: true, push: true });
    expect((await c.get('/api/user.php')).json().user).toMatchObject({
      notifications_disabled: [],
      notifications_unsubscribed: [],
    });
    expect(await notificationsDisabledOf(db, m.id)).toEqual([]);
  });
});

describe('GET /api/user.php', () => {
  it('carries notifications_disabled: the reasons for the current address, first reported first; a changed address leaves them behind', async () => {
    const { m, c } = await loggedInMember(ctx);
    const db = ctx.database.db;
    expect((await c.get('/api/user.php')).json().user.notifications_disabled).toEqual([]);
    await disableNotifications(
      db,
      m.id,
      { reason: 'fbl', email: m.email.toUpperCase() },
      new Date(Date.now() - 60_000),
    );
    await disableNotifications(db, m.id, { reason: 'bounce', email: m.email });
    await disableNotifications(db, m.id, { reason: 'listunsubscribe', email: m.email, category: 'like' });
    await disableNotifications(db, m.id, { reason: 'listunsubscribe', email: m.email, category: 'news' });
    const user = (await c.get('/api/user.php')).json().user;
    expect(user.notifications_disabled).toEqual(['fbl', 'bounce', 'listunsubscribe']);
    // The alert names the unsubscribed categories from the user payload, without another request.
    expect(user.notifications_unsubscribed).toEqual(['like', 'news']);
    // A report about another address (one the member had before) does not count.
    const other = await loggedInMember(ctx);
    await disableNotifications(db, other.m.id, { reason: 'bounce', email: `old-${other.m.email}` });
    await disableNotifications(db, other.m.id, {
      reason: 'listunsubscribe',
      email: `old-${other.m.email}`,
      category: 'like',
    });
    const otherUser = (await other.c.get('/api/user.php')).json().user;
    expect([otherUser.notifications_disabled, otherUser.notifications_unsubscribed]).toEqual([[], []]);
    const settings = (await other.c.get('/api/notifications.php')).json() as NotificationSettings;
    expect([settings.notifications_disabled, settings.unsubscribed_categories]).toEqual([[], []]);
  });
});

describe('POST /api/unsubscribe.php (RFC 8058 one-click)', () => {
  it('turns the category’s e-mail off without login or client header, records listunsubscribe for the current address, and is idempotent', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const links = unsubscribeLinks(secret(), 'http://localhost', m.id, 'new_messages');
    const res = await oneClick(links.oneClick);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, category: 'new_messages' });
    const prefs = await preferencesOf(db, m.id);
    expect(prefs.new_messages).toEqual({ email: false, push: true });
    expect(prefs.like).toEqual({ email: true, push: true });
    expect(await notificationsDisabledOf(db, m.id)).toEqual(['listunsubscribe']);
    expect(await unsubscribedCategoriesOf(db, m.id)).toEqual(['new_messages']);
    // The mail program posts again (a retry): the same answer, nothing more stored.
    const again = await oneClick(links.oneClick);
    expect(again.statusCode).toBe(200);
    expect(await unsubscribedCategoriesOf(db, m.id)).toEqual(['new_messages']);
  });

  it('accepts the multipart body some mail programs send, and an empty one', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const url = unsubscribeLinks(secret(), 'http://localhost', m.id, 'weekly_updates').oneClick;
    const boundary = '----klik';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await preferencesOf(db, m.id)).weekly_updates).toEqual({ email: false });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: unsubscribeLinks(secret(), 'http://localhost', m.id, 'like').oneClick,
      headers: { host: 'localhost' },
    });
    expect(empty.statusCode).toBe(200);
    expect((await preferencesOf(db, m.id)).like.email).toBe(false);
  });

  it('refuses a forged or changed token with 400 and a clear message, and changes nothing', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const token = unsubscribeToken(secret(), m.id, 'like');
    const forged = unsubscribeToken('another-secret-another-secret-0000000000', m.id, 'like');
    const changed = token.replace(`${m.id}.`, `${m.id + 1}.`);
    for (const t of [forged, changed, token.replace('like', 'news'), `${token}x`, '']) {
      const res = await oneClick(`/api/unsubscribe.php?t=${encodeURIComponent(t)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_unsubscribe_link',
        message:
          'Deze afmeldlink klopt niet. Kopieer de hele link uit de e-mail, of log in en kies je meldingen bij Meldingen.',
      });
    }
    expect((await preferencesOf(db, m.id)).like.email).toBe(true);
    expect(await notificationsDisabledOf(db, m.id)).toEqual([]);
  });

  it('sends a browser that opens the header’s URL (GET) to the page that asks first, changing nothing', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const token = unsubscribeToken(secret(), m.id, 'like');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/unsubscribe.php?t=${encodeURIComponent(token)}`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/unsubscribe?t=${encodeURIComponent(token)}`);
    expect((await preferencesOf(db, m.id)).like.email).toBe(true);
  });

  it('is never held up per IP: a mail provider posting for many members from one address gets every unsubscribe through', async () => {
    const db = ctx.database.db;
    const many = await Promise.all(Array.from({ length: 70 }, () => buildMember(db, ctx.siteId)));
    const statuses: number[] = [];
    for (const m of many)
      statuses.push(
        (await oneClick(unsubscribeLinks(secret(), 'http://localhost', m.id, 'like').oneClick, '192.0.2.98'))
          .statusCode,
      );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (const m of many) expect((await preferencesOf(db, m.id)).like.email).toBe(false);
  });

  it('holds up the same link hammered: 10 posts a minute per link, from any address; other links go on', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const url = unsubscribeLinks(secret(), 'http://localhost', m.id, 'like').oneClick;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await oneClick(url, `192.0.2.${110 + i}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // The member's other category's link, from the same address, is not held up.
    expect(
      (await oneClick(unsubscribeLinks(secret(), 'http://localhost', m.id, 'news').oneClick, '192.0.2.120')).statusCode,
    ).toBe(200);
  });
});

describe('the unsubscribe page’s service (the page itself is in e2e/notifications.e2e.ts)', () => {
  it('reads a link without changing anything; the button unsubscribes; 20 posts per IP in 10 minutes', async () => {
    const db = ctx.database.db;
    const m = await buildMember(db, ctx.siteId);
    const service = ctx.app.services.notifications;
    const token = unsubscribeToken(secret(), m.id, 'like');
    expect(service.readLink(token)).toEqual({ memberId: m.id, category: 'like' });
    expect(service.readLink('nonsense')).toBeNull();
    expect((await preferencesOf(db, m.id)).like.email).toBe(true);
    expect(await service.unsubscribeFromPage(token, '198.51.100.1')).toEqual({ category: 'like' });
    expect((await preferencesOf(db, m.id)).like.email).toBe(false);
    expect(await notificationsDisabledOf(db, m.id)).toEqual(['listunsubscribe']);
    for (let i = 1; i < 20; i++) await service.unsubscribeFromPage(token, '198.51.100.2');
    await service.unsubscribeFromPage(token, '198.51.100.2');
    await expect(service.unsubscribeFromPage(token, '198.51.100.2')).rejects.toMatchObject({ status: 429 });
  });
});
