import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { members, messages } from '../../db/schema.ts';
import { ledgerSum } from '../credits/ledger.ts';
import { demoSiteConfig } from '../../db/seed/demo-site.ts';

/**
 * Issue #11: two members who write to each other at the same moment both get their message
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
      pairs.push([await loggedInMember(ctx, { credits: 100 }), await loggedInMember(ctx, { credits: 100, gender: 'male' })] as const);
    }
    const sends = pairs.flatMap(([a, b]) => [
      { from: a, to: b, client_id: randomUUID() },
      { from: b, to: a, client_id: randomUUID() },
    ]);
    const answers = await Promise.all(
      sends.map((s) => s.from.c.post('/api/message.php', { to: s.to.m.id, client_id: s.client_id, type: 'text', body: `Hoi ${s.to.m.id}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(sends.map(() => 200));

    const ids = pairs.flatMap(([a, b]) => [a.m.id, b.m.id]);
    const stored = await ctx.database.db.select().from(messages).where(inArray(messages.senderId, ids));
    expect(stored).toHaveLength(50);
    for (const s of sends) expect(stored.filter((m) => m.clientId === s.client_id && m.senderId === s.from.m.id)).toHaveLength(1);
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
