import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AGGREGATORS, checkLayers, DOMAIN } from './check-layers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The layer rule (docs/architecture.md, "Layers"): on a small tree, an import that goes up a layer
 * and a circle of imports (in the server and in the app, type imports too) fail.
 */
describe('scripts/check-layers.mjs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'klik-layers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  const remove = (rel: string) => rmSync(path.join(root, rel));
  write('common/rules.ts', 'export const n = 1;\n');
  write('server/platform/events.ts', "import { n } from '../../common/rules.ts';\nexport const e = n;\n");
  write('server/http/errors.ts', "import type { e } from '../platform/events.ts';\nexport class ApiError {}\n");
  write(
    'server/modules/sites/index.ts',
    "import { ApiError } from '../../http/errors.ts';\nexport const site = ApiError;\n",
  );
  write(
    'server/modules/members/index.ts',
    "import { site } from '../sites/index.ts';\nimport { e } from '../../platform/events.ts';\nexport const member = [site, e];\n",
  );
  write('server/app.ts', "import { member } from './modules/members/index.ts';\nexport const app = member;\n");
  write('app/lib/user.ts', "import { n } from '../../common/rules.ts';\nexport const useUser = () => n;\n");
  write('app/lib/realtime.tsx', "import { useUser } from './user.ts';\nexport const useLive = useUser;\n");
  // A test may import anything: it is outside the graph.
  write('server/modules/sites/sites.api.test.ts', "import { app } from '../../app.ts';\n");

  it('passes a tree whose imports all go down', () => {
    expect(checkLayers(root)).toEqual([]);
  });

  it('fails on an import up a layer, a type import too', () => {
    write(
      'server/modules/sites/up.ts',
      "import type { member } from '../members/index.ts';\nexport type M = typeof member;\n",
    );
    write('server/http/up.ts', "import { site } from '../modules/sites/index.ts';\nexport const s = site;\n");
    expect(checkLayers(root).sort()).toEqual([
      'server/http/up.ts: imports server/modules/sites/index.ts, in modules/sites, a layer above http (docs/architecture.md, "Layers")',
      'server/modules/sites/up.ts: imports server/modules/members/index.ts, in modules/members, a layer above modules/sites (docs/architecture.md, "Layers")',
    ]);
    remove('server/modules/sites/up.ts');
    remove('server/http/up.ts');
    expect(checkLayers(root)).toEqual([]);
  });

  it('fails on a route module that imports another route module', () => {
    write('app/routes/members.tsx', 'export const Badge = () => null;\n');
    write('app/routes/member.tsx', "import { Badge } from './members.tsx';\nexport default Badge;\n");
    expect(checkLayers(root)).toEqual([
      'app/routes/member.tsx: imports the route module app/routes/members.tsx; share it through app/components or app/lib',
    ]);
    remove('app/routes/member.tsx');
    remove('app/routes/members.tsx');
    expect(checkLayers(root)).toEqual([]);
  });

  it('fails on a circle of imports inside one module and inside the app', () => {
    write('server/modules/members/a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    write(
      'server/modules/members/b.ts',
      "import type { a } from './a.ts';\nexport const b = 1 as unknown as typeof a;\n",
    );
    write('app/lib/user.ts', "import { useLive } from './realtime.tsx';\nexport const useUser = () => useLive;\n");
    expect(checkLayers(root).sort()).toEqual([
      'import cycle of 2 files: app/lib/realtime.tsx → app/lib/user.ts → app/lib/realtime.tsx',
      'import cycle of 2 files: server/modules/members/a.ts → server/modules/members/b.ts → server/modules/members/a.ts',
    ]);
    remove('server/modules/members/a.ts');
    remove('server/modules/members/b.ts');
    write('app/lib/user.ts', "import { n } from '../../common/rules.ts';\nexport const useUser = () => n;\n");
    expect(checkLayers(root)).toEqual([]);
  });

  it('passes this repository', () => {
    expect(checkLayers(repo)).toEqual([]);
  });

  it('is drawn in docs/architecture.md in the order it checks', () => {
    const doc = readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8');
    const drawing = ((doc.split('## Layers')[1] ?? '').split('```')[1] ?? '').replace(/\s+/g, ' ');
    expect(drawing).toContain(`domain ${DOMAIN.join(' → ')} http`);
    expect(drawing).toContain(`aggregators ${AGGREGATORS.join(' → ')} domain`);
  });
});
