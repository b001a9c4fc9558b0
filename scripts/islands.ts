import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { ISLANDS_ENTRY, ISLANDS_MANIFEST_FILE, type IslandScript } from '../common/islands.ts';
import { iconSprites } from './icon-sprites.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The islands' browser entry (decision 056), built on its own after the browser build, into the
 * same directory: one file with React and the islands, and no module of React Router's. Shared
 * with the router's build, React and the small modules both use became chunks of their own, and
 * every other page's first load grew by their gzip overhead (`npm run size`). Its stylesheets are
 * the page's own (the lander routes' CSS, which React Router links), so style imports are left
 * out here. Its URL goes to `islands-manifest.json` in build/client, which the server reads for the
 * island pages' script tags.
 */
export function islands(options: { treeshake?: object } = {}): Plugin {
  return {
    name: 'klik-islands',
    apply: 'build',
    async closeBundle() {
      const { config } = this.environment;
      if (config.consumer !== 'client') return;
      const clientDir = path.resolve(config.root, config.build.outDir);
      const result = await build({
        configFile: false,
        root: ROOT,
        logLevel: 'warn',
        mode: 'production',
        plugins: [iconSprites(), withoutStyles()],
        build: {
          outDir: clientDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          modulePreload: false,
          rollupOptions: {
            input: path.join(ROOT, ISLANDS_ENTRY),
            treeshake: options.treeshake,
            output: {
              entryFileNames: 'assets/islands-[hash].js',
              chunkFileNames: 'assets/islands-[name]-[hash].js',
            },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
      const entry = outputs.find((o) => o.type === 'chunk' && o.isEntry);
      if (!entry || entry.type !== 'chunk') throw new Error(`the islands' entry ${ISLANDS_ENTRY} was not built`);
      const script: IslandScript = { src: `/${entry.fileName}`, preloads: entry.imports.map((f) => `/${f}`) };
      writeFileSync(path.join(clientDir, ISLANDS_MANIFEST_FILE), JSON.stringify(script));
    },
  };
}

/** Style imports as empty modules: the islands' pages link their CSS already (see above). */
function withoutStyles(): Plugin {
  return {
    name: 'klik-islands-without-styles',
    enforce: 'pre',
    resolveId(id) {
      return /\.(s?css)(\?.*)?$/.test(id) ? '\0klik-no-style' : null;
    },
    load(id) {
      return id === '\0klik-no-style' ? '' : null;
    },
  };
}
