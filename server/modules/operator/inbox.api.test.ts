import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { openSocket, waitFor, waitUntil } from '../../test/sockets.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { queryRows } from '../../db/client.ts';
import { members, photos } from '../../db/schema.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { ChatEvent } from '../../../common/api/chat.ts';
import { demoSiteConfig } from '../../seed/demo-site.ts';
import { operatorDataOf } from './service.ts';
import { createSite } from '../sites/index.ts';
import { COMMAND_LINE } from '../audit/index.ts';

/**
 * Beside the conversation an operator holds (decision 046): notes per member–persona pair, the
 * persona typing, the site's fixed honest answers, photos only from the persona's approved ones,
 * the figures per operator (volume and speed, never money) and a supervisor reading who wrote what.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ({ ctx, port } = await buildListeningTestApp());
});
afterAll(() => ctx.close());

const waitingRow = async (conversationId: number) =>
  (
    await queryRows<{ waiting_since: Date | null }>(
      ctx.database.db,
      sql`select waiting_since from operator_queue where conversation_id = ${conversationId}`,
    )
  )[0];

/** A member who confirmed the disclosure and wrote to a new persona; the conversation waits. */
async function memberWritesToPersona(body = 'Hoi!') {
  const persona = await buildMember(ctx.database.db, ctx.siteId, { fictional: true, name: 'Marloes', photo: 'active' });
  const member = await loggedInMember(ctx, { credits: 500, name: 'Kees', gender: 'male' });
  await member.c.post('/api/fictional-disclosure.php');
  const sent = await member.c.post('/api/message.php', { to: persona.id, client_id: randomUUID(), type: 'text', body });
  expect(sent.statusCode).toBe(200);
  const conversationId = sent.json().message.conversation_id as number;
  expect(await waitUntil(async () => (await waitingRow(conversationId))?.waiting_since != null)).toBe(true);
  return { persona, member, conversationId };
}

/** Nobody else waits: the next claim is this test's conversation. */
const emptyQueue = () =>
  ctx.database.db.execute(sql`update operator_queue set waiting_since = null, claimed_by = null, lease_until = null`);

describe('notes per member and persona', () => {
  it('the next operator sees what the last one noted; only the holder writes one; the member’s export has them', async () => {
    await emptyQueue();
    const { persona, member, conversationId } = await memberWritesToPersona();
    const { c: op } = await loggedInStaff(ctx, 'operator', { name: 'Ilse' });
    expect((await op.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(conversationId);
    const note = await op.post(`${STAFF_API}/inbox/${conversationId}/notes`, { body: '  Heeft een hond, Bobby.  ' });
    expect(note.statusCode).toBe(200);
    expect(note.json().note).toMatchObject({ body: 'Heeft een hond, Bobby.', author: 'Ilse' });
    const empty = await op.post(`${STAFF_API}/inbox/${conversationId}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);

    // Another operator cannot write on a conversation they do not hold.
    const { c: op2 } = await loggedInStaff(ctx, 'operator', { name: 'Joost' });
    expect((await op2.post(`${STAFF_API}/inbox/${conversationId}/notes`, { body: 'Hack' })).statusCode).toBe(409);
    await op.post(`${STAFF_API}/inbox/${conversationId}/release`);
    expect((await op2.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(conversationId);
    const view = (await op2.get(`${STAFF_API}/inbox/${conversationId}`)).json();
    expect(view.notes).toEqual([
      { id: note.json().note.id, body: 'Heeft een hond, Bobby.', author: 'Ilse', created_at: expect.any(String) },
    ]);
    // The member's public profile is beside it; nothing of their money.
    expect(view.member_profile).toMatchObject({ description: expect.any(String), interests: expect.any(Array) });
    expect(JSON.stringify(view)).not.toMatch(/"(credits|balance|paid_user|purchases?|amount)"/);

    // The notes are about the member: in their data export (without who wrote them).
    const exported = await operatorDataOf(ctx.database.db, member.m.id);
    expect(exported.operator_notes).toEqual([
      { fictionalProfileId: persona.id, note: 'Heeft een hond, Bobby.', createdAt: expect.any(String) },
    ]);
  });
});

describe('a persona made in the console', () => {
  it('shows its brief to the operator beside the conversation, never to the member', async () => {
    await emptyQueue();
    const { c: op } = await loggedInStaff(ctx, 'operator');
    const made = await op.post(`${STAFF_API}/personas`, {
      site_id: ctx.siteId,
      profile: {
        name: 'Noor',
        gender: 'female',
        date_of_birth: '1993-04-02',
        country: 'NL',
        region_code: 'NL-UT',
        place: 'Utrecht',
        description: 'Wandelen en koffie.',
        looking_for: 'male',
        interests: ['coffee'],
      },
      brief: 'Werkt in een boekwinkel, heeft een kat (Miep). Nooit over haar ex.',
    });
    expect(made.statusCode, made.body).toBe(200);
    const personaId = made.json().id as number;
    const member = await loggedInMember(ctx, { credits: 100, gender: 'male' });
    await member.c.post('/api/fictional-disclosure.php');
    const sent = await member.c.post('/api/message.php', {
      to: personaId,
      client_id: randomUUID(),
      type: 'text',
      body: 'Hoi Noor!',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const conversationId = sent.json().message.conversation_id as number;
    expect(await waitUntil(async () => (await waitingRow(conversationId))?.waiting_since != null)).toBe(true);
    expect((await op.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(conversationId);
    const view = (await op.get(`${STAFF_API}/inbox/${conversationId}`)).json();
    expect(view.brief).toBe('Werkt in een boekwinkel, heeft een kat (Miep). Nooit over haar ex.');
    const chat = await member.c.get(`/api/chat.php?id=${conversationId}`);
    expect(chat.statusCode).toBe(200);
    expect(chat.body).not.toContain('boekwinkel');
    const profile = await member.c.get(`/api/member.php?id=${personaId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ name: 'Noor', fictional: true });
    expect(profile.body).not.toContain('boekwinkel');
  });
});

describe('the conversation beside the answer', () => {
  it('is the whole history, not only the chat’s first page', async () => {
    await emptyQueue();
    const { persona, member, conversationId } = await memberWritesToPersona('Bericht 1');
    for (let i = 2; i <= 40; i++) {
      const res = await member.c.post('/api/message.php', {
        to: persona.id,
        client_id: randomUUID(),
        type: 'text',
        body: `Bericht ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { c: op } = await loggedInStaff(ctx, 'operator');
    expect((await op.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(conversationId);
    const view = (await op.get(`${STAFF_API}/inbox/${conversationId}`)).json();
    expect(view.messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 40 }, (_, i) => `Bericht ${40 - i}`),
    );
  });
});

describe('a member’s final deletion', () => {
  it('takes the notes about them and their place in the queue; another member’s stay', async () => {
    await emptyQueue();
    const gone = await memberWritesToPersona();
    const stays = await memberWritesToPersona();
    const { c: op } = await loggedInStaff(ctx, 'operator');
    for (const who of [gone, stays]) {
      const claimed = (await op.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id;
      expect(claimed).toBe(who.conversationId);
      await op.post(`${STAFF_API}/inbox/${claimed}/notes`, { body: `Notitie over ${who.member.m.id}` });
      await op.post(`${STAFF_API}/inbox/${claimed}/release`);
      await ctx.database.db.execute(
        sql`update operator_queue set waiting_since = null where conversation_id = ${claimed}`,
      );
    }
    expect((await gone.member.c.post('/api/delete-account.php', { password: TEST_PASSWORD })).statusCode).toBe(200);
    await ctx.database.db
      .update(members)
      .set({ deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(members.id, gone.member.m.id));
    expect(await ctx.app.services.purge.purgeMember(gone.member.m.id)).toBe(true);

    expect((await operatorDataOf(ctx.database.db, gone.member.m.id)).operator_notes).toEqual([]);
    expect(await waitingRow(gone.conversationId)).toBeUndefined();
    expect((await operatorDataOf(ctx.database.db, stays.member.m.id)).operator_notes).toHaveLength(1);
    expect(await waitingRow(stays.conversationId)).toBeDefined();
  });
});

describe('answering as the persona', () => {
  it('the member sees the persona typing while the operator types; the lease runs on', async () => {
    await emptyQueue();
    const { persona, member, conversationId } = await memberWritesToPersona();
    const { c: op } = await loggedInStaff(ctx, 'operator');
    await op.post(`${STAFF_API}/inbox/claim`);
    const events: ChatEvent[] = [];
    const socket = await openSocket(port, member.c.cookie, events);
    try {
      expect((await op.post(`${STAFF_API}/inbox/${conversationId}/typing`)).statusCode).toBe(200);
      await waitFor(() => events.some((e) => e.type === 'typing'));
      expect(events.find((e) => e.type === 'typing')).toEqual({
        type: 'typing',
        conversation_id: conversationId,
        from: persona.id,
      });
    } finally {
      socket.close();
    }
    const { c: op2 } = await loggedInStaff(ctx, 'operator');
    expect((await op2.post(`${STAFF_API}/inbox/${conversationId}/typing`)).statusCode).toBe(409);
  });

  it('a fixed answer sends the site’s text exactly; an unknown one is refused; a photo only from the persona’s approved ones', async () => {
    await emptyQueue();
    const { persona, member, conversationId } = await memberWritesToPersona('Zullen we afspreken?');
    const { c: op } = await loggedInStaff(ctx, 'operator');
    await op.post(`${STAFF_API}/inbox/claim`);
    const view = (await op.get(`${STAFF_API}/inbox/${conversationId}`)).json();
    expect(view.fixed_answers).toEqual(
      Object.entries(demoSiteConfig.operator_fixed_answers).map(([label, text]) => ({ label, text })),
    );
    expect(view.target_answer_minutes).toBe(15);
    expect(view.waiting_since).toEqual(expect.any(String));

    const unknown = await op.post(`${STAFF_API}/inbox/${conversationId}/reply`, {
      fixed: 'Iets anders',
      client_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'Deze site heeft geen vast antwoord met die naam (meer). Laad het gesprek opnieuw.',
    );
    // Someone else's photo is refused, with the chat's own words.
    const other = await buildMember(ctx.database.db, ctx.siteId, { photo: 'active' });
    const [theirPhoto] = await ctx.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.memberId, other.id));
    const refused = await op.post(`${STAFF_API}/inbox/${conversationId}/reply`, {
      photo_id: theirPhoto!.id,
      client_id: randomUUID(),
    });
    expect(refused.json().message).toBe('Kies een van je goedgekeurde foto’s om te versturen.');
    expect(view.persona_photos).toHaveLength(1);

    const fixed = await op.post(`${STAFF_API}/inbox/${conversationId}/reply`, {
      fixed: 'Afspreken',
      client_id: randomUUID(),
    });
    expect(fixed.statusCode).toBe(200);
    const seen = (await member.c.get(`/api/chat.php?id=${conversationId}`)).json();
    expect(seen.messages[0]).toMatchObject({
      sender_id: persona.id,
      body: demoSiteConfig.operator_fixed_answers.Afspreken,
    });
    expect(demoSiteConfig.operator_fixed_answers.Afspreken).toMatch(/fictief profiel.*afspreken.*kan daarom niet/i);
    const [audit] = await queryRows<{ after: Record<string, unknown> }>(
      ctx.database.db,
      sql`select after from staff_audit_log where action = 'persona.reply' order by id desc limit 1`,
    );
    expect(audit!.after).toMatchObject({ message_id: fixed.json().message.id, fixed_answer: 'Afspreken' });

    // The member writes again; the persona's own approved photo may be sent.
    await member.c.post('/api/message.php', { to: persona.id, client_id: randomUUID(), type: 'text', body: 'Jammer.' });
    expect(await waitUntil(async () => (await waitingRow(conversationId))?.waiting_since != null)).toBe(true);
    await op.post(`${STAFF_API}/inbox/claim`);
    const photo = await op.post(`${STAFF_API}/inbox/${conversationId}/reply`, {
      photo_id: view.persona_photos[0].id,
      client_id: randomUUID(),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.json().message).toMatchObject({ type: 'photo', sender_id: persona.id });
  });
});

describe('an operator whose sites change while holding a conversation', () => {
  it('can no longer answer, type or note in it once its site is not theirs (decision 044)', async () => {
    await emptyQueue();
    const { member, conversationId } = await memberWritesToPersona('Ben je er nog?');
    const { c: op, s: staff } = await loggedInStaff(ctx, 'operator');
    expect((await op.post(`${STAFF_API}/inbox/claim`)).statusCode).toBe(200);
    const elsewhere = (await createSite(ctx.database.db, { domain: 'elders.example', name: 'Elders' })).id;
    await ctx.app.services.staff.changeSites(COMMAND_LINE, staff.id, [elsewhere]);

    const reply = await op.post(`${STAFF_API}/inbox/${conversationId}/reply`, {
      body: 'Ja hoor!',
      client_id: randomUUID(),
    });
    expect(reply.statusCode).toBe(404);
    expect((await op.post(`${STAFF_API}/inbox/${conversationId}/typing`)).statusCode).toBe(404);
    expect(
      (await op.post(`${STAFF_API}/inbox/${conversationId}/notes`, { body: 'Houdt van wandelen.' })).statusCode,
    ).toBe(404);
    expect((await op.get(`${STAFF_API}/inbox/${conversationId}`)).statusCode).toBe(404);
    // Nothing reached the member.
    const seen = (await member.c.get(`/api/chat.php?id=${conversationId}`)).json();
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual(['Ben je er nog?']);
  });
});

describe('service levels and supervision', () => {
  it('answers per operator and the median wait; a supervisor reads who wrote each message; the overview counts late ones', async () => {
    await ctx.database.db.execute(sql`delete from operator_answers`);
    await emptyQueue();
    const first = await memberWritesToPersona();
    const second = await memberWritesToPersona();
    // The first member has waited 20 minutes: past the site's target of 15.
    await ctx.database.db.execute(
      sql`update operator_queue set waiting_since = now() - interval '20 minutes' where conversation_id = ${first.conversationId}`,
    );
    const { c: admin } = await loggedInStaff(ctx, 'admin');
    const before = (await admin.get(`${STAFF_API}/overview`)).json();
    expect(before.inbox).toMatchObject({ count: 2, late: 1, waited_minutes: 20, answered_today: 0 });

    const { c: ilse } = await loggedInStaff(ctx, 'operator', { name: 'Ilse' });
    const { c: joost } = await loggedInStaff(ctx, 'operator', { name: 'Joost' });
    expect((await ilse.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(first.conversationId);
    expect((await joost.post(`${STAFF_API}/inbox/claim`)).json().claim.conversation_id).toBe(second.conversationId);
    const ilseReply = await ilse.post(`${STAFF_API}/inbox/${first.conversationId}/reply`, {
      body: 'Sorry dat je moest wachten!',
      client_id: randomUUID(),
    });
    await joost.post(`${STAFF_API}/inbox/${second.conversationId}/reply`, { body: 'Hoi!', client_id: randomUUID() });

    const figures = (await admin.get(`${STAFF_API}/inbox/figures`)).json();
    expect(figures.answered).toBe(2);
    expect(figures.operators.map((o: { name: string }) => o.name).sort()).toEqual(['Ilse', 'Joost']);
    const ilseRow = figures.operators.find((o: { name: string }) => o.name === 'Ilse');
    expect(ilseRow.answered).toBe(1);
    expect(ilseRow.median_answer_seconds).toBeGreaterThanOrEqual(20 * 60);
    expect(ilseRow.median_answer_seconds).toBeLessThan(21 * 60);
    // An operator sees their own figures only.
    const own = (await joost.get(`${STAFF_API}/inbox/figures?period=week`)).json();
    expect(own.operators.map((o: { name: string }) => o.name)).toEqual(['Joost']);
    expect(own.answered).toBe(1);
    expect(JSON.stringify(figures)).not.toMatch(/credit|balance|paid|purchase|amount|spend/i);

    const after = (await admin.get(`${STAFF_API}/overview`)).json();
    expect(after.inbox).toMatchObject({ count: 0, late: 0, answered_today: 2 });
    expect(after.operators).toHaveLength(2);

    // A supervisor reads the conversation (not held by anyone) with who wrote the persona's messages.
    const read = await admin.get(`${STAFF_API}/inbox/${first.conversationId}`);
    expect(read.statusCode).toBe(200);
    const messages = read.json().messages as { id: number; sender_id: number; written_by?: string | null }[];
    expect(messages.find((m) => m.id === ilseReply.json().message.id)).toMatchObject({ written_by: 'Ilse' });
    expect(messages.find((m) => m.sender_id === first.member.m.id)).not.toHaveProperty('written_by');
    // The supervisor's list to read back: this persona's conversation, answered, held by nobody.
    const recent = (await admin.get(`${STAFF_API}/inbox/recent?persona_id=${first.persona.id}`)).json();
    expect(recent.conversations).toEqual([
      expect.objectContaining({
        conversation_id: first.conversationId,
        persona: expect.objectContaining({ id: first.persona.id }),
        member: expect.objectContaining({ id: first.member.m.id }),
        waiting_since: null,
        held_by: null,
      }),
    ]);
    expect((await joost.get(`${STAFF_API}/inbox/recent`)).statusCode).toBe(403);
    // An operator may not read a conversation they do not hold, and never sees who wrote what.
    expect((await joost.get(`${STAFF_API}/inbox/${first.conversationId}`)).statusCode).toBe(409);
  });
});
