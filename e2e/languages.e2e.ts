import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser.ts';
import { createMember, logInContext, withoutNewLikeOverlay } from './support/members.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { screenshotPath } from './support/screenshots.ts';
import { catalogueFor, memberCatalogueOf, regionalCatalogueOf } from '../common/i18n/index.ts';
import { MEMBER_LOCALES, type MemberLocale } from '../common/i18n/catalogues.ts';
import { isRegionalLocale, regionalLocale } from '../common/rules/locale.ts';
import type { MemberMessageKey } from '../common/i18n/translate.ts';
import { staticPageContent } from '../common/content/static-pages.ts';

/**
 * Seven languages for real (product §1, §9): a Belgian visitor switches to Français and to Deutsch
 * and sees home, signup, search, a profile, the chat, credits and the terms in that language, her
 * mails too; nothing overflows a 390 px screen in either (German is the longest). Each page is
 * compared with the catalogue of its language, so a missing translation shows as the wrong text. In
 * Belgium French is Belgian French (fr-BE) and Dutch Flemish (nl-BE): decision 050.
 */
const b = useBrowser();
/** Any site's details: a static page's title does not depend on them. */
const SAMPLE_PAGE = {
  siteName: 'Klik',
  domain: 'klik.local',
  supportEmail: 'support@klik.local',
  supportPhone: '',
  refundDays: 14,
  minAge: 18,
  termsVersionDate: '1-1-2025',
  fictionalPlural: 'fictieve profielen',
  company: { name: 'Klik', address: '', city: '', country: '', kvk: '', tradenames: [], vat_numbers: [] },
};
const WIDTH = 390;

/** Every Dutch and English sentence of the catalogues (four words or more, nothing filled in). */
const FOREIGN = new Set(
  [catalogueFor('nl'), catalogueFor('en')].flatMap((c) =>
    Object.entries(c)
      .filter(([key, text]) => !key.startsWith('staff.') && !text.includes('{') && text.split(/\s+/).length >= 4)
      .map(([, text]) => text),
  ),
);

/**
 * The page is for a phone and in its language: it does not scroll sideways (a text too long for its
 * box would push it wider), and no line of it is a Dutch or English sentence of the catalogues.
 */
async function fitsThePhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
  const lines = (await page.locator('body').innerText()).split('\n').map((l) => l.trim());
  expect(
    lines.filter((l) => FOREIGN.has(l)),
    `${what}: lines left in Dutch or English`,
  ).toEqual([]);
}

async function expectHeading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor();
}

// Belgium shows nl, fr and de; the other member languages through their own country's menu would be
// the same walk, so they are chosen by the cookie the menu sets.
describe.each(MEMBER_LOCALES)('a visitor in %s', (locale: MemberLocale) => {
  // What a Belgian reads in this language: its regional variant where there is one (fr-BE).
  const tag = regionalLocale(locale, 'BE');
  // The language's own texts (the variant's where it has one): a page still in English (or Dutch) fails here.
  const t = (key: MemberMessageKey) => {
    const text = (isRegionalLocale(tag) ? regionalCatalogueOf(tag)[key] : undefined) ?? memberCatalogueOf(locale)[key];
    if (!text) throw new Error(`no ${locale} text for ${key}`);
    return text;
  };

  it('chooses the language and sees every page and her mails in it', async () => {
    const baseUrl = inject('baseUrl');
    const { context, page } = await b.newAdultVisitor({ width: WIDTH, height: 844 });
    await context.addCookies([{ name: 'klik_country', value: 'BE', url: baseUrl }]);

    // The language menu (Belgium shows nl, fr and de) switches the interface.
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    if (locale === 'fr' || locale === 'de') {
      await page.locator('#language-menu').click();
      await page.getByRole('button', { name: locale === 'fr' ? 'Français' : 'Deutsch' }).click();
    } else {
      await context.addCookies([{ name: 'klik_locale', value: locale, url: baseUrl }]);
      await page.reload();
    }
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(tag);
    await expectHeading(page, t('home.heroTitle'));
    await fitsThePhone(page, 'home');
    await page.screenshot({ path: screenshotPath('screenshots', `home-${locale}.png`) });

    await page.goto('/signup');
    await expectHeading(page, t('signup.heading'));
    await fitsThePhone(page, 'signup');
    await page.screenshot({ path: screenshotPath('screenshots', `signup-${locale}.png`) });

    await page.goto('/pages/terms');
    const terms = staticPageContent('terms', locale, SAMPLE_PAGE).title;
    expect(terms).not.toBe(staticPageContent('terms', 'en', SAMPLE_PAGE).title);
    await expectHeading(page, terms);
    await fitsThePhone(page, 'terms');

    // Signing up in this language: the activation mail speaks it, and so does the account.
    const email = `lang-${locale}-${Date.now()}@example.be`;
    const res = await fetch(`${baseUrl}/api/signup.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-type': 'client',
        cookie: `klik_locale=${locale}; klik_country=BE`,
      },
      body: JSON.stringify({
        email,
        password: 'e2e-wachtwoord-1',
        name: locale === 'fr' ? 'Chloé' : 'Lena',
        gender: 'female',
        date_of_birth: '1990-03-03',
      }),
    });
    expect(res.status).toBe(201);
    const mail = await waitForMail(email, /activate\.php/);
    expect(mail.subject).toBe(t('mail.activation.subject').replace('{siteName}', 'Klik'));
    const activated = await fetch(`${baseUrl}${linkIn(mail, '/api/activate.php')}`, { redirect: 'manual' });
    const cookie = /klik_session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')![1]!;
    const me = (await (
      await fetch(`${baseUrl}/api/user.php`, { headers: { cookie: `klik_session=${cookie}` } })
    ).json()) as { user: { id: number; language: string } };
    expect(me.user.language).toBe(locale);

    // Logged in: search, a profile, the chat and credits.
    await logInContext(context, cookie);
    await withoutNewLikeOverlay(context, me.user.id);
    const other = await createMember({ name: 'Bram', gender: 'male' });
    await page.goto('/members');
    await expectHeading(page, t('members.title'));
    await fitsThePhone(page, 'search');
    await page.goto(`/members/${other.id}`);
    await page.getByRole('heading', { level: 1, name: /Bram/ }).waitFor();
    await fitsThePhone(page, 'profile');
    await page.goto(`/members/${other.id}/chat`);
    await page.getByRole('textbox', { name: t('chat.ui.composerLabel').replace('{name}', 'Bram') }).waitFor();
    await fitsThePhone(page, 'chat');
    await page.screenshot({ path: screenshotPath('screenshots', `chat-${locale}.png`) });
    await page.goto('/credits');
    await expectHeading(page, t('payments.ui.credits.title'));
    await fitsThePhone(page, 'credits');
    await page.screenshot({ path: screenshotPath('screenshots', `credits-${locale}.png`), fullPage: true });
    expect(await page.locator('html').getAttribute('lang')).toBe(tag);
    await context.close();
  });
});

describe('a Dutch-speaking visitor in Belgium (decision 050)', () => {
  const flemish = catalogueFor('nl-BE');
  const dutch = catalogueFor('nl');

  it('reads Flemish once she chooses Belgium (aanmelden, not inloggen), with no page load, and the Dutch stay Dutch', async () => {
    const { context, page } = await b.newAdultVisitor({ width: WIDTH, height: 844 });
    // From the Netherlands (the demo site's first country): the Netherlands' wording.
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    const login = (text: string) => page.getByRole('banner').getByRole('link', { name: text, exact: true });
    await login(dutch['nav.login']).waitFor();

    // Choosing Belgium: the page switches to the Flemish texts without loading again (common/i18n/load.ts).
    await page.goto('/lang-config');
    await page.getByLabel(dutch['lang.country'], { exact: true }).selectOption('BE');
    await page.getByRole('button', { name: dutch['lang.save'] }).click();
    await page.waitForURL('**/lang-config?saved=1');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('nl-BE');
    await login(flemish['nav.login']).waitFor();

    // And from the server, on the next page load.
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl-BE');
    await expectHeading(page, flemish['home.heroTitle']);
    expect(flemish['nav.login']).toBe('Aanmelden');
    await login('Aanmelden').waitFor();
    expect(await login('Inloggen').count()).toBe(0);
    await page.getByRole('link', { name: flemish['home.cta'] }).first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(WIDTH);
    await context.close();
  });
});
