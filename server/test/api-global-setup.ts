import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgresTemplate, makePgliteTemplate, TEMPLATE_ENV } from './db-template.ts';

/**
 * Before the API tier's files run: the migrated database they all start from (db-template.ts), on
 * the engine the run uses. Its place reaches the workers through the environment they inherit.
 */
export default async function setup() {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dir: string | undefined;
  if (serverUrl) {
    process.env[TEMPLATE_ENV] = await ensurePostgresTemplate(serverUrl);
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), 'klik-api-template-'));
    process.env[TEMPLATE_ENV] = await makePgliteTemplate(dir);
  }
  console.log(`API tests start from one migrated database (${Math.round(performance.now() - started)} ms to make)`);
  return () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
