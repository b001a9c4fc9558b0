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

  it('leaves a page without a module script (an error page without scripts) alone', () => {
    const plain = '<html><body><p>500</p></body></html>';
    expect(deferModuleScripts(plain)).toBe(plain);
  });
});
