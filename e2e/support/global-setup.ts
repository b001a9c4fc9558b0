import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startSmtpCapture } from '../../server/test/smtp.ts';
import { freePort } from '../../server/test/ports.ts';
import { scaled } from '../../server/test/time-scale.ts';

/**
 * Starts one real server for the browser tests: the compiled server with the production front-end
 * build, a fresh PGlite database under a temporary DATA_DIR with a small demo seed, on a free port.
 * Its URL reaches the tests through vitest's provide/inject.
 */

let server: ChildProcess | undefined;
/**
 * Known to the tests: the session secret signs the mails' unsubscribe links (a test builds one as the
 * mail would), and the mail-events secret lets a test report a bounce the way the provider does.
 */
const SESSION_SECRET = 'e2e-session-secret-0123456789abcdef';
const MAIL_EVENTS_SECRET = 'e2e-mail-events-secret';
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A real SMTP server receives the site's mails; each is written to a file the tests read.
  const mailDir = path.join(dataDir, 'captured-mail');
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  // Written beside the directory and renamed into it: a test polling the directory never reads a
  // half-written file (a flake: JSON.parse of a mail while it was being written).
  const smtp = await startSmtpCapture((mail) => {
    const name = `${String(++n).padStart(4, '0')}.json`;
    const partial = path.join(dataDir!, `.${name}.partial`);
    writeFileSync(partial, JSON.stringify(mail));
    renameSync(partial, path.join(mailDir, name));
  });
  const log: string[] = [];
  // The compiled server, as production runs it (scripts/e2e.mjs builds it when stale): CI proves
  // that `node build/server/main.js` serves the site, not only the sources under tsx.
  server = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_MEMBERS: '36',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      SESSION_SECRET,
      MAIL_EVENTS_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => log.push(String(d)));
  server.stderr!.on('data', (d) => log.push(String(d)));
  // Meanwhile, the production-mode sites of the staff console's tests get a migrated database to
  // copy (e2e/support/production-site.ts): migrating anew took each of them several seconds.
  const template = makeProductionTemplate();
  const deadline = Date.now() + scaled(90_000);
  for (;;) {
    if (server.exitCode !== null) throw new Error(`e2e server exited:\n${log.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/settings.php`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`e2e server did not start in time:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('productionTemplate', await template);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  project.provide('sessionSecret', SESSION_SECRET);
  project.provide('mailEventsSecret', MAIL_EVENTS_SECRET);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    await smtp.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(await template, { recursive: true, force: true });
  };
}

/**
 * A DATA_DIR whose PGlite database the compiled command line has migrated in production mode, and
 * nothing else: no site, no staff, no secret files (each site brings its own).
 */
async function makeProductionTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'klik-e2e-template-'));
  const run = spawn(process.execPath, ['build/server/admin.js', 'staff', 'list'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dir,
      PUBLIC_URL: 'http://127.0.0.1:9',
      SESSION_SECRET: 'e2e-template-secret-0123456789abcdef',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENTS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  run.stdout!.on('data', (d) => (printed += String(d)));
  run.stderr!.on('data', (d) => (printed += String(d)));
  const code = await new Promise<number | null>((r) => run.once('exit', r));
  if (code !== 0) throw new Error(`migrating the production template failed:\n${printed}`);
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    mailDir: string;
    sessionSecret: string;
    mailEventsSecret: string;
    /** A DATA_DIR with a migrated, empty production database, for startProductionSite to copy. */
    productionTemplate: string;
  }
}
