import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The service worker (app/service-worker/sw.ts) as /sw.js of the browser build: bundled
 * on its own by esbuild into one classic script (a worker file cannot load the page's chunks), and
 * emitted at the root of build/client so that its scope is the whole site. Its name carries no
 * hash: the browser asks for it again at every registration (served `no-cache`, server/app.ts).
 * Part of every front-end build (`npm run build`, `npm start`, the browser tests), never of the
 * page's first-load JavaScript.
 */
const SERVICE_WORKER_ENTRY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'app',
  'service-worker',
  'sw.ts',
);

async function buildServiceWorker(): Promise<string> {
  const result = await build({
    entryPoints: [SERVICE_WORKER_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

export function serviceWorker(): Plugin {
  return {
    name: 'klik-service-worker',
    apply: 'build',
    async generateBundle() {
      // The browser build only (React Router builds the server bundle with the same plugins).
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await buildServiceWorker() });
    },
  };
}
