import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestLog } from './logging.ts';

/** Decision 015: one line per answered request, with what both of Fastify's lines held; none for quiet routes. */
describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
  beforeAll(async () => {
    app.get('/api/thing.php', async () => ({ ok: true }));
    app.get('/api/quiet.php', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/api/broken.php', async (request) => {
      request.log.warn('something to know');
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes one line per request, when it is answered, with method, URL, status and time', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/thing.php?x=1', headers: { host: 'klik.local' } });
    expect(lines).toHaveLength(1);
    const [line] = lines as [
      {
        msg: string;
        req: { method: string; url: string; host: string };
        res: { statusCode: number };
        responseTime: number;
        reqId: string;
      },
    ];
    expect(line.msg).toBe('request completed');
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/thing.php?x=1', host: 'klik.local' });
    expect(line.res.statusCode).toBe(200);
    expect(typeof line.responseTime).toBe('number');
    expect(line.reqId).toBeTruthy();
  });

  it('writes nothing for a route logged at warn', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/quiet.php' });
    expect(lines).toEqual([]);
  });

  it('keeps what a handler logs, and the failed request line', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/broken.php' });
    expect(lines.map((l) => l.msg)).toEqual(['something to know', 'boom', 'request completed']);
    expect((lines[2] as { res: { statusCode: number } }).res.statusCode).toBe(500);
  });
});
