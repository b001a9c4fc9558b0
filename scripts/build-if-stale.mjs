// Builds the front end when build/ is missing or older than its sources. Shared by `npm start`
// and the browser tests, so neither ever runs against a stale bundle.
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

export function buildIfStale() {
  const stamp = path.join(root, 'build', 'server', 'index.js');
  const sources = ['app', 'common', 'public'].map((d) => path.join(root, d)).filter(existsSync);
  const files = ['vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((f) => path.join(root, f)).filter(existsSync);
  const sourceTime = Math.max(...sources.map(newest), ...files.map((f) => statSync(f).mtimeMs));
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= sourceTime) return;
  console.log('Building the front end…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
