import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/ports.ts';
import { startSmtpCapture } from '../../server/test/smtp.ts';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { scaled } from '../../server/test/time-scale.ts';
import { ENTRY_WARNING_COOKIE } from '../../common/rules/entry-warning.ts';
import { reportOnFailure } from './browser.ts';

/** The command line of the compiled build (`node build/server/admin.js …`), returning what it printed. */
export type AdminCommand = (...args: string[]) => string;

export interface ProductionSite {
  base: string;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  admin: AdminCommand;
  /** What the server wrote (for a failure's message). */
  log: string[];
  close(): Promise<void>;
}

/** The one-time setup link `admin.js staff create` prints. */
export function setupLinkOf(printed: string): string {
  const link = /(http\S+\/staff\/setup\/\S+)/.exec(printed)?.[1];
  if (!link) throw new Error(`no setup link in:\n${printed}`);
  return link;
}

/**
 * A site of its own in production mode, as a site owner runs one: the compiled server and command
 * line, a fresh PGlite directory, mail through a real SMTP capture, payments off. `prepare` runs the
 * command line (a site, staff accounts) before the server starts: a PGlite database belongs to one
 * process at a time. For the staff console's browser tests (the shared e2e server runs in test mode).
 */
export async function startProductionSite(options: {
  name: string;
  prepare: (admin: AdminCommand) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<ProductionSite> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `klik-${options.name}-e2e-`));
  // The migrated, empty database global-setup.ts made once: this site starts where a fresh one
  // would after its first command, without migrating again.
  cpSync(inject('productionTemplate'), dataDir, { recursive: true });
  const smtp = await startSmtpCapture();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SESSION_SECRET: `e2e-${options.name}-secret-0123456789abcdef`,
    SMTP_URL: smtp.url,
    PAYMENTS: 'off',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const admin: AdminCommand = (...args) => {
    const run = spawnSync(process.execPath, ['build/server/admin.js', ...args], { env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`admin.js ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
    return run.stdout;
  };
  const log: string[] = [];
  let server: ChildProcess | undefined;
  const close = async () => {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    options.prepare(admin);
    server = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => log.push(String(d)));
    server.stderr!.on('data', (d) => log.push(String(d)));
    reportOnFailure(() => {
      const lines = log.join('').split('\n').filter(Boolean).slice(-40);
      return `production site ${options.name}, the last ${lines.length} lines of its log (warnings and errors):\n${lines.join('\n')}`;
    });
    const deadline = Date.now() + scaled(60_000);
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited:\n${log.join('')}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join('')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { base, smtp, admin, log, close };
}

/**
 * A member as a visitor makes one on a production-mode site: the signup, then the activation link
 * from the mail the site sent; returns the session cookie's value.
 */
export async function signUpOn(
  site: ProductionSite,
  member: { email: string; name: string; gender?: 'female' | 'male' },
): Promise<string> {
  const res = await fetch(`${site.base}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({
      email: member.email,
      password: 'e2e-wachtwoord-1',
      name: member.name,
      gender: member.gender ?? 'female',
      date_of_birth: '1991-07-20',
    }),
  });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const deadline = Date.now() + scaled(15_000);
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    link = site.smtp.mails.find((m) => m.to.includes(member.email))?.links.find((l) => l.includes('/api/activate.php'));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no activation mail for ${member.email}`);
  const activated = await fetch(`${site.base}${new URL(link).pathname}${new URL(link).search}`, { redirect: 'manual' });
  return /klik_session=([^;]+)/.exec(activated.headers.get('set-cookie') ?? '')![1]!;
}

/**
 * A browser context on the production site past the entry warning, with the member's session when
 * given, and without the 'New like!' overlay's automatic-like check (tests about something else).
 */
export async function asVisitorOn(
  context: BrowserContext,
  base: string,
  member?: { id: number; cookie: string },
): Promise<void> {
  await context.addCookies([{ name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url: base }]);
  await context.addInitScript(() => window.localStorage.setItem('klik.entryWarning.skipped', String(Date.now())));
  if (!member) return;
  await context.addCookies([
    { name: 'klik_session', value: member.cookie, url: base, httpOnly: true, sameSite: 'Lax' },
  ]);
  await context.addInitScript(
    (id) => window.sessionStorage.setItem(`klik.autoLike.checkedAt.${id}`, String(Date.now())),
    member.id,
  );
}
