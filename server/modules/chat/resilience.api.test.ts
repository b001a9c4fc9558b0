import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { queryRows } from '../../db/client.ts';
import { registerErrorHandling } from '../../http/errors.ts';
import { RETRY_AFTER_S, TRANSACTION_ATTEMPTS } from '../../db/resilience.ts';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { members, messages } from '../../db/schema.ts';
import { ledgerSum } from '../credits/ledger.ts';
import { demoSiteConfig } from '../../seed/demo-site.ts';

/**
 * Two members who write to each other at the same moment both get their message
 * stored and paid once. On PostgreSQL the sender's row lock used to meet the foreign-key check on
 * the recipient's row in the other send: a deadlock, answered 500, the message lost.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('crossed sends', () => {
  it('25 pairs writing to each other at once: every send succeeds, each message stored once, credits right', async () => {
    const pairs = [];
    for (let i = 0; i < 25; i++) {
      pairs.push([
        await loggedInMember(ctx, { credits: 100 }),
        await loggedInMember(ctx, { credits: 100, gender: 'male' }),
      ] as const);
    }
    const sends = pairs.flatMap(([a, b]) => [
      { from: a, to: b, client_id: randomUUID() },
      { from: b, to: a, client_id: randomUUID() },
    ]);
    const answers = await Promise.all(
      sends.map((s) =>
        s.from.c.post('/api/message.php', {
          to: s.to.m.id,
          client_id: s.client_id,
          type: 'text',
          body: `Hoi ${s.to.m.id}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(sends.map(() => 200));

    const ids = pairs.flatMap(([a, b]) => [a.m.id, b.m.id]);
    const stored = await ctx.database.db.select().from(messages).where(inArray(messages.senderId, ids));
    expect(stored).toHaveLength(50);
    for (const s of sends)
      expect(stored.filter((m) => m.clientId === s.client_id && m.senderId === s.from.m.id)).toHaveLength(1);
    // Each pair shares one conversation.
    for (const [a, b] of pairs) {
      const own = stored.filter((m) => m.senderId === a.m.id || m.senderId === b.m.id);
      expect(new Set(own.map((m) => m.conversationId)).size).toBe(1);
    }
    for (const id of ids) {
      const [row] = await ctx.database.db.select({ credits: members.credits }).from(members).where(eq(members.id, id));
      expect(row!.credits).toBe(100 - demoSiteConfig.message_credits);
      expect(await ledgerSum(ctx.database.db, id)).toBe(row!.credits);
    }
  });
});

/**
 * A deadlock or serialization failure is forced where PostgreSQL would raise it: a trigger on the
 * message insert raises 40P01 for the first `n` attempts. A sequence counts the attempts (sequences
 * are not rolled back with the transaction).
 */
async function failSendsWith(state: string, times: number): Promise<void> {
  const db = ctx.database.db;
  await db.execute(sql`create sequence if not exists test_send_attempts`);
  await db.execute(sql`select setval('test_send_attempts', 1, false)`);
  await db.execute(
    sql.raw(`create or replace function test_fail_sends() returns trigger language plpgsql as $$
    begin
      if nextval('test_send_attempts') <= ${times} then raise exception 'forced by the test' using errcode = '${state}'; end if;
      return new;
    end $$`),
  );
  await db.execute(sql`drop trigger if exists test_fail_sends on messages`);
  await db.execute(
    sql`create trigger test_fail_sends before insert on messages for each row execute function test_fail_sends()`,
  );
}
async function attempts(): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    ctx.database.db,
    sql`select last_value - 1 + (case when is_called then 1 else 0 end) as n from test_send_attempts`,
  );
  return Number(row!.n);
}
afterEach(async () => {
  await ctx.database.db.execute(sql`drop trigger if exists test_fail_sends on messages`);
  vi.restoreAllMocks();
});

describe('a transaction PostgreSQL rolls back for a conflict', () => {
  it('is run again: a send that met two deadlocks is stored and paid once', async () => {
    const a = await loggedInMember(ctx, { credits: 100 });
    const b = await loggedInMember(ctx, { credits: 100, gender: 'male' });
    await failSendsWith('40P01', 2);
    const res = await a.c.post('/api/message.php', {
      to: b.m.id,
      client_id: randomUUID(),
      type: 'text',
      body: 'Derde keer goed',
    });
    expect(res.statusCode).toBe(200);
    expect(await attempts()).toBe(3);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.senderId, a.m.id))).toHaveLength(1);
    const [row] = await ctx.database.db
      .select({ credits: members.credits })
      .from(members)
      .where(eq(members.id, a.m.id));
    expect(row!.credits).toBe(100 - demoSiteConfig.message_credits);
    expect(await ledgerSum(ctx.database.db, a.m.id)).toBe(row!.credits);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts: 503 with Retry-After and the busy message, nothing stored or paid`, async () => {
    const a = await loggedInMember(ctx, { credits: 100 });
    const b = await loggedInMember(ctx, { credits: 100, gender: 'male' });
    await failSendsWith('40001', 1000);
    const res = await a.c.post('/api/message.php', {
      to: b.m.id,
      client_id: randomUUID(),
      type: 'text',
      body: 'Blijft hangen',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'Het is even erg druk. Probeer het over een paar seconden opnieuw.',
    });
    expect(await attempts()).toBe(TRANSACTION_ATTEMPTS);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.senderId, a.m.id))).toHaveLength(0);
    const [row] = await ctx.database.db
      .select({ credits: members.credits })
      .from(members)
      .where(eq(members.id, a.m.id));
    expect(row!.credits).toBe(100);
  });
});

describe('a database that is briefly unreachable', () => {
  it('a server shutting down (57P01) answers 503 with Retry-After, in the member’s language, without retrying', async () => {
    const a = await loggedInMember(ctx, { credits: 100 });
    const b = await loggedInMember(ctx, { credits: 100, gender: 'male' });
    await a.c.put('/api/user.php', { language: 'en' });
    await failSendsWith('57P01', 1000);
    const res = await a.c.post('/api/message.php', {
      to: b.m.id,
      client_id: randomUUID(),
      type: 'text',
      body: 'Hallo?',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'It is very busy right now. Please try again in a few seconds.',
    });
    expect(await attempts()).toBe(1);
  });

  it('a refused connection answers 503 to the API; the pool serves the next request again', async () => {
    const a = await loggedInMember(ctx, { credits: 100 });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    // At the driver (PGlite and node-postgres both answer `query`): every query the request makes,
    // the prepared session look-up included, meets the refused connection.
    const client = (ctx.database.db as unknown as { $client: unknown }).$client as {
      query: (...args: unknown[]) => Promise<unknown>;
    };
    const spy = vi.spyOn(client, 'query').mockRejectedValue(refused);
    const api = await a.c.get('/api/chats.php');
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(api.json().error).toBe('unavailable');

    spy.mockRestore();
    expect((await a.c.get('/api/chats.php')).statusCode).toBe(200);
  });

  it('a page whose request met a dropped connection answers a 503 page (the handler the page scope registers)', async () => {
    const pages = Fastify();
    registerErrorHandling(pages);
    pages.get('/chats', async () => {
      throw new Error('Failed query: select ...', { cause: new Error('Connection terminated unexpectedly') });
    });
    const page = await pages.inject({ url: '/chats' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Het is even erg druk. Probeer het over een paar seconden opnieuw.');
    await pages.close();
  });
});
