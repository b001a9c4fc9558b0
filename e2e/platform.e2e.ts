import { describe, expect, it } from 'vitest';
import { nextFrames, useBrowser } from './support/browser.ts';

const b = useBrowser();

describe('home page', () => {
  it('is server-rendered: the HTML holds the Dutch content and members before any script runs', async () => {
    const html = await (await fetch(`${b.baseUrl}/`)).text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('Ontmoet singles bij jou in de buurt');
    expect(html).toContain('Nieuwe leden');
    expect(html).toMatch(/\d+ jaar · /);

    const { context, page } = await b.newVisitor({ javaScriptEnabled: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Ontmoet singles bij jou in de buurt',
    );
    expect(await page.locator('.klik-card').count()).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});

describe('static pages', () => {
  it('shows the terms with the company details and the terms version date', async () => {
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Algemene voorwaarden' }).click();
    await page.locator('main', { hasText: 'Klik Media B.V.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pages/terms');
    const text = await page.locator('main').innerText();
    expect(text).toContain('Klik Media B.V.');
    expect(text).toContain('12345678');
    // The company was added on 15 March 2024, later than the default 1 December 2023.
    expect(text).toContain('15 maart 2024');
    await context.close();
  });
});

describe('unknown routes', () => {
  it('answer 404 with the spec text and a link home', async () => {
    const res = await fetch(`${b.baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const { context, page } = await b.newAdultVisitor();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    // The Dutch site says it in Dutch (the spec's 'This page could not be found' is the English text).
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Pagina niet gevonden');
    expect(await page.locator('body').innerText()).not.toContain('This page could not be found');
    // The failed route's meta gives no title; the error page sets its own.
    expect(await page.title()).toBe('Pagina niet gevonden – Klik');
    await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ontmoet singles bij jou in de buurt' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('language', () => {
  it('has no language dropdown for the Netherlands, and one for Belgium that switches the language', async () => {
    const { context, page } = await b.newAdultVisitor({ width: 1200, height: 800 });
    await page.goto('/');
    expect(await page.locator('#language-menu').count()).toBe(0);

    await page.goto('/lang-config');
    await page.getByLabel('Land', { exact: true }).selectOption('BE');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.waitForURL('**/lang-config?saved=1');
    await expect(page.getByRole('status').textContent()).resolves.toBe('Je taalkeuze is opgeslagen.');

    // Belgium shows nl, fr and de: the dropdown appears.
    await page.locator('#language-menu').click();
    const items = await page.locator('.dropdown-menu .dropdown-item').allTextContents();
    expect(items).toEqual(['Nederlands', 'Français', 'Deutsch']);
    await page.getByRole('button', { name: 'Français' }).click();
    // French in Belgium is Belgian French (decision 050); the cookie keeps the language.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr-BE');

    const cookies = await context.cookies();
    const locale = cookies.find((c) => c.name === 'klik_locale');
    expect(locale?.value).toBe('fr');
    // 365 days (product §9), give or take the seconds the test took.
    expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await context.close();
  });

  it('switches the whole interface to English', async () => {
    const { context, page } = await b.newAdultVisitor();
    await context.addCookies([{ name: 'klik_country', value: 'BE', url: b.baseUrl }]);
    await page.goto('/lang-config');
    // English is not visible for Belgium (nl, fr, de): it cannot be chosen there.
    expect(await page.getByLabel('English').count()).toBe(0);
    await context.addCookies([{ name: 'klik_locale', value: 'en', url: b.baseUrl }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Meet singles near you');
    await context.close();
  });
});

describe('site-entry warning', () => {
  it('is shown once to a new visitor and not again after closing it', async () => {
    const { context, page } = await b.newVisitor();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const skipped = await page.evaluate(() => window.localStorage.getItem('klik.entryWarning.skipped'));
    expect(Number(skipped)).toBeGreaterThan(Date.now() - 60_000);

    // The close is a cookie too: the server leaves the warning out of the next page's HTML.
    const cookies = await context.cookies();
    expect(Number(cookies.find((c) => c.name === 'klik_entry_ok')?.value)).toBe(Number(skipped));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Hydrated (reload waits for it): the warning, if the page still decided to show it, is there now.
    await nextFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('#entry-warning-title').count()).toBe(0);
    await context.close();
  });

  it('is in the server HTML, before any script runs, and left out for a visitor who closed it', async () => {
    const fresh = await (await fetch(`${b.baseUrl}/`)).text();
    // (The page's catalogue holds every text, so the dialog is told by its markup.)
    expect(fresh).toMatch(/<div[^>]*role="dialog"[^>]*aria-labelledby="entry-warning-title"/);
    expect(fresh).toContain('<h2 class="modal-title h5" id="entry-warning-title">Alleen voor volwassenen</h2>');
    expect(fresh).toMatch(/<button[^>]*>Ik ben 18 jaar of ouder<\/button>/);
    const closed = await (await fetch(`${b.baseUrl}/`, { headers: { cookie: `klik_entry_ok=${Date.now()}` } })).text();
    expect(closed).toContain('Ontmoet singles bij jou in de buurt');
    expect(closed).not.toContain('entry-warning-title');

    // In a browser with JavaScript off: the dialog is on the page at once, over the home page.
    const { context, page } = await b.newVisitor({ javaScriptEnabled: false });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Ik ben 18 jaar of ouder' }).isVisible()).toBe(true);
    await context.close();
  });
});
