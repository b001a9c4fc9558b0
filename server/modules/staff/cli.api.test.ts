import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../../test/time-scale.ts';

/**
 * `npm run admin -- staff create … --sites`: an account limited to some sites from the command line,
 * checked like the console's choice (decision 044). Its own PGlite data directory: the command line
 * needs the database to itself.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-staff-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
      DATABASE_URL: '',
    },
    timeout: scaled(90_000),
  });

describe('staff create --sites', () => {
  it(
    'limits a moderator to the sites named, and refuses unknown sites and a limited admin',
    () => {
      const site = admin('site', 'create', '--domain', 'cli-staff.example', '--name', 'Cli');
      expect(site.status, site.stderr).toBe(0);
      const id = /^Site (\d+) created/m.exec(site.stdout)![1]!;

      const unknown = admin('staff', 'create', '--email', 'a@cli.example', '--role', 'moderator', '--sites', '999999');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('Kies alleen sites die bestaan.');
      const limitedAdmin = admin('staff', 'create', '--email', 'b@cli.example', '--role', 'admin', '--sites', id);
      expect(limitedAdmin.status).toBe(1);
      expect(limitedAdmin.stderr).toContain('Een beheerder werkt altijd op alle sites');
      const bad = admin('staff', 'create', '--email', 'c@cli.example', '--role', 'moderator', '--sites', 'een');
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('--sites takes site ids such as 1,3');

      const made = admin('staff', 'create', '--email', 'd@cli.example', '--role', 'moderator', '--sites', id);
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toMatch(/^Staff member \d+ \(d@cli\.example, moderator\) created\./m);
      // Five command-line runs one after the other, each starting Node, tsx and PGlite: on a busy
      // machine that is a minute, longer than the tier's limit for one request-sized test.
    },
    scaled(150_000),
  );
});
