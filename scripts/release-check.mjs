#!/usr/bin/env node
// The release of docs/deploy.md §1, started the way a site owner starts it: what `npm run build`
// wrote, with node_modules pruned by `npm prune --omit=dev`, run by `node build/server/main.js` in
// production. A package the compiled server imports but only the build tools bring along is then
// missing, and the process stops at start (ERR_MODULE_NOT_FOUND) — which nothing else would notice,
// since development, the tests and the benchmarks all run with the development dependencies.
//
// 1. Every bare import in build/server/*.js must name a package the lock file keeps in production
//    (not marked `dev`): a fast, exact list of what would be missing.
// 2. The release folder (build/, public/, package.json, package-lock.json, node_modules/) is copied
//    to a temporary folder — node_modules as hard links, so it takes seconds and the checkout keeps
//    its development dependencies — and pruned there with the doc's own command.
// 3. The compiled server starts there with NODE_ENV=production and the least environment the doc
//    requires (PGlite in the temporary DATA_DIR, SESSION_SECRET, SMTP_URL, PAYMENTS=off): /healthz
//    and /readyz answer 200 and a page answers 503 "no site configured"; then the site is created
//    with the compiled admin CLI (§4, First start) and, after a restart, the home page answers 200.
//
// Run after `npm run build` (CI does, .ci/run); `node scripts/release-check.mjs`. Exits 1 with a line
// saying what failed.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import { builtinModules } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const started = Date.now();
const say = (line) => console.log(`release-check: ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
function fail(line) {
  console.error(`release-check: FAILED: ${line}`);
  process.exit(1);
}

/** The package a bare specifier names: `pkg`, `@scope/pkg`; null for Node's own modules. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Bare specifiers of static and dynamic imports in an ES module bundle. */
export function bareImports(source) {
  const out = new Set();
  for (const m of source.matchAll(
    /(?:^|[\s;}])(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"'./][^"']*)["']|\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/gm,
  )) {
    out.add(m[1] ?? m[2]);
  }
  return out;
}

/** The packages the compiled server imports that `npm prune --omit=dev` would remove (or that are not installed at all). */
export function devOnlyImports(buildDir, lock) {
  const missing = new Map();
  for (const file of readdirSync(buildDir).filter((f) => f.endsWith('.js'))) {
    for (const specifier of bareImports(readFileSync(path.join(buildDir, file), 'utf8'))) {
      const name = packageOf(specifier);
      if (!name) continue;
      const entry = lock.packages[`node_modules/${name}`];
      if (!entry || entry.dev || entry.devOptional) missing.set(name, `${file} imports "${specifier}"`);
    }
  }
  return missing;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const buildDir = path.join(root, 'build', 'server');
  if (!existsSync(path.join(buildDir, 'main.js'))) fail('no build/server/main.js: run `npm run build` first');

  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const missing = devOnlyImports(buildDir, lock);
  if (missing.size > 0) {
    for (const [name, where] of missing)
      console.error(`release-check: "${name}" is not a production dependency, but ${where}`);
    fail(
      `the compiled server imports ${[...missing.keys()].join(', ')}, which \`npm prune --omit=dev\` removes: move them to "dependencies" (or do that work at build time)`,
    );
  }
  say('every import of the compiled server is a production dependency');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'klik-release-'));
  let server = null;
  const stopServer = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(12_000)]);
    if (server.exitCode === null) server.kill('SIGKILL');
  };
  // fail() exits at once: the server and the temporary folder go with the process, whatever happened.
  process.on('exit', () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  try {
    // What the doc ships. Hard links for the big folders: nothing there is written by the server,
    // and npm prune only removes files (an unlinked copy is removed; the checkout's stays).
    const release = path.join(dir, 'release');
    for (const folder of ['build', 'public'])
      cpSync(path.join(root, folder), path.join(release, folder), { recursive: true });
    for (const file of ['package.json', 'package-lock.json'])
      copyFileSync(path.join(root, file), path.join(release, file));
    const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(release, 'node_modules')], {
      encoding: 'utf8',
    });
    if (linked.status !== 0) fail(`could not copy node_modules: ${linked.stderr}`);
    // npm rewrites its own record of the tree: that file must be a copy, not the checkout's.
    const hidden = path.join(release, 'node_modules', '.package-lock.json');
    if (existsSync(hidden)) {
      unlinkSync(hidden);
      copyFileSync(path.join(root, 'node_modules', '.package-lock.json'), hidden);
    }
    const pruned = spawnSync(
      'npm',
      ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: release, encoding: 'utf8' },
    );
    if (pruned.status !== 0) fail(`npm prune --omit=dev failed: ${pruned.stderr || pruned.stdout}`);
    if (existsSync(path.join(release, 'node_modules', 'vite')))
      fail('npm prune --omit=dev left the development dependencies (vite) in place');
    say('release copied and pruned (npm prune --omit=dev)');

    const port = await freePort();
    const smtpPort = await freePort();
    // The least a production process needs (docs/deploy.md §3): no DATABASE_URL (PGlite in DATA_DIR),
    // no REDIS_URL, no S3, no Mollie. Nothing of this shell's environment is passed on but PATH.
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      SESSION_SECRET: 'release-check-secret-release-check-secret-0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PAYMENTS: 'off',
      LOG_LEVEL: 'warn',
    };
    let log = '';
    const start = () => {
      log = '';
      server = spawn(process.execPath, ['--enable-source-maps', 'build/server/main.js'], {
        cwd: release,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout.on('data', (d) => (log += d));
      server.stderr.on('data', (d) => (log += d));
    };
    // node:http, not fetch: fetch does not send a Host of our choosing, and production serves a
    // site only on its own domain.
    const get = (urlPath, headers = {}) =>
      new Promise((resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port,
            path: urlPath,
            headers: { host: 'klik-release.test', ...headers },
            timeout: 10_000,
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'] ?? '', body }));
          },
        );
        req.on('timeout', () => req.destroy(new Error('no answer in 10 s')));
        req.on('error', reject);
      });
    const waitHealthy = async (what) => {
      const deadline = Date.now() + 40_000;
      for (;;) {
        if (server.exitCode !== null)
          fail(`the release stopped at start (${what}, exit code ${server.exitCode}):\n${log.slice(-3000)}`);
        try {
          if ((await get('/healthz')).status === 200) return;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) fail(`no 200 from /healthz within 40 s (${what}):\n${log.slice(-3000)}`);
        await sleep(200);
      }
    };

    start();
    await waitHealthy('empty database');
    say('compiled server started on the pruned release; /healthz 200');
    const ready = await get('/readyz');
    if (ready.status !== 200) fail(`/readyz answered ${ready.status}: ${ready.body}`);
    const noSite = await get('/', { accept: 'text/html' });
    if (
      noSite.status !== 503 ||
      !noSite.type.startsWith('text/html') ||
      !noSite.body.includes('admin.js site create')
    ) {
      fail(
        `before a site exists / should answer 503 with the "no site configured" page, got ${noSite.status} ${noSite.type}: ${noSite.body.slice(0, 300)}`,
      );
    }
    say('/readyz 200; / before any site answers 503 "no site configured" (HTML)');
    // PGlite is one process's database: the admin CLI runs while the server is stopped.
    await stopServer();

    const admin = spawnSync(
      process.execPath,
      ['build/server/admin.js', 'site', 'create', '--domain', 'klik-release.test', '--name', 'Klik release check'],
      { cwd: release, env, encoding: 'utf8' },
    );
    if (admin.status !== 0) fail(`node build/server/admin.js site create failed:\n${admin.stderr || admin.stdout}`);
    say('site created with node build/server/admin.js');

    start();
    await waitHealthy('with a site');
    const home = await get('/', { accept: 'text/html' });
    if (home.status !== 200 || !home.body.includes('Klik release check'))
      fail(`the home page answered ${home.status}: ${home.body.slice(0, 300)}`);
    const settings = await get('/api/settings.php', { 'x-request-type': 'client' });
    if (settings.status !== 200) fail(`/api/settings.php answered ${settings.status}: ${settings.body.slice(0, 300)}`);
    say('home page and /api/settings.php answer 200 on the pruned release');
    await stopServer();
    if (server.exitCode !== 0)
      fail(`the server did not drain and exit 0 on SIGTERM (exit ${server.exitCode}):\n${log.slice(-2000)}`);
  } finally {
    await stopServer();
    rmSync(dir, { recursive: true, force: true });
  }
  say('OK');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
