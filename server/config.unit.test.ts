import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './config.ts';

/** Everything production needs, so each case can take one part away. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  SMTP_URL: 'smtp://mail.example:587',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
};

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
    [{ PAYMENTS: 'maybe' }, /^Invalid configuration: PAYMENTS /],
    [{ ...production, SMTP_URL: '' }, /^Invalid configuration: SMTP_URL is required when NODE_ENV=production/],
    [
      { ...production, MOLLIE_API_KEY: '' },
      /^Invalid configuration: MOLLIE_API_KEY is required when NODE_ENV=production \(or set PAYMENTS=off/,
    ],
    [
      { ...production, MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' },
      /^Invalid configuration: MOLLIE_API_KEY is a test key \(test_…\) when NODE_ENV=production: use a live_ key, or set MOLLIE_TEST_MODE=1/,
    ],
    [
      { TRUST_PROXY: 'yes' },
      /^Invalid configuration: TRUST_PROXY must be false, a hop count \(1, 2…\) or a comma list of proxy addresses\/CIDR ranges/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY must be false, a hop count/],
    [{ TRUST_PROXY: '10.0.0.300' }, /^Invalid configuration: TRUST_PROXY must be false, a hop count/],
    [{ TRUST_PROXY: '127.0.0.1,proxy.example' }, /^Invalid configuration: TRUST_PROXY must be false, a hop count/],
    [{ TRUST_PROXY: ',' }, /^Invalid configuration: TRUST_PROXY must be false, a hop count/],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' },
      /^Invalid configuration: TRUST_PROXY=true is not allowed when NODE_ENV=production: list the proxy addresses/,
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(message);
  });

  it('takes payments through Mollie, the sandbox outside production, or nobody with PAYMENTS=off', () => {
    expect(loadConfig({ DATA_DIR: tmp(), ...production }).payments).toBe('mollie');
    expect(loadConfig({ DATA_DIR: tmp(), ...production, MOLLIE_API_KEY: '', PAYMENTS: 'off' }).payments).toBe('off');
    expect(loadConfig({ DATA_DIR: tmp() }).payments).toBe('sandbox');
    // A staging site may take test payments in production when the operator says so.
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        ...production,
        MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz',
        MOLLIE_TEST_MODE: '1',
      }).payments,
    ).toBe('mollie');
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).payments,
    ).toBe('mollie');
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test', MOLLIE_API_KEY: production.MOLLIE_API_KEY, PAYMENTS: 'off' })
        .payments,
    ).toBe('off');
  });

  it('web push: the operator’s VAPID pair is taken only whole and matching; insecure push endpoints never in production', () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    expect(loadConfig({ DATA_DIR: tmp() }).vapid).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).vapid,
    ).toEqual(pair);
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      'Invalid configuration: VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set',
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      'Invalid configuration: VAPID_PUBLIC_KEY is required when VAPID_PRIVATE_KEY is set',
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow('Invalid configuration: VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY');
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test', PUSH_ALLOW_INSECURE_ENDPOINTS: '1' }).pushAllowInsecureEndpoints,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), ...production }).pushAllowInsecureEndpoints).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...production, PUSH_ALLOW_INSECURE_ENDPOINTS: '1' })).toThrow(
      /^Invalid configuration: PUSH_ALLOW_INSECURE_ENDPOINTS=1 is not allowed when NODE_ENV=production/,
    );
  });

  it('lets postbacks reach private hosts only outside production (the tests’ stand-in network; decision 051)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).postbackAllowPrivateHosts).toBe(false);
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test', POSTBACK_ALLOW_PRIVATE_HOSTS: '1' }).postbackAllowPrivateHosts,
    ).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...production, POSTBACK_ALLOW_PRIVATE_HOSTS: '1' })).toThrow(
      /^Invalid configuration: POSTBACK_ALLOW_PRIVATE_HOSTS=1 is not allowed when NODE_ENV=production/,
    );
  });

  it('takes the mail-events secret only when it is at least 16 characters (a guessable one would let anyone turn mail off)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mailEventsSecret).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), MAIL_EVENTS_SECRET: 'a'.repeat(16) }).mailEventsSecret).toBe('a'.repeat(16));
    expect(() => loadConfig({ DATA_DIR: tmp(), MAIL_EVENTS_SECRET: 'a'.repeat(15) })).toThrow(
      'Invalid configuration: MAIL_EVENTS_SECRET must be at least 16 characters',
    );
  });

  it('builds mail links for this process outside production and only from configuration in production', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '4000', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ DATA_DIR: tmp(), ...production }).publicUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), ...production, PUBLIC_URL: 'https://klik.example/' }).publicUrl).toBe(
      'https://klik.example',
    );
  });

  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: '' }],
    ['SMTP_URL', { SMTP_URL: '' }],
    ['MOLLIE_API_KEY', { MOLLIE_API_KEY: '' }],
  ])(
    'a production start without %s exits 1 with one line naming it',
    (name, without) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, ...production, ...without, DATA_DIR: tmp() },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} is required when NODE_ENV=production`));
    },
    60_000,
  );
  it('a production start with POSTBACK_ALLOW_PRIVATE_HOSTS=1 exits 1 with one line naming it (decision 051)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...production, POSTBACK_ALLOW_PRIVATE_HOSTS: '1', DATA_DIR: tmp() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      'Invalid configuration: POSTBACK_ALLOW_PRIVATE_HOSTS=1 is not allowed when NODE_ENV=production (postbacks could reach this machine and its private network)',
    ]);
  }, 60_000);
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    // `true` no longer trusts every sender: a proxy on this machine only (refused in production).
    ['true', ['loopback']],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1,::1,fd00::/8', ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
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

describe('deploy/klik.env.example', () => {
  /** The file as systemd's EnvironmentFile reads it: KEY=value lines, # comments, nothing quoted. */
  function envFile(text: string): Record<string, string> {
    const env: Record<string, string> = {};
    for (const line of text.split('\n')) {
      const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      if (m) env[m[1]!] = m[2]!;
    }
    return env;
  }

  it('is a production configuration once the obvious secrets are filled in (docs/deploy.md §3)', async () => {
    const { readFileSync } = await import('node:fs');
    const env = envFile(readFileSync(path.join(import.meta.dirname, '..', 'deploy', 'klik.env.example'), 'utf8'));
    expect(env.SESSION_SECRET).toBe('');
    const filled = {
      ...env,
      SESSION_SECRET: 'a'.repeat(64),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'klik-env-')),
      NODE_ENV: 'production',
      PORT: '3001',
      HOST: '127.0.0.1',
    };
    const config = loadConfig(filled);
    expect(config.payments).toBe('off');
    expect(config.s3).toBeUndefined();
    expect(config.databaseUrl).toMatch(/^postgres:\/\/klik:[^@]+@/);
    expect(config.trustProxy).toEqual(['127.0.0.1']);
  });
});
