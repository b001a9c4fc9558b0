/**
 * Scale-out, proven on one machine: a private PostgreSQL cluster, a private Redis,
 * 4 compiled app processes behind HAProxy, against 1 process, in one run of a few minutes:
 *
 * 1. requests/s for GET /api/settings.php and a member search (autocannon, 50 connections);
 * 2. chat send→receive latency with the sender's POST on one process and the recipient's socket on
 *    another (the event crosses Redis pub/sub), against both on one process;
 * 2b. a rolling restart of every process through HAProxy's runtime API (docs/deploy.md §11) under chat
 *    load and plain requests: how many requests failed (the goal is none);
 * 3. one process killed (SIGKILL) under chat load through HAProxy: its sockets reconnect through
 *    HAProxy to the others; every acknowledged message is stored once;
 * 4. PostgreSQL restarted (`pg_ctl restart -m fast`) and then down for BENCH_OUTAGE_SECONDS under chat
 *    load: no acknowledged message lost or doubled, and how many answers were 5xx.
 *
 * The load client sends like the browser: a failed or 5xx send (and 429) is retried with the same
 * client message id after a jittered back-off (honouring Retry-After), so a retry never doubles a
 * message. Sockets reconnect with the browser's own rule (app/lib/realtime.tsx).
 *
 * `npm run bench:cluster` (or `node --import tsx bench/cluster/run.ts`); builds first when stale.
 * BENCH_SECONDS (5, per throughput round), BENCH_CHAT_SECONDS (10), BENCH_CLUSTER_PAIRS (200),
 * BENCH_CLUSTER_RATE (50 messages/s), BENCH_OUTAGE_SECONDS (10); BENCH_CLUSTER_ONLY=throughput|latency|rolling|failures
 * runs one measure; BENCH_CLUSTER_APPS (4) processes; BENCH_ROLLING_WAIT=readyz restarts the way the old
 * loop did (next once /readyz answers), for comparison. Only 127.0.0.1 is used.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemoSite } from '../../server/seed/index.ts';
import { reconnectAfterClose } from '../../app/lib/realtime.tsx';
import { WS_CLOSE_SERVICE_RESTART } from '../../common/constants.ts';
import { createBenchMembers } from '../support/members.ts';
import { describeMachine } from '../support/machine.ts';
import {
  PrivatePostgres,
  rollingRestart,
  root,
  sleep,
  startApp,
  startHaproxy,
  startRedis,
  type AppProcess,
} from './infra.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CHAT_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const PAIRS = Number(process.env.BENCH_CLUSTER_PAIRS ?? 200);
const RATE = Number(process.env.BENCH_CLUSTER_RATE ?? 50);
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10);
const APPS = Number(process.env.BENCH_CLUSTER_APPS ?? 4);
/** `readyz`: the rolling restart goes on once /readyz answers (the old loop), to compare with waiting for HAProxy. */
const ROLLING_WAIT = process.env.BENCH_ROLLING_WAIT === 'readyz' ? 'readyz' : 'haproxy';
/** `rolling`: only the rolling restart (set up the cluster, run it, report); unset: every measure. */
const ONLY = process.env.BENCH_CLUSTER_ONLY;
const want = (measure: string) => !ONLY || ONLY === measure;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const log = (line: string) => process.stderr.write(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

async function throughput(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ rps: number; p99: number; errors: number }> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}${urlPath}`,
      headers: { host: 'localhost', ...headers },
      connections: 50,
      duration,
    });
  await run(1); // warm-up: JIT, caches, HAProxy's connections
  const r = await run(SECONDS);
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

/**
 * Plain page-load requests through HAProxy while something happens to the cluster: `workers`
 * loops of GET /api/settings.php, each answer counted, nothing retried by the client — a failed
 * request here is one a member's browser would have seen fail.
 */
function steadyGets(
  port: number,
  workers = 8,
): {
  stop(): Promise<{
    requests: number;
    failed: number;
    statuses: Record<string, number>;
    samples: Record<string, string>;
  }>;
} {
  let stopping = false;
  /** The first answer of each failing status: HAProxy's own 503 page or the app's JSON. */
  const samples: Record<string, string> = {};
  let requests = 0;
  let failed = 0;
  const statuses: Record<string, number> = {};
  const loops = Array.from({ length: workers }, async () => {
    while (!stopping) {
      let status = 'network';
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/settings.php`, {
          headers: { 'x-request-type': 'client' },
          signal: AbortSignal.timeout(10_000),
        });
        status = String(res.status);
        const text = await res.text();
        if (res.status !== 200)
          samples[status] ??= `${new Date().toISOString().slice(11, 23)} ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
      } catch {
        /* refused, reset or no answer in time: a failure */
      }
      requests++;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== '200') failed++;
      await sleep(20);
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return { requests, failed, statuses, samples };
    },
  };
}

interface ChatResult {
  sent: number;
  acknowledged: number;
  stored: number;
  lost: number;
  doubled: number;
  receivedLive: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  reconnects: number;
  maxReconnectMs: number;
  socketsOpenAtEnd: number;
  gaveUp: number;
}

interface ChatOptions {
  sendPort: (pair: number) => number;
  recvPort: (pair: number) => number;
  seconds: number;
  /** Things to do to the cluster during the load, at a second mark; the load goes on until they are done. */
  events?: { at: number; run: () => Promise<void> }[];
}

/** Pair i: member i sends to member PAIRS + i, whose socket is open. */
async function chatLoad(dbUrl: string, ids: number[], options: ChatOptions): Promise<ChatResult> {
  const sentAt = new Map<string, number>();
  const receivedAt = new Map<string, number>();
  const acknowledged = new Set<string>();
  const statuses: Record<string, number> = {};
  let reconnects = 0;
  let maxReconnectMs = 0;
  let gaveUp = 0;
  let stopping = false;
  const sockets: (WebSocket | null)[] = [];

  const connect = (pair: number, attempt: number, closedAt: number | null): Promise<void> =>
    new Promise((resolve) => {
      const port = options.recvPort(pair);
      const s = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
        headers: { cookie: `klik_session=bench-${PAIRS + pair}`, origin: `http://127.0.0.1:${port}` },
      });
      sockets[pair] = s;
      let opened = false;
      s.on('open', () => {
        opened = true;
        if (closedAt !== null) {
          reconnects++;
          maxReconnectMs = Math.max(maxReconnectMs, performance.now() - closedAt);
        }
        resolve();
      });
      s.on('message', (raw) => {
        const e = JSON.parse(String(raw)) as { type: string; message?: { client_id: string } };
        if (
          e.type !== 'message' ||
          !e.message ||
          !sentAt.has(e.message.client_id) ||
          receivedAt.has(e.message.client_id)
        )
          return;
        receivedAt.set(e.message.client_id, performance.now());
      });
      s.on('error', () => {});
      s.on('close', (code) => {
        sockets[pair] = null;
        if (stopping) return resolve();
        // The browser's rule: at once after a restart (1012), with growing delays after failures.
        const next = opened ? 0 : attempt + 1;
        const delay = reconnectAfterClose(code, next);
        if (delay === null) return resolve();
        const since = closedAt ?? performance.now();
        setTimeout(() => void connect(pair, code === WS_CLOSE_SERVICE_RESTART ? 0 : next, since).then(resolve), delay);
      });
    });

  await Promise.all(Array.from({ length: PAIRS }, (_, i) => connect(i, 0, null)));

  const send = async (pair: number, clientId: string): Promise<void> => {
    const deadline = performance.now() + 60_000;
    for (let attempt = 0; ; attempt++) {
      let status = 'network';
      let retryAfter = 0;
      try {
        const res = await fetch(`http://127.0.0.1:${options.sendPort(pair)}/api/message.php`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-type': 'client',
            cookie: `klik_session=bench-${pair}`,
          },
          body: JSON.stringify({
            to: ids[PAIRS + pair],
            client_id: clientId,
            type: 'text',
            body: `cluster ${clientId.slice(0, 8)}`,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        status = String(res.status);
        retryAfter = Number(res.headers.get('retry-after') ?? 0);
        await res.arrayBuffer();
      } catch {
        /* connection refused or reset, or no answer in time: retried like any failure */
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === '200') {
        acknowledged.add(clientId);
        return;
      }
      if (status !== 'network' && status !== '429' && !status.startsWith('5')) return; // refused for good
      if (performance.now() > deadline) {
        gaveUp++;
        return;
      }
      const backoff = Math.min(2000, 200 * 2 ** attempt) * (0.5 + Math.random());
      await sleep(retryAfter > 0 ? Math.min(5000, retryAfter * 1000) : backoff);
    }
  };

  const inFlight: Promise<void>[] = [];
  const pendingEvents = [...(options.events ?? [])];
  const eventRuns: Promise<void>[] = [];
  let sent = 0;
  const started = performance.now();
  let eventsRunning = 0;
  while (performance.now() - started < options.seconds * 1000 || eventsRunning > 0 || pendingEvents.length > 0) {
    const elapsed = (performance.now() - started) / 1000;
    while (pendingEvents.length > 0 && pendingEvents[0]!.at <= elapsed) {
      eventsRunning++;
      eventRuns.push(
        pendingEvents
          .shift()!
          .run()
          .finally(() => eventsRunning--),
      );
    }
    const due = Math.floor(elapsed * RATE);
    while (sent < due) {
      const clientId = randomUUID();
      sentAt.set(clientId, performance.now());
      inFlight.push(send(sent % PAIRS, clientId));
      sent++;
    }
    await sleep(2);
  }
  await Promise.all(eventRuns);
  await Promise.all(inFlight);
  const settle = performance.now() + 5000;
  while ([...acknowledged].some((c) => !receivedAt.has(c)) && performance.now() < settle) await sleep(20);
  stopping = true;
  const socketsOpenAtEnd = sockets.filter((s) => s?.readyState === WebSocket.OPEN).length;
  for (const s of sockets) s?.terminate();

  // What the recipients would see after a refetch: the stored messages of the acknowledged sends.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const rows = (
    await client.query<{ client_id: string; n: string }>(
      'select client_id, count(*) as n from messages where client_id = any($1) group by client_id',
      [[...sentAt.keys()]],
    )
  ).rows;
  await client.end();
  const storedCount = new Map(rows.map((r) => [r.client_id, Number(r.n)]));
  const latencies = [...receivedAt].map(([c, t]) => t - sentAt.get(c)!).sort((a, b) => a - b);
  return {
    sent,
    acknowledged: acknowledged.size,
    stored: [...acknowledged].filter((c) => storedCount.has(c)).length,
    lost: [...acknowledged].filter((c) => !storedCount.has(c)).length,
    doubled: rows.filter((r) => Number(r.n) > 1).length,
    receivedLive: [...acknowledged].filter((c) => receivedAt.has(c)).length,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    statuses,
    reconnects,
    maxReconnectMs,
    socketsOpenAtEnd,
    gaveUp,
  };
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';
const statusText = (s: Record<string, number>) =>
  Object.entries(s)
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');

async function main() {
  const startedAt = Date.now();
  // The compiled server and the front end, built when stale (as `npm start` does).
  const built = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "const m = await import('./scripts/build-if-stale.mjs'); m.buildIfStale();"],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('build failed');

  const cleanups: (() => Promise<void> | void)[] = [];
  const rows: string[][] = [];
  try {
    log('private PostgreSQL cluster, Redis');
    const pgServer = await PrivatePostgres.start();
    cleanups.push(() => pgServer.remove());
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-cluster-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: pgServer.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    };

    log('demo site and members (db CLI, compiled), chat members');
    const seeded = spawnSync(process.execPath, [path.join(root, 'build', 'server', 'db.js'), 'seed'], {
      cwd: root,
      env: { ...process.env, ...env, SEED_MEMBERS: process.env.BENCH_SEED_MEMBERS ?? '60' },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    const database = await openDatabase({ url: pgServer.url });
    const site = await seedDemoSite(database.db);
    const ids = await createBenchMembers(database.db, site.id, 2 * PAIRS, PAIRS);
    await database.close();

    log(`${APPS} app processes, HAProxy`);
    // The first alone: a process's start adds the demo staff accounts to a demo database, and
    // processes doing that at the same moment collide on the e-mail address (one exits).
    const first = await startApp(env);
    const apps: AppProcess[] = [first, ...(await Promise.all(Array.from({ length: APPS - 1 }, () => startApp(env))))];
    cleanups.push(() => Promise.all(apps.map((a) => a.stop())).then(() => {}));
    const haproxy = await startHaproxy(apps.map((a) => a.port));
    cleanups.push(() => haproxy.stop());
    // The same proxy in front of one process: what the proxy hop itself costs.
    const haproxyOne = await startHaproxy([apps[0]!.port]);
    cleanups.push(() => haproxyOne.stop());
    const one = apps[0]!.port;

    const searchPath = '/api/members.php?gender=female&min_age=25&max_age=45';
    const cookie = { cookie: 'klik_session=bench-0' };
    for (const [name, urlPath, headers] of !want('throughput')
      ? []
      : ([
          ['GET /api/settings.php', '/api/settings.php', {}],
          ['GET /api/members.php (search)', searchPath, cookie],
        ] as const)) {
      log(`throughput: ${name}`);
      const direct = await throughput(one, urlPath, headers);
      const proxied = await throughput(haproxyOne.port, urlPath, headers);
      const four = await throughput(haproxy.port, urlPath, headers);
      const cell = (r: { rps: number; p99: number }) => `${fmt(r.rps)} req/s (p99 ${r.p99} ms)`;
      rows.push([
        name,
        cell(direct),
        cell(proxied),
        cell(four),
        `4 ÷ 1 behind HAProxy: ${fmt(four.rps / proxied.rps, 2)}×; errors ${direct.errors + proxied.errors + four.errors}`,
      ]);
    }

    if (want('latency')) {
      log('chat latency: one process');
      const c1 = await chatLoad(pgServer.url, ids, { sendPort: () => one, recvPort: () => one, seconds: CHAT_SECONDS });
      log('chat latency: sender and recipient on different processes');
      const c4 = await chatLoad(pgServer.url, ids, {
        sendPort: (i) => apps[i % APPS]!.port,
        recvPort: (i) => apps[(i + 1) % APPS]!.port,
        seconds: CHAT_SECONDS,
      });
      rows.push([
        `chat send→receive, ${RATE} msg/s, ${PAIRS} pairs`,
        `p50 ${fmt(c1.p50, 1)} / p99 ${fmt(c1.p99, 1)} ms; ${c1.receivedLive}/${c1.acknowledged} live`,
        '–',
        `p50 ${fmt(c4.p50, 1)} / p99 ${fmt(c4.p99, 1)} ms; ${c4.receivedLive}/${c4.acknowledged} live`,
        '4 processes: each sender on another process than its recipient (direct, not through HAProxy); events through Redis pub/sub in both',
      ]);
    }

    if (want('rolling')) {
      // docs/deploy.md §11 through HAProxy's runtime API, every process in turn, under chat load
      // (sends and sockets through HAProxy) and plain requests that are not retried.
      log('rolling restart of every process through HAProxy (MAINT, SIGTERM, new process, UP in HAProxy) under load');
      const gets = steadyGets(haproxy.port);
      let restartSeconds: number[] = [];
      const rolled = await chatLoad(pgServer.url, ids, {
        sendPort: () => haproxy.port,
        recvPort: () => haproxy.port,
        seconds: CHAT_SECONDS,
        events: [
          {
            at: 2,
            run: async () =>
              void ({ seconds: restartSeconds } = await rollingRestart(haproxy, apps, env, log, ROLLING_WAIT)),
          },
        ],
      });
      const plain = await gets.stop();
      for (const [status, sample] of Object.entries(plain.samples)) log(`  first ${status}: ${sample}`);
      const sendFailures = Object.entries(rolled.statuses)
        .filter(([k]) => k !== '200')
        .reduce((n, [, v]) => n + v, 0);
      rows.push([
        `rolling restart of all ${APPS} processes (${ROLLING_WAIT === 'haproxy' ? 'docs/deploy.md §11: next once UP in HAProxy' : 'old loop: next once /readyz answers'}), ${fmt(
          restartSeconds.reduce((a, b) => a + b, 0),
          1,
        )} s`,
        '–',
        '–',
        `**${plain.failed + sendFailures} failed requests**: ${plain.failed} of ${fmt(plain.requests)} GET /api/settings.php (${statusText(plain.statuses)}), ${sendFailures} of ${rolled.sent} sends' answers; ${rolled.acknowledged} acknowledged, **${rolled.lost} lost**, ${rolled.doubled} doubled`,
        `per process ${restartSeconds.map((s) => fmt(s, 1)).join(' / ')} s until ${ROLLING_WAIT === 'haproxy' ? 'UP in HAProxy' : 'ready'}; ${rolled.reconnects} sockets reconnected (slowest ${fmt(rolled.maxReconnectMs)} ms), ${rolled.socketsOpenAtEnd}/${PAIRS} open at the end; gave up ${rolled.gaveUp}`,
      ]);
    }

    if (want('failures')) {
      log('one process stopped (SIGTERM, a rolling restart) under chat load');
      const drainAt = Math.max(2, Math.floor(CHAT_SECONDS / 3));
      const drained = await chatLoad(pgServer.url, ids, {
        sendPort: () => haproxy.port,
        recvPort: () => haproxy.port,
        seconds: CHAT_SECONDS,
        events: [{ at: drainAt, run: () => apps[2]!.stop() }],
      });
      rows.push([
        `SIGTERM of 1 of ${APPS} processes at ${drainAt} s (drain)`,
        '–',
        '–',
        `${drained.acknowledged} acknowledged, ${drained.stored} stored, **${drained.lost} lost**, ${drained.doubled} doubled; ${drained.reconnects} sockets reconnected (slowest ${fmt(drained.maxReconnectMs)} ms), ${drained.socketsOpenAtEnd}/${PAIRS} open at the end`,
        `answers: ${statusText(drained.statuses)}; ${drained.receivedLive} received live; gave up ${drained.gaveUp}`,
      ]);

      log('one process killed (SIGKILL) under chat load');
      const killAt = Math.max(2, Math.floor(CHAT_SECONDS / 3));
      const killed = await chatLoad(pgServer.url, ids, {
        sendPort: () => haproxy.port,
        recvPort: () => haproxy.port,
        seconds: CHAT_SECONDS,
        events: [{ at: killAt, run: () => apps[1]!.kill() }],
      });
      rows.push([
        `SIGKILL of 1 of ${APPS} processes at ${killAt} s`,
        '–',
        '–',
        `${killed.acknowledged} acknowledged, ${killed.stored} stored, **${killed.lost} lost**, ${killed.doubled} doubled; ${killed.reconnects} sockets reconnected (slowest ${fmt(killed.maxReconnectMs)} ms), ${killed.socketsOpenAtEnd}/${PAIRS} open at the end`,
        `answers: ${statusText(killed.statuses)}; ${killed.receivedLive} received live, the rest on the refetch after reconnecting; gave up ${killed.gaveUp}`,
      ]);

      log(`PostgreSQL restarted, then down for ${OUTAGE_SECONDS} s, under chat load`);
      const outageAt = 8;
      const outage = await chatLoad(pgServer.url, ids, {
        sendPort: () => haproxy.port,
        recvPort: () => haproxy.port,
        seconds: outageAt + OUTAGE_SECONDS + 7,
        events: [
          { at: 3, run: () => pgServer.restart() },
          {
            at: outageAt,
            run: async () => {
              await pgServer.stop();
              await sleep(OUTAGE_SECONDS * 1000);
              await pgServer.start();
            },
          },
        ],
      });
      const fiveHundreds = Object.entries(outage.statuses)
        .filter(([k]) => k === '500')
        .reduce((n, [, v]) => n + v, 0);
      rows.push([
        `PostgreSQL restart at 3 s, down ${outageAt}–${outageAt + OUTAGE_SECONDS} s (${APPS - 2} processes)`,
        '–',
        '–',
        `${outage.acknowledged} acknowledged, ${outage.stored} stored, **${outage.lost} lost**, ${outage.doubled} doubled; **${fiveHundreds} answers 500**`,
        `answers: ${statusText(outage.statuses)}; gave up ${outage.gaveUp}; ${outage.socketsOpenAtEnd}/${PAIRS} sockets open at the end`,
      ]);
    }
  } finally {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch((err) => log(`cleanup: ${err}`));
  }
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\n${date}, ${describeMachine()}, ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all\n`);
  console.log('| measure | 1 process | 1 process behind HAProxy | 4 processes behind HAProxy | notes |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

await main();
process.exit(0);
