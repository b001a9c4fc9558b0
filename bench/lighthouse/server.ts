/**
 * The compiled server in production mode on a freshly seeded demo database, Debian's Chromium, and
 * the demo member's login: what run.ts and screenshots.ts measure against.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PRODUCTION_ENV } from '../support/env.ts';
import { freePort } from '../../server/test/ports.ts';
import { startMollieStandIn } from '../../server/test/mollie-stand-in.ts';
import { DEMO_ACCOUNT } from '../../server/seed/index.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const cleanups: (() => void | Promise<void>)[] = [];
export const log = (s: string) => console.error(`[lighthouse] ${s}`);

async function waitFor(url: string, proc: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startServer(): Promise<string> {
  // What production serves: `npm run build` leaves Brotli and gzip copies beside each asset (served
  // as they are). The build that `npm start` and the browser tests make has none, and measured on
  // it a page transfers about twice the bytes.
  const assets = path.join(root, 'build', 'client', 'assets');
  if (!existsSync(assets) || !readdirSync(assets).some((f) => f.endsWith('.br')))
    throw new Error('no compressed assets in build/client: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-lighthouse-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // Demo content is refused in production: seed first (the db CLI), then serve the same data in production mode.
  const seeded = spawnSync(process.execPath, [path.join(root, 'build', 'server', 'db.js'), 'seed'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, SEED_MEMBERS: '60', NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Payments on, as members meet /credits (bundles and methods): Mollie in test mode, answered by the
  // local stand-in of its API, which the server reaches over its self-signed HTTPS.
  const mollie = await startMollieStandIn();
  cleanups.push(() => mollie.close());
  const payments = {
    PAYMENTS: 'on',
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_ENDPOINT: mollie.url,
    MOLLIE_TEST_MODE: '1',
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  };
  const output: string[] = [];
  const server = spawn(process.execPath, [path.join(root, 'build', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...BENCH_PRODUCTION_ENV,
      ...payments,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => output.push(String(d)));
  server.stderr!.on('data', (d) => output.push(String(d)));
  cleanups.push(
    () =>
      new Promise<void>((r) =>
        server.exitCode !== null ? r() : (server.once('exit', () => r()), server.kill('SIGTERM')),
      ),
  );
  await waitFor(`${base}/api/settings.php`, server, output);
  return base;
}

export async function startChromium(): Promise<number> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'klik-lighthouse-chromium-'));
  // Chromium's helper processes may still write into the profile for a moment after the browser
  // exits: retried, and a leftover directory in /tmp never fails a run whose figures are printed.
  cleanups.push(() => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (err) {
      console.warn(`[lighthouse] left ${profile}: ${(err as Error).message}`);
    }
  });
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  cleanups.push(
    () =>
      new Promise<void>((r) =>
        chromium.exitCode !== null ? r() : (chromium.once('exit', () => r()), chromium.kill('SIGTERM')),
      ),
  );
  return new Promise((resolve, reject) => {
    let err = '';
    chromium.stderr!.on('data', (d) => {
      err += String(d);
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    chromium.once('exit', () => reject(new Error(`chromium exited: ${err}`)));
  });
}

export async function logIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  const session = /klik_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !session) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return `klik_session=${session}`;
}

/** Stops what was started, last first. */
export async function cleanup(): Promise<void> {
  for (const c of cleanups.reverse()) await c();
}
