import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember } from './support/members.ts';

/** Hostile input on server-rendered pages: the normal page or the 404 page, never a 500. */
const b = useBrowser();

describe('pages with hostile input', () => {
  it.each([
    '/?domain=%00',
    '/?domain=%00&x=1',
    '/members?region=%00&gender=female',
    '/login?email=%00',
    '/?domain=%00%',
    '/members?region=%00%&gender=female',
  ])('%s is the normal page', async (url) => {
    const res = await fetch(`${b.baseUrl}${url}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="nl"');
  });

  it.each([
    '/members/99999999999',
    '/members/2147483648',
    '/members/2147483648/signup',
    '/likes/m/2147483648',
    '/%00',
    '/%00/evil.example',
    '/members/1%00',
    '/pages/terms%00',
    '/sandbox/checkout/tr_%00',
  ])('%s is the 404 page', async (url) => {
    const res = await fetch(`${b.baseUrl}${url}`);
    expect(res.status).toBe(404);
  });

  it('a crafted search cursor on /members shows the search from the start', async () => {
    const cursor = Buffer.from(JSON.stringify({ t: '1', id: 2147483648 })).toString('base64url');
    const res = await fetch(`${b.baseUrl}/members?cursor=${cursor}`, { redirect: 'manual' });
    expect([200, 302]).toContain(res.status);
    if (res.status === 302) expect(res.headers.get('location')).toBe('/members');
  });
});

describe('the way back after login stays on this site', () => {
  it.each([
    '%2F%09%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'https%3A%2F%2Fevil.example',
    '%E6%97%A5%E6%9C%AC',
    '%2F%C3%A9',
  ])('a logged-in member opening /login?redirectTo=%s goes to /members', async (raw) => {
    const m = await createMember({ name: 'Roos' });
    const res = await fetch(`${b.baseUrl}/login?redirectTo=${raw}`, {
      redirect: 'manual',
      headers: { cookie: `klik_session=${m.cookie}` },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/members');
  });

  it('logging in with a tab-split redirectTo lands on /members, not on another site', async () => {
    const m = await createMember({ name: 'Iris' });
    const { context, page } = await b.newAdultVisitor();
    await page.goto('/login?redirectTo=%2F%09%2Fevil.example');
    await page.getByLabel('E-mailadres').fill(m.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(m.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/members**');
    expect(new URL(page.url()).origin).toBe(b.baseUrl);
    await context.close();
  });
});
