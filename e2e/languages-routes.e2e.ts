import { beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogueFor, memberCatalogueOf } from '../common/i18n/index.ts';
import { MEMBER_LOCALES, type MemberLocale } from '../common/i18n/catalogues.ts';
import { COOKIE_LOCALE } from '../common/constants.ts';
import { ENTRY_WARNING_COOKIE } from '../common/rules/entry-warning.ts';
import { LIKE_TYPES } from '../common/api/limits.ts';
import type { CreditsPayload } from '../common/api/payments.ts';
import type { ChatsPayload } from '../common/api/chat.ts';
import { createMember, sendMessageAs } from './support/members.ts';

/**
 * Every member route, in every member language, as the server renders it (the HTML a phone shows
 * before any script runs): the page answers, says its language in `<html lang>`, and no text of it is
 * a Dutch or English sentence of the catalogues. The browser walk (languages.e2e.ts) looks at seven
 * pages in Chromium, with their scripts and at 390 px; this one covers every route without a browser.
 */

/** Every Dutch and English sentence of the member catalogues (four words or more, nothing filled in). */
function foreignTo(locale: MemberLocale): Set<string> {
  const own = new Set(Object.values(memberCatalogueOf(locale)));
  return new Set(
    [catalogueFor('nl'), catalogueFor('en')].flatMap((c) =>
      Object.entries(c)
        .filter(
          ([key, text]) =>
            !key.startsWith('staff.') && !text.includes('{') && text.split(/\s+/).length >= 4 && !own.has(text),
        )
        .map(([, text]) => text),
    ),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The texts a page shows: its text nodes, without scripts, styles and React's text separators. */
function shownTexts(html: string): string[] {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/<[^>]+>/)
    .map((t) =>
      t
        .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) =>
          e.startsWith('#x')
            ? String.fromCodePoint(parseInt(e.slice(2), 16))
            : e.startsWith('#')
              ? String.fromCodePoint(Number(e.slice(1)))
              : (ENTITIES[e] ?? whole),
        )
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

let member: { id: number; cookie: string };
let other: { id: number };
/** A member Amélie has not written yet: her chat page is the empty composer. */
let third: { id: number };
let conversationId: number;
let bundleId: number;

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  member = await createMember({ name: 'Amélie', gender: 'female' });
  other = await createMember({ name: 'Bruno', gender: 'male' });
  third = await createMember({ name: 'Carlo', gender: 'male' });
  const status = await sendMessageAs(member.cookie, other.id, 'Bonjour Bruno');
  if (status !== 200) throw new Error(`setting up: the message answered ${status}`);
  const chats = (await (
    await fetch(`${baseUrl}/api/chats.php`, {
      headers: { 'x-request-type': 'client', cookie: `klik_session=${member.cookie}` },
    })
  ).json()) as ChatsPayload;
  conversationId = chats.chats[0]!.conversation.id;
  const credits = (await (
    await fetch(`${baseUrl}/api/credits.php`, {
      headers: { 'x-request-type': 'client', cookie: `klik_session=${member.cookie}` },
    })
  ).json()) as CreditsPayload;
  bundleId = credits.bundles[0]!.id;
});

/** A member's screens, logged in (product §2). */
const memberRoutes = () => [
  '/',
  '/members',
  `/members/${other.id}`,
  `/likes/m/${other.id}`,
  '/profile',
  '/settings',
  '/notifications',
  '/likes',
  ...LIKE_TYPES.map((type) => `/likes/${type}`),
  '/swipe-game',
  '/match-finder',
  '/premium',
  '/pricing',
  '/credits',
  `/credits/${bundleId}`,
  `/credits/${bundleId}/ideal`,
  '/transactions',
  '/chats',
  `/chats/${conversationId}`,
  `/members/${third.id}/chat`,
  '/complaints',
];

/** What anyone may read, and a visitor's own screens (without a session). */
const visitorRoutes = () => [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/faq',
  '/pages/service',
  '/pages/return-policy',
  '/pages/ban',
  '/complaints',
  `/members/${other.id}/landing`,
];

async function page(path: string, cookies: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${inject('baseUrl')}${path}`, { headers: { cookie: cookies }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

describe.each(MEMBER_LOCALES)('every route in %s', (locale: MemberLocale) => {
  const foreign = foreignTo(locale);
  const check = async (path: string, cookies: string, status = 200) => {
    const res = await page(path, cookies);
    expect(res.status, `${path} answered ${res.status}`).toBe(status);
    expect(/<html[^>]* lang="([^"]+)"/.exec(res.html)?.[1], `${path}: <html lang>`).toBe(locale);
    expect(
      shownTexts(res.html).filter((t) => foreign.has(t)),
      `${path}: texts left in Dutch or English`,
    ).toEqual([]);
  };

  it('a member who chose it sees every screen in it', async () => {
    const set = await fetch(`${inject('baseUrl')}/api/user.php`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-request-type': 'client',
        cookie: `klik_session=${member.cookie}`,
      },
      body: JSON.stringify({ language: locale }),
    });
    expect(set.status).toBe(200);
    const cookies = `klik_session=${member.cookie}; ${ENTRY_WARNING_COOKIE}=${Date.now()}`;
    for (const path of memberRoutes()) await check(path, cookies);
    await check('/no-such-page', cookies, 404);
  });

  it('a visitor who chose it reads every open page in it', async () => {
    const cookies = `${COOKIE_LOCALE}=${locale}; ${ENTRY_WARNING_COOKIE}=${Date.now()}`;
    for (const path of visitorRoutes()) await check(path, cookies);
  });
});

describe('the check itself', () => {
  it('finds a Dutch sentence on a Dutch page', async () => {
    const res = await page('/login', `${COOKIE_LOCALE}=nl; ${ENTRY_WARNING_COOKIE}=${Date.now()}`);
    expect(shownTexts(res.html).filter((t) => foreignTo('fr').has(t)).length).toBeGreaterThan(0);
  });
});
