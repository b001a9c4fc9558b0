import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestContext } from '../test/harness.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../boot.ts';
import { createSite } from '../modules/sites/create.ts';
import { StaffService } from '../modules/staff/index.ts';
import { DiskStorage } from '../platform/storage.ts';
import { staffClient } from '../test/staff.ts';
import { STAFF_API } from '../../common/rules/staff-roles.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoStaffFile, readDemoStaff, seedDemoStaff } from './demo-staff.ts';

/**
 * The demo site's staff accounts: a newcomer opens /dev/staff and logs in to the staff console with
 * the address, password and the code shown there, through the real two-step login.
 */
describe('demo staff accounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());
  const seed = () => seedDemoStaff(ctx.database.db, { secret: ctx.config.sessionSecret, dataDir: ctx.config.dataDir });

  it('/dev/staff says how to make one while none exist', async () => {
    const res = await ctx.app.inject({ url: '/dev/staff' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run admin -- staff create');
  });

  it('makes one account per role, set up, once; the key file is readable by the owner only', async () => {
    expect(await seed()).toBe(3);
    expect(await seed()).toBe(0);
    const list = await ctx.app.services.staff.list();
    for (const account of DEMO_STAFF) {
      expect(list.find((s) => s.email === account.email)).toMatchObject({
        role: account.role,
        status: 'active',
        setup_pending: false,
      });
    }
    expect(readDemoStaff(ctx.config.dataDir).map((e) => e.email)).toEqual(DEMO_STAFF.map((a) => a.email));
    expect(statSync(demoStaffFile(ctx.config.dataDir)).mode & 0o077).toBe(0);
  });

  it('the code /dev/staff shows logs the moderator in at once; the page reloads when the code changes', async () => {
    const page = await ctx.app.inject({ url: '/dev/staff' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/<meta http-equiv="refresh" content="([1-9]|[12]\d|30)">/);
    expect(page.body).toContain(DEMO_STAFF_PASSWORD);
    const code = new RegExp(`data-email="moderatie@klik.local">(\\d{6})<`).exec(page.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const c = staffClient(ctx.app);
    const first = await c.post(`${STAFF_API}/login`, { email: 'moderatie@klik.local', password: DEMO_STAFF_PASSWORD });
    expect(first.json()).toEqual({ step: 'second_factor' });
    const verify = await c.post(`${STAFF_API}/login/verify`, { code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ staff: { email: 'moderatie@klik.local', role: 'moderator' } });
  });

  it('a wrong password is refused like any other', async () => {
    const c = staffClient(ctx.app);
    const res = await c.post(`${STAFF_API}/login`, { email: 'beheer@klik.local', password: 'klik-demo-1234' });
    expect(res.statusCode).toBe(401);
    expect(existsSync(demoStaffFile(ctx.config.dataDir))).toBe(true);
  });
});

describe('a database with only an operator’s sites (a staging server)', () => {
  it('gets no demo staff accounts at start, however often it starts', async () => {
    const { database, drop } = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-staging-'));
    try {
      await createSite(database.db, { domain: 'staging.example', name: 'Staging' });
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'staging-secret-staging-secret-0000',
      });
      const platform = { database, storage: new DiskStorage(path.join(dataDir, 'media')) };
      await seedIfEmpty(platform, config, () => {});
      await seedIfEmpty(platform, config, () => {});
      const staff = new StaffService({
        db: database.db,
        secret: config.sessionSecret,
        origin: async () => 'http://localhost',
      });
      expect(await staff.list()).toEqual([]);
      expect(readDemoStaff(dataDir)).toEqual([]);
    } finally {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.log('demo seed from two processes: runs in the PostgreSQL pass (TEST_DATABASE_URL is not set here)');

describe.skipIf(!serverUrl)('two processes starting at once on a new demo database (PostgreSQL)', () => {
  it('one seeds, the other waits and finds the demo site and its staff; neither fails', async () => {
    const { database, drop, url } = await openTestDatabase();
    const second = await openDatabase({ url });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-two-starts-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'two-starts-secret-two-starts-secret-00',
        SEED_MEMBERS: '4',
      });
      const storage = new DiskStorage(path.join(dataDir, 'media'));
      const logs: string[] = [];
      await Promise.all(
        [database, second].map((db) => seedIfEmpty({ database: db, storage }, config, (m) => logs.push(m))),
      );
      // One of the two made the demo site; the other found it.
      expect(logs.filter((m) => m.startsWith('Empty database'))).toHaveLength(1);
      const staff = new StaffService({
        db: database.db,
        secret: config.sessionSecret,
        origin: async () => 'http://localhost',
      });
      expect((await staff.list()).map((s) => s.email).sort()).toEqual(DEMO_STAFF.map((a) => a.email).sort());
      expect(readDemoStaff(dataDir).map((e) => e.email)).toEqual(DEMO_STAFF.map((a) => a.email));
    } finally {
      await second.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
