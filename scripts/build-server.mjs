#!/usr/bin/env node
// `npm run build`, second half: the server as plain JavaScript in build/server/, so production
// runs `node build/server/main.js` with no TypeScript transpiler. Entry points: the server, the
// admin CLI and the db CLI. Everything under node_modules stays external (packages: 'external'):
// native and WebAssembly packages (sharp, argon2, PGlite) load from node_modules as in development.
// Run after `react-router build`, which empties build/server/ before writing its SSR bundle there.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outdir = path.join(root, 'build', 'server');

export const serverEntries = {
  main: 'server/main.ts',
  admin: 'server/admin.ts',
  db: 'server/db/cli.ts',
  // The photo classifier's worker thread (server/platform/photo-screen.ts loads it by this name).
  'photo-screen-worker': 'server/platform/photo-screen-worker.ts',
};

export async function buildServer() {
  for (const f of existsSync(outdir) ? readdirSync(outdir) : [])
    if (/^chunk-.*\.js(\.map)?$/.test(f)) rmSync(path.join(outdir, f));
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(serverEntries).map(([name, file]) => [name, path.join(root, file)])),
    outdir,
    bundle: true,
    // The three entry points share most of the server: one copy of it in chunk-*.js files. They sit
    // beside the entry points (not in a subfolder) because code that finds files next to itself
    // (the migrations, below) must see the same folder whichever file it was bundled into.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // Top-level await and import.meta work as in the sources (ES modules).
    banner: { js: '// Built by scripts/build-server.mjs from server/ — do not edit.' },
  });
  // The migrator reads the SQL files next to the code that runs it (server/db/client.ts resolves
  // `migrations` beside its own file, which in the bundle is build/server/): copy them there.
  rmSync(path.join(outdir, 'migrations'), { recursive: true, force: true });
  cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
