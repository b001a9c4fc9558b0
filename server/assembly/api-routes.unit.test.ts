import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './api-routes.ts';

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Every `routes.ts` and `*-routes.ts` under server/modules, and the route plugins (`…Routes`) each exports. */
async function routePluginsInModules(): Promise<Map<unknown, string>> {
  const found = new Map<unknown, string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : /(^|-)routes\.ts$/.test(name) ? [full] : [];
    });
  for (const file of walk(modules)) {
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported))
      if (name.endsWith('Routes') && typeof value === 'function')
        found.set(value, `${path.relative(modules, file)} ${name}`);
  }
  return found;
}

/**
 * A module's routes cannot be forgotten or registered twice: every route plugin in the modules'
 * folders is in API_ROUTES exactly once, and API_ROUTES holds nothing else.
 */
describe('server/assembly/api-routes.ts', () => {
  it('registers every route plugin of server/modules once, and only those', async () => {
    const inFolders = await routePluginsInModules();
    const listed = API_ROUTES.flatMap((e) => ('plugin' in e ? [e.plugin] : []));
    expect(listed.filter((p, i) => listed.indexOf(p) !== i).map((p) => inFolders.get(p))).toEqual([]);
    expect([...inFolders].filter(([plugin]) => !listed.includes(plugin as never)).map(([, where]) => where)).toEqual(
      [],
    );
    expect(listed.filter((p) => !inFolders.has(p))).toEqual([]);
    expect(listed.length).toBeGreaterThanOrEqual(20);
  });
});
