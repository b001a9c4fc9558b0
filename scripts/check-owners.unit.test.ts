import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOwners } from './check-owners.mjs';

/**
 * The ownership rule of decision 016 (`npm run lint` runs scripts/check-owners.mjs): it fails on
 * deliberate violations in a small tree, passes a clean one, and passes this repository.
 */
describe('scripts/check-owners.mjs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'klik-owners-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  write(
    'server/db/schema.ts',
    "export * from '../modules/alpha/schema.ts';\nexport * from '../modules/beta/schema.ts';\n",
  );
  write('server/modules/alpha/schema.ts', "export const alphas = pgTable('alphas', {});\n");
  write(
    'server/modules/beta/schema.ts',
    "import { alphas } from '../alpha/schema.ts';\nexport const betas = pgTable('betas', { a: integer('a').references(() => alphas.id) });\n",
  );
  write('server/modules/beta/index.ts', "export { countBetas } from './rows.ts';\n");
  write(
    'server/modules/beta/rows.ts',
    "import { betas } from './schema.ts';\nexport const countBetas = (db) => db.execute(sql`select count(*) from betas`);\n",
  );
  // Clean: the other module through its index, its own tables, comments that say "from betas".
  write(
    'server/modules/alpha/clean.ts',
    [
      "import { alphas } from './schema.ts';",
      "import { countBetas } from '../beta/index.ts';",
      '// Counted from betas, through their owner.',
      'export const n = (db) => [db.update(alphas), countBetas(db), sql`update alphas set x = 1`, sql`select 1 from alphas a`];',
    ].join('\n'),
  );
  // Tests may set up any table.
  write(
    'server/modules/alpha/alpha.api.test.ts',
    "import { betas } from '../beta/schema.ts';\nsql`insert into betas values (1)`;\n",
  );

  it('passes a tree where each module keeps to its own tables', () => {
    expect(checkOwners(root)).toEqual([]);
  });

  it('fails on every kind of violation, naming the file and the owner', () => {
    write(
      'server/modules/alpha/bad.ts',
      [
        "import { betas } from '../beta/schema.ts';",
        "import { countBetas } from '../beta/rows.ts';",
        "import { alphas } from '../../db/schema.ts';",
        'export const f = (db) => [db.insert(betas), sql`update betas set x = 1`, sql`select * from betas b join alphas a on true`];',
      ].join('\n'),
    );
    write('server/platform/hub.ts', "import { countBetas } from '../modules/beta/index.ts';\n");
    write(
      'server/seed/index.ts',
      "import { countBetas } from '../modules/beta/rows.ts';\nimport { betas } from '../db/schema.ts';\n",
    );
    expect(checkOwners(root).sort()).toEqual(
      [
        "server/modules/alpha/bad.ts: imports beta's tables (betas); call beta/index.ts",
        'server/modules/alpha/bad.ts: imports server/modules/beta/rows.ts, an internal of beta; import server/modules/beta/index.ts',
        'server/modules/alpha/bad.ts: imports tables from the server/db/schema.ts barrel; use its own schema.ts',
        'server/modules/alpha/bad.ts: writes betas, which beta owns',
        'server/modules/alpha/bad.ts: writes betas in SQL, which beta owns; call beta/index.ts',
        'server/modules/alpha/bad.ts: reads betas in SQL, which beta owns; call beta/index.ts (or list a read model in scripts/check-owners.mjs)',
        'server/platform/hub.ts: a platform piece imports a module (server/modules/beta/index.ts); give it what it needs from server/services.ts',
        'server/seed/index.ts: imports server/modules/beta/rows.ts, an internal of beta; import server/modules/beta/index.ts',
        "server/seed/index.ts: imports tables from the server/db/schema.ts barrel; use the owning module's index.ts",
      ].sort(),
    );
  });

  it('passes this repository', () => {
    expect(checkOwners(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))).toEqual([]);
  });
});
