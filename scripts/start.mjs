#!/usr/bin/env node
// `npm start`: build the front end when the build is missing or older than its sources, then start
// the server. One command for a newcomer; in production the build step is a no-op after the first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stamp = path.join(root, 'build', 'server', 'index.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

const sources = ['app', 'common', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const configFiles = ['vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((f) => path.join(root, f)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newest), ...configFiles.map((f) => statSync(f).mtimeMs));
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sourceTime) {
  console.log('Building the front end…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// A process manager stops us with SIGTERM: pass it on so the server closes the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
