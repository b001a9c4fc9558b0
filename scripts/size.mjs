// The JavaScript budget of engineering §9: the gzip size of every script a first visit
// of a page loads (React Router's entry, and each matched route's module with its static imports,
// as the build manifest lists them for <link rel="modulepreload">). Lazily imported chunks are not
// counted: they load later, when a screen needs them. Exits 1 over budget, so CI fails.
//   node scripts/size.mjs [build/client]      (after `npm run build`; SIZE_VERBOSE=1 lists every file)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';

const BUDGET_KB = 150;
/**
 * The landers are island pages (decision 056): what they load first is the islands' entry
 * (build/client/islands-manifest.json), not React Router's, and paid traffic lands there on a phone.
 */
const ISLAND_BUDGET_KB = 100;
/** The layout whose pages are island pages (its route handle, app/layouts/lander.tsx). */
const ISLAND_LAYOUT = 'layouts/lander';
/**
 * The pages checked, each with its budget: the member pages of engineering §9, and the eleven
 * landers (decision 054), where paid traffic lands on a phone, held to the islands' 100 kB
 * (decision 056). What a router page loads before its own route (React, React Router, the entry and
 * the root) is about 127 kB of the 150; each page's own share is printed beside it.
 */
// The landers are their route modules (app/routes/lander-<name>.tsx, decision 054): the list in
// common/rules/landers.ts is TypeScript, which this plain Node script does not read.
const LANDERS = readdirSync(path.resolve(import.meta.dirname, '..', 'app', 'routes'))
  .map((file) => /^lander-([a-z]+)\.tsx$/.exec(file)?.[1])
  .filter(Boolean)
  .sort();
const PAGES = [
  ...['/', '/members', '/members/1', '/chats'].map((page) => ({ page, budget: BUDGET_KB })),
  ...LANDERS.map((name) => ({ page: `/landers/${name}`, budget: ISLAND_BUDGET_KB })),
];

const client = path.resolve(process.argv[2] ?? 'build/client');
const assets = path.join(client, 'assets');

// The newest manifest is this build's (an old build's may still lie beside it).
const manifestFile = readdirSync(assets)
  .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
  .map((f) => path.join(assets, f))
  .filter((f) => statSync(f).size > 10)
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!manifestFile) {
  console.error(`no React Router manifest under ${assets}: run npm run build first`);
  process.exit(2);
}
const sandbox = { window: {} };
vm.runInNewContext(readFileSync(manifestFile, 'utf8'), sandbox);
const manifest = sandbox.window.__reactRouterManifest;

// The route tree, for matchRoutes.
const byParent = new Map();
for (const r of Object.values(manifest.routes)) {
  const list = byParent.get(r.parentId) ?? [];
  list.push(r);
  byParent.set(r.parentId, list);
}
const tree = (parentId) =>
  (byParent.get(parentId) ?? []).map((r) => ({ id: r.id, path: r.path, index: r.index, children: tree(r.id) }));

const gzipSizes = new Map();
const gzipSize = (url) => {
  if (!gzipSizes.has(url)) gzipSizes.set(url, gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length);
  return gzipSizes.get(url);
};

// What every page loads first: the entry and the root route.
const root = manifest.routes.root;
const shared = new Set([manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])]);

const islands = JSON.parse(readFileSync(path.join(client, 'islands-manifest.json'), 'utf8'));

let over = false;
for (const { page, budget } of PAGES) {
  const matches = matchRoutes(tree(undefined), page) ?? [];
  const files = new Set();
  if (matches.some((m) => m.route.id === ISLAND_LAYOUT)) {
    files.add(islands.src);
    for (const i of islands.preloads) files.add(i);
  } else {
    files.add(manifest.entry.module);
    for (const i of manifest.entry.imports) files.add(i);
    for (const m of matches) {
      const r = manifest.routes[m.route.id];
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
  }
  const bytes = [...files].reduce((sum, f) => sum + gzipSize(f), 0);
  const kb = bytes / 1024;
  const own = [...files].filter((f) => !shared.has(f)).reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
  const ok = kb <= budget;
  over ||= !ok;
  const largest = [...files]
    .sort((a, b) => gzipSize(b) - gzipSize(a))
    .slice(0, 4)
    .map((f) => `${path.basename(f)} ${(gzipSize(f) / 1024).toFixed(1)}`)
    .join(', ');
  if (process.env.SIZE_VERBOSE)
    for (const f of [...files].sort((a, b) => gzipSize(b) - gzipSize(a)))
      console.log(`    ${(gzipSize(f) / 1024).toFixed(1).padStart(5)} ${path.basename(f)}`);
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${page.padEnd(32)} ${kb.toFixed(1).padStart(6)} kB gzip JS in ${files.size} files, ${own.toFixed(1)} kB its own (budget ${budget}) — largest: ${largest}`,
  );
}
if (over) {
  console.error('JavaScript over its budget on a first load');
  process.exit(1);
}
