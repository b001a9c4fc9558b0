import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember, logInContext } from './support/members.ts';

const b = useBrowser();

/** What the eye sees of every element of the body, as the browser computed it. */
async function looks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = ['display', 'position', 'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'margin', 'padding', 'border', 'width', 'height', 'opacity', 'visibility'];
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

/** Decision 013: the first paint needs no stylesheet, and looks as it does with them. */
describe('the first screen’s CSS is in the page (issue #13 §1)', () => {
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
      expect(await full.page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => (l as HTMLLinkElement).media)), path).not.toContain('print');
      const inlined = await serverPage(path, { stylesheets: false, cookie });
      expect(await inlined.page.locator('head style[data-precedence="klik-critical"]').count(), path).toBeGreaterThan(0);
      const [a, c] = [await looks(full.page), await looks(inlined.page)];
      expect(c.length, path).toBe(a.length);
      expect(c.filter((line, i) => line !== a[i]), path).toEqual([]);
      await full.context.close();
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
    const links = await v.page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => [(l as HTMLLinkElement).media, !!(l as HTMLLinkElement).sheet]));
    expect(links.length).toBeGreaterThan(0);
    expect(links).toEqual(links.map(() => ['all', true]));
    // React did not re-create the head (which a failed hydration does): one link per stylesheet.
    const hrefs = await v.page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await v.context.close();
  });
});
