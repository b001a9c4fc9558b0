import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { seedDemoSite } from '../../seed/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ChatEvent } from '../../../common/api/chat.ts';
import { openSocket } from '../../test/sockets.ts';
import { scaled } from '../../test/time-scale.ts';
import { startApiProcess } from '../../test/api-processes.ts';

/**
 * Two app processes share one PostgreSQL and one Redis; a member connected to process 1
 * receives in real time what a member on process 2 sends. Needs a PostgreSQL server, so it runs in
 * the PostgreSQL pass of the API tests (TEST_DATABASE_URL, as CI sets it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!serverUrl) console.log('two-process chat test: runs in the PostgreSQL pass (TEST_DATABASE_URL is not set here)');

describe.skipIf(!serverUrl)('chat across two app processes (PostgreSQL + Redis)', () => {
  let db: { database: DatabaseHandle; drop(): Promise<void>; url?: string };
  let dataDir: string;
  const procs: ChildProcess[] = [];
  const ports: number[] = [];
  let siteId: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    siteId = (await seedDemoSite(db.database.db)).id;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'klik-two-'));
    for (let i = 0; i < 2; i++) {
      const { child, port } = await startApiProcess({
        ...process.env,
        DATABASE_URL: db.url!,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PORT: '0',
      });
      procs.push(child);
      ports.push(port);
    }
  }, scaled(60_000));

  afterAll(async () => {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))));
    await db?.database.close();
    await db?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const login = async (port: number, email: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return /klik_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
  };

  it('a member on process 1 receives at once what a member on process 2 sends', async () => {
    const receiver = await buildMember(db.database.db, siteId, { gender: 'male' });
    const sender = await buildMember(db.database.db, siteId, { credits: 50, name: 'Eva' });
    const receiverCookie = await login(ports[0]!, receiver.email);
    const senderCookie = await login(ports[1]!, sender.email);
    const events: ChatEvent[] = [];
    const socket = await openSocket(ports[0]!, receiverCookie, events);

    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${ports[1]}/api/message.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client', cookie: senderCookie },
      body: JSON.stringify({ to: receiver.id, client_id: randomUUID(), type: 'text', body: 'Van proces 2' }),
    });
    expect(res.status).toBe(200);
    while (!events.some((e) => e.type === 'message') && Date.now() - started < scaled(5000))
      await new Promise((r) => setTimeout(r, 5));
    const got = events.find((e) => e.type === 'message');
    expect(got).toMatchObject({
      type: 'message',
      from: sender.id,
      message: { body: 'Van proces 2', sender_id: sender.id },
    });
    socket.close();
  });

  it('logging out on process 2 closes the socket of that session on process 1 with 4401', async () => {
    const member = await buildMember(db.database.db, siteId, { gender: 'male' });
    const cookie = await login(ports[0]!, member.email);
    const socket = await openSocket(ports[0]!, cookie, []);
    const code = new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    const res = await fetch(`http://127.0.0.1:${ports[1]}/api/logout.php`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await code).toBe(4401);
  });
});
