/**
 * Where a page's main-thread time goes while it loads and hydrates (bench/README, "Hydration"):
 * Chromium's sampling profiler on the compiled server in production mode (`npm run build` first),
 * the CPU slowed 4× as Lighthouse's mobile default (PROFILE_SLOWDOWN), self time per file and per
 * function, the callers of the heaviest, and the long tasks (over 50 ms) the page itself saw.
 * For a non-minified build set `build.minify: false` in vite.config.ts for the run.
 *   node --import tsx bench/lighthouse/profile.ts / /signup member:/chats
 */
import { chromium } from 'playwright-core';
import { cleanup, log, logIn, startServer } from './server.ts';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN ?? 4);
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
try {
  const base = await startServer();
  const cookie = await logIn(base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const p of paths) {
    const member = p.startsWith('member:');
    const urlPath = member ? p.slice(7) : p;
    for (let i = 0; i < 3; i++) await (await fetch(`${base}${urlPath}`)).text();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    if (member) await context.addCookies([{ name: 'klik_session', value: cookie.split('=')[1]!, url: base }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __long: unknown[] }).__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries())
          (window as unknown as { __long: unknown[] }).__long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${urlPath}`);
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
    };
    const long = await page.evaluate(() => (window as unknown as { __long: unknown[] }).__long);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const n = byId.get(id)!;
      const file = n.callFrame.url.split('/').pop() || '(native)';
      const key = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const byFile = new Map<string, number>();
    for (const [k, v] of self) {
      const f = k.split(' ').pop()!.split(':')[0]!;
      byFile.set(f, (byFile.get(f) ?? 0) + v);
    }
    console.log(`\n== ${p} (${SLOWDOWN}×) long tasks [start, ms]: ${JSON.stringify(long)}`);
    for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`file ${v.toFixed(0).padStart(6)} ms  ${k}`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`fn   ${v.toFixed(0).padStart(6)} ms  ${k}`);
    // Where the heaviest functions were called from: the chain of callers above each sample of the
    // ten functions with the most self time (the idle and program pseudo-frames left out).
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const top = new Set(
      [...self]
        .filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k]) => k),
    );
    const stacks = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const f0 = byId.get(id)!.callFrame;
      if (!top.has(`${f0.functionName || '(anonymous)'} ${f0.url.split('/').pop() || '(native)'}:${f0.lineNumber}`))
        return;
      const chain: string[] = [];
      for (let cur: number | undefined = id, d = 0; cur !== undefined && d < 6; cur = parent.get(cur), d++) {
        const f = byId.get(cur)!.callFrame;
        chain.push(`${f.functionName || '(anonymous)'}@${f.url.split('/').pop()}:${f.lineNumber}`);
      }
      const key = chain.join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`stack ${v.toFixed(0).padStart(5)} ms  ${k}`);
    await context.close();
  }
  await browser.close();
} finally {
  log('done');
  await cleanup();
}
