import { configDefaults, defineConfig } from 'vitest/config';
import { iconSprites } from './scripts/icon-sprites.ts';

/**
 * Test tiers (design §7): `unit` — pure rules, no database; `api` — the real Fastify app through
 * app.inject against a fresh database per file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 * Browser tests live in e2e/ and run through scripts/e2e.mjs.
 */
// CI adds a JSON report per run so .ci/run can print one 'N passed, N failed' line at the end.
const reportDir = process.env.TEST_REPORT_DIR;

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
          include: ['common/**/*.test.ts', 'server/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts', 'server/seed/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          // server/seed holds API tests too (the demo accounts): those run in the api tier alone.
          exclude: [...configDefaults.exclude, '**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is one WebAssembly PostgreSQL per file; two cores run two files at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One server, one browser per file; two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
