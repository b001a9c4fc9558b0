import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfigOrExit } from './config.ts';

/** Starts one app process: configuration → database → app → listen. */
// Configuration first, before the heavy modules load: a bad value stops the process at once.
const config = loadConfigOrExit();
const { buildApp } = await import('./app.ts');
const { openPlatform, seedIfEmpty } = await import('./boot.ts');
const { loadPlaces } = await import('./platform/places.ts');
const { drainOnSignals } = await import('./lifecycle.ts');
const platform = await openPlatform(config);
await seedIfEmpty(platform, config, (m) => console.log(m));

// Compiled (`node build/server/main.js`), this file sits beside React Router's server bundle and
// serves the build it belongs to, whatever the working directory; from source (`npm run dev`),
// the build under the working directory.
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = existsSync(path.join(here, 'index.js')) ? path.dirname(here) : path.resolve('build');
const serverEntry = path.join(buildDir, 'server', 'index.js');
if (!existsSync(serverEntry)) {
  console.error('No front-end build found: run `npm run build` (npm start does this for you).');
  process.exit(1);
}
const ssrBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const app = await buildApp({
  config,
  database: platform.database,
  storage: platform.storage,
  ssrBuild,
  clientDir: path.join(buildDir, 'client'),
  runJobs: true,
});

drainOnSignals(app, platform);

await app.listen({ port: config.port, host: config.host });
// The offline place list takes a second to index: do it now rather than on a member's first keystroke.
setImmediate(() => loadPlaces());
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(
  `Klik is running at ${config.publicUrl ?? `http://${shown}:${config.port}`} (database: ${platform.database.engine})`,
);
