#!/usr/bin/env node
// `npm start`: the compiled server (`node build/server/main.js`), as production runs it. Outside
// production the front end and the server are built first when missing or stale, so a newcomer's
// one command still works; in production nothing is built at start (no transpiler, no Vite): build
// with `npm run build` when deploying. The compiled server rather than tsx in development too, so
// that what a newcomer runs is what production runs; `npm run dev` runs the sources with tsx.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const entry = path.join(root, 'build', 'server', 'main.js');
if (process.env.NODE_ENV !== 'production') buildIfStale();
else if (!existsSync(entry)) {
  console.error('No build found: run `npm run build` before starting in production.');
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// A process manager stops us with SIGTERM: pass it on so the server drains (server/lifecycle.ts).
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
