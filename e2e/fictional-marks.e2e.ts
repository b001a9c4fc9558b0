import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProfileCard, SearchResult } from '../common/api/profiles.ts';
import { useBrowser, scaled } from './support/browser.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Decision 023: a fictional profile is marked, with the site's icon and its
 * `fictional_singular` written out, wherever it appears; on a phone (390 × 844) the mark is in view
 * without scrolling on a search card, the 'Nieuwe like!' overlay, the swipe card and the chat header,
 * and the `fictional_warning` is above the fold on the profile.
 */
const b = useBrowser();
const MARK = '[data-fictional-mark]';
const HEIGHT = 844;

/** The whole element lies inside the first screen (no scrolling), and says 'fictief profiel'. */
async function inFirstScreen(page: Page, mark: Locator): Promise<void> {
  await mark.waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await mark.boundingBox();
  expect(box, 'the mark has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(HEIGHT);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect((await mark.innerText()).trim().toLowerCase()).toBe('fictief profiel');
}

/** The seeded fictional members a member of this gender and age finds, via the search API. */
async function fictionalAmong(page: Page, query: string): Promise<ProfileCard[]> {
  const res = (await (await page.request.get(`/api/members.php?${query}`)).json()) as SearchResult;
  return res.results.filter((p) => p.fictional && p.main_image);
}

describe('fictional marks at 390 px', () => {
  it('a search card, the profile warning, the chat header, the swipe card and the overlay all show the mark without scrolling', async () => {
    const me = await createMember({
      name: 'Kijker',
      gender: 'male',
      looking_for: 'female',
      date_of_birth: '1985-02-02',
    });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, me.cookie);
    await withoutNewLikeOverlay(context, me.id);

    // A search card: narrowed to one seeded fictional woman's age, so her card is in the first rows.
    const candidates = await fictionalAmong(page, 'gender=female');
    expect(candidates.length, 'the seed has fictional women').toBeGreaterThan(0);
    const fictional = candidates[0]!;
    await page.goto(`/members?gender=female&min_age=${fictional.age}&max_age=${fictional.age}`);
    const card = page.locator('.klik-card', { has: page.locator(`a[href="/members/${fictional.id}"]`) });
    await inFirstScreen(page, card.locator(MARK));
    await card.screenshot({ path: screenshotPath('screenshots', 'fictional-card.png') });
    // A real member's card has no mark.
    const real = page.locator('.klik-card', { hasNot: page.locator(MARK) });
    if (await real.count()) expect(await real.first().locator(MARK).count()).toBe(0);

    // The profile: the written notice comes before the photo, in the first screen.
    await page.goto(`/members/${fictional.id}`);
    const warning = page.locator('.klik-fictional-warning');
    await warning.waitFor();
    const box = await warning.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(HEIGHT);
    expect(await warning.innerText()).toContain('Dit is een fictief profiel');
    expect(await warning.innerText()).toMatch(/^fictief profiel/i);
    expect(box!.y).toBeLessThan(
      (await page.locator('.klik-gallery-main, main img').first().boundingBox())?.y ?? Infinity,
    );
    // The sparkle that read as "featured" is gone.
    expect(await page.locator('main .bi-stars').count()).toBe(0);

    // The chat header, and its accessible name says it too.
    await page.goto(`/members/${fictional.id}/chat`);
    const header = page.locator('.klik-conv-header');
    await inFirstScreen(page, header.locator(MARK));
    expect((await header.locator('.klik-conv-who').innerText()).toLowerCase()).toContain('fictief profiel');
    await header.screenshot({ path: screenshotPath('screenshots', 'fictional-chat-header.png') });

    // Before the first paid message (decision 047): the site's disclosure and the price in place of
    // the composer; sending is refused until it is confirmed, once; then the composer is there.
    const disclosure = page.getByTestId('fictional-disclosure');
    await disclosure.waitFor();
    expect(await disclosure.innerText()).toMatch(/Een bericht kost \d+ credits \(vanaf €\s\d+,\d\d\)\./);
    expect(await page.getByRole('textbox', { name: /^Bericht aan/ }).count()).toBe(0);
    const refused = await page.request.post('/api/message.php', {
      data: { to: fictional.id, client_id: `e2e-${Date.now()}`, type: 'text', body: 'Hoi' },
      headers: { 'x-request-type': 'client' },
    });
    expect(refused.status()).toBe(409);
    await disclosure.getByRole('button', { name: 'Ik begrijp het, verder' }).click();
    await page.getByRole('textbox', { name: /^Bericht aan/ }).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: /^Bericht aan/ }).waitFor();
    expect(await page.getByTestId('fictional-disclosure').count()).toBe(0);

    // The swipe card: skip (free) until a fictional profile comes up.
    await page.goto('/swipe-game');
    const swipeCard = page.locator('.klik-swipe-card');
    await swipeCard.waitFor();
    for (let i = 0; i < 40 && (await swipeCard.locator(MARK).count()) === 0; i++) {
      const before = await swipeCard.getAttribute('aria-label');
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(async () => (await swipeCard.count()) === 0 || (await swipeCard.getAttribute('aria-label')) !== before)
        .toBe(true);
      if ((await swipeCard.count()) === 0) break;
    }
    await inFirstScreen(page, swipeCard.locator(MARK));
    expect(await swipeCard.getAttribute('aria-label')).toContain('fictief profiel');
    await context.close();
  });

  it("the 'Nieuwe like!' overlay of an automatic like shows the mark and says what it is", async () => {
    const me = await createMember({
      name: 'Nieuweling',
      gender: 'male',
      looking_for: 'female',
      date_of_birth: '1983-06-06',
    });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, me.cookie);
    const fictional = (await fictionalAmong(page, 'gender=female'))[0]!;
    // The server sends an automatic like only to members of 10 minutes or more (decision 006), and
    // the API tests prove which profiles it comes from; here the overlay gets such an answer at once.
    await page.route('**/api/auto-like.php', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          profile: {
            id: fictional.id,
            name: fictional.name,
            age: fictional.age,
            main_image: { ...fictional.main_image, match: `/media/${fictional.main_image!.filename}` },
            fictional: true,
            automatic: true,
          },
        }),
      }),
    );
    await page.goto('/members');
    const overlay = page.getByRole('complementary', { name: 'Nieuwe like!' });
    await overlay.waitFor({ timeout: scaled(15_000) });
    await inFirstScreen(page, overlay.locator(MARK));
    await overlay.getByText('Automatische like van een fictief profiel').waitFor();
    const text = overlay.getByText('Automatische like van een fictief profiel');
    const box = await text.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(HEIGHT);
    await page.screenshot({ path: screenshotPath('screenshots', 'fictional-new-like-overlay.png') });
    await context.close();
  });
});
