import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { ICON_NAMES } from '../app/components/icon-names.ts';
import { INTERESTS } from '../common/data/interests.ts';

/**
 * `import url from 'virtual:sprite/ui'` (or `/interests`): the URL of an SVG sprite with one
 * <symbol id="name"> per Bootstrap Icon of the set, emitted as a hashed asset of the browser build.
 * The icons leave the JavaScript and are fetched once, then cached for a year.
 */
const SETS: Record<string, readonly string[]> = {
  ui: ICON_NAMES,
  interests: [...new Set(INTERESTS.map((i) => i.icon))],
};
const PREFIX = 'virtual:sprite/';

export function spriteOf(names: readonly string[]): string {
  const require = createRequire(import.meta.url);
  const symbols = names.map((name) => {
    const svg = readFileSync(require.resolve(`bootstrap-icons/icons/${name}.svg`), 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 16 16';
    const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')).trim();
    return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

export function iconSprites(): Plugin {
  const files = new Map<string, { fileName: string; source: string }>();
  const fileOf = (set: string) => {
    let f = files.get(set);
    if (!f) {
      const source = spriteOf(SETS[set]!);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      f = { fileName: `assets/${set}-icons-${hash}.svg`, source };
      files.set(set, f);
    }
    return f;
  };
  return {
    name: 'klik-icon-sprites',
    resolveId(id) {
      return id.startsWith(PREFIX) && SETS[id.slice(PREFIX.length)] ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      return `export default ${JSON.stringify(`/${fileOf(id.slice(PREFIX.length + 1)).fileName}`)};`;
    },
    generateBundle() {
      // The browser build writes the files; the server build only needs their URLs.
      if (this.environment?.config.consumer === 'server') return;
      for (const f of files.values()) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source });
    },
  };
}
