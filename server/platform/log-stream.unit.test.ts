import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scaled } from '../test/time-scale.ts';

/**
 * A process that writes log lines through logStream() and then does `then` (JavaScript run in it):
 * what reached its standard output, and when each chunk came relative to the start.
 */
function run(
  then: string,
): Promise<{ out: string; chunks: { at: number; text: string }[]; code: number | null; closedAt: number }> {
  const script = `
    import { logStream } from './server/platform/log-stream.ts';
    const s = logStream();
    for (let i = 0; i < 3; i++) s.write('line ' + i + '\\n');
    ${then}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const started = Date.now();
  const chunks: { at: number; text: string }[] = [];
  child.stdout.on('data', (b: Buffer) => chunks.push({ at: Date.now() - started, text: b.toString() }));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ out: chunks.map((c) => c.text).join(''), chunks, code, closedAt: Date.now() - started }),
    ),
  );
}

describe('the log stream', () => {
  it(
    'writes a quiet process’s lines within about a second, before the process ends',
    async () => {
      // The process stays up for 6 s after its three lines (a batch of 4 KB is far off): they come
      // with the next second's flush, seconds before the exit would have written them.
      const { out, chunks, closedAt } = await run(`setTimeout(() => {}, 6000);`);
      expect(out).toBe('line 0\nline 1\nline 2\n');
      expect(closedAt - chunks[0]!.at).toBeGreaterThan(3000);
    },
    scaled(20_000),
  );

  it(
    'writes out what is waiting when the process exits, and when it crashes',
    async () => {
      const exited = await run(`for (let i = 3; i < 1000; i++) s.write('line ' + i + '\\n'); process.exit(3);`);
      expect(exited.code).toBe(3);
      expect(exited.out.split('\n').filter(Boolean)).toHaveLength(1000);
      const crashed = await run(`setTimeout(() => { throw new Error('boom'); }, 10);`);
      expect(crashed.code).toBe(1);
      expect(crashed.out).toBe('line 0\nline 1\nline 2\n');
    },
    scaled(20_000),
  );
});
