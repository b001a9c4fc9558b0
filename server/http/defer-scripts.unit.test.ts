import { describe, expect, it } from 'vitest';
import { deferModuleScripts } from './defer-scripts.ts';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/><link rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><div id="x">Hallo</div>',
  '<script nonce="N1">window.__reactRouterContext = {"a":"</b>"};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-B.js";\nif (1 < 2) import("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('');

describe("deferModuleScripts (the page's JavaScript starts after its first paint)", () => {
  const out = deferModuleScripts(page);

  it('takes the module preloads and the module script out of the HTML', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module" async=""');
    // Everything else stays as it was, in place.
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext = {"a":"</b>"};</script>');
  });

  it('puts them back from an inline script with the same nonce, in the same order, after the first paint', () => {
    const loader = /<script nonce="N1">\(function\(\)\{[\s\S]*?<\/script>/.exec(
      out.slice(out.indexOf('</b>"};</script>') + 10),
    )?.[0];
    expect(loader).toBeDefined();
    expect(loader).toContain('p=["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,1000);');
    // The module's code as JSON, with no `<` that could end the script element early.
    const code = /c=("(?:[^"\\]|\\.)*")/.exec(loader!)![1]!;
    expect(code).not.toContain('<');
    expect(JSON.parse(code)).toBe(
      'import * as route0 from "/assets/root-B.js";\nif (1 < 2) import("/assets/entry.client-A.js");',
    );
  });

  it('puts the preloads back a few per task, in order, and the module script after the last', () => {
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>',
      Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="N1"/>`).join(''),
    );
    const loader = /<script nonce="N1">(\(function\(\)\{[\s\S]*?)<\/script>/.exec(deferModuleScripts(many))![1]!;
    // The loader run against a recording document: what each task appends.
    const tasks: string[][] = [];
    let current: string[] = [];
    const queue: (() => void)[] = [];
    const element = (tag: string) => ({ tag, rel: '', href: '', type: '', textContent: '', nonce: '' });
    const append = (e: ReturnType<typeof element>) => current.push(e.tag === 'link' ? e.href : `script ${e.type}`);
    const document = {
      currentScript: { nonce: 'N1' },
      createElement: element,
      head: { appendChild: append },
      body: { appendChild: append },
    };
    const run = (f: () => void) => {
      current = [];
      f();
      if (current.length) tasks.push(current);
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (f: () => void) => queue.push(f),
      (f: () => void, ms: number) => (ms === 0 ? queue.push(f) : undefined),
    );
    while (queue.length) run(queue.shift()!);
    // 21 preloads (twenty and the root): 8, 8, then 5 and the module script.
    expect(tasks.map((t) => t.length)).toEqual([8, 8, 6]);
    expect(tasks.flat()).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `/assets/m${i}.js`),
      '/assets/root-B.js',
      'script module',
    ]);
  });

  it('leaves a page without a module script (an error page without scripts) alone', () => {
    const plain = '<html><body><p>500</p></body></html>';
    expect(deferModuleScripts(plain)).toBe(plain);
  });
});
