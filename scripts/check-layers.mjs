#!/usr/bin/env node
/**
 * The layers of the code (docs/architecture.md, "Layers"), checked on every `npm run lint`:
 *
 * 1. A file imports only from its own layer's folder or a layer below it. The server's layers are,
 *    from the bottom: common, platform, http, the domain modules one by one in DOMAIN order, the
 *    aggregators (modules that gather from or listen to many), the seed, and the composition root.
 *    A domain module is a layer of its own: it imports only modules listed before it.
 * 2. No import cycle, between files of the server, the app or common: runtime and type imports
 *    alike (`import type` counts), also within one module.
 *
 * Two exceptions, both about tables, never about code: a module's schema.ts may import another
 * module's schema.ts for a foreign key (the data points where it points), and a declared read model
 * (READ_MODELS in scripts/check-owners.mjs, each with its reason) may import the schema.ts of the
 * tables it reads in its one query. Cycles are never exempt.
 *
 * 3. A route module of the app (app/routes/) imports no other route module: what two screens share
 *    lives in app/components or app/lib (a route file is one URL's loader, action and screen).
 *
 * Tests (*.test.ts, server/test/, e2e/) are outside the graph: they may set up anything.
 *
 * `node scripts/check-layers.mjs` prints each violation and exits 1; checkLayers(root) returns them
 * (scripts/check-layers.unit.test.ts runs it on a tree with a deliberate upward import and cycles).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTest, READ_MODELS, stripComments, walk } from './check-owners.mjs';

/** The domain modules from the bottom up: each may import only those before it. */
export const DOMAIN = [
  'sites',
  'members',
  'search-index',
  'credits',
  'push',
  'blocks',
  'audit',
  'decisions',
  'staff',
  'profiles',
  'photos',
  'search',
  'likes',
  'chat',
  'payments',
  'accounts',
  'notifications',
  'mail-events',
  'reports',
  'appeals',
  'personas',
  'operator',
  'attribution',
  'campaigns',
];

/** Modules that gather from many (or react to many), above the whole domain, in this order. */
export const AGGREGATORS = ['overview', 'data-export', 'deletion', 'care', 'site-admin', 'site-assets', 'numbers'];

/** The server's layers from the bottom up, as docs/architecture.md draws them. */
export const LAYERS = [
  'common',
  'platform',
  'http',
  ...DOMAIN.map((m) => `modules/${m}`),
  ...AGGREGATORS.map((m) => `modules/${m}`),
  'seed',
  'root',
];

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;

/** The layer of a server or common file, or null for the app (which has no layers, only the cycle rule). */
export function layerOf(rel) {
  if (rel.startsWith('common/')) return 'common';
  if (
    rel.startsWith('server/platform/') ||
    ['server/db/client.ts', 'server/db/resilience.ts', 'server/db/committed.ts', 'server/db/types.ts'].includes(rel)
  )
    return 'platform';
  if (rel.startsWith('server/http/')) return 'http';
  const m = rel.match(/^server\/modules\/([^/]+)\//);
  if (m) return `modules/${m[1]}`;
  if (rel.startsWith('server/seed/')) return 'seed';
  if (rel.startsWith('server/')) return 'root';
  return null;
}

/** Every file's relative imports of files that exist, as a graph. */
function importGraph(root) {
  const files = ['server', 'app', 'common']
    .flatMap((d) => walk(path.join(root, d)))
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((rel) => !isTest(rel));
  const known = new Set(files);
  const graph = new Map();
  for (const rel of files) {
    const source = stripComments(readFileSync(path.join(root, rel), 'utf8'));
    const targets = new Set();
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
      if (known.has(target)) targets.add(target);
    }
    graph.set(rel, [...targets]);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): Tarjan. */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** One loop through a component, for the message: start at its first file and follow imports inside it. */
function loopThrough(graph, component) {
  const inside = new Set(component);
  const start = [...component].sort()[0];
  const pathSoFar = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const nextFile = graph.get(at).find((t) => t === start) ?? graph.get(at).find((t) => inside.has(t) && !seen.has(t));
    if (!nextFile || nextFile === start) break;
    pathSoFar.push(nextFile);
    seen.add(nextFile);
    at = nextFile;
  }
  return [...pathSoFar, start].join(' → ');
}

export function checkLayers(root) {
  const graph = importGraph(root);
  const violations = [];
  const rank = new Map(LAYERS.map((name, i) => [name, i]));
  const readModels = new Set(READ_MODELS.map((r) => r.file));
  for (const [rel, targets] of graph) {
    if (rel.startsWith('app/routes/'))
      for (const target of targets.filter((t) => t.startsWith('app/routes/')))
        violations.push(`${rel}: imports the route module ${target}; share it through app/components or app/lib`);
    const from = layerOf(rel);
    if (from === null) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (to === null) {
        violations.push(`${rel}: imports ${target} (the server and common never import the app)`);
        continue;
      }
      if (to === from) continue;
      if (target.endsWith('/schema.ts') && (rel.endsWith('/schema.ts') || readModels.has(rel))) continue;
      if (!rank.has(from) || !rank.has(to)) {
        violations.push(`${rel}: ${!rank.has(from) ? from : to} is in no layer (scripts/check-layers.mjs LAYERS)`);
        continue;
      }
      if (rank.get(to) > rank.get(from))
        violations.push(`${rel}: imports ${target}, in ${to}, a layer above ${from} (docs/architecture.md, "Layers")`);
    }
  }
  for (const component of cycles(graph))
    violations.push(`import cycle of ${component.length} files: ${loopThrough(graph, component)}`);
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkLayers(root);
  for (const v of violations) console.error(v);
  if (violations.length) {
    console.error(`\n${violations.length} layer violation(s): see docs/architecture.md, "Layers"`);
    process.exit(1);
  }
  console.log('check-layers: every import points down a layer, and none goes round in a cycle');
}
