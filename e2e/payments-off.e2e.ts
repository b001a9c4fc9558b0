import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled, useBrowser } from './support/browser.ts';
import { startProductionSite, type ProductionSite } from './support/production-site.ts';
import { ENTRY_WARNING_COOKIE } from '../common/rules/entry-warning.ts';

/**
 * A site that runs without payments (PAYMENTS=off, docs/deploy.md) sells nothing: a new member —
 * whose time bonus runs, the offer a site with payments shows at once — sees no discount banner,
 * no "Koop credits" or "Word Premium", no price list in the footer, and /credits shows the balance
 * and that buying is unavailable, without bundles, discount field or ways to pay. The compiled
 * server in production mode, as a site owner runs it.
 */
describe('PAYMENTS=off: no buy surface', () => {
  const browser = useBrowser();
  let site: ProductionSite;

  beforeAll(async () => {
    site = await startProductionSite({
      name: 'payments-off',
      prepare: (admin) => {
        admin('site', 'create', '--domain', 'klik-off.example', '--name', 'Klik');
      },
    });
  });

  afterAll(async () => {
    await site?.close();
  });

  async function signUp(email: string): Promise<string> {
    const res = await fetch(`${site.base}/api/signup.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
      body: JSON.stringify({
        email,
        password: 'e2e-wachtwoord-1',
        name: 'Noor',
        gender: 'female',
        date_of_birth: '1990-03-12',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const deadline = Date.now() + 15_000;
    let link: string | undefined;
    while (!link && Date.now() < deadline) {
      link = site.smtp.mails.find((m) => m.to.includes(email))?.links.find((l) => l.includes('/api/activate.php'));
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    const activated = await fetch(`${site.base}${new URL(link!).pathname}${new URL(link!).search}`, {
      redirect: 'manual',
    });
    return /klik_session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')![1]!;
  }

  it('shows a new member no offer, no buy button and /credits only says buying is unavailable', async () => {
    const cookie = await signUp(`noor.${Date.now()}@example.nl`);
    const { context, page } = await browser.newVisitor({ width: 1280, height: 900 });
    await context.addCookies([
      { name: 'klik_session', value: cookie, url: site.base, httpOnly: true, sameSite: 'Lax' },
      { name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: site.base },
    ]);
    await context.addInitScript(() => window.localStorage.setItem('klik.entryWarning.skipped', String(Date.now())));

    await page.goto(`${site.base}/members`);
    // The banner is decided after hydration, in a chunk of its own: let every request settle first.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(scaled(1500));
    expect(await page.locator('.klik-discount-banner').count()).toBe(0);
    const body = (await page.locator('body').innerText()).toLowerCase();
    expect(body).not.toContain('welkomstbonus');
    expect(body).not.toContain('koop credits');
    expect(await page.getByRole('link', { name: 'Word Premium' }).count()).toBe(0);
    expect(await page.locator('a[href="/pricing"], a[href="/premium"], a[href^="/credits/"]').count()).toBe(0);

    await page.goto(`${site.base}/credits`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Je credits');
    expect(
      await page.getByRole('status').filter({ hasText: 'Credits kopen is op dit moment niet mogelijk.' }).count(),
    ).toBe(1);
    expect(await page.getByTestId('credits-balance').textContent()).toBe('20 credits');
    const credits = await page.locator('main').innerText();
    for (const text of [
      'Kies je pakket',
      'iDEAL',
      'Kortingscode',
      'welkomstbonus',
      'automatische incasso',
      'Prijslijst',
    ])
      expect(credits).not.toContain(text);
    expect(await page.locator('a[href="/directdebit"], a[href="/pricing"], a[href^="/credits/"]').count()).toBe(0);
    await context.close();
  });
});
