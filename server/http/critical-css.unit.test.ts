import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCss, inlineCriticalCss, selectorNeeds } from './critical-css.ts';

describe('selectorNeeds', () => {
  it('requires each compound selector’s element, classes and ids', () => {
    expect(selectorNeeds('.navbar > ul.nav-list li#me:hover')).toEqual([
      'c:navbar',
      't:ul',
      'c:nav-list',
      't:li',
      'i:me',
    ]);
  });
  it('does not require what :not(), :is(), :has() and attribute selectors name', () => {
    expect(selectorNeeds('.btn:not(.disabled):is(.a, .b)[data-x="y .z"]')).toEqual(['c:btn']);
    expect(selectorNeeds('.btn-check:checked+.btn')).toEqual(['c:btn-check', 'c:btn']);
  });
  it('requires nothing of :root, *, and pseudo-elements alone', () => {
    expect(selectorNeeds(':root')).toEqual([]);
    expect(selectorNeeds('*,::before')).toEqual([]);
  });
});

describe('criticalCss', () => {
  const css =
    '@charset "UTF-8";:root{--x:1}body{margin:0}.card{color:red}.modal.show{display:block}' +
    '@media (min-width:576px){.card{padding:1px}.toast{top:0}}@keyframes spin{to{transform:rotate(1turn)}}.a,.card-title{font-weight:700}';

  it('keeps the rules that can match the document, in order, and drops the others', () => {
    const html = '<html><body><div class="card x"><h5 class="card-title">t</h5></div></body></html>';
    expect(criticalCss(css, html)).toBe(
      ':root{--x:1}body{margin:0}.card{color:red}@media (min-width:576px){.card{padding:1px}}@keyframes spin{to{transform:rotate(1turn)}}.a,.card-title{font-weight:700}',
    );
  });

  it('keeps a rule only when all its classes are in the page (a closed modal has no .show)', () => {
    expect(criticalCss(css, '<div class="modal">')).not.toContain('.modal.show');
    expect(criticalCss(css, '<div class="modal fade show">')).toContain('.modal.show{display:block}');
  });
});

describe('inlineCriticalCss', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'klik-critical-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1.css'), '.used{color:red}.unused{color:blue}');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = (links: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links}</head><body><p class="used">x</p><script>1</script></body></html>`;

  it('inlines the first screen’s rules where the link was and makes the link wait for its load', () => {
    const out = inlineCriticalCss(
      page('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>'),
      dir,
      'N1',
    );
    expect(out).toContain(
      '<link rel="preload" as="style" href="/assets/app-1.css" nonce="N1"/><style nonce="N1" data-precedence="klik-critical">.used{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" media="print" data-klik-css="all"/></head>',
    );
    expect(out).not.toContain('.unused');
    // The script that switches the stylesheet on once loaded, with the CSP nonce, at the end of the body.
    expect(out).toMatch(
      /<script nonce="N1">document\.querySelectorAll\('link\[data-klik-css\]'\)[^<]*<\/script><\/body>/,
    );
  });

  it('leaves a page alone whose stylesheets are not built files (development)', () => {
    const html = page('<link rel="stylesheet" href="/app/styles/app.scss?direct"/>');
    expect(inlineCriticalCss(html, dir, 'N1')).toBe(html);
    const missing = page('<link rel="stylesheet" href="/assets/missing.css"/>');
    expect(inlineCriticalCss(missing, dir, 'N1')).toBe(missing);
  });

  it('cannot be closed early by a rule containing </style', () => {
    writeFileSync(path.join(dir, 'assets', 'evil-1.css'), '.used::after{content:"</style><script>x</script>"}');
    const out = inlineCriticalCss(page('<link rel="stylesheet" href="/assets/evil-1.css"/>'), dir, undefined);
    expect(out).not.toContain('</style><script>x');
  });
});
