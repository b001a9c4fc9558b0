import { scriptJson } from '../../common/html.ts';

/**
 * The page's JavaScript starts after its first paint. React Router puts a
 * `<link rel="modulepreload">` for every module of the matched routes (30–40 files) and the module
 * script that hydrates into the page; on a phone on a slow link they all start at once, with the
 * document still arriving and the first screen's photos, although the first screen needs none of
 * them (its CSS is inlined, decision 013; the page is whole in the HTML). Here they are taken out
 * and put back by a small inline script once the browser has painted (the frame after the first
 * animation frame; at the latest after a second, as a background tab runs no animation frames).
 * The same modules load, in the same order, with the same nonce.
 */
/**
 * Each inserted preload starts its request on the main thread (about 0.2 ms here, ten times that on a
 * slow phone): the 30–40 of a page in one task were a long task of their own, so they go in a few
 * (bench/README, "Hydration").
 */
const PRELOADS_PER_TASK = 8;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

export function deferModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const [tag, nonce, code] = [script[0], script[1]!, script[2]!];
  const loader =
    `<script nonce="${nonce}">(function(){var d=document,n=d.currentScript.nonce,p=${scriptJson(preloads)},c=${scriptJson(code)},done=false;` +
    'function go(){if(done)return;done=true;var i=0;(function batch(){' +
    `for(var k=0;k<${PRELOADS_PER_TASK}&&i<p.length;k++,i++){var l=d.createElement("link");l.rel="modulepreload";l.href=p[i];l.nonce=n;d.head.appendChild(l);}` +
    'if(i<p.length){setTimeout(batch,0);return;}' +
    'var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=c;d.body.appendChild(s);})();}' +
    'requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,1000);})();</script>';
  return withoutPreloads.replace(tag, () => loader);
}
