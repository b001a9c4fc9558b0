import { configDefaults, defineConfig } from 'vitest/config';
import { iconSprites } from './scripts/icon-sprites.ts';
import { resolveTimeScale } from './server/test/time-scale.ts';

/**
 * Test tiers (design §7): `unit` — pure rules, no database; `api` — the real Fastify app through
 * app.inject against a fresh database per file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 * Browser tests live in e2e/ and run through scripts/e2e.mjs.
 */
// CI adds a JSON report per run so .ci/run can print one 'N passed, N failed' line at the end.
const reportDir = process.env.TEST_REPORT_DIR;
// Every time limit below is written for a quiet machine and multiplied by how busy this one is now
// (a CPU benchmark and the load average, measured once here; TEST_TIMEOUT_SCALE overrides it).
// The workers and the browser tests' server read the same factor from the environment.
const { scale } = resolveTimeScale({ print: true });
const limit = (ms: number) => Math.round(ms * scale);
// expect.poll waits for a state the test names; vitest's default of 1 s was a wait on time.
const expectations = { poll: { timeout: limit(10_000) } };

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/vitest-${process.pid}-${Date.now()}.json` } : undefined,
    projects: [
      {
        // Components draw icons from sprites whose URLs a build plugin provides (scripts/icon-sprites.ts).
        plugins: [iconSprites()],
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'server/seed/*.test.ts',
            'app/**/*.test.{ts,tsx}',
          ],
          // server/seed holds API tests too (the demo accounts): those run in the api tier alone.
          exclude: [...configDefaults.exclude, '**/*.api.test.ts'],
          environment: 'node',
          expect: expectations,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          expect: expectations,
          testTimeout: limit(30_000),
          hookTimeout: limit(60_000),
          // One migrated database made before the files run, copied by each file (server/test/harness.ts).
          globalSetup: ['server/test/api-global-setup.ts'],
          // PGlite is one WebAssembly PostgreSQL per file, in the worker: two cores run two files at a
          // time. Against a PostgreSQL server a worker waits for the server's process half the time,
          // so a third file fills the cores.
          maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
          // A worker imports the server once for all its files instead of once per file (the import
          // was most of a file's time under load). Each file still builds its own app on its own
          // database (server/test/harness.ts); nothing a file leaves in a module is read by another.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          expect: expectations,
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: limit(60_000),
          hookTimeout: limit(60_000),
          // One server, one browser per file; two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
