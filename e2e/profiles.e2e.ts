import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember, logInContext } from './support/members.ts';

const b = useBrowser();

describe('profile and photos', () => {
  it('edits the profile, uploads a real JPEG and sees it under inspection; others do not see it yet', async () => {
    const me = await createMember({ name: 'Roos' });
    const { context, page } = await b.newAdultVisitor({ width: 1200, height: 900 });
    await logInContext(context, me.cookie);
    await page.goto('/profile');

    const description = page.locator('textarea').first();
    await description.fill('Ik fiets graag langs de Vecht en drink dan koffie op een terras.');
    // Whom she looks for, asked at signup, can be changed here too.
    const lookingFor = page.getByRole('group', { name: 'Ik zoek' });
    await lookingFor.getByText('Beide', { exact: true }).click();
    // The save, then its confirmation: both awaited as events (a poll of 1 s, vitest's default, was
    // a wait on time and failed when the machine was busy with the other test files). The toast
    // stays 5 s, so it is awaited from the moment the answer is in.
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/profile.php') && r.request().method() === 'PUT');
    await description.locator('xpath=ancestor::form').getByRole('button', { name: 'Opslaan' }).click();
    expect((await answer).status()).toBe(200);
    await page.getByRole('status').getByText('Je profiel is opgeslagen.').waitFor();
    const saved = (await (await page.request.get('/api/profile.php')).json()) as {
      profile?: { looking_for: string | null };
      looking_for?: string | null;
    };
    expect(saved.profile?.looking_for ?? saved.looking_for).toBe('both');

    const jpeg = await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 230, g: 120, b: 150 } },
    })
      .jpeg()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'zomer.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByText('In beoordeling').first().waitFor();
    // Its owner sees the photo under inspection (served to their session alone: decision 040).
    await expect
      .poll(() =>
        page
          .locator('.klik-photo img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // Another member does not see the photo until it is approved.
    const other = await createMember({ name: 'Joris', gender: 'male' });
    const viewer = await b.newAdultVisitor({ width: 1200, height: 900 });
    await logInContext(viewer.context, other.cookie);
    await viewer.page.goto(`/members/${me.id}`);
    await viewer.page.getByRole('heading', { name: /Roos/ }).first().waitFor();
    expect(await viewer.page.locator('img[alt^="Foto van Roos"], img[alt*="van Roos"]').count()).toBe(0);
    expect(await viewer.page.locator('main').innerText()).toContain('Ik fiets graag langs de Vecht');

    // Its approval by a moderator, and what others see then: e2e/staff-photos.e2e.ts.
    const photos = (await (await page.request.get('/api/photos.php')).json()) as {
      photos: { id: number; status: string; filename: string }[];
    };
    expect(photos.photos).toHaveLength(1);
    expect(photos.photos[0]!.status).toBe('inspection');
    // Nor by its address: to anyone but its owner the file does not exist yet.
    expect((await viewer.page.request.get(`/media/${photos.photos[0]!.filename}`)).status()).toBe(404);
    expect((await page.request.get(`/media/${photos.photos[0]!.filename}`)).status()).toBe(200);
    await context.close();
    await viewer.context.close();
  });
});

describe('member search', () => {
  it('searches by age and region and opens a result', async () => {
    const found = await createMember({ name: 'Friesje', gender: 'female', date_of_birth: '1990-02-10' });
    const put = await fetch(`${b.baseUrl}/api/profile.php`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-request-type': 'client',
        cookie: `klik_session=${found.cookie}`,
      },
      body: JSON.stringify({ country: 'NL', region_code: 'NL-FR', place: 'Leeuwarden', lat: 53.2012, lon: 5.7999 }),
    });
    expect(put.status).toBe(200);
    const me = await createMember({ name: 'Zoeker', gender: 'male' });
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, me.cookie);

    await page.goto('/members?gender=female&min_age=30&max_age=40&country=NL&countryregion=NL-FR');
    await page.locator('.klik-results .klik-card').first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/\d+ (leden|lid) gevonden/);
    const ages = (await page.locator('.klik-results .klik-card .small').allInnerTexts()).map((t) =>
      Number(/(\d+) jaar/.exec(t)?.[1]),
    );
    for (const age of ages) expect(age >= 30 && age <= 40, `age ${age}`).toBe(true);
    const card = page.locator('.klik-results .klik-card', { hasText: 'Friesje' });
    expect(await card.count()).toBe(1);
    expect(await card.innerText()).toContain('Leeuwarden');

    // Outside the age range she is not found.
    await page.goto('/members?gender=female&min_age=50&max_age=60&country=NL&countryregion=NL-FR');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.klik-results .klik-card', { hasText: 'Friesje' }).count()).toBe(0);

    await page.goto('/members?gender=female&min_age=30&max_age=40&country=NL&countryregion=NL-FR');
    await page.locator('.klik-results .klik-card', { hasText: 'Friesje' }).click();
    await page.waitForURL(`**/members/${found.id}`);
    await page
      .getByRole('heading', { name: /Friesje/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('searches at once when a filter changes, keeping the keyboard on that filter; a link and Back bring their own values', async () => {
    const me = await createMember({ name: 'Toetser', gender: 'male' });
    const { context, page } = await b.newAdultVisitor({ width: 390, height: 844 });
    await logInContext(context, me.cookie);
    await page.goto('/members?gender=female&min_age=25&max_age=45');

    const minAge = page.getByLabel('Leeftijd van');
    await minAge.focus();
    await minAge.selectOption('30');
    await page.waitForURL(/min_age=30/);
    await page.getByRole('heading', { name: /gevonden/ }).waitFor();
    // The results came, and a keyboard user is still on the filter they changed.
    expect(await minAge.evaluate((el) => el === document.activeElement)).toBe(true);
    // The next filter is one Tab away, not a walk from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Leeftijd tot').evaluate((el) => el === document.activeElement)).toBe(true);

    // A search that comes from elsewhere (a link, Back) shows its own values in the same filters.
    await minAge.selectOption('90');
    await page.waitForURL(/min_age=90/);
    await page.getByRole('link', { name: 'Alle filters wissen' }).click();
    await page.waitForURL(/min_age=18/);
    await expect.poll(() => minAge.inputValue()).toBe('18');
    await page.goBack();
    await page.waitForURL(/min_age=90/);
    await expect.poll(() => minAge.inputValue()).toBe('90');
    await context.close();
  });
});
