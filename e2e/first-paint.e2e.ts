import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember, logInContext } from './support/members.ts';

const b = useBrowser();

/** What the eye sees of every element of the body, as the browser computed it. */
async function looks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = [
      'display',
      'position',
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'margin',
      'padding',
      'border',
      'width',
      'height',
      'opacity',
      'visibility',
    ];
    return [...document.body.querySelectorAll('*')].map((el) => {
      const cs = getComputedStyle(el);
      return `${el.tagName}.${el.getAttribute('class') ?? ''} ${props.map((p) => cs.getPropertyValue(p)).join(';')}`;
    });
  });
}

/**
 * The server's page (no scripts), once with the stylesheets and once with only the CSS inlined in it.
 * The inline script that switches the loaded stylesheets on still runs: it is in the page.
 */
async function serverPage(path: string, opts: { stylesheets: boolean; cookie?: string }) {
  const v = opts.cookie ? await b.newAdultVisitor() : await b.newVisitor();
  if (opts.cookie) await logInContext(v.context, opts.cookie);
  // A page of its own: the visitor's waits for hydration after goto(), which never comes here.
  const page = await v.context.newPage();
  await page.route(opts.stylesheets ? /\/assets\/.*\.js$/ : /\/assets\/.*\.(js|css)$/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'networkidle' });
  return { context: v.context, page };
}

/** Loads the page's stylesheets after all (their first requests were refused), each in its own place. */
async function addStylesheets(page: Page): Promise<void> {
  await page.unrouteAll();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.evaluate(async () => {
    const links = [...document.querySelectorAll('link[rel=stylesheet]')] as HTMLLinkElement[];
    await Promise.all(
      links.map(
        (link) =>
          new Promise<void>((resolve, reject) => {
            const fresh = link.cloneNode() as HTMLLinkElement;
            fresh.media = 'all';
            fresh.href = `${link.href}${link.href.includes('?') ? '&' : '?'}again`;
            fresh.onload = () => resolve();
            fresh.onerror = () => reject(new Error(`stylesheet ${link.href} did not load`));
            link.replaceWith(fresh);
          }),
      ),
    );
  });
}

/** Decision 013: the first paint needs no stylesheet, and looks as it does with them. */
describe('the first screen’s CSS is in the page', () => {
  it('every element of /, /members, /members/{id} and /chats looks the same with only the inlined CSS as with the stylesheets', async () => {
    const member = await createMember({ name: 'Femke', gender: 'female' });
    const pages: [string, string | undefined][] = [
      ['/', undefined],
      ['/members', undefined],
      [`/members/${member.id}`, undefined],
      ['/chats', member.cookie],
    ];
    for (const [path, cookie] of pages) {
      const full = await serverPage(path, { stylesheets: true, cookie });
      // The stylesheets did load and were switched on once loaded.
      expect(
        await full.page.evaluate(() =>
          [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => (l as HTMLLinkElement).media),
        ),
        path,
      ).not.toContain('print');
      await full.context.close();
      // One page, so one DOM (other test files add members meanwhile, which changes lists): its
      // looks with only the inlined CSS, then with the stylesheets added in their places.
      const inlined = await serverPage(path, { stylesheets: false, cookie });
      expect(await inlined.page.locator('head style[data-precedence="klik-critical"]').count(), path).toBeGreaterThan(
        0,
      );
      const c = await looks(inlined.page);
      await addStylesheets(inlined.page);
      const a = await looks(inlined.page);
      expect(c.length, path).toBe(a.length);
      expect(
        c.filter((line, i) => line !== a[i]),
        path,
      ).toEqual([]);
      await inlined.context.close();
    }
  });

  it('the page hydrates without an error and the stylesheets end up applied', async () => {
    const v = await b.newVisitor();
    const errors: string[] = [];
    v.page.on('pageerror', (e) => errors.push(e.message));
    await v.page.goto('/members', { waitUntil: 'networkidle' });
    await v.page.waitForSelector('html[data-hydrated]');
    expect(errors).toEqual([]);
    const links = await v.page.evaluate(() =>
      [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => [
        (l as HTMLLinkElement).media,
        !!(l as HTMLLinkElement).sheet,
      ]),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links).toEqual(links.map(() => ['all', true]));
    // React did not re-create the head (which a failed hydration does): one link per stylesheet.
    const hrefs = await v.page.evaluate(() =>
      [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await v.context.close();
  });

  it('a member’s /members and /chats hydrate as rendered, then show the time bonus, whose code loads after the page', async () => {
    // The banner and its modals are a chunk of their own for members (the JavaScript budget): the
    // server renders nothing there, so hydration has nothing to mismatch; the banner still comes.
    const member = await createMember({ name: 'Noor', gender: 'female' });
    const v = await b.newVisitor();
    await logInContext(v.context, member.cookie);
    const errors: string[] = [];
    v.page.on('pageerror', (e) => errors.push(e.message));
    // A hydration mismatch is recovered from and reported on the console, not thrown.
    v.page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    for (const path of ['/members', '/chats']) {
      await v.page.goto(path);
      await v.page.waitForSelector('html[data-hydrated]');
      const banner = v.page.getByRole('region', { name: 'Welkomstbonus' });
      await banner.getByRole('link', { name: /credits/i }).waitFor();
      expect(await banner.count(), path).toBe(1);
      // Its stylesheet came with its chunk, before it showed: never an unstyled bar.
      expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage), path).toContain('gradient');
    }
    expect(errors).toEqual([]);
    await v.context.close();
  });
});
