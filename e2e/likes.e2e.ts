import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, scaled } from './support/browser.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';

const b = useBrowser();

/** The count badge on the Likes link of the top bar, or null when there is none. */
async function likesBadge(page: Page): Promise<string | null> {
  const badge = page.locator('.klik-topbar a[href="/likes"] .klik-count-badge > [aria-hidden="true"]');
  return (await badge.count()) === 0 ? null : (await badge.innerText()).trim();
}

describe('likes and matches', () => {
  it('A likes B on the profile; B sees the badge and the New like! overlay, opens A, likes back; both see the match', async () => {
    const anna = await createMember({ name: 'Annelies', gender: 'female', date_of_birth: '1990-04-12' });
    const bram = await createMember({ name: 'Bram', gender: 'male', date_of_birth: '1988-09-03' });

    // A likes B through the Like button on B's profile.
    const a = await b.newAdultVisitor();
    await logInContext(a.context, anna.cookie);
    await withoutNewLikeOverlay(a.context, anna.id);
    await a.page.goto(`/members/${bram.id}`);
    await a.page.getByRole('button', { name: 'Bram liken' }).click();
    await a.page.getByRole('button', { name: 'Like intrekken voor Bram' }).waitFor();
    await a.page.getByText('Je hebt Bram een like gegeven.').waitFor();

    // B logs in: the Likes link has the new-likes badge, and the overlay announces A.
    const bv = await b.newAdultVisitor();
    await logInContext(bv.context, bram.cookie);
    await bv.page.goto('/members');
    expect(await likesBadge(bv.page)).toBe('1');
    const overlay = bv.page.getByRole('complementary', { name: 'Nieuwe like!' });
    await overlay.waitFor({ timeout: scaled(15_000) });
    expect(await overlay.innerText()).toContain('Annelies');
    // It came by itself, so it takes nothing from the member (decision 037): no dialog, the focus
    // stays out of it, the cards in the middle of the screen are still what a tap reaches, and it
    // was announced politely.
    expect(await bv.page.getByRole('dialog').count()).toBe(0);
    expect(await bv.page.evaluate(() => document.activeElement?.closest('.klik-newlike') ?? null)).toBeNull();
    expect(
      await bv.page.evaluate(
        () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('.klik-newlike') ?? null,
      ),
    ).toBeNull();
    const box = (await overlay.boundingBox())!;
    expect(box.height).toBeLessThan(844 / 4);
    expect(await bv.page.getByRole('status').filter({ hasText: 'Nieuwe like!' }).innerText()).toBe(
      'Nieuwe like! Annelies (36) vindt jou leuk',
    );
    // A has no photo: the overlay shows her initial in its place.
    const photo = overlay.getByRole('button', { name: /Foto van Annelies/ });
    expect((await photo.innerText()).trim()).toBe('A');
    await expect.poll(() => bv.page.title()).toMatch(/^\(1\) /);

    // The button opens A's profile at /likes/m/{A}; the new flag and the badge drop.
    await overlay.getByRole('button', { name: 'Bekijk profiel' }).click();
    await bv.page.waitForURL(`**/likes/m/${anna.id}`);
    await bv.page
      .getByRole('heading', { name: /Annelies/ })
      .first()
      .waitFor();
    expect(await bv.page.getByRole('complementary', { name: 'Nieuwe like!' }).count()).toBe(0);
    await expect.poll(() => likesBadge(bv.page)).toBeNull();
    await expect.poll(() => bv.page.title()).not.toMatch(/^\(\d+\) /);
    expect(await bv.page.locator('main').innerText()).toContain('Annelies vindt jou leuk');

    // On /likes the like is still listed, no longer new.
    await bv.page.goto('/likes');
    const received = bv.page.locator('.klik-card', { hasText: 'Annelies' });
    await received.waitFor();
    expect(await received.getByText('Nieuw').count()).toBe(0);

    // B likes back from the profile: it's a match.
    await bv.page.goto(`/likes/m/${anna.id}`);
    await bv.page.getByRole('button', { name: 'Annelies liken' }).click();
    await bv.page.getByText('Het is een match!', { exact: true }).waitFor();
    await bv.page.getByText('Jullie vinden elkaar leuk').waitFor();

    // Both see the match on /likes/matches.
    await bv.page.goto('/likes/matches');
    await bv.page.locator('.klik-card', { hasText: 'Annelies' }).waitFor();
    expect(await bv.page.locator('[aria-current="page"]', { hasText: 'Matches' }).count()).toBe(1);
    await a.page.goto('/likes/matches');
    await a.page.locator('.klik-card', { hasText: 'Bram' }).waitFor();

    await a.context.close();
    await bv.context.close();
  });

  it('likes and unlikes from the search results and from the given likes, and sends visitors to the login', async () => {
    const me = await createMember({ name: 'Joost', gender: 'male', date_of_birth: '1985-01-20' });
    await createMember({ name: 'Wendelien', gender: 'female', date_of_birth: '1987-06-02' });
    const { context, page } = await b.newAdultVisitor({ width: 1280, height: 900 });
    await logInContext(context, me.cookie);
    await withoutNewLikeOverlay(context, me.id);

    await page.goto('/members?gender=female&min_age=30&max_age=45');
    const card = page.locator('.klik-results .klik-card', { hasText: 'Wendelien' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Wendelien liken' }).click();
    await card.locator('.klik-card-like[aria-pressed="true"]').waitFor();

    await page.goto('/likes/given');
    const given = page.locator('.klik-card', { hasText: 'Wendelien' });
    await given.waitFor();
    await given.getByRole('button', { name: 'Like voor Wendelien intrekken' }).click();
    await page.getByText('Je hebt nog niemand geliket').waitFor();

    // Entry points to the swipe game and the match finder; an unknown type is a 404. The swipe game
    // has one Dutch name, as in the menu and on /match-finder ('Swipespel'), not the English one.
    expect(
      await page
        .getByRole('link', { name: /Swipespel/ })
        .first()
        .getAttribute('href'),
    ).toBe('/swipe-game');
    expect(await page.locator('main').innerText()).not.toMatch(/swipe game/i);
    expect(await page.getByRole('link', { name: /Match finder/ }).count()).toBeGreaterThan(0);
    const missing = await page.goto('/likes/whatever');
    expect(missing?.status()).toBe(404);

    const visitor = await b.newAdultVisitor();
    await visitor.page.goto('/likes/received');
    expect(new URL(visitor.page.url()).pathname).toBe('/login');
    await context.close();
    await visitor.context.close();
  });
});
