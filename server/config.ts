import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * All configuration comes from environment variables, validated here once. A bad value stops the
 * process with one line naming the variable (see `loadConfigOrExit`). Nothing else reads process.env.
 */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://klik.example' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ message: 'must be a URL such as https://s3.eu-central-1.amazonaws.com' }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A CDN in front of /media/: told to forget each file that stops being public (platform/storage.ts). */
  CDN_PURGE_URL: z.url({ message: 'must be a URL such as https://purge.example.com/klik' }).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  /** Automatic pre-screening of new photos (decision 042): `off` on a host too small for the classifier. */
  PHOTO_SCREENING: z.enum(['on', 'off']).default('on'),
  /** `off` runs a site without purchases (production without a payment provider). */
  PAYMENTS: z.enum(['on', 'off']).default('on'),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_\w{20,}$/, 'must be a Mollie API key (live_… or test_…)')
    .optional(),
  /** Only for tests against a stand-in of the Mollie API (https). */
  MOLLIE_API_ENDPOINT: z.url().optional(),
  /** `1` lets a production process (a staging site) take payments with a `test_` key: nothing is charged. */
  MOLLIE_TEST_MODE: z.enum(['0', '1']).default('0'),
  /** The shared secret of POST /api/mail-events.php (bounces and complaints); without it the endpoint does not exist. */
  MAIL_EVENTS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_MEMBERS: z.coerce.number().int().min(0).max(100_000).default(240),
  /**
   * Web push: the VAPID key pair, when the operator brings their own (both, base64url as
   * `npx web-push generate-vapid-keys` prints them). Without them the first process generates a pair
   * and keeps it in the database (server/platform/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a P-256 public key in base64url (87 characters, as web-push generate-vapid-keys prints it)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'must be a P-256 private key in base64url (43 characters, as web-push generate-vapid-keys prints it)',
    )
    .optional(),
  /** `1`: push subscriptions may name http:// and local addresses (the tests' stand-in push service). Never in production. */
  PUSH_ALLOW_INSECURE_ENDPOINTS: z.enum(['0', '1']).default('0'),
  /**
   * `1`: postback URLs may name local and private hosts (the tests' stand-in network on 127.0.0.1;
   * decision 051). Never in production.
   */
  POSTBACK_ALLOW_PRIVATE_HOSTS: z.enum(['0', '1']).default('0'),
});

export type Env = z.infer<typeof envSchema>;

/** proxy-addr's names for ranges (Fastify's trustProxy understands them). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/`0` (default), a hop count (`1`, `2`…) or a comma list of proxy addresses and
 * CIDR ranges (`10.0.0.0/8,127.0.0.1`). `true` used to trust every sender, so anyone could set
 * their address with X-Forwarded-For and step around every per-IP limit: it now means a proxy on
 * this machine (`loopback`), and production refuses it so that the operator names the proxies.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return ['loopback'];
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length || !entries.every(isProxyAddress)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count (1, 2…) or a comma list of proxy addresses/CIDR ranges (10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  }
  return entries;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to PostgreSQL (server/db/client.ts DEFAULT_POOL_SIZE when unset). */
  databasePoolSize: number | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto), as Fastify's
   * `trustProxy` takes it: false, a hop count, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  seedMembers: number;
  /** Without it, mails are written to DATA_DIR/outbox and listed at /dev/mailbox (not in production). */
  smtpUrl: string | undefined;
  /** The sender; by default noreply@ the site's domain. */
  mailFrom: string | undefined;
  /** S3-compatible storage for photos instead of DATA_DIR/media (all four set together). */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** Whether new photos get an automatic pre-screening score (PHOTO_SCREENING, default on). */
  photoScreening: boolean;
  /** A CDN's purge endpoint (CDN_PURGE_URL, with CDN_PURGE_TOKEN when it asks one). */
  cdnPurge: { url: string; token?: string } | undefined;
  /** Mollie as the payment provider; without it the built-in sandbox (never in production). */
  mollie: { apiKey: string; apiEndpoint?: string } | undefined;
  /**
   * Who takes payments: Mollie, the built-in sandbox (outside production only), or nobody
   * (`PAYMENTS=off`: the credits screens say purchases are unavailable).
   */
  payments: 'mollie' | 'sandbox' | 'off';
  /** The operator's own VAPID key pair (VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY); otherwise one is generated and kept. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Push subscriptions may name http:// and local addresses (tests and development only). */
  pushAllowInsecureEndpoints: boolean;
  /** POSTBACK_ALLOW_PRIVATE_HOSTS=1 (tests): postbacks may go to local and private hosts (decision 051). */
  postbackAllowPrivateHosts: boolean;
  /** The secret a mail provider authenticates with at POST /api/mail-events.php; unset: no endpoint. */
  mailEventsSecret: string | undefined;
}

export class ConfigError extends Error {}

/** Parse the environment. Throws ConfigError whose message is the one line to print. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as "not set": `FOO= npm start` should mean the default, not a bad value.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(cleaned[name] ?? '')})`,
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  if (isProduction && source.TRUST_PROXY?.trim() === 'true') {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true is not allowed when NODE_ENV=production: list the proxy addresses (e.g. 10.0.0.0/8,127.0.0.1) or give a hop count',
    );
  }
  if (isProduction) requireProductionParts(env);
  if (isProduction && env.PUSH_ALLOW_INSECURE_ENDPOINTS === '1') {
    throw new ConfigError(
      'Invalid configuration: PUSH_ALLOW_INSECURE_ENDPOINTS=1 is not allowed when NODE_ENV=production (the server would send to any address a member names)',
    );
  }
  if (isProduction && env.POSTBACK_ALLOW_PRIVATE_HOSTS === '1') {
    throw new ConfigError(
      'Invalid configuration: POSTBACK_ALLOW_PRIVATE_HOSTS=1 is not allowed when NODE_ENV=production (postbacks could reach this machine and its private network)',
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl:
      env.PUBLIC_URL?.replace(/\/$/, '') ?? (isProduction ? undefined : `http://${localHost(env.HOST)}:${env.PORT}`),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    sessionSecret: env.SESSION_SECRET ?? storedSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    seedMembers: env.SEED_MEMBERS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: s3Config(env),
    photoScreening: env.PHOTO_SCREENING === 'on',
    cdnPurge: env.CDN_PURGE_URL
      ? { url: env.CDN_PURGE_URL, ...(env.CDN_PURGE_TOKEN ? { token: env.CDN_PURGE_TOKEN } : {}) }
      : undefined,
    mollie: env.MOLLIE_API_KEY
      ? { apiKey: env.MOLLIE_API_KEY, ...(env.MOLLIE_API_ENDPOINT ? { apiEndpoint: env.MOLLIE_API_ENDPOINT } : {}) }
      : undefined,
    payments: env.PAYMENTS === 'off' ? 'off' : env.MOLLIE_API_KEY ? 'mollie' : 'sandbox',
    vapid: vapidConfig(env),
    pushAllowInsecureEndpoints: env.PUSH_ALLOW_INSECURE_ENDPOINTS === '1',
    postbackAllowPrivateHosts: env.POSTBACK_ALLOW_PRIVATE_HOSTS === '1',
    mailEventsSecret: env.MAIL_EVENTS_SECRET,
  };
}

/**
 * Production never falls back to a part made for trying the site: members would get no activation
 * mail, the sandbox would hand out free credits, a generated secret would differ per process.
 */
function requireProductionParts(env: Env): void {
  const missing = (name: string, why: string) =>
    new ConfigError(`Invalid configuration: ${name} is required when NODE_ENV=production (${why})`);
  if (!env.SESSION_SECRET) throw missing('SESSION_SECRET', 'at least 32 characters');
  if (!env.SMTP_URL) throw missing('SMTP_URL', 'members must receive their activation and reset mails');
  if (!env.MOLLIE_API_KEY && env.PAYMENTS !== 'off')
    throw missing('MOLLIE_API_KEY', 'or set PAYMENTS=off to run without purchases');
  // A test key takes no money, so members would receive credits for nothing: only where the
  // operator says this is a staging site.
  if (env.MOLLIE_API_KEY?.startsWith('test_') && env.PAYMENTS !== 'off' && env.MOLLIE_TEST_MODE !== '1') {
    throw new ConfigError(
      'Invalid configuration: MOLLIE_API_KEY is a test key (test_…) when NODE_ENV=production: use a live_ key, or set MOLLIE_TEST_MODE=1 on a staging site',
    );
  }
}

/** Outside production, links in mails point at this process as a newcomer opens it. */
function localHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
}

function s3Config(env: Env): Config['s3'] {
  const parts = {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(parts)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 4) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration: ${missing[0]} is required when ${Object.keys(parts).find((k) => !missing.includes(k))} is set`,
    );
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

/** Both VAPID keys or neither; and the public key must be the private key's, or every push would be refused. */
function vapidConfig(env: Env): Config['vapid'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey)
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY is required when VAPID_PRIVATE_KEY is set');
  if (!privateKey)
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set');
  let derived = '';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    derived = ecdh.getPublicKey().toString('base64url');
  } catch {
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY is not a P-256 private key');
  }
  if (derived !== publicKey)
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY (generate them together)',
    );
  return { publicKey, privateKey };
}

/** Outside production a secret is generated once and kept under DATA_DIR, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
}
