import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'klik-config-'));

describe('configuration', () => {
  it('has defaults that start the site with nothing set', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the generated session secret under DATA_DIR across restarts', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ REDIS_URL: 'http://x' }, /^Invalid configuration: REDIS_URL /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ PUBLIC_URL: 'klik' }, /^Invalid configuration: PUBLIC_URL /],
    [{ SESSION_SECRET: 'short' }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: SESSION_SECRET is required/],
    [{ S3_BUCKET: 'klik-media' }, /^Invalid configuration: S3_ENDPOINT is required when S3_BUCKET is set/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(message);
  });

  it('stops the server process with exit code 1 and one line on bad configuration', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tmp() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  }, 60_000);
});
