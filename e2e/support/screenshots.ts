import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a browser test writes a screenshot. The pictures in `docs/<dir>/` are the ones the docs show;
 * a plain test run writes to `.tmp/screenshots/<dir>/` (ignored by git) so `npm test` leaves the
 * working tree clean. `UPDATE_SCREENSHOTS=1 npm run test:e2e` refreshes the docs' pictures.
 */
export function screenshotPath(dir: string, name: string): string {
  const root = process.env.UPDATE_SCREENSHOTS === '1' ? 'docs' : path.join('.tmp', 'screenshots');
  const folder = path.resolve(root, dir);
  mkdirSync(folder, { recursive: true });
  return path.join(folder, name);
}
