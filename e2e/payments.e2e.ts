import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bundle, CreditsPayload } from '../common/api/payments.ts';
import { useBrowser, scaled } from './support/browser.ts';
import { createMember, logInContext, memberOutOfCredits } from './support/members.ts';

const b = useBrowser();

/** The bundle the site marks as popular (else the first), as the member's /credits shows it. */
async function popularBundle(page: Page): Promise<Bundle> {
  const catalogue = (await (await page.request.get('/api/credits.php')).json()) as CreditsPayload;
  const bundle = catalogue.bundles.find((x) => x.popular) ?? catalogue.bundles[0];
  if (!bundle) throw new Error('the site has no credit bundles');
  return bundle;
}

/** The order id of /transactions/{id}. */
const orderIdOf = (page: Page) => Number(/\/transactions\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

describe('credits and payments', () => {
  it('a free member out of credits buys a bundle with iDEAL through the sandbox checkout, becomes Premium and sends the message', async () => {
    const { member, target } = await memberOutOfCredits();

    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, member.cookie);

    // The third message does not go: too few credits, with the way to buy them.
    await page.goto(`/members/${target.id}/chat`);
    const composer = page.getByRole('textbox', { name: 'Bericht aan Marloes' });
    await composer.fill('Hoi Marloes!');
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'onvoldoende credits' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Je hebt onvoldoende credits om dit bericht te versturen aan Marloes');
    await alert.getByRole('link', { name: 'Credits kopen' }).click();

    // /credits: a free member with 0 credits; the top bar offers Premium.
    await page.waitForURL(/\/credits$/);
    await page.getByRole('heading', { name: 'Credits kopen' }).waitFor();
    expect(await page.getByTestId('credits-balance').innerText()).toBe('0 credits');
    expect(await page.getByText('Gratis lid').count()).toBe(1);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Word Premium' }).count()).toBe(1);
    const bundle = await popularBundle(page);
    await page.getByRole('link', { name: new RegExp(`^Kies ${bundle.credits} credits voor`) }).click();

    // /credits/{id}: the price before paying, then iDEAL, which needs a bank.
    await page.waitForURL(new RegExp(`/credits/${bundle.id}$`));
    const total = (await page.getByTestId('pay-total').innerText()).replace(/\s/g, ' ');
    expect(total).toMatch(/^€ \d+,\d\d$/);
    await page.getByRole('radio', { name: /iDEAL/ }).check();
    const pay = page.getByRole('button', { name: /betalen$/ });
    await pay.click();
    await page.getByText('Kies je bank om met iDEAL te betalen.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pay-issuer');
    await page.getByLabel('Je bank').selectOption({ label: 'ING' });
    await pay.click();

    // The sandbox provider's hosted checkout: a test payment of that amount with iDEAL and ING.
    await page.waitForURL(/\/sandbox\/checkout\/[\w-]+$/);
    await page.getByText('Testbetaling — er wordt geen echt geld afgeschreven').waitFor();
    expect((await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s/g, ' ')).toContain(total);
    expect(await page.getByText('· ING', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Betaling voltooien' }).click();

    // Back at the shop: the order completed, the credits added, Premium.
    await page.waitForURL(/\/transactions\/\d+$/);
    const orderId = orderIdOf(page);
    expect(orderId).toBeGreaterThan(0);
    await page.getByText('Betaling gelukt').waitFor({ timeout: scaled(30_000) });
    await page
      .getByText(`${bundle.credits} credits zijn bijgeschreven. Je saldo is nu ${bundle.credits} credits.`)
      .waitFor();
    await page.getByText('Welkom als Premium lid!').waitFor();
    expect(await page.getByTestId('transactions-balance').innerText()).toBe(`Saldo: ${bundle.credits} credits`);
    const orders = page.getByRole('region', { name: 'Bestellingen', exact: true });
    expect(await orders.getByRole('link', { name: `Bestelling #${orderId} bekijken` }).count()).toBe(1);
    expect(await orders.getByText('Betaald').count()).toBe(1);
    // The top bar now has Credits instead of Get Premium.
    const topBar = page.getByRole('banner');
    // Its name carries the balance, shown above 10 too.
    await topBar.getByRole('link', { name: `Credits nog ${bundle.credits} credits`, exact: true }).waitFor();
    expect(await topBar.getByRole('link', { name: 'Word Premium' }).count()).toBe(0);
    const user = (await (await page.request.get('/api/user.php')).json()) as {
      user: { credits: number; paid_user: boolean };
    };
    expect(user.user).toMatchObject({ credits: bundle.credits, paid_user: true });

    // And the message goes now.
    await page.goto(`/members/${target.id}/chat`);
    await page.getByRole('textbox', { name: 'Bericht aan Marloes' }).fill('Hoi Marloes!');
    await page.getByRole('button', { name: 'Versturen', exact: true }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    await page.getByRole('log', { name: 'Berichten met Marloes' }).getByText('Hoi Marloes!').waitFor();
    await context.close();
  });

  it('a failed and a cancelled payment say so, grant nothing, and offer a retry and another method', async () => {
    const member = await createMember({ name: 'Sven', gender: 'male' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, member.cookie);
    const before = ((await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } }).user
      .credits;
    const bundle = await popularBundle(page);

    // PayPal chosen in the URL: preselected.
    await page.goto(`/credits/${bundle.id}/paypal`);
    expect(await page.getByRole('radio', { name: /PayPal/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: /betalen$/ }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Mislukt' }).click();

    await page.waitForURL(/\/transactions\/\d+$/);
    const failedId = orderIdOf(page);
    await page.getByText('De betaling is mislukt of geannuleeerd.', { exact: true }).waitFor();
    // Another method: the same bundle with iDEAL, card or direct debit.
    expect(await page.getByRole('link', { name: 'iDEAL' }).getAttribute('href')).toBe(`/credits/${bundle.id}/ideal`);
    expect(await page.getByRole('link', { name: 'Creditcard' }).getAttribute('href')).toBe(
      `/credits/${bundle.id}/creditcard`,
    );
    expect(await page.getByRole('link', { name: 'Automatische incasso' }).getAttribute('href')).toBe(
      `/directdebit?bundle=${bundle.id}`,
    );

    // Retry: a new payment for the same bundle and method, straight to the checkout; cancel it there.
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByText('PayPal').first().waitFor();
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await page.waitForURL(/\/transactions\/\d+$/);
    expect(orderIdOf(page)).not.toBe(failedId);
    await page.getByText('De betaling is mislukt of geannuleeerd.', { exact: true }).waitFor();
    const orders = page.getByRole('region', { name: 'Bestellingen', exact: true });
    expect(await orders.getByText('Mislukt').count()).toBe(1);
    expect(await orders.getByText('Geannuleerd').count()).toBe(1);

    // Nothing was granted; still a free member.
    const user = (await (await page.request.get('/api/user.php')).json()) as {
      user: { credits: number; paid_user: boolean };
    };
    expect(user.user).toMatchObject({ credits: before, paid_user: false });
    expect(await page.getByRole('banner').getByRole('link', { name: 'Word Premium' }).count()).toBe(1);
    await context.close();
  });
});
