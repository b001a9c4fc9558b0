// Builds what is missing or older than its sources: the front end (React Router, Vite) and the
// compiled server (scripts/build-server.mjs). Shared by `npm start` and the browser tests, so
// neither ever runs a stale bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

function stale(stamp, dirs, files) {
  const sources = dirs.map((d) => path.join(root, d)).filter(existsSync);
  const extra = files.map((f) => path.join(root, f)).filter(existsSync);
  const sourceTime = Math.max(...sources.map(newest), ...extra.map((f) => statSync(f).mtimeMs));
  return !existsSync(stamp) || statSync(stamp).mtimeMs < sourceTime;
}

function run(script, args) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfStale() {
  const frontEnd = stale(
    path.join(root, 'build', 'server', 'index.js'),
    ['app', 'common', 'public'],
    // The build's own plugins too (the icon sprites, the service worker, the islands' entry).
    [
      'vite.config.ts',
      'react-router.config.ts',
      'package-lock.json',
      'scripts/icon-sprites.ts',
      'scripts/service-worker.ts',
      'scripts/islands.ts',
    ],
  );
  // React Router empties build/server/ when it builds, so a front-end build means a server build too.
  const server =
    frontEnd ||
    stale(
      path.join(root, 'build', 'server', 'main.js'),
      ['server', 'common'],
      ['package-lock.json', 'scripts/build-server.mjs'],
    );
  if (frontEnd) {
    console.log('Building the front end…');
    run('node_modules/@react-router/dev/bin.js', ['build']);
  }
  if (server) {
    console.log('Building the server…');
    run('scripts/build-server.mjs', []);
  }
}
