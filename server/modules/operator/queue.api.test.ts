import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { waitUntil } from '../../test/sockets.ts';
import { queryRows } from '../../db/client.ts';
import { OperatorQueue } from './service.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';

/**
 * The operators' queue (decision 046): a member's message to a fictional profile waits in it, the
 * profile's answer takes it out; claims never hand one conversation to two operators, and a lease
 * that runs out puts it back. The race runs on PostgreSQL (PGlite serialises transactions).
 */
let ctx: TestContext;
let queue: OperatorQueue;
beforeAll(async () => {
  ctx = await buildTestApp();
  queue = new OperatorQueue({ db: ctx.database.db });
});
afterAll(() => ctx.close());

const credits = async (id: number) =>
  Number(
    (await queryRows<{ credits: number }>(ctx.database.db, sql`select credits from members where id = ${id}`))[0]!
      .credits,
  );
const row = async (conversationId: number) =>
  (
    await queryRows<{ waiting_since: Date | null; claimed_by: number | null; persona_id: number; member_id: number }>(
      ctx.database.db,
      sql`select waiting_since, claimed_by, persona_id, member_id from operator_queue where conversation_id = ${conversationId}`,
    )
  )[0];

/** A staff account for claims (the queue's lease names it). */
async function operator(n: number): Promise<number> {
  const [s] = await queryRows<{ id: number }>(
    ctx.database.db,
    sql`insert into staff (email, name, role) values (${`op${n}-${randomUUID()}@klik.local`}, ${`Operator ${n}`}, 'support') returning id`,
  );
  return Number(s!.id);
}

describe('a member writes to a fictional profile', () => {
  it('waits in the queue from the first message, keeps that wait, and leaves it when the profile answers', async () => {
    const persona = await buildMember(ctx.database.db, ctx.siteId, { fictional: true, name: 'Marloes', credits: 50 });
    const { m: member, c } = await loggedInMember(ctx, { credits: 100 });
    const send = (to: number, body: string, cl = c) =>
      cl.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });
    // Decision 047: the first paid message to a fictional profile waits for the member's confirmation
    // of the site's disclosure; nothing is stored or charged before it.
    expect((await c.get('/api/user.php')).json().user).toMatchObject({ fictional_disclosure_confirmed: false });
    const refused = await send(persona.id, 'Hoi Marloes!');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'fictional_disclosure',
      message: 'Dit is een fictief profiel van de site. Bevestig eerst dat je dat weet en wat een bericht kost.',
    });
    expect(await credits(member.id)).toBe(100);
    expect((await c.post('/api/fictional-disclosure.php')).json()).toEqual({ confirmed: true });
    expect((await c.get('/api/user.php')).json().user).toMatchObject({ fictional_disclosure_confirmed: true });
    const first = await send(persona.id, 'Hoi Marloes!');
    expect(first.statusCode).toBe(200);
    expect(await credits(member.id)).toBe(90);
    const conversationId = first.json().message.conversation_id as number;
    expect(await waitUntil(async () => (await row(conversationId))?.waiting_since != null)).toBe(true);
    const waitingSince = (await row(conversationId))!.waiting_since;
    expect(await row(conversationId)).toMatchObject({ persona_id: persona.id, member_id: member.id });

    await send(persona.id, 'Ben je er nog?');
    await new Promise((r) => setTimeout(r, 50));
    expect((await row(conversationId))!.waiting_since).toEqual(waitingSince);

    // The profile answers (through the chat's own send path): out of the queue.
    const { c: personaClient } = await loggedInAs(persona.email);
    expect((await send(member.id, 'Hoi! Leuk dat je schrijft.', personaClient)).statusCode).toBe(200);
    expect(await waitUntil(async () => (await row(conversationId))?.waiting_since === null)).toBe(true);
    expect((await queue.waiting(null)).count).toBe(0);

    // Between two real members the queue stays out of it.
    const other = await buildMember(ctx.database.db, ctx.siteId, {});
    const plain = await send(other.id, 'Hallo');
    expect(plain.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await row(plain.json().message.conversation_id)).toBeUndefined();

    // The sweep repairs what the hook missed: the row gone, the member's message still unanswered.
    await send(persona.id, 'En nu?');
    await waitUntil(async () => (await row(conversationId))?.waiting_since != null);
    await ctx.database.db.execute(sql`delete from operator_queue where conversation_id = ${conversationId}`);
    expect(await queue.sweep()).toBeGreaterThanOrEqual(1);
    expect((await row(conversationId))?.waiting_since).not.toBeNull();
  });

  async function loggedInAs(email: string) {
    const c = client(ctx.app);
    const res = await c.post('/api/user.php', { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { c };
  }
});

describe('claims', () => {
  /** `n` waiting conversations between one persona and `n` members, made in SQL. */
  async function waitingConversations(n: number): Promise<number[]> {
    const db = ctx.database.db;
    const persona = await buildMember(db, ctx.siteId, { fictional: true });
    const tag = randomUUID().slice(0, 8);
    await db.execute(
      sql.raw(`insert into members (site_id, email, status, last_active_at, signup_date)
        select ${ctx.siteId}, 'q${tag}-' || g || '@bench.local', 'active', now(), now() from generate_series(1, ${n}) g`),
    );
    await db.execute(
      sql.raw(`insert into conversations (site_id, member_low, member_high, started_by)
        select ${ctx.siteId}, least(m.id, ${persona.id}), greatest(m.id, ${persona.id}), m.id
        from members m where m.email like 'q${tag}-%'`),
    );
    const rows = await queryRows<{ id: number }>(
      db,
      sql.raw(`insert into operator_queue (conversation_id, site_id, persona_id, member_id, waiting_since)
        select c.id, c.site_id, ${persona.id}, c.started_by, now() - interval '1 day' + (row_number() over (order by c.id)) * interval '1 second'
        from conversations c join members m on m.id = c.started_by where m.email like 'q${tag}-%'
        returning conversation_id as id`),
    );
    return rows.map((r) => Number(r.id));
  }

  it('twenty operators claiming at once never hold the same conversation; the oldest wait goes first', async () => {
    await ctx.database.db.execute(sql`update operator_queue set waiting_since = null`);
    const ids = await waitingConversations(1000);
    const operators = await Promise.all(Array.from({ length: 20 }, (_, i) => operator(i)));
    // Each operator claims and answers nine in a row and then holds a tenth; all twenty at once. (The
    // answer is the persona's message, which takes the conversation out of the queue.)
    const held = new Map<number, number>();
    const claimed: number[] = [];
    await Promise.all(
      operators.map(async (staffId) => {
        for (let i = 0; i < 10; i++) {
          const got = await queue.claimNext(staffId, null);
          expect(got).not.toBeNull();
          claimed.push(got!.conversationId);
          held.set(staffId, got!.conversationId);
          if (i < 9)
            await ctx.database.db.execute(
              sql`update operator_queue set waiting_since = null, claimed_by = null, lease_until = null
                  where conversation_id = ${got!.conversationId} and claimed_by = ${staffId}`,
            );
        }
      }),
    );
    // 200 claims, 200 different conversations: none was handed out twice.
    expect(new Set(claimed).size).toBe(200);
    expect(claimed.every((id) => ids.includes(id))).toBe(true);
    // At the end each operator holds exactly its last one, and nobody else does.
    const holders = await queryRows<{ claimed_by: number; n: number }>(
      ctx.database.db,
      sql`select claimed_by, count(*)::int as n from operator_queue where claimed_by is not null group by claimed_by`,
    );
    expect(holders).toHaveLength(20);
    expect(holders.every((h) => Number(h.n) === 1)).toBe(true);
    for (const [staffId, conversationId] of held) expect((await queue.entry(conversationId))?.holder).toBe(staffId);
  });

  it('a lease that runs out puts the conversation back; renewing keeps it; releasing frees it at once', async () => {
    await ctx.database.db.execute(
      sql`update operator_queue set waiting_since = null, claimed_by = null, lease_until = null`,
    );
    const [oldest] = await waitingConversations(3);
    const [a, b] = [await operator(100), await operator(101)];
    const got = await queue.claimNext(a, null, 1);
    expect(got!.conversationId).toBe(oldest);
    const second = (await queue.claimNext(b, null))!.conversationId;
    expect(second).not.toBe(oldest);
    await new Promise((r) => setTimeout(r, 1100));
    // a's lease ran out: b's next claim gets the oldest back (b's previous one goes back too).
    expect(await queue.renew(a, oldest!)).toBe(false);
    expect((await queue.claimNext(b, null))!.conversationId).toBe(oldest);
    expect(await queue.renew(b, oldest!)).toBe(true);
    expect(await queue.renew(a, oldest!)).toBe(false);
    await queue.release(b, oldest!);
    expect((await queue.entry(oldest!))?.holder).toBeNull();
    expect((await queue.claimNext(a, null))!.conversationId).toBe(oldest);
    // An operator limited to other sites gets nothing of this one.
    expect(await queue.claimNext(b, [ctx.siteId + 1000])).toBeNull();
    expect(await queue.claimNext(b, [])).toBeNull();
  });
});

describe('the inbox API', () => {
  it("operators and admins only; a claim names the conversation and nothing of the member's money", async () => {
    await ctx.database.db.execute(
      sql`update operator_queue set waiting_since = null, claimed_by = null, lease_until = null`,
    );
    const persona = await buildMember(ctx.database.db, ctx.siteId, { fictional: true });
    const { m: member, c } = await loggedInMember(ctx, { credits: 250 });
    await c.post('/api/fictional-disclosure.php');
    const sent = await c.post('/api/message.php', {
      to: persona.id,
      client_id: randomUUID(),
      type: 'text',
      body: 'Hoi!',
    });
    const conversationId = sent.json().message.conversation_id as number;
    expect(await waitUntil(async () => (await row(conversationId))?.waiting_since != null)).toBe(true);

    for (const role of ['moderator', 'support'] as const) {
      const { c: other } = await loggedInStaff(ctx, role);
      expect((await other.post(`${STAFF_API}/inbox/claim`)).statusCode).toBe(403);
    }
    const { c: op } = await loggedInStaff(ctx, 'operator');
    expect((await op.get(`${STAFF_API}/inbox`)).json()).toMatchObject({ waiting: 1 });
    // The overview gives an operator the inbox's figure and nothing else (no members, no money).
    const overview = (await op.get(`${STAFF_API}/overview`)).json();
    expect(Object.keys(overview)).toEqual(['inbox']);
    expect(overview.inbox).toMatchObject({ count: 1, waited_minutes: 0 });
    const claimed = await op.post(`${STAFF_API}/inbox/claim`);
    expect(claimed.statusCode).toBe(200);
    const claim = claimed.json().claim;
    expect(Object.keys(claim).sort()).toEqual(
      ['conversation_id', 'lease_until', 'member_id', 'persona_id', 'site_id', 'waiting_since'].sort(),
    );
    expect(claim).toMatchObject({ conversation_id: conversationId, persona_id: persona.id, member_id: member.id });
    expect(JSON.stringify(claimed.json())).not.toMatch(/credit|balance|paid|purchase|amount/i);
    expect((await op.post(`${STAFF_API}/inbox/${conversationId}/renew`)).statusCode).toBe(200);

    // Another operator gets nothing while it is held; after the release, it is theirs.
    const { c: op2 } = await loggedInStaff(ctx, 'operator');
    expect((await op2.post(`${STAFF_API}/inbox/claim`)).json()).toEqual({ claim: null });
    const lost = await op2.post(`${STAFF_API}/inbox/${conversationId}/renew`);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe(
      'Dit gesprek is niet meer van jou: een andere operator heeft het nu. Neem het volgende.',
    );
    await op.post(`${STAFF_API}/inbox/${conversationId}/release`);
    expect((await op2.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(conversationId);

    // The holder reads it as the persona sees it: both cards, the messages, the site's disclosure.
    const view = await op2.get(`${STAFF_API}/inbox/${conversationId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      conversation_id: conversationId,
      member: { id: member.id, fictional: false },
      persona: { id: persona.id, fictional: true },
      messages: [{ body: 'Hoi!', sender_id: member.id }],
      fictional_warning: expect.stringContaining('fictief profiel'),
    });
    expect(JSON.stringify(view.json())).not.toMatch(/"(credits|balance|paid_user|purchases?|amount)"/);
    // A gift the member sent shows which gift, never its price.
    expect(
      (
        await c.post('/api/message.php', {
          to: persona.id,
          client_id: randomUUID(),
          type: 'gift',
          gift_id: 'rose',
          body: '',
        })
      ).statusCode,
    ).toBe(200);
    const withGift = (await op2.get(`${STAFF_API}/inbox/${conversationId}`)).json();
    expect(withGift.messages[0]).toMatchObject({ type: 'gift', gift: { id: 'rose', image: '/gifts/rose.svg' } });
    expect(withGift.messages[0].gift).not.toHaveProperty('credits');
    expect((await op.get(`${STAFF_API}/inbox/${conversationId}`)).statusCode).toBe(409);

    // The answer goes through the chat as the persona, who pays nothing; the member reads it; audited.
    const personaCredits = await credits(persona.id);
    const reply = await op2.post(`${STAFF_API}/inbox/${conversationId}/reply`, {
      body: 'Hoi! Leuk dat je schrijft.',
      client_id: randomUUID(),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toMatchObject({ sender_id: persona.id, body: 'Hoi! Leuk dat je schrijft.' });
    expect(await credits(persona.id)).toBe(personaCredits);
    const seen = (await c.get(`/api/chat.php?id=${conversationId}`)).json();
    expect(seen.messages[0]).toMatchObject({ sender_id: persona.id, body: 'Hoi! Leuk dat je schrijft.' });
    expect(seen.profile).toMatchObject({ fictional: true });
    expect(await waitUntil(async () => (await row(conversationId))?.waiting_since === null)).toBe(true);
    const audit = await queryRows<{ staff_id: number; after: { message_id: number } }>(
      ctx.database.db,
      sql`select staff_id, after from staff_audit_log where action = 'persona.reply' order by id desc limit 1`,
    );
    expect(audit[0]).toMatchObject({ after: { message_id: reply.json().message.id } });
    // No longer held after the answer: a second one is refused.
    expect(
      (await op2.post(`${STAFF_API}/inbox/${conversationId}/reply`, { body: 'Nog eentje', client_id: randomUUID() }))
        .statusCode,
    ).toBe(409);
  });
});
