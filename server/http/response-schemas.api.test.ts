import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../test/harness.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { siteSettingsSchema } from '../../common/site.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }>;
}

describe('the API contract (decision 017)', () => {
  it('every /api route declares the schema of its answer and of its errors, and /api/docs shows them', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const apiPaths = Object.keys(paths).filter(
      (p) => p.startsWith('/api/') && p !== '/api/ws' && !p.startsWith('/api/docs'),
    );
    const missing: string[] = [];
    let operations = 0;
    for (const p of apiPaths) {
      for (const [method, op] of Object.entries(paths[p]!)) {
        operations++;
        const codes = Object.keys(op.responses ?? {});
        const answer = codes.find((c) => /^[23]\d\d$/.test(c));
        if (!answer || !codes.includes('4XX') || !codes.includes('5XX'))
          missing.push(`${method.toUpperCase()} ${p} (${codes.join(', ') || 'none'})`);
      }
    }
    expect(missing).toEqual([]);
    // Every module's calls are listed (a route missing from the docs would escape this test).
    expect(operations).toBeGreaterThanOrEqual(56);
    // The schema itself reaches the docs, not only the status code.
    const user = paths['/api/user.php']!.get!.responses!['200']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(user.properties)).toEqual(['user']);
  });

  it('the settings, sent as cached JSON text, are exactly what their documented schema says', async () => {
    const res = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } });
    expect(() => siteSettingsSchema.strict().parse(res.json())).not.toThrow();
  });

  it('the tests run with every response checked against its schema', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });
});

describe('responseSerializerCompiler', () => {
  async function serve(check: boolean, body: unknown) {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ check }));
    app.get(
      '/x',
      { schema: { response: { 200: z.object({ id: z.number().int(), name: z.string().nullable() }) } } },
      async () => body,
    );
    const res = await app.inject({ url: '/x' });
    await app.close();
    return res;
  }

  it('writes the declared fields', async () => {
    const res = await serve(true, { id: 7, name: null });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":7,"name":null}');
  });

  it('checked, a field the schema forgets or a value it would change fails instead of vanishing', async () => {
    expect((await serve(true, { id: 7, name: 'A', paid_user: true })).statusCode).toBe(500);
    expect((await serve(true, { id: 7.5, name: 'A' })).statusCode).toBe(500);
  });

  it('unchecked (production), it writes what the schema declares and nothing else', async () => {
    const res = await serve(false, { id: 7, name: 'A', secret: 'x' });
    expect(res.json()).toEqual({ id: 7, name: 'A' });
  });
});
