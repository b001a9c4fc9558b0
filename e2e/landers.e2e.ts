import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scaled, useBrowser } from './support/browser.ts';
import { createMember, fillSignupFlow } from './support/members.ts';
import { logInDemoStaff } from './support/staff.ts';
import { screenshotPath } from './support/screenshots.ts';
import { LANDERS, LANDERS_WITHOUT_SLUG, type LanderName } from '../common/rules/landers.ts';

/**
 * The eleven landers (product §2, decision 054) on a 390 px phone: each shows what only it has,
 * nothing runs off the side, the signup's first step is on the page, and a signup started there
 * stores the lander, its slug and the campaign on the member (decision 051), as the staff see it.
 */
const b = useBrowser();
const WRITE = { timeout: scaled(10_000) };
const NETWORK = 'e2e-landers';

/** What only this lander shows (decision 054), checked on the page. */
const OWN: Record<LanderName, (page: Page) => Promise<void>> = {
  adultonly: async (page) => {
    expect(await page.locator('[data-lander-points] li').count()).toBe(3);
    expect((await page.locator('.klik-lander-age').innerText()).trim()).toBe('18+');
  },
  tinderswipe: async (page) => {
    await page.locator('[data-swipe-card]').waitFor();
    expect(await page.locator('[data-swipe-skip]').getAttribute('aria-label')).toMatch(/overslaan$/);
    expect(await page.locator('[data-swipe-like]').getAttribute('aria-label')).toMatch(/liken$/);
  },
  whoneedsstrings: async (page) => {
    expect(await page.locator('[data-lander-statements] li').allInnerTexts()).toEqual([
      'Geen verplichtingen',
      'Geen gedoe',
      'Wel spanning',
    ]);
  },
  alonetonight: async (page) => {
    await page.locator('[data-lander-online]').getByRole('heading', { name: 'Nu online' }).waitFor();
  },
  collagelanding: async (page) => {
    const photos = page.locator('.klik-lander-collage.is-mosaic img');
    expect(await photos.count()).toBeGreaterThanOrEqual(6);
    // Width and height on every photo: nothing moves when they load.
    for (const img of await photos.all()) expect(await img.getAttribute('width')).toBe('320');
  },
  gallery: async (page) => {
    expect(await page.locator('[data-lander-gallery] li').count()).toBeGreaterThanOrEqual(4);
  },
  iconslanding: async (page) => {
    const items = page.locator('[data-lander-icons] li');
    expect(await items.count()).toBe(6);
    expect(await items.locator('svg').count()).toBe(6);
    await page.getByRole('heading', { name: 'Chatten' }).waitFor();
  },
  maplanding: async (page) => {
    const map = page.locator('[data-region-map="NL"]');
    // The twelve provinces as regions of an inline SVG, never points; the figures banded.
    expect(await map.locator('svg path[data-region]').count()).toBe(12);
    expect(await map.locator('svg circle').count()).toBe(0);
    const list = await map.locator('.klik-lander-map-list').innerText();
    expect(list).toContain('Noord-Holland');
    expect(list).not.toMatch(/\b[1-9]\b leden/);
  },
  socialnetwork: async (page) => {
    const feed = page.locator('[data-lander-feed] li');
    expect(await feed.count()).toBeGreaterThanOrEqual(3);
    expect(
      await feed
        .first()
        .getByRole('link', { name: /een bericht sturen$/ })
        .getAttribute('href'),
    ).toBe('#lander-signup');
  },
  transitionsvideolanding: async (page) => {
    expect(await page.locator('[data-lander-slides] li').count()).toBeGreaterThanOrEqual(2);
  },
  video: async (page) => {
    // No video uploaded: the members' collage in its place.
    expect(await page.locator('[data-lander-video]').count()).toBe(0);
    expect(await page.locator('.klik-lander-collage img').count()).toBeGreaterThanOrEqual(3);
  },
};

const slugOf = (name: LanderName) =>
  (LANDERS_WITHOUT_SLUG as readonly string[]).includes(name) ? null : `zomer-${name}`;
const pathOf = (name: LanderName) => `/landers/${name}${slugOf(name) ? `/${slugOf(name)}` : ''}`;
const campaign = (name: string) => `?network=${NETWORK}&ref=r-${name}&sub1=s1`;

let address = 0;
/** A visitor who confirmed the entry warning and accepts the campaign cookie (decision 055), from an address of their own. */
async function visitor(width = 390) {
  const v = await b.newAdultVisitor({ width });
  await v.context.addCookies([{ name: 'klik_consent', value: 'yes', url: b.baseUrl }]);
  await v.context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.54.${process.pid % 250}.${++address}` });
  return v;
}

/** POST /api/signup.php from the visitor's browser context (its cookies: the first touch). */
async function signUpFrom(context: BrowserContext, name: string): Promise<number> {
  const res = await context.request.post('/api/signup.php', {
    headers: { 'x-request-type': 'client' },
    data: {
      email: `e2e-lander-${process.pid}-${Date.now()}-${++address}@example.nl`,
      password: 'e2e-wachtwoord-1',
      name,
      gender: 'male',
      looking_for: 'female',
      date_of_birth: '1990-05-14',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user: { id: number } }).user.id;
}

/**
 * The demo admin's console session, made once for the file: a login code counts once, so a second
 * login in the same 30 seconds would be refused.
 */
let staffContext: Promise<BrowserContext> | undefined;
function staffSession(): Promise<BrowserContext> {
  staffContext ??= logInStaff();
  return staffContext;
}

/** The demo admin, logged in (its password and current code from /dev/staff). */
async function logInStaff(): Promise<BrowserContext> {
  const { context, page } = await b.newVisitor({ width: 1280, height: 860 });
  await logInDemoStaff(page, 'beheer@klik.local');
  return context;
}

/** The member's stored tracking, as the staff console's member page reads it. */
async function trackingOf(staff: BrowserContext, id: number): Promise<Record<string, string>> {
  const res = await staff.request.get(`/staff/api/members/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { member: { tracking: Record<string, string> } }).member.tracking;
}

/** Fills the on-page signup (the one signup flow) from its first step to the account. */
async function signUpOnPage(page: Page, email: string) {
  await fillSignupFlow(page.locator('#lander-signup'), {
    gender: 'man',
    seeking: 'Vrouwen',
    birth: { day: '2', month: '8', year: '1988' },
    name: 'Landerman',
    email,
  });
  const me = await page.context().request.get('/api/user.php');
  return ((await me.json()) as { user: { id: number } }).user.id;
}

describe('the eleven landers at 390 px (decision 054)', () => {
  it('each shows its own part and the signup’s first step, with nothing running off the side; a signup from each stores lander, slug and campaign', async () => {
    const staff = await staffSession();
    for (const name of LANDERS) {
      const { context, page } = await visitor();
      const response = await page.goto(`${pathOf(name)}${campaign(name)}`);
      expect(response?.status(), name).toBe(200);
      // Its own title with the site's name, and kept out of search engines.
      expect(await page.title(), name).toMatch(/ – Klik$/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), name).toBe('noindex');
      await OWN[name](page);
      // The logo bar, the footer and the signup on the page.
      await page.locator('header.klik-logobar').waitFor();
      await page.locator('footer').first().waitFor();
      await page.locator('#lander-signup').getByRole('button', { name: 'Ik ben een man' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} runs off the side`).toBeLessThanOrEqual(0);
      if (['tinderswipe', 'maplanding', 'gallery', 'socialnetwork'].includes(name))
        await page.screenshot({ path: screenshotPath('screenshots', `lander-${name}.png`) });

      const id = await signUpFrom(context, `Lander${LANDERS.indexOf(name)}`);
      expect(await trackingOf(staff, id), name).toMatchObject({
        network: NETWORK,
        ref: `r-${name}`,
        sub1: 's1',
        lander: name,
        ...(slugOf(name) ? { slug: slugOf(name) } : {}),
      });
      await context.close();
    }
  });

  it('each is an island page: its interactive parts hydrate without React Router, with no mismatch (decision 056)', async () => {
    const { context, page } = await visitor();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    for (const name of LANDERS) {
      await page.goto(`${pathOf(name)}${campaign(name)}`);
      const seen = await page.evaluate(() => ({
        router: '__reactRouterContext' in window,
        islands: [...document.querySelectorAll<HTMLElement>('[data-island]')].map((e) => e.dataset.island),
        scripts: performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      }));
      expect(seen.router, name).toBe(false);
      expect(seen.islands, name).toEqual(expect.arrayContaining(['consent', 'lander-signup']));
      // One script: the islands' entry, none of React Router's modules.
      expect(seen.scripts, name).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      // Hydrated: the first step answers a click.
      await page.locator('#lander-signup').getByRole('button', { name: 'Ik ben een man' }).click();
      await expect
        .poll(
          () =>
            page.locator('#lander-signup').getByRole('button', { name: 'Ik ben een man' }).getAttribute('aria-pressed'),
          WRITE,
        )
        .toBe('true');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a slug where the lander takes none is the lander layout’s 404', async () => {
    const { context, page } = await visitor();
    const response = await page.goto('/landers/adultonly/zomer');
    expect(response?.status()).toBe(404);
    await page.locator('header.klik-logobar').waitFor();
    expect((await page.goto('/landers/nope'))?.status()).toBe(404);
    await context.close();
  });

  it('a new visitor first sees the entry warning on a lander', async () => {
    const { context, page } = await b.newVisitor();
    await page.goto('/landers/gallery');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /jaar of ouder/ })
      .waitFor();
    await context.close();
  });
});

describe('the swipe demo (decision 054)', () => {
  it('swipes with the keys, a button and a drag, then leads to the signup on the page, which stores the campaign', async () => {
    const { context, page } = await visitor();
    await page.goto(`/landers/tinderswipe${campaign('swipe')}`);
    const card = page.locator('[data-swipe-card]');
    const first = await card.getAttribute('aria-label');
    await card.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => card.getAttribute('aria-label'), WRITE).not.toBe(first);
    // The next card has the focus: the keys go on working.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-swipe-card')), WRITE)
      .toBe(true);
    const second = await card.getAttribute('aria-label');
    await page.locator('[data-swipe-like]').click();
    await expect.poll(() => card.getAttribute('aria-label'), WRITE).not.toBe(second);
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    const done = page.locator('[data-swipe-done]');
    await done.waitFor();
    await done.getByRole('button', { name: 'Gratis aanmelden' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('#lander-signup') !== null), WRITE)
      .toBe(true);

    const id = await signUpOnPage(page, `e2e-swipe-${process.pid}-${Date.now()}@example.nl`);
    const staff = await staffSession();
    expect(await trackingOf(staff, id)).toMatchObject({ network: NETWORK, ref: 'r-swipe', lander: 'tinderswipe' });
    await context.close();
  });
});

describe('without the campaign cookie (decision 055)', () => {
  it('a signup on a lander with a slug still stores the lander, the slug and the campaign', async () => {
    const { context, page } = await b.newAdultVisitor();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.55.${process.pid % 250}.${++address}` });
    await page.goto(`/landers/video/winter${campaign('nocookie')}`);
    await page.getByRole('region', { name: 'Cookie voor campagnes' }).getByRole('button', { name: 'Weigeren' }).click();
    const id = await signUpOnPage(page, `e2e-nocookie-${process.pid}-${Date.now()}@example.nl`);
    expect((await context.cookies()).some((c) => c.name === 'klik_ft')).toBe(false);
    const staff = await staffSession();
    expect(await trackingOf(staff, id)).toMatchObject({
      network: NETWORK,
      ref: 'r-nocookie',
      sub1: 's1',
      lander: 'video',
      slug: 'winter',
    });
    await context.close();
  });
});

describe('the member landing pages keep the slug to the signup (decision 051)', () => {
  it('landing2 and the signup page store member page, variant and slug', async () => {
    const lotte = await createMember({ name: 'Lotte' });
    const staff = await staffSession();
    for (const [path, lander, slug] of [
      [`/members/${lotte.id}/landing2/herfst`, 'member-landing2', 'herfst'],
      [`/members/${lotte.id}/signup`, 'member-signup', undefined],
    ] as const) {
      const { context, page } = await visitor();
      await page.goto(`${path}${campaign('member')}`);
      const id = await signUpFrom(context, 'Bezoeker');
      expect(await trackingOf(staff, id)).toMatchObject({
        network: NETWORK,
        ref: 'r-member',
        member_page: String(lotte.id),
        lander,
        ...(slug ? { slug } : {}),
      });
      await context.close();
    }
  });
});

describe('the video lander with the site owner’s video (decision 054)', () => {
  it('plays the uploaded video muted with its poster and captions, served in ranges', async () => {
    const staff = await staffSession();
    const headers = { 'x-request-type': 'client' };
    // The smallest MP4 header the upload takes (judged by its first bytes), then filler.
    const video = Buffer.alloc(4096, 0);
    Buffer.from([0, 0, 0, 0x20]).copy(video, 0);
    Buffer.from('ftypisom', 'latin1').copy(video, 4);
    const poster = await (await staff.request.get('/icon-512.png')).body().catch(() => Buffer.alloc(0));
    const uploads: [string, { name: string; mimeType: string; buffer: Buffer }][] = [
      ['lander_video', { name: 'film.mp4', mimeType: 'video/mp4', buffer: video }],
      [
        'lander_captions',
        { name: 'film.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nWelkom\n') },
      ],
    ];
    if (poster.length > 0)
      uploads.push(['lander_poster', { name: 'poster.png', mimeType: 'image/png', buffer: poster }]);
    const sites = (await (await staff.request.get('/staff/api/sites')).json()) as { sites: { id: number }[] };
    const siteId = sites.sites[0]!.id;
    try {
      for (const [kind, file] of uploads) {
        const res = await staff.request.post(`/staff/api/sites/${siteId}/lander-media/${kind}`, {
          headers,
          multipart: { file },
        });
        expect(res.status(), kind).toBe(200);
      }
      const { context, page } = await visitor();
      await page.goto('/landers/video/najaar');
      const element = page.locator('video[data-lander-video]');
      await element.waitFor({ state: 'attached' });
      expect(await element.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      const src = (await element.locator('source').getAttribute('src'))!;
      expect(src).toMatch(/^\/site-assets\/video-[0-9a-f]+\.mp4$/);
      expect(await element.locator('track[kind="captions"]').getAttribute('src')).toMatch(/\.vtt$/);
      if (poster.length > 0) expect(await element.getAttribute('poster')).toMatch(/^\/site-assets\/poster-/);
      const part = await context.request.get(src, { headers: { range: 'bytes=0-7' } });
      expect(part.status()).toBe(206);
      expect(part.headers()['content-range']).toBe(`bytes 0-7/${video.length}`);
      await page.screenshot({ path: screenshotPath('screenshots', 'lander-video.png') });
      await context.close();
    } finally {
      // The server is shared with the other browser tests: the site is left as it was.
      for (const [kind] of uploads)
        await staff.request.delete(`/staff/api/sites/${siteId}/lander-media/${kind}`, { headers });
    }
  });
});
