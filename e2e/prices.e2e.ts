import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreditsPayload } from '../common/api/payments.ts';
import type { TransactionsPayload } from '../common/api/payments.ts';
import { useBrowser, scaled } from './support/browser.ts';
import {
  createMember,
  logInContext,
  memberOutOfCredits,
  sendMessageAs,
  withoutNewLikeOverlay,
} from './support/members.ts';
import { screenshotPath } from './support/screenshots.ts';

/**
 * Honest money as a member meets it on a phone (390 px): one per-message price on every
 * screen, the price and balance before sending, a gift that asks first, the free-conversation limit
 * before typing, and a message that survives the detour to buy credits and goes with one tap.
 */
const b = useBrowser();
const plain = (s: string) => s.replace(/\s/g, ' ');
/** '1,60' from '… vanaf € 1,60 per bericht …'. */
const perMessage = (text: string) => /vanaf € (\d+,\d\d) per bericht/.exec(plain(text))?.[1] ?? null;
const userOf = async (page: Page) =>
  ((await (await page.request.get('/api/user.php')).json()) as { user: { credits: number; paid_user: boolean } }).user;

describe('honest prices', () => {
  it('chat, /pricing, /credits and /premium read the same per-message price: the cheapest real one', async () => {
    const anna = await createMember({ name: 'Anna', gender: 'female' });
    const bram = await createMember({ name: 'Bram', gender: 'male' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, anna.cookie);
    await withoutNewLikeOverlay(context, anna.id);

    // Worked out here from the bundles the site sells: 10 credits at the lowest price per credit.
    const catalogue = (await (await page.request.get('/api/credits.php')).json()) as CreditsPayload;
    const cheapest = Math.min(...catalogue.bundles.map((x) => (x.original_price ?? x.price).amount / x.credits));
    const expected = (Math.round(cheapest * 10) / 100).toFixed(2).replace('.', ',');
    expect(expected).toBe('1,60');

    // The chat: the cost of this message and the balance, on a phone, before typing.
    await page.goto(`/members/${bram.id}/chat`);
    const price = page.getByTestId('composer-price');
    await price.waitFor();
    expect(await price.isVisible()).toBe(true);
    const priceText = plain(await price.innerText());
    expect(priceText).toContain('Versturen kost 10 credits');
    expect(perMessage(priceText)).toBe(expected);
    expect(priceText).toContain('Je hebt 20 credits');
    expect(await page.getByText('Je hebt 20 credits').isVisible()).toBe(true);
    // The free-conversation limit, said before the first opener.
    await page.getByText('Als gratis lid kun je nog 2 gesprekken beginnen.').waitFor();
    await page
      .getByRole('form', { name: 'Bericht aan Bram' })
      .screenshot({ path: screenshotPath('screenshots', 'composer-price.png') });

    // /pricing: the message 'vanaf' price, and gifts as what they really cost (20 to 60 credits).
    await page.goto('/pricing');
    const costs = page.getByRole('region', { name: 'Wat kost wat?' });
    expect(perMessage(await costs.innerText())).toBe(expected);
    expect(plain(await costs.innerText())).toContain('20 tot 60 credits');

    // /credits: the same price next to what things cost.
    await page.goto('/credits');
    await page.getByRole('heading', { name: 'Credits kopen' }).waitFor();
    expect(perMessage(await page.locator('main').innerText())).toBe(expected);
    expect(plain(await page.locator('main').innerText())).toContain('een cadeau 20 tot 60 credits');

    // /premium: Premium does not make messages free; the 46% claim with its basis.
    await page.goto('/premium');
    const note = page.getByTestId('premium-credits-note');
    expect(plain(await note.innerText())).toContain('Premium maakt berichten niet gratis');
    expect(perMessage(await note.innerText())).toBe(expected);
    const main = plain(await page.locator('main').innerText());
    expect(main).toContain('46% meer kans op een match.*');
    expect(main).toContain('* Gemiddelde over de leden van deze site');
    expect(main).not.toMatch(/chat onbeperkt|chat met iedereen/i);
    await context.close();
  });

  it('a gift asks first: cancelling sends nothing, confirming sends it and charges its price', async () => {
    const anna = await createMember({ name: 'Anna', gender: 'female' });
    const bram = await createMember({ name: 'Bram', gender: 'male' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, anna.cookie);
    await withoutNewLikeOverlay(context, anna.id);
    await page.goto(`/members/${bram.id}/chat`);

    await page.getByRole('button', { name: 'Cadeautje versturen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stuur Bram een cadeautje' });
    await dialog.getByRole('button', { name: 'Rode roos versturen voor 20 credits' }).click();
    await dialog.getByText('Rode roos versturen voor 20 credits?').waitFor();
    // Its money by the same rule: 20 credits at € 0,16 (the best-value bundle).
    expect(plain(await dialog.innerText())).toContain('Vanaf € 3,20, bij het voordeligste creditpakket.');
    expect(await dialog.getByRole('checkbox', { name: 'Niet meer vragen deze sessie' }).isChecked()).toBe(false);

    // Cancel: back to the gifts, nothing sent, nothing charged.
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.getByRole('button', { name: 'Rode roos versturen voor 20 credits' }).waitFor();
    expect((await userOf(page)).credits).toBe(20);
    expect(((await (await page.request.get('/api/chats.php')).json()) as { chats: unknown[] }).chats).toHaveLength(0);

    // Confirm: sent, and 20 credits spent on a gift.
    await dialog.getByRole('button', { name: 'Rode roos versturen voor 20 credits' }).click();
    await dialog.getByRole('button', { name: 'Versturen', exact: true }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    await page.getByRole('log', { name: 'Berichten met Bram' }).getByText('Je stuurde een cadeautje').waitFor();
    await expect.poll(async () => (await userOf(page)).credits).toBe(0);
    const tx = (await (await page.request.get('/api/transactions.php')).json()) as TransactionsPayload;
    expect(tx.entries.map((e) => [e.kind, e.delta])).toEqual([
      ['spend_gift', -20],
      ['signup_bonus', 20],
    ]);
    await context.close();
  });

  it('a gift refused for lack of credits is kept for later, and "Niet meer vragen deze sessie" stops the question', async () => {
    const { member, target } = await memberOutOfCredits();
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, member.cookie);
    await withoutNewLikeOverlay(context, member.id);
    await page.goto(`/members/${target.id}/chat`);

    await page.getByRole('button', { name: 'Cadeautje versturen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stuur Marloes een cadeautje' });
    await dialog.getByRole('button', { name: 'Rode roos versturen voor 20 credits' }).click();
    await dialog.getByRole('checkbox', { name: 'Niet meer vragen deze sessie' }).check();
    await dialog.getByRole('button', { name: 'Versturen', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'onvoldoende credits' }).waitFor();

    // Back later (a reload): the gift waits, to be sent with one tap once there are credits.
    await page.reload();
    const held = page.getByTestId('held-message');
    await held.waitFor();
    expect(plain(await held.innerText())).toContain('Je cadeautje (Rode roos) aan Marloes is nog niet verstuurd.');
    await held.getByRole('button', { name: 'Nu versturen (20 credits)' }).waitFor();

    // This session no longer asks: choosing a gift sends it at once (and is refused again, nothing spent).
    await page.getByRole('button', { name: 'Cadeautje versturen' }).click();
    await dialog.getByRole('button', { name: 'Hartje versturen voor 20 credits' }).click();
    await page.getByRole('alert').filter({ hasText: 'onvoldoende credits' }).waitFor();
    expect(await page.getByText('Hartje versturen voor 20 credits?').count()).toBe(0);
    expect((await userOf(page)).credits).toBe(0);
    await context.close();
  });

  it('the free limit is shown before a third opener is typed, with the way to Premium', async () => {
    const eva = await createMember({ name: 'Eva', gender: 'female' });
    const [one, two, three] = [
      await createMember({ name: 'Tom', gender: 'male' }),
      await createMember({ name: 'Jan', gender: 'male' }),
      await createMember({ name: 'Koen', gender: 'male' }),
    ];
    expect(await sendMessageAs(eva.cookie, one.id, 'Hoi Tom')).toBe(200);
    expect(await sendMessageAs(eva.cookie, two.id, 'Hoi Jan')).toBe(200);
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, eva.cookie);
    await withoutNewLikeOverlay(context, eva.id);
    await page.goto(`/members/${three.id}/chat`);
    const limit = page.getByTestId('conversation-limit');
    await limit.waitFor();
    expect(plain(await limit.innerText())).toContain(
      'Als gratis lid kun je maximaal 2 gesprekken beginnen, en die heb je al.',
    );
    expect(await limit.getByRole('link', { name: 'Word Premium' }).getAttribute('href')).toBe('/premium');
    // No box to type a message that would fail.
    expect(await page.getByRole('textbox', { name: 'Bericht aan Koen' }).count()).toBe(0);
    await context.close();
  });

  it('a message refused for lack of credits is kept across a sandbox purchase and goes with one tap from the success page', async () => {
    const { member, target } = await memberOutOfCredits();
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, member.cookie);
    await withoutNewLikeOverlay(context, member.id);

    await page.goto(`/members/${target.id}/chat`);
    await page.getByRole('textbox', { name: 'Bericht aan Marloes' }).fill('Hoi Marloes, zin in koffie?');
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'onvoldoende credits' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Credits kopen' }).click();

    // Buy the popular bundle with iDEAL at the sandbox checkout.
    await page.waitForURL(/\/credits$/);
    const catalogue = (await (await page.request.get('/api/credits.php')).json()) as CreditsPayload;
    const bundle = catalogue.bundles.find((x) => x.popular) ?? catalogue.bundles[0]!;
    await page.getByRole('link', { name: new RegExp(`^Kies ${bundle.credits} credits voor`) }).click();
    await page.waitForURL(new RegExp(`/credits/${bundle.id}$`));
    await page.getByRole('radio', { name: /iDEAL/ }).check();
    await page.getByLabel('Je bank').selectOption({ label: 'ING' });
    await page.getByRole('button', { name: /betalen$/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\/[\w-]+$/);
    await page.getByRole('button', { name: 'Betaling voltooien' }).click();

    // The success page leads back to the conversation the purchase started from.
    await page.waitForURL(/\/transactions\/\d+$/);
    await page.getByText('Betaling gelukt').waitFor({ timeout: scaled(30_000) });
    const back = page.getByRole('link', { name: 'Terug naar je gesprek met Marloes' });
    await back.click();
    await page.waitForURL(new RegExp(`/members/${target.id}/chat$`));

    // The message waits; nothing was sent by itself.
    const held = page.getByTestId('held-message');
    await held.waitFor();
    expect(plain(await held.innerText())).toContain(
      'Je bericht aan Marloes is nog niet verstuurd: “Hoi Marloes, zin in koffie?”',
    );
    expect(await page.getByRole('textbox', { name: 'Bericht aan Marloes' }).inputValue()).toBe(
      'Hoi Marloes, zin in koffie?',
    );
    expect((await userOf(page)).credits).toBe(bundle.credits);

    // One tap sends it.
    await held.getByRole('button', { name: 'Nu versturen (10 credits)' }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    await page.getByRole('log', { name: 'Berichten met Marloes' }).getByText('Hoi Marloes, zin in koffie?').waitFor();
    await expect.poll(async () => (await userOf(page)).credits).toBe(bundle.credits - 10);
    expect(await page.getByTestId('held-message').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Bericht aan Marloes' }).inputValue()).toBe('');
    // The top bar shows the balance above 10 too (plain; the warning badge is for 10 or fewer).
    await page.goto('/members');
    expect(await page.getByRole('banner').getByTestId('topbar-credits').innerText()).toBe(String(bundle.credits - 10));
    await context.close();
  });
});
