/**
 * Lighthouse 12 mobile (its default: an emulated mid-range phone on slow 4G, simulated throttling)
 * for the pages of engineering §9: `/`, `/members`, `/members/{id}` and `/signup` as a first-time visitor,
 * `/chats`, a conversation `/chats/{id}` and `/credits` as the logged-in demo member. The compiled
 * server in production mode with the production front-end build (compression, immutable assets) on a
 * PGlite database seeded with the demo site, and Debian's Chromium. Each page runs RUNS times; the
 * median is reported with the spread.
 *
 * Two passes: Lighthouse's default 4× CPU slowdown, which assumes a host as fast as its reference
 * (benchmark index ≈ 1,533), and the slowdown its throttling calculator gives for the benchmark
 * index the first pass measured on this host (support/machine.ts). The first is the goal's verdict
 * on any host; the second says what a phone sees when this host is slower than the reference. Each
 * table is printed with the index it ran at.
 *
 *   npm run build && node --import tsx bench/lighthouse/run.ts      (BENCH_LIGHTHOUSE_RUNS=3)
 *   BENCH_LIGHTHOUSE_PASSES=default | calibrated: one pass only.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { calibratedSlowdown, describeMachine } from '../support/machine.ts';
import { cleanup, log, logIn, startChromium, startServer } from './server.ts';
import { LANDERS } from '../../common/rules/landers.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_PAGES=/,/members: only these pages (by their name in the table). */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const PASSES = (process.env.BENCH_LIGHTHOUSE_PASSES ?? 'default,calibrated').split(',');

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark index of this host, measured in the page before the run. */
  benchmarkIndex: number;
  failed: string[];
  lhr?: unknown;
}

async function audit(url: string, port: number, cookie: string | null, cpuSlowdownMultiplier: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const failed = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'),
    )
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed,
    ...(process.env.BENCH_LIGHTHOUSE_LHR ? { lhr } : {}),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const spread = (xs: number[], f: (n: number) => string) =>
  `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;

try {
  log('seeding and starting the compiled server in production mode');
  const base = await startServer();
  const cookie = await logIn(base);
  const membersHtml = await (await fetch(`${base}/members`)).text();
  const memberId = /href="\/members\/(\d+)"/.exec(membersHtml)?.[1];
  if (!memberId) throw new Error('no member on /members');
  const chatsHtml = await (await fetch(`${base}/chats`, { headers: { cookie } })).text();
  const conversationId = /href="\/chats\/(\d+)"/.exec(chatsHtml)?.[1];
  if (!conversationId) throw new Error('no conversation on /chats');
  const port = await startChromium();
  const allPages: [string, string, string | null][] = [
    ['/', '/', null],
    ['/members', '/members', null],
    ['/members/{id}', `/members/${memberId}`, null],
    ['/signup', '/signup', null],
    ['/chats (member)', '/chats', cookie],
    ['/chats/{id} (member)', `/chats/${conversationId}`, cookie],
    ['/credits (member)', '/credits', cookie],
    // The eleven landers (decision 054) as a first-time visitor: BENCH_LIGHTHOUSE_PAGES=/landers runs only them.
    ...LANDERS.map((name): [string, string, string | null] => [`/landers/${name}`, `/landers/${name}`, null]),
  ];
  const pages = allPages.filter(
    ([name]) => !ONLY || ONLY.some((o) => name === o || name.startsWith(`${o} `) || name.startsWith(`${o}/`)),
  );
  // Warm the server (its first renders compile and fill caches), as a running site is.
  for (const [, urlPath, withCookie] of pages) {
    for (let i = 0; i < 3; i++)
      await (await fetch(`${base}${urlPath}`, { headers: withCookie ? { cookie: withCookie } : {} })).text();
  }
  const raw: Record<string, Record<string, Run[]>> = {};
  let hostIndex: number | null = null;
  for (const pass of PASSES) {
    // The calibrated pass needs the host's index: the default pass measured it, or one run here does.
    if (pass === 'calibrated' && hostIndex === null)
      hostIndex = (await audit(`${base}/`, port, null, defaultSettings.throttling.cpuSlowdownMultiplier))
        .benchmarkIndex;
    const slowdown =
      pass === 'calibrated' ? calibratedSlowdown(hostIndex!) : defaultSettings.throttling.cpuSlowdownMultiplier;
    const rows: string[] = [];
    raw[pass] = {};
    const machineBefore = describeMachine();
    for (const [name, urlPath, withCookie] of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        log(`${pass} (${slowdown}×): ${name} run ${i + 1}/${RUNS}`);
        // Chromium on a busy machine sometimes loses a trace (NO_NAVSTART): such a run is taken again.
        for (let attempt = 1; ; attempt++) {
          try {
            runs.push(await audit(`${base}${urlPath}`, port, withCookie, slowdown));
            break;
          } catch (err) {
            if (attempt >= 3) throw err;
            log(`${name}: ${(err as Error).message}; again`);
          }
        }
      }
      raw[pass][name] = runs;
      const f0 = (n: number) => n.toFixed(0);
      const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
      rows.push(
        `| ${name} | ${spread(
          runs.map((r) => r.performance),
          f0,
        )} | ${spread(
          runs.map((r) => r.accessibility),
          f0,
        )} | ${spread(
          runs.map((r) => r.fcp),
          s,
        )} | ${spread(
          runs.map((r) => r.lcp),
          s,
        )} | ${spread(
          runs.map((r) => r.tbt),
          (n) => `${n.toFixed(0)} ms`,
        )} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KB in ${median(runs.map((r) => r.requests))} requests | ${spread(
          runs.map((r) => r.benchmarkIndex),
          f0,
        )} |`,
      );
      const failing = [...new Set(runs.flatMap((r) => r.failed))];
      if (failing.length) log(`${name}: audits below 0.9: ${failing.join(', ')}`);
    }
    if (pass === 'default')
      hostIndex = median(
        Object.values(raw[pass])
          .flat()
          .map((r) => r.benchmarkIndex),
      );
    console.log(
      `\nLighthouse 12 mobile, ${pass} CPU slowdown ${slowdown}×${pass === 'calibrated' ? ` (calculator, for host index ${hostIndex})` : ''}, ${RUNS} runs each, median (min–max), ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
    );
    console.log(`machine before: ${machineBefore}; after: ${describeMachine()}`);
    console.log(
      '| page | performance | accessibility | FCP | LCP | TBT | CLS | transferred (first visit) | host index (Lighthouse) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
  }
  if (process.env.BENCH_LIGHTHOUSE_JSON) writeFileSync(process.env.BENCH_LIGHTHOUSE_JSON, JSON.stringify(raw, null, 2));
} finally {
  await cleanup();
}
