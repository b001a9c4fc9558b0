import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * Decision 013: no render-blocking CSS beyond what the first screen needs. A page's
 * stylesheets (the site's Bootstrap build, the routes' small ones) are replaced in the HTML by the
 * part of each that can match the page as rendered, inlined where the link was; the full stylesheet
 * still loads, without blocking the first paint, and takes over once it has arrived.
 *
 * "Can match" is decided conservatively on the selector's own classes, ids and element names: a rule
 * is dropped only when one of its selectors' required classes/ids/elements is nowhere in the
 * document, so nothing that styles the server-rendered page is ever left out (what `:not()`,
 * `:is()`, `:has()` and attribute selectors ask is not looked at: such rules stay). Classes that
 * scripts add later (an open menu's `show`) are in the full stylesheet, which is preloaded at high
 * priority and arrives before the page's scripts.
 */

interface CssRule {
  /** The rule's text, as in the stylesheet. */
  text: string;
  /** One entry per selector of the rule: the tokens that must all be in the document. Empty: always kept. */
  needs: string[][] | null;
  children?: CssRule[];
  /** For at-rules holding rules (@media, @supports, @layer): the prelude, e.g. `@media (min-width:576px)`. */
  open?: string;
}

interface Sheet {
  rules: CssRule[];
}

const sheets = new Map<string, Sheet | null>();

/** Required tokens of one selector: `.class`, `#id`, `tag`, each prefixed so they do not collide. */
export function selectorNeeds(selector: string): string[] {
  // What is inside :not()/:is()/:where()/:has() and attribute selectors is not required.
  let s = selector;
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, '').replace(/\[[^\]]*\]/g, '');
  }
  const needs: string[] = [];
  // Compound selectors separated by combinators; within each, `tag.class#id:pseudo`.
  for (const compound of s.split(/[\s>+~]+/)) {
    if (!compound) continue;
    const body = compound.replace(/::?[\w-]+/g, '');
    const tag = /^[a-zA-Z][\w-]*/.exec(body)?.[0];
    if (tag) needs.push(`t:${tag.toLowerCase()}`);
    for (const m of body.matchAll(/\.((?:\\.|[\w-])+)/g)) needs.push(`c:${m[1]!.replace(/\\(.)/g, '$1')}`);
    for (const m of body.matchAll(/#((?:\\.|[\w-])+)/g)) needs.push(`i:${m[1]!.replace(/\\(.)/g, '$1')}`);
  }
  return needs;
}

function toRules(nodes: ChildNode[]): CssRule[] {
  const out: CssRule[] = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      const rule = node as Rule;
      out.push({ text: rule.toString(), needs: rule.selectors.map(selectorNeeds) });
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (at.nodes && ['media', 'supports', 'layer', 'container'].includes(at.name)) {
        out.push({ text: '', needs: null, open: `@${at.name} ${at.params}`, children: toRules(at.nodes) });
      } else if (at.name !== 'charset') {
        // @keyframes, @font-face, @import, @property...: kept whole (a statement needs its `;`).
        // @charset means nothing inside a <style>.
        out.push({ text: at.nodes ? at.toString() : `${at.toString()};`, needs: null });
      }
    }
  }
  return out;
}

/** The stylesheet at `href` (a built asset), parsed once; null when it is not a file of the build. */
function sheetFor(clientDir: string, href: string): Sheet | null {
  const key = `${clientDir}\0${href}`;
  if (sheets.has(key)) return sheets.get(key)!;
  let sheet: Sheet | null = null;
  const pathname = href.split(/[?#]/)[0]!;
  if (pathname.startsWith('/assets/') && pathname.endsWith('.css') && !pathname.includes('..')) {
    try {
      const css = readFileSync(path.join(clientDir, pathname), 'utf8');
      sheet = { rules: toRules(postcss.parse(css).nodes) };
    } catch {
      sheet = null; // not built (development): the link stays as it is
    }
  }
  sheets.set(key, sheet);
  return sheet;
}

/** Every class, id and element name in the document. */
export function documentTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(`t:${m[1]!.toLowerCase()}`);
  for (const m of html.matchAll(/\sclass(?:Name)?="([^"]*)"/g))
    for (const c of m[1]!.split(/\s+/)) if (c) tokens.add(`c:${c}`);
  for (const m of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`i:${m[1]}`);
  return tokens;
}

function pick(rules: CssRule[], tokens: Set<string>): string {
  let out = '';
  for (const r of rules) {
    if (r.children) {
      const inner = pick(r.children, tokens);
      if (inner) out += `${r.open}{${inner}}`;
    } else if (!r.needs || r.needs.some((needs) => needs.every((t) => tokens.has(t)))) {
      out += r.text;
    }
  }
  return out;
}

/** The part of a stylesheet that can style a document with these tokens. */
export function criticalCss(css: string, html: string): string {
  return pick(toRules(postcss.parse(css).nodes), documentTokens(html));
}

const LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The page with each built stylesheet's link in the head replaced by its first-screen part inlined,
 * a high-priority preload and the link itself kept non-blocking (`media="print"`, switched to `all` by
 * a small script once loaded, the loadCSS pattern, with the CSP nonce instead of an inline handler).
 * The link element stays where React rendered it, so hydration finds it.
 */
export function inlineCriticalCss(html: string, clientDir: string, nonce: string | undefined): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) return html;
  let tokens: Set<string> | null = null;
  let changed = false;
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const head = html.slice(0, headEnd).replace(LINK, (tag) => {
    const href = attr(tag, 'href');
    if (!href || attr(tag, 'media')) return tag;
    const sheet = sheetFor(clientDir, href);
    if (!sheet) return tag;
    tokens ??= documentTokens(html);
    changed = true;
    const critical = pick(sheet.rules, tokens).replace(/<\/style/gi, '<\\/style');
    const deferred = tag.replace(/\s*\/?>$/, ' media="print" data-klik-css="all"/>');
    // data-precedence: React's hydration passes over such a <style> in the head instead of taking it
    // for the next <style> the page renders (the theme's), which would fail the hydration.
    return `<link rel="preload" as="style" href="${href}"${nonceAttr}/><style${nonceAttr} data-precedence="klik-critical">${critical}</style>${deferred}`;
  });
  if (!changed) return html;
  const swap =
    `<script${nonceAttr}>document.querySelectorAll('link[data-klik-css]').forEach(function(l){` +
    `function on(){l.media=l.dataset.klikCss}l.sheet?on():l.addEventListener('load',on)})</script>`;
  return head + html.slice(headEnd, bodyEnd) + swap + html.slice(bodyEnd);
}
