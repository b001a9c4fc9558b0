import { inject } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { linkIn, waitForMail } from './mail.ts';
import { scaled } from './browser.ts';

let n = 0;

/**
 * A new, activated member made the way a visitor would: the signup API, then the mailed link.
 * Each from its own address (the e2e server trusts X-Forwarded-For), as members would be: the
 * per-address signup limit is not what these tests are about.
 * Returns the session cookie, to put into a browser context (logged in without the login form).
 */
export async function createMember(o: {
  name: string;
  gender?: 'male' | 'female';
  date_of_birth?: string;
  looking_for?: 'male' | 'female' | 'both';
}) {
  const baseUrl = inject('baseUrl');
  const email = `e2e-${process.pid}-${Date.now()}-${++n}@example.nl`;
  const password = 'e2e-wachtwoord-1';
  const res = await fetch(`${baseUrl}/api/signup.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-type': 'client',
      'x-forwarded-for': `10.${process.pid % 250}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      email,
      password,
      name: o.name,
      gender: o.gender ?? 'female',
      date_of_birth: o.date_of_birth ?? '1991-07-20',
      ...(o.looking_for ? { looking_for: o.looking_for } : {}),
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { user: { id: number } }).user.id;
  const mail = await waitForMail(email, /activate\.php/);
  const activated = await fetch(`${baseUrl}${linkIn(mail, '/api/activate.php')}`, { redirect: 'manual' });
  const cookie = /klik_session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error('activation gave no session');
  return { id, email, password, cookie };
}

export async function logInContext(context: BrowserContext, cookie: string): Promise<void> {
  await context.addCookies([
    { name: 'klik_session', value: cookie, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Sends a text as this member through the API (as another client would), for setting up a test. */
export async function sendMessageAs(cookie: string, to: number, body: string): Promise<number> {
  const res = await fetch(`${inject('baseUrl')}/api/message.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client', cookie: `klik_session=${cookie}` },
    body: JSON.stringify({ to, client_id: crypto.randomUUID(), type: 'text', body }),
  });
  return res.status;
}

/**
 * Pieter, who spent his free signup credits (20) on two messages to Ilse, and Marloes, whom he
 * has not written yet: a third message finds too few credits.
 */
export async function memberOutOfCredits() {
  const member = await createMember({ name: 'Pieter', gender: 'male' });
  const other = await createMember({ name: 'Ilse', gender: 'female' });
  const target = await createMember({ name: 'Marloes', gender: 'female' });
  for (const body of ['Hallo Ilse!', 'Hoe gaat het?']) {
    const status = await sendMessageAs(member.cookie, other.id, body);
    if (status !== 200) throw new Error(`setting up: a message answered ${status}`);
  }
  return { member, other, target };
}

/**
 * Keeps the 'New like!' overlay away for a member (as if this tab had just asked the server,
 * app/components/likes/NewLikeAnnouncer.tsx): for tests about something else, so an automatic like
 * cannot cover the page.
 */
export async function withoutNewLikeOverlay(context: BrowserContext, memberId: number): Promise<void> {
  await context.addInitScript(
    (id) => window.sessionStorage.setItem(`klik.autoLike.checkedAt.${id}`, String(Date.now())),
    memberId,
  );
}

/**
 * The signup flow's steps as a visitor fills them in (on /signup, a lander or the signup dialog:
 * `scope` is the page or the dialog), up to and including "Account aanmaken", and the new member's
 * arrival on /complete-signup. Dutch labels.
 */
export async function fillSignupFlow(
  scope: Page | Locator,
  o: {
    gender: 'vrouw' | 'man';
    seeking: 'Mannen' | 'Vrouwen';
    birth: { day: string; month: string; year: string };
    name: string;
    email: string;
    password?: string;
  },
): Promise<void> {
  await scope.getByRole('button', { name: `Ik ben een ${o.gender}` }).click();
  await scope.getByRole('button', { name: o.seeking, exact: true }).click();
  await scope.getByLabel('Dag').selectOption(o.birth.day);
  await scope.getByLabel('Maand').selectOption(o.birth.month);
  await scope.getByLabel('Jaar').selectOption(o.birth.year);
  await scope.getByRole('button', { name: 'Volgende' }).click();
  await scope.getByLabel('Kies een profielnaam').fill(o.name);
  await scope.getByRole('button', { name: 'Volgende' }).click();
  await scope.getByLabel('E-mailadres').fill(o.email);
  await scope.getByLabel('Wachtwoord', { exact: true }).fill(o.password ?? 'mijn-geheim-123');
  await scope.getByRole('button', { name: 'Volgende' }).click();
  await scope.getByRole('button', { name: 'Account aanmaken' }).click();
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  await page.waitForURL('**/complete-signup', { timeout: scaled(30_000) });
}
