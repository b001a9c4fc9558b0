import { spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openTestDatabase } from './test/harness.ts';
import { DEMO_ACCOUNT } from './seed/index.ts';
import { WS_CLOSE_SERVICE_RESTART } from '../common/constants.ts';
import { scaled } from './test/time-scale.ts';

import { startApiProcess } from './test/api-processes.ts';
/**
 * A process manager stops an app process with SIGTERM during a deploy. The real process
 * (server/test/api-process.ts, with the drain of server/main.ts): the member's socket is told
 * "service restart", new connections are refused, the request in flight completes, and the process
 * exits 0 — before the forced exit after 10 s, which would exit 1. PGlite under DATA_DIR, or a fresh
 * database on the PostgreSQL server in that pass.
 */
describe('SIGTERM drains the process', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let drop = async () => {};
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'klik-drain-'));
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PORT: '0',
      SEED_MEMBERS: '0',
      REDIS_URL: '',
    };
    if (process.env.TEST_DATABASE_URL) {
      const db = await openTestDatabase();
      await db.database.close();
      drop = db.drop;
      env.DATABASE_URL = db.url!;
    }
    // The demo site and the demo account, made by the db CLI as `npm run db:seed` does.
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'seed'], {
      env,
      encoding: 'utf8',
    });
    expect(seeded.status, seeded.stderr).toBe(0);
  }, scaled(60_000));

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'tells sockets to reconnect, refuses new connections, finishes the request in flight and exits 0',
    async () => {
      const started = await startApiProcess(env);
      child = started.child;
      const proc = child;
      const port = started.port;
      const exited = new Promise<number | null>((resolve) =>
        proc.exitCode !== null ? resolve(proc.exitCode) : proc.once('exit', (code) => resolve(code)),
      );
      const login = JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
      const headers = {
        host: 'localhost',
        'content-type': 'application/json',
        'x-request-type': 'client',
        'content-length': String(Buffer.byteLength(login)),
      };

      // A member with an open socket.
      const first = await fetch(`http://127.0.0.1:${port}/api/user.php`, { method: 'POST', headers, body: login });
      expect(first.status).toBe(200);
      const cookie = /klik_session=[^;]+/.exec(first.headers.get('set-cookie') ?? '')![0];
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
        headers: { cookie, origin: `http://127.0.0.1:${port}` },
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

      // A request in flight: the server has its headers (it answered 100 Continue), not yet its body.
      const inFlight = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/user.php',
        headers: { ...headers, expect: '100-continue' },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        inFlight.once('response', (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        inFlight.once('error', reject);
      });
      await new Promise((resolve) => inFlight.once('continue', resolve));

      proc.kill('SIGTERM');

      expect(await socketClosed).toBe(WS_CLOSE_SERVICE_RESTART);
      // New connections are refused once the server stops listening (asked until it has).
      const refused = async () => {
        for (let attempt = 0; attempt < 500; attempt++) {
          const outcome = await new Promise<string>((resolve) => {
            const c = net.connect(port, '127.0.0.1');
            c.once('connect', () => (c.destroy(), resolve('accepted')));
            c.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
          });
          if (outcome !== 'accepted') return outcome;
          await new Promise((r) => setTimeout(r, 10));
        }
        return 'still accepting';
      };
      expect(await refused()).toBe('ECONNREFUSED');

      // The request that was in flight gets its full answer.
      inFlight.end(login);
      const res = await answered;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ user: { email: DEMO_ACCOUNT.email } });

      expect(await exited).toBe(0);
    },
    scaled(30_000),
  );
});
