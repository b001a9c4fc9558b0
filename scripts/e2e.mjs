#!/usr/bin/env node
// `npm run test:e2e`: browser tests in Debian's Chromium. Without Chromium they are skipped with the
// reason printed, except when E2E=1 (CI), where a missing browser is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const reason = `Browser tests skipped: no Chromium at ${chromium} (install it with: apt-get install -y chromium).`;
  if (process.env.E2E === '1') {
    console.error(`${reason} E2E=1 requires them.`);
    process.exit(1);
  }
  console.log(reason);
  process.exit(0);
}
buildIfStale();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'e2e', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
