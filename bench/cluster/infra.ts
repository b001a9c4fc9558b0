/**
 * The machinery of the scale-out benchmark: a private PostgreSQL cluster (initdb into a temporary
 * folder, on a free port), a private Redis, compiled app processes and HAProxy in front of them.
 * Private so that restarting the database or killing a process touches nothing but this run, and
 * so that the run's events (one Redis pub/sub channel per installation) reach no other Klik.
 * Everything listens on 127.0.0.1 and is removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/ports.ts';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** initdb refuses to run as root: then the PostgreSQL tools run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function pgCommand(args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0]!, args.slice(1)];
}

function pgBin(tool: string): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(base, versions[0]!, 'bin', tool);
}

function run(args: string[], what: string): void {
  const [cmd, rest] = pgCommand(args);
  const r = spawnSync(cmd, rest, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} failed: ${r.stderr || r.stdout}`);
}

export class PrivatePostgres {
  readonly url: string;
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'klik-cluster-pg-'));
    if (asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, uid, gid);
    }
    const pg = new PrivatePostgres(dir, await freePort());
    run(
      [pgBin('initdb'), '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
      'initdb',
    );
    await pg.start();
    return pg;
  }

  /** Asynchronous, so that the load keeps running (and being measured) while the server restarts. */
  private ctl(...args: string[]): Promise<void> {
    const [cmd, rest] = pgCommand([
      pgBin('pg_ctl'),
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      ...args,
    ]);
    return new Promise((resolve, reject) => {
      const child = spawn(cmd, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr!.on('data', (d) => (err += String(d)));
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} failed: ${err}`))));
    });
  }

  start(): Promise<void> {
    return this.ctl(
      'start',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    );
  }

  /** `pg_ctl restart -m fast`: every connection is ended, the server is back within a second or so. */
  restart(): Promise<void> {
    return this.ctl('restart', '-m', 'fast');
  }

  stop(): Promise<void> {
    return this.ctl('stop', '-m', 'fast');
  }

  async remove(): Promise<void> {
    await this.stop().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Children that must not outlive the run, whatever happens. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    }),
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => (c.destroy(), resolve(true)));
      c.once('error', () => resolve(false));
    });
    if (up) break;
    await sleep(50);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

export interface AppProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** One compiled app process (`node build/server/main.js`), ready when /readyz says so; on `port` when given (a restart). */
export async function startApp(env: Record<string, string>, port?: number): Promise<AppProcess> {
  port ??= await freePort();
  const log: string[] = [];
  const child = track(
    spawn(process.execPath, [path.join(root, 'build', 'server', 'main.js')], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_MEMBERS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  let stopping = false;
  // A process that dies on its own is a finding: show why.
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(`app process on port ${port} exited (${code ?? signal}):\n${log.join('').slice(-3000)}\n`);
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`app process exited:\n${log.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error(`app process not ready in time:\n${log.join('')}`);
    await sleep(100);
  }
  const end = (signal: NodeJS.Signals) => {
    stopping = true;
    return stopChild(child, signal);
  };
  return { port, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/**
 * HAProxy in front of the app processes, with the settings of deploy/haproxy.cfg that matter here:
 * health checks on /readyz every second (down after 2 failures), least connections (WebSockets are
 * long-lived), retries with redispatch to another process when a connection fails, and long tunnels.
 */
export interface Haproxy {
  port: number;
  /** One command on HAProxy's runtime API (the stats socket, as deploy/haproxy.cfg has it); its answer. */
  command(line: string): Promise<string>;
  /** HAProxy's own view of a server of klik_apps (`show stat`): UP, DOWN, MAINT, DRAIN, "UP 1/2"…; with its current sessions. */
  server(name: string): Promise<{ status: string; sessions: number }>;
  stop(): Promise<void>;
}

export async function startHaproxy(ports: number[]): Promise<Haproxy> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'klik-cluster-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    `global
  maxconn 4096
  stats socket ${path.join(dir, 'admin.sock')} mode 600 level admin
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  retries 3
  option redispatch 1
frontend klik
  bind 127.0.0.1:${port}
  default_backend klik_apps
backend klik_apps
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${ports.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`).join('\n')}
`,
  );
  const child = track(spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] }));
  const log: string[] = [];
  child.stderr!.on('data', (d) => log.push(String(d)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${log.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (i > 100) throw new Error(`haproxy not ready:\n${log.join('')}`);
    await sleep(100);
  }
  const socket = path.join(dir, 'admin.sock');
  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      let out = '';
      // HAProxy answers one command and closes; half-closing our side first makes it drop the answer.
      const c = net.connect(socket, () => c.write(`${line}\n`));
      c.setEncoding('utf8');
      c.on('data', (d) => (out += d));
      c.on('end', () => resolve(out));
      c.on('error', reject);
    });
  const server = async (name: string) => {
    // CSV: pxname, svname, qcur, qmax, scur, …, status is the 18th field.
    const row = (await command('show stat'))
      .split('\n')
      .map((l) => l.split(','))
      .find((f) => f[0] === 'klik_apps' && f[1] === name);
    if (!row) throw new Error(`haproxy: no server klik_apps/${name}`);
    return { status: row[17]!, sessions: Number(row[4]) };
  };
  return {
    port,
    command,
    server,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A rolling restart the way docs/deploy.md §11 does it, through HAProxy's runtime API: for each
 * process in turn, MAINT in HAProxy first (no new request reaches it; those in flight finish),
 * SIGTERM (the process drains itself: sockets told 1012, requests in flight answered), a new process
 * on the same port, ready in /readyz, `state ready`, and then — the step that matters — wait until
 * HAProxy itself counts it UP (its health checks passed) before the next one is taken out. Returns
 * how long each step took, for the report.
 */
export async function rollingRestart(
  haproxy: Haproxy,
  apps: AppProcess[],
  env: Record<string, string>,
  log: (line: string) => void,
  /** `readyz`: the loop docs/deploy.md had before, which went on once the process's /readyz answered (for comparison). */
  waitFor: 'haproxy' | 'readyz' = 'haproxy',
): Promise<{ seconds: number[] }> {
  const seconds: number[] = [];
  for (let i = 0; i < apps.length; i++) {
    const started = performance.now();
    const name = `app${i + 1}`;
    // The old loop said `drain`, under which HAProxy's health checks go on (and take the stopped
    // process DOWN, to be counted UP again only after `rise` checks); MAINT pauses them.
    const out = waitFor === 'haproxy' ? 'MAINT' : 'DRAIN';
    await haproxy.command(`set server klik_apps/${name} state ${out.toLowerCase()}`);
    while ((await haproxy.server(name)).status !== out) await sleep(50);
    await apps[i]!.stop();
    apps[i] = await startApp(env, apps[i]!.port);
    await haproxy.command(`set server klik_apps/${name} state ready`);
    for (let t = 0; waitFor === 'haproxy'; t++) {
      const { status } = await haproxy.server(name);
      if (status === 'UP') break;
      if (t > 600) throw new Error(`haproxy never counted ${name} up again (status ${status})`);
      await sleep(100);
    }
    seconds.push((performance.now() - started) / 1000);
    log(
      `  ${new Date().toISOString().slice(11, 23)} ${name} restarted and ${waitFor === 'haproxy' ? 'UP in HAProxy' : 'ready in /readyz'} after ${seconds.at(-1)!.toFixed(1)} s`,
    );
  }
  return { seconds };
}
