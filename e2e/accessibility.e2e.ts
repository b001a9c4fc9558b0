import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { scaled, useBrowser } from './support/browser.ts';
import { axeFindings, formatAxe, formatVnu, keepHtml, vnuErrors, type AxeFinding } from './support/accessibility.ts';
import { createMember, logInContext, sendMessageAs, withoutNewLikeOverlay } from './support/members.ts';
import { screenshotPath } from './support/screenshots.ts';
import { logInDemoStaff } from './support/staff.ts';

/**
 * The accessibility checkers over the site's page states at 390 px, as a visitor, a member and
 * staff: axe-core (WCAG 2 A/AA and the landmark and heading best practices) on each state, and the
 * Nu HTML Checker over all of their rendered HTML in one run. Both are kept at zero.
 */
const b = useBrowser();
const htmlDir = mkdtempSync(path.join(os.tmpdir(), 'klik-a11y-'));
const findings: AxeFinding[] = [];
const visited: string[] = [];

afterAll(() => rmSync(htmlDir, { recursive: true, force: true }));

/** Lets late parts of a page (lazy chunks, the data a screen asks for after hydration) arrive. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(scaled(400));
}

/** States whose look the fixes changed: a picture of each at 390 px, to look at. */
const PICTURED = new Set(['members', 'conversation', 'profile-edit', 'likes', 'credits']);

async function check(page: Page, state: string, url?: string) {
  if (url) await page.goto(url);
  await settle(page);
  if (PICTURED.has(state)) await page.screenshot({ path: screenshotPath('accessibility', `${state}-390.png`) });
  findings.push(...(await axeFindings(page, state)));
  await keepHtml(page, htmlDir, state);
  visited.push(state);
}

async function like(cookie: string, id: number) {
  const res = await fetch(`${inject('baseUrl')}/api/like.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client', cookie: `klik_session=${cookie}` },
    body: JSON.stringify({ id }),
  });
  expect(res.status).toBe(200);
}

describe('accessibility checkers at 390 px', () => {
  it('axe finds nothing serious and the Nu HTML Checker no error on any page state', async () => {
    // Visitors: the entry warning, the home page, the forms, a text page, the prices, a 404.
    {
      const { context, page } = await b.newVisitor();
      await check(page, 'entry-warning', '/');
      await context.close();
    }
    {
      const { context, page } = await b.newAdultVisitor();
      await check(page, 'home', '/');
      await check(page, 'login', '/login');
      await check(page, 'signup', '/signup');
      await check(page, 'pricing', '/pricing');
      await check(page, 'page-terms', '/pages/terms');
      await check(page, 'not-found', '/no-such-page');
      await context.close();
    }

    // A member with a conversation and a new like from Hanne.
    const me = await createMember({
      name: 'Chrome',
      gender: 'male',
      looking_for: 'female',
      date_of_birth: '1987-03-03',
    });
    const hanne = await createMember({
      name: 'Hanne_97',
      gender: 'female',
      looking_for: 'male',
      date_of_birth: '1997-05-05',
    });
    expect(await sendMessageAs(hanne.cookie, me.id, 'Hoi Chrome, hoe gaat het?')).toBe(200);
    await like(hanne.cookie, me.id);
    const chats = (await (
      await fetch(`${inject('baseUrl')}/api/chats.php`, {
        headers: { cookie: `klik_session=${me.cookie}`, 'x-request-type': 'client' },
      })
    ).json()) as { chats: { conversation: { id: number } }[] };
    const conversationId = chats.chats[0]!.conversation.id;
    {
      const { context, page } = await b.newAdultVisitor();
      await logInContext(context, me.cookie);
      await withoutNewLikeOverlay(context, me.id);
      await check(page, 'members', '/members');
      await check(page, 'profile-of-member', `/members/${hanne.id}`);
      await check(page, 'likes', '/likes');
      await check(page, 'liker-profile', `/likes/m/${hanne.id}`);
      await check(page, 'chats', '/chats');
      await check(page, 'conversation', `/chats/${conversationId}`);
      await check(page, 'chat-not-found', '/chats/987654');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Pagina niet gevonden');
      await check(page, 'credits', '/credits');
      await check(page, 'transactions', '/transactions');
      await check(page, 'profile-edit', '/profile');
      await check(page, 'settings', '/settings');
      await check(page, 'notifications', '/notifications');
      await check(page, 'swipe-game', '/swipe-game');
      await check(page, 'match-finder', '/match-finder');
      await check(page, 'premium', '/premium');
      // The account menu, open.
      await page.goto('/members');
      await page.locator('#account-menu').click();
      await page.locator('.dropdown-menu.show').waitFor();
      await check(page, 'account-menu-open');
      await context.close();
    }
    {
      // The 'Nieuwe like!' banner over the members list (decision 037).
      const { context, page } = await b.newAdultVisitor();
      await logInContext(context, me.cookie);
      await page.route('**/api/auto-like.php', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            profile: { id: hanne.id, name: 'Hanne_97', age: 29, main_image: null, fictional: false, automatic: false },
          }),
        }),
      );
      await page.goto('/members');
      await page.getByRole('complementary', { name: 'Nieuwe like!' }).waitFor({ timeout: scaled(15_000) });
      await page.waitForTimeout(scaled(500)); // its slide-in
      await page.screenshot({ path: screenshotPath('accessibility', 'new-like-banner-390.png') });
      await check(page, 'new-like-banner');
      await context.close();
    }

    // Staff: the login and, logged in with the demo moderator's code, the console.
    {
      const { context, page } = await b.newVisitor();
      await check(page, 'staff-login', '/staff/login');
      await logInDemoStaff(page, 'moderatie@klik.local');
      await check(page, 'staff-home');
      await check(page, 'staff-reports', '/staff/reports');
      await context.close();
    }

    expect(visited.length).toBeGreaterThanOrEqual(18);
    const errors = vnuErrors(readdirSync(htmlDir).map((f) => path.join(htmlDir, f)));
    // Both checkers' findings at once, readable, before either fails the test.
    const report = [
      findings.length ? `axe:\n${formatAxe(findings)}` : '',
      errors.length ? `Nu HTML Checker:\n${formatVnu(errors)}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    if (report) console.error(report);
    expect({ axe: findings.length, vnu: errors.length }, report).toEqual({ axe: 0, vnu: 0 });
  }, 300_000);
});
