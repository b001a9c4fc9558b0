import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, scaled } from './support/browser.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';

const b = useBrowser();

/** The 'New like!' banner may come when a member likes back: close it, it is not under test here. */
async function closeNewLike(page: Page) {
  if (await page.locator('.klik-newlike').count()) {
    await page.locator('.klik-newlike').getByRole('button', { name: 'Sluiten' }).click();
    await page
      .locator('.klik-newlike')
      .waitFor({ state: 'detached', timeout: scaled(5_000) })
      .catch(() => undefined);
  }
  // A match celebration: carry on swiping.
  const carryOn = page.getByRole('button', { name: 'Verder swipen' });
  if (await carryOn.count()) {
    await carryOn.first().click();
    await page
      .locator('.modal.show')
      .waitFor({ state: 'detached', timeout: scaled(5_000) })
      .catch(() => undefined);
  }
}

/**
 * Logged in as the member, without the 'New like!' overlay: it asks the server at most once a minute
 * per tab (app/components/likes/NewLikeAnnouncer.tsx), so each page load counts as just asked.
 */
async function logIn(context: BrowserContext, member: { id: number; cookie: string }) {
  await logInContext(context, member.cookie);
  await withoutNewLikeOverlay(context, member.id);
}

const cardName = async (page: Page) =>
  (await page.locator('.klik-swipe-card h2').innerText()).replace(/\s+\d+$/, '').trim();
const likesLeft = (page: Page) => page.getByTestId('likes-left').innerText();
/** The radio cards: the label is what one taps. */
const choose = (page: Page, label: string) =>
  page.locator('label.klik-choice-card').getByText(label, { exact: true }).click();

describe('swipe game', () => {
  it('takes 4 likes by keyboard and buttons, then shows the wait with a countdown; the likes are given likes', async () => {
    const me = await createMember({ name: 'Swiper', gender: 'male', date_of_birth: '1985-03-14' });
    const fifthTarget = await createMember({ name: 'Vijfde', gender: 'female', date_of_birth: '1987-05-05' });
    const { context, page } = await b.newAdultVisitor();
    await logIn(context, me);
    await page.goto('/swipe-game');
    await page.locator('.klik-swipe-card').waitFor();
    expect(await likesLeft(page)).toBe('Nog 4 likes vandaag');

    const liked: string[] = [];
    // A skip with ← does not count.
    const skipped = await cardName(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => cardName(page)).not.toBe(skipped);
    expect(await likesLeft(page)).toBe('Nog 4 likes vandaag');

    // Like 1 and 2 with →, 3 and 4 with the heart button.
    for (const [i, how] of (['key', 'key', 'button', 'button'] as const).entries()) {
      await closeNewLike(page);
      const name = await cardName(page);
      liked.push(name);
      if (how === 'key') await page.keyboard.press('ArrowRight');
      else await page.getByRole('button', { name: `${name} liken` }).click();
      const left = 3 - i;
      const expected =
        left === 0 ? 'Geen likes meer vandaag' : left === 1 ? 'Nog 1 like vandaag' : `Nog ${left} likes vandaag`;
      await expect.poll(() => likesLeft(page)).toBe(expected);
    }

    // After the fourth: the wait with a live countdown (h:mm:ss, just under 24 hours), and links onward.
    await closeNewLike(page);
    await page.getByRole('heading', { name: 'Je likes voor vandaag zijn op' }).waitFor();
    const timer = page.getByRole('timer');
    const first = await timer.innerText();
    expect(first).toMatch(/Je volgende like over\s+2[34]:\d\d:\d\d/i);
    await expect.poll(() => timer.innerText(), { timeout: scaled(4_000) }).not.toBe(first);
    expect(await page.getByRole('link', { name: 'Leden zoeken' }).count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/premium"]').count()).toBe(1);
    expect(await page.locator('main a[href="/match-finder"]').count()).toBe(1);

    // The server holds the limit: a fifth like is refused with 429, and a reload still shows the wait.
    const state = (await (await page.request.get('/api/swipe.php')).json()) as { likes_left: number };
    expect(state.likes_left).toBe(0);
    const fifth = await page.request.post('/api/swipe.php', {
      data: { id: fifthTarget.id, decision: 'like' },
      headers: { 'x-request-type': 'client' },
    });
    expect(fifth.status()).toBe(429);
    expect(((await fifth.json()) as { error: string }).error).toBe('swipe_limit');
    await page.reload();
    await page.getByRole('timer').waitFor();

    // The four likes are the member's given likes.
    const likes = (await (await page.request.get('/api/likes.php')).json()) as {
      liked: { id: number }[];
      profiles: { id: number; name: string }[];
    };
    const names = likes.liked.map((l) => likes.profiles.find((p) => p.id === l.id)?.name);
    expect(names.sort()).toEqual([...liked].sort());
    await page.goto('/likes/given');
    await expect.poll(() => page.locator('main').innerText(), { timeout: scaled(10_000) }).toContain(liked[0]!);
    const text = await page.locator('main').innerText();
    for (const name of liked) expect(text).toContain(name);
    await context.close();
  });

  it('swipes a card away by dragging it', async () => {
    const me = await createMember({ name: 'Sleper', gender: 'male', date_of_birth: '1980-01-01' });
    const { context, page } = await b.newAdultVisitor({ width: 1280, height: 900 });
    await logIn(context, me);
    await page.goto('/swipe-game');
    await page.locator('.klik-swipe-card').waitFor();
    await closeNewLike(page);

    // A short drag (under the 40 px a quick flick needs) snaps back.
    const name = await cardName(page);
    const box = (await page.locator('.klik-swipe-card').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    expect(await cardName(page)).toBe(name);
    expect(await likesLeft(page)).toBe('Nog 4 likes vandaag');

    // A long drag to the right likes.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 260, y + 10, { steps: 12 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    await expect.poll(() => likesLeft(page)).toBe('Nog 3 likes vandaag');
    await context.close();
  });
});

describe('match finder', () => {
  it('saves the chosen preferences, shows results and keeps the choice after a reload', async () => {
    const me = await createMember({ name: 'Zoekster', gender: 'male', date_of_birth: '1979-09-09' });
    const { context, page } = await b.newAdultVisitor();
    await logIn(context, me);
    await page.goto('/match-finder');
    await page.getByRole('heading', { name: 'Match finder' }).waitFor();
    await closeNewLike(page);

    // Nothing chosen yet: searching asks for the choices first.
    await page.getByRole('button', { name: 'Toon aanbevolen leden' }).click();
    await page.getByText('Maak eerst een keuze bij: Leeftijd, Waarvoor ze hier zijn, Woonland.').waitFor();

    await choose(page, '35+ jaar');
    await choose(page, 'Avontuur');
    await choose(page, 'Mijn land');
    await page.getByRole('button', { name: 'Toon aanbevolen leden' }).click();
    await page.locator('.klik-mf-results .klik-card').first().waitFor();
    const ages = (await page.locator('.klik-mf-results .klik-card .small').allInnerTexts()).map((t) =>
      Number(/(\d+) jaar/.exec(t)?.[1]),
    );
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages) expect(age, `age ${age}`).toBeGreaterThanOrEqual(35);

    await page.reload();
    await page.getByRole('heading', { name: 'Match finder' }).waitFor();
    expect(await page.getByRole('radio', { name: '35+ jaar' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Avontuur' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Mijn land' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '18–35 jaar' }).isChecked()).toBe(false);
    expect(await page.locator('.klik-mf-results .klik-card').count()).toBeGreaterThan(0);

    // Another choice searches again.
    await choose(page, '18–35 jaar');
    await page.getByRole('button', { name: 'Toon aanbevolen leden' }).click();
    await expect
      .poll(
        async () =>
          ((await page.request.get('/api/match-finder.php').then((r) => r.json())) as { preferences: { age: string } })
            .preferences.age,
      )
      .toBe('18-35');
    await context.close();
  });

  it('sends visitors to the login', async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/match-finder');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto('/swipe-game');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
