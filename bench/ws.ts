/**
 * WebSocket load. N members connected to one app process, a steady message rate between
 * fixed pairs; measured: send→receive latency (POST /api/message.php until the receiver's socket has
 * the event: the database transaction, the ledger, the bus and the socket) p50/p99, and the server's
 * memory per idle socket (heap and RSS after a full GC, before and after connecting).
 * Goals: p99 ≤ 100 ms, ≤ 10 KB per idle socket.
 * BENCH_DATABASE_URL: PostgreSQL (as in production); without it PGlite. BENCH_REDIS_URL: the bus via Redis.
 * BENCH_WS_SNAPSHOTS=1: heap snapshots of the server before and after connecting (what a socket holds);
 * BENCH_WS_CPU_PROF=<dir>: a CPU profile of the server during the measured sends.
 * BENCH_WS_RATES=100,200,300,500,700,1000: saturation mode: the sockets connect once, then each rate
 * is measured in turn (BENCH_SECONDS each); prints every step and the highest rate one process
 * sustains with p99 ≤ 100 ms and every message received.
 */
import { fork } from 'node:child_process';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { cpuSecondsOf, onMachine } from './support/machine.ts';

const N = Number(process.env.BENCH_WS_MEMBERS ?? 10_000);
/**
 * Sender–recipient pairs. A member may send 60 messages a minute (the route's rate limit), so the
 * saturation mode spreads its rates over 1,000 senders (about 30 messages each for 100–700 msg/s in
 * ten-second steps); a send refused for the limit would measure the limiter, not the send.
 */
const PAIRS = Number(process.env.BENCH_WS_PAIRS ?? (process.env.BENCH_WS_RATES ? 1000 : 200));
const RATE = Number(process.env.BENCH_WS_RATE ?? 100); // messages per second
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = process.env.BENCH_WS_RATES ? process.env.BENCH_WS_RATES.split(',').map(Number) : [RATE];
/** The latency goal; the highest rate meeting it is the one process's capacity. */
const P99_GOAL_MS = 100;

export interface WsBenchResult {
  members: number;
  connected: number;
  rate: number;
  sent: number;
  /** Sends not answered 200 (the rate limit, an overload's 503). */
  refused: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** The POST until its answer (the request and its transaction), ms. */
  ack: { p50: number; p99: number; max: number };
  bytesPerSocketHeap: number;
  bytesPerSocketRss: number;
  /** Opening every socket, then until every member's presence was written, s. */
  connectSeconds: number;
  settleSeconds: number;
  /** Inside the server during the measured sends, ms. */
  server: {
    loopDelayP50: number;
    loopDelayP99: number;
    loopDelayMax: number;
    gcCount: number;
    gcTotal: number;
    gcMax: number;
    /** The app process's CPU (user + system) during the sends, ms. */
    cpuMs: number;
  };
  /**
   * The load client's own event-loop delay during the sends, ms: it holds the 10,000 client sockets
   * and takes every timestamp, so its stalls show up as latency the server never had.
   */
  client: { loopDelayP99: number; loopDelayMax: number };
  /**
   * CPU spent per message sent during the sends, ms: the app process, the PostgreSQL server's
   * processes (null on PGlite, which runs inside the app) and this load client. Their sum against
   * the machine's cores is where a rate saturates.
   */
  cpuPerMessage: { app: number; postgres: number | null; client: number };
  /** Saturation mode: every rate measured after the first, in order (the first is the fields above). */
  steps?: WsStep[];
  /** Saturation mode: the highest rate with p99 ≤ 100 ms and every message received; null for none. */
  sustained?: number | null;
}

/** One measured rate. */
export type WsStep = Pick<
  WsBenchResult,
  'rate' | 'sent' | 'refused' | 'received' | 'p50' | 'p99' | 'max' | 'ack' | 'server' | 'client' | 'cpuPerMessage'
>;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function runWsBench(): Promise<WsBenchResult> {
  const child = fork('bench/support/serve-ws.ts', [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    // The app's log goes where a log file would take it.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_WS_MEMBERS: String(N), BENCH_WS_PAIRS: String(PAIRS) },
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (!(key in m)) return;
        child.off('message', onMessage);
        resolve(m as T);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  const mem = async () => {
    const answer = next<{ mem: { rss: number; heapUsed: number } }>('mem');
    child.send('mem');
    const { mem } = await answer;
    if (process.env.BENCH_WS_SNAPSHOTS) {
      const written = next<{ snapshot: string }>('snapshot');
      child.send('snapshot');
      console.log(`heap snapshot: ${(await written).snapshot}`);
    }
    return mem;
  };
  const { port, ids } = await next<{ port: number; ids: number[] }>('port');
  const sockets: WebSocket[] = [];
  try {
    const before = await mem();
    const pending = new Map<string, number>();
    /** Where the socket handler puts the latencies of the rate being measured. */
    let collect: number[] = [];
    const open = (i: number) =>
      new Promise<WebSocket>((resolve, reject) => {
        const s = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
          headers: { cookie: `klik_session=bench-${i}`, origin: `http://127.0.0.1:${port}` },
        });
        s.on('open', () => resolve(s));
        s.on('error', reject);
        s.on('message', (raw) => {
          const e = JSON.parse(String(raw)) as { type: string; message?: { client_id: string; sender_id: number } };
          if (e.type !== 'message' || !e.message || e.message.sender_id === ids[i]) return;
          const t0 = pending.get(e.message.client_id);
          if (t0 !== undefined) {
            collect.push(performance.now() - t0);
            pending.delete(e.message.client_id);
          }
        });
      });
    const connecting = next('connecting');
    child.send('connecting');
    await connecting;
    const connectStart = performance.now();
    for (let start = 0; start < N; start += 250) {
      const batch = await Promise.all(Array.from({ length: Math.min(250, N - start) }, (_, j) => open(start + j)));
      sockets.push(...batch);
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    // The connect storm's presence writes finish before anything is measured.
    const settled = next('settled');
    child.send('settle');
    await settled;
    const settleSeconds = (performance.now() - connectStart) / 1000 - connectSeconds;
    const after = await mem();

    // Sender i (0 ≤ i < PAIRS) writes to member PAIRS + i, who is connected. Warm-up first: every
    // pair's first message starts its conversation and the code paths get compiled; then measure.
    // node:http on a keep-alive agent, not fetch: the load client shares the machine's cores with the
    // process it measures, and undici's fetch spent about three times the CPU per request.
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 256 });
    /** The status of every send not answered 200 (a step with any is no capacity figure). */
    let refused: number[] = [];
    const post = (i: number, clientId: string, body: string) =>
      new Promise<void>((resolve, reject) => {
        const payload = JSON.stringify({ to: ids[PAIRS + i], client_id: clientId, type: 'text', body });
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/message.php',
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              'x-request-type': 'client',
              cookie: `klik_session=bench-${i}`,
            },
          },
          (res) => {
            if (res.statusCode !== 200) refused.push(res.statusCode ?? 0);
            res.resume();
            res.on('end', () => resolve());
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    for (let start = 0; start < PAIRS; start += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, PAIRS - start) }, (_, j) => post(start + j, randomUUID(), 'warm-up')),
      );
    }
    const profiling = process.env.BENCH_WS_CPU_PROF;
    if (profiling) {
      const started = next<{ profiling: boolean }>('profiling');
      child.send('profile:start');
      await started;
    }
    const measure = async (rate: number): Promise<WsStep> => {
      const latencies: number[] = [];
      collect = latencies;
      const measuring = next('measuring');
      child.send('measure:start');
      await measuring;
      const clientLoop = monitorEventLoopDelay({ resolution: 10 });
      clientLoop.enable();
      refused = [];
      const clientCpu = process.cpuUsage();
      const postgresCpu = process.env.BENCH_DATABASE_URL ? cpuSecondsOf('postgres') : null;
      let sent = 0;
      /** POST until its answer: the send's own time (request, transaction), without the socket. */
      const acks: number[] = [];
      const started = performance.now();
      const inFlight: Promise<unknown>[] = [];
      while (performance.now() - started < SECONDS * 1000) {
        const due = Math.floor(((performance.now() - started) / 1000) * rate);
        while (sent < due) {
          const i = sent % PAIRS;
          const clientId = randomUUID();
          const t0 = performance.now();
          pending.set(clientId, t0);
          inFlight.push(post(i, clientId, `bench ${rate} ${sent}`).then(() => acks.push(performance.now() - t0)));
          sent++;
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      await Promise.all(inFlight);
      const deadline = performance.now() + 3000;
      while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      pending.clear();
      clientLoop.disable();
      const clientCpuUsed = process.cpuUsage(clientCpu);
      const postgresCpuUsed = postgresCpu === null ? null : (cpuSecondsOf('postgres') ?? postgresCpu) - postgresCpu;
      const measured = next<{ measured: WsBenchResult['server'] }>('measured');
      child.send('measure:stop');
      const server = (await measured).measured;
      latencies.sort((x, y) => x - y);
      acks.sort((x, y) => x - y);
      return {
        rate,
        sent,
        refused: refused.length,
        received: latencies.length,
        p50: pct(latencies, 50),
        p99: pct(latencies, 99),
        max: latencies.at(-1) ?? NaN,
        ack: { p50: pct(acks, 50), p99: pct(acks, 99), max: acks.at(-1) ?? NaN },
        server,
        client: { loopDelayP99: clientLoop.percentile(99) / 1e6, loopDelayMax: clientLoop.max / 1e6 },
        cpuPerMessage: {
          app: server.cpuMs / Math.max(1, sent),
          postgres: postgresCpuUsed === null ? null : (postgresCpuUsed * 1000) / Math.max(1, sent),
          client: (clientCpuUsed.user + clientCpuUsed.system) / 1000 / Math.max(1, sent),
        },
      };
    };
    const steps: WsStep[] = [];
    for (const rate of RATES) {
      const step = await measure(rate);
      steps.push(step);
      if (RATES.length > 1) console.log(`ws: ${describeStep(step)} (load ${loadavg()[0]!.toFixed(1)})`);
      // Past saturation the queue only grows: a higher rate says nothing more.
      if (RATES.length > 1 && step.p99 > 10 * P99_GOAL_MS) break;
    }
    if (profiling) {
      const written = next<{ profile: string }>('profile');
      child.send(`profile:stop ${profiling}`);
      console.log(`CPU profile: ${(await written).profile}`);
    }
    const first = steps[0]!;
    const meets = (step: WsStep) => step.p99 <= P99_GOAL_MS && step.received === step.sent && step.refused === 0;
    return {
      members: N,
      connected: sockets.length,
      ...first,
      bytesPerSocketHeap: (after.heapUsed - before.heapUsed) / sockets.length,
      bytesPerSocketRss: (after.rss - before.rss) / sockets.length,
      connectSeconds,
      settleSeconds,
      ...(RATES.length > 1
        ? {
            steps: steps.slice(1),
            sustained: steps.filter(meets).reduce<number | null>((best, st) => Math.max(best ?? 0, st.rate), null),
          }
        : {}),
    };
  } finally {
    for (const s of sockets) s.terminate();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const cpu = (n: number) => `${n.toFixed(2)} ms`;

function describeStep(st: WsStep): string {
  return `${st.rate} msg/s: sent ${st.sent}, refused ${st.refused}, received ${st.received}, p50 ${ms(st.p50)}, p99 ${ms(st.p99)}, max ${ms(st.max)}, ack p99 ${ms(st.ack.p99)}, server loop p99 ${ms(st.server.loopDelayP99)}, CPU per message: app ${cpu(st.cpuPerMessage.app)}, PostgreSQL ${st.cpuPerMessage.postgres === null ? '–' : cpu(st.cpuPerMessage.postgres)}, client ${cpu(st.cpuPerMessage.client)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await onMachine('ws', runWsBench);
  console.log(JSON.stringify(r, null, 2));
}
