#!/usr/bin/env node
// `npm start`: build the front end when the build is missing or stale, then start the server.
// One command for a newcomer; in production the build step is a no-op after the first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// A process manager stops us with SIGTERM: pass it on so the server closes the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
