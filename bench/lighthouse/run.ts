/**
 * Lighthouse 12 mobile (its default: an emulated mid-range phone on slow 4G, simulated throttling)
 * for the pages of design §9 / issue #13: `/`, `/members`, `/members/{id}` as a first-time visitor,
 * `/chats` as the logged-in demo member. The compiled server in production mode with the production
 * front-end build (compression, immutable assets) on a PGlite database seeded with the demo site,
 * and Debian's Chromium. Each page runs RUNS times; the median is reported with the spread.
 *
 *   npm run build && node --import tsx bench/lighthouse/run.ts      (BENCH_LIGHTHOUSE_RUNS=3)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { BENCH_PRODUCTION_ENV } from '../support/env.ts';
import { freePort } from '../../server/test/ports.ts';
import { DEMO_ACCOUNT } from '../../server/seed/index.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const cleanups: (() => void | Promise<void>)[] = [];
const log = (s: string) => console.error(`[lighthouse] ${s}`);

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

async function startServer(): Promise<string> {
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
  const output: string[] = [];
  const server = spawn(process.execPath, [path.join(root, 'build', 'server', 'main.js')], {
    cwd: root,
    env: { ...process.env, ...BENCH_PRODUCTION_ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => output.push(String(d)));
  server.stderr!.on('data', (d) => output.push(String(d)));
  cleanups.push(() => new Promise<void>((r) => (server.exitCode !== null ? r() : (server.once('exit', () => r()), server.kill('SIGTERM')))));
  await waitFor(`${base}/api/settings.php`, server, output);
  return base;
}

async function startChromium(): Promise<number> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'klik-lighthouse-chromium-'));
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  const chromium = spawn(CHROMIUM, [
    '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`,
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  cleanups.push(() => new Promise<void>((r) => (chromium.exitCode !== null ? r() : (chromium.once('exit', () => r()), chromium.kill('SIGTERM')))));
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

async function logIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  const session = /klik_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !session) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return `klik_session=${session}`;
}

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  failed: string[];
  lhr?: unknown;
}

async function audit(url: string, port: number, cookie: string | null): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'))
    .map((a) => a.id);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    requests,
    failed,
    ...(process.env.BENCH_LIGHTHOUSE_LHR ? { lhr } : {}),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const spread = (xs: number[], f: (n: number) => string) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;

try {
  log('seeding and starting the compiled server in production mode');
  const base = await startServer();
  const cookie = await logIn(base);
  const membersHtml = await (await fetch(`${base}/members`)).text();
  const memberId = /href="\/members\/(\d+)"/.exec(membersHtml)?.[1];
  if (!memberId) throw new Error('no member on /members');
  const port = await startChromium();
  const pages: [string, string, string | null][] = [
    ['/', '/', null],
    ['/members', '/members', null],
    ['/members/{id}', `/members/${memberId}`, null],
    ['/chats (member)', '/chats', cookie],
  ];
  // Warm the server (its first renders compile and fill caches), as a running site is.
  for (const [, urlPath, withCookie] of pages) {
    for (let i = 0; i < 3; i++) await (await fetch(`${base}${urlPath}`, { headers: withCookie ? { cookie: withCookie } : {} })).text();
  }
  const rows: string[] = [];
  const raw: Record<string, Run[]> = {};
  for (const [name, urlPath, withCookie] of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      log(`${name} run ${i + 1}/${RUNS}`);
      // Chromium on a busy machine sometimes loses a trace (NO_NAVSTART): such a run is taken again.
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await audit(`${base}${urlPath}`, port, withCookie));
          break;
        } catch (err) {
          if (attempt >= 3) throw err;
          log(`${name}: ${(err as Error).message}; again`);
        }
      }
    }
    raw[name] = runs;
    const f0 = (n: number) => n.toFixed(0);
    const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
    rows.push(
      `| ${name} | ${spread(runs.map((r) => r.performance), f0)} | ${spread(runs.map((r) => r.accessibility), f0)} | ${spread(runs.map((r) => r.fcp), s)} | ${spread(runs.map((r) => r.lcp), s)} | ${spread(runs.map((r) => r.tbt), (n) => `${n.toFixed(0)} ms`)} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KB in ${median(runs.map((r) => r.requests))} requests |`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failed))];
    if (failing.length) log(`${name}: audits below 0.9: ${failing.join(', ')}`);
  }
  console.log(`Lighthouse ${'12'} mobile, ${RUNS} runs each, median (min–max), ${new Date().toISOString().slice(0, 10)}`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | transferred (first visit) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  if (process.env.BENCH_LIGHTHOUSE_JSON) writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, JSON.stringify(raw, null, 2));
} finally {
  for (const c of cleanups.reverse()) await c();
}
