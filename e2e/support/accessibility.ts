import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The two accessibility checkers of the browser tests: axe-core run inside the page (its source
 * evaluated there: the site's CSP allows no injected script tag, and no browser is downloaded) and
 * the Nu HTML Checker (vnu.jar of the vnu-jar package, on the machine's Java) over the rendered
 * HTML of every page state, in one run (the JVM takes seconds to start).
 */
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** WCAG 2.0/2.1 A and AA, and the best practices about landmarks and headings. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * Best practices (impact 'moderate') held at zero too: every piece of content inside a landmark,
 * one main landmark, a level-one heading on every page.
 */
const AXE_MODERATE_RULES_KEPT = new Set([
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-complementary-is-top-level',
]);

export interface AxeFinding {
  state: string;
  rule: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
}

/** Runs axe on the page as it is; gives what must be fixed (serious, critical, and the kept best practices). */
export async function axeFindings(page: Page, state: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // An accessible name must contain the visible text (WCAG 2.5.3): axe's rule is marked experimental.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || AXE_MODERATE_RULES_KEPT.has(v.id))
    .map((v) => ({
      state,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        html: n.html.slice(0, 200),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
}

export function formatAxe(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.state}] ${f.rule} (${f.impact}): ${f.help}\n${f.nodes.map((n) => `    ${n.target}\n      ${n.html}\n      ${n.summary}`).join('\n')}`,
    )
    .join('\n');
}

export interface VnuMessage {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/** Keeps the rendered HTML of a page state in `dir`, for one checker run at the end. */
export async function keepHtml(page: Page, dir: string, state: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${state.replace(/[^a-z0-9-]+/gi, '_')}.html`), await page.content());
}

/** The Nu HTML Checker's errors over the given files, in one run of vnu.jar. */
export function vnuErrors(files: string[]): VnuMessage[] {
  const java = process.env.JAVA ?? 'java';
  const run = spawnSync(
    java,
    ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error)
    throw new Error(
      `the Nu HTML Checker did not run (${java}: ${run.error.message}); .ci/run installs default-jre-headless`,
    );
  const out = run.stderr.trim() || run.stdout.trim();
  const parsed = JSON.parse(out) as {
    messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return parsed.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: path.basename(decodeURIComponent(m.url ?? '')),
      line: m.lastLine,
      message: m.message,
      extract: m.extract?.replace(/\s+/g, ' ').slice(0, 160),
    }));
}

export function formatVnu(errors: VnuMessage[]): string {
  return errors.map((e) => `[${e.file}:${e.line ?? '?'}] ${e.message}\n    ${e.extract ?? ''}`).join('\n');
}
