import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { waitUntil } from '../../test/sockets.ts';
import { members, photos, staffAuditLog } from '../../db/schema.ts';
import { COMMAND_LINE } from '../audit/index.ts';
import { createSite } from '../sites/index.ts';
import { personaBriefOf } from './index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { Persona, PersonaList } from '../../../common/api/personas.ts';

/**
 * The site's fictional profiles (decision 048) through the real app: staff with `personas.manage`
 * (operators and admins, on their own sites) make and keep them with the members' own profile rules
 * and photo pipeline; the brief never reaches a member; a paused persona leaves discovery but keeps
 * its conversations; a retired one refuses a new paid message as an inactive account does; every
 * change has its audit row with the staff member.
 */
let ctx: TestContext;
let siteB: number;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let operator: Awaited<ReturnType<typeof loggedInStaff>>;
let operatorB: Awaited<ReturnType<typeof loggedInStaff>>;
let moderator: Awaited<ReturnType<typeof loggedInStaff>>;

const db = () => ctx.database.db;
const BRIEF = `Lotte (geheim-${randomUUID()}): verpleegkundige in Utrecht, heeft een kat (Mimi), nooit over haar ex.`;

const profileInput = (o: Record<string, unknown> = {}) => ({
  name: 'Lotte',
  gender: 'female',
  date_of_birth: '1994-05-17',
  country: 'NL',
  region_code: 'NL-UT',
  place: 'Utrecht',
  description: 'Houd van lange wandelingen en een goed glas wijn.',
  hair_color: 'blond',
  eye_color: 'blue',
  body_type: 'slim',
  relationship_status: 'single',
  sexuality: 'hetero',
  looking_for: 'male',
  tattoos: 'some',
  reason: 'dating',
  interests: ['wine', 'hiking', 'cats'],
  ...o,
});

async function createPersona(
  c = operator.c,
  o: { site_id?: number; profile?: Record<string, unknown>; brief?: string } = {},
): Promise<Persona> {
  const res = await c.post(`${STAFF_API}/personas`, {
    site_id: o.site_id ?? ctx.siteId,
    profile: profileInput(o.profile),
    brief: o.brief ?? BRIEF,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Persona;
}

async function uploadPhoto(c: typeof operator.c, id: number) {
  const form = multipart('photo', 'lotte.jpg', 'image/jpeg', await jpegWithGps(800, 800));
  return ctx.app.inject({
    method: 'POST',
    url: `${STAFF_API}/personas/${id}/photos`,
    remoteAddress: c.remoteAddress,
    headers: { host: 'localhost', 'x-request-type': 'client', cookie: `klik_staff=${c.token}`, ...form.headers },
    payload: form.payload,
  });
}

const auditRows = (personaId: number) =>
  db()
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, 'member'), eq(staffAuditLog.targetId, String(personaId))))
    .orderBy(staffAuditLog.id);

/** A member looking for women, who has confirmed the disclosure of the site's fictional profiles (decision 047). */
async function seekingMember() {
  const m = await loggedInMember(ctx, {
    gender: 'male',
    looking_for: 'female',
    date_of_birth: '1990-01-01',
    credits: 200,
  });
  expect((await m.c.post('/api/fictional-disclosure.php')).statusCode).toBe(200);
  return m;
}

const searchIds = async (c: ReturnType<typeof client>) => {
  const res = await c.get('/api/members.php?gender=female&min_age=18&max_age=99');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).map((r) => r.id);
};

const send = (c: ReturnType<typeof client>, to: number, body: string) =>
  c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });

beforeAll(async () => {
  ctx = await buildTestApp();
  siteB = (await createSite(db(), { domain: 'personas-b.example', name: 'Site B' })).id;
  [admin, operator, operatorB, moderator] = await Promise.all([
    loggedInStaff(ctx, 'admin', { name: 'Ada Admin' }),
    loggedInStaff(ctx, 'operator', { name: 'Olga Operator' }),
    loggedInStaff(ctx, 'operator', { name: 'Bram van B' }),
    loggedInStaff(ctx, 'moderator', { name: 'Mo Moderator' }),
  ]);
  await ctx.app.services.staff.changeSites(COMMAND_LINE, operatorB.s.id, [siteB]);
});
afterAll(() => ctx.close());

describe('making a persona', () => {
  it('an operator makes one with every profile field and a brief: a fictional member without a login, audited', async () => {
    const p = await createPersona();
    expect(p).toMatchObject({
      site_id: ctx.siteId,
      state: 'active',
      brief: BRIEF,
      created_by: { id: operator.s.id, name: 'Olga Operator' },
      profile: {
        name: 'Lotte',
        gender: 'female',
        date_of_birth: '1994-05-17',
        country: 'NL',
        region_code: 'NL-UT',
        place: 'Utrecht',
        hair_color: 'blond',
        sexuality: 'hetero',
        looking_for: 'male',
        reason: 'dating',
        interests: ['wine', 'hiking', 'cats'],
        status: 'active',
      },
      photos: [],
    });
    const [row] = await db().select().from(members).where(eq(members.id, p.id));
    expect(row).toMatchObject({ fictional: true, passwordHash: null, status: 'active', siteId: ctx.siteId });
    expect(row!.email).toMatch(/@personas\.invalid$/);

    // No login, whatever password is tried (the login path refuses an account without a password hash).
    const login = await client(ctx.app).post('/api/user.php', { email: row!.email, password: '' + 'x'.repeat(12) });
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe('login_failed');

    const audit = await auditRows(p.id);
    expect(audit.map((a) => a.action)).toEqual(['persona.create']);
    expect(audit[0]).toMatchObject({ staffId: operator.s.id, siteId: ctx.siteId, before: null });
    expect(audit[0]!.after).toMatchObject({ name: 'Lotte', brief: BRIEF, state: 'active' });
    expect(await personaBriefOf(db(), p.id)).toBe(BRIEF);
    expect(await personaBriefOf(db(), (await loggedInMember(ctx)).m.id)).toBeNull();
  });

  it("refuses what a member's profile refuses, per field, and leaves nothing behind", async () => {
    const before = await db().select({ id: members.id }).from(members);
    const res = await operator.c.post(`${STAFF_API}/personas`, {
      site_id: ctx.siteId,
      profile: profileInput({ name: 'A', date_of_birth: '2015-01-01', region_code: 'DE-BY', interests: ['wine'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['date_of_birth', 'name', 'region_code']);
    expect(await db().select({ id: members.id }).from(members)).toHaveLength(before.length);
    // The schema's own enums: a gender the profile does not know is a 400 too.
    const odd = await operator.c.post(`${STAFF_API}/personas`, {
      site_id: ctx.siteId,
      profile: profileInput({ gender: 'other' }),
    });
    expect(odd.statusCode).toBe(400);
  });

  it('edits the profile and the brief; the audit row holds only what changed', async () => {
    const p = await createPersona();
    const res = await operator.c.put(`${STAFF_API}/personas/${p.id}`, {
      profile: { place: 'Amersfoort', description: 'Nieuw hier.' },
      brief: 'Werkt nu in Amersfoort.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      brief: 'Werkt nu in Amersfoort.',
      profile: { place: 'Amersfoort', description: 'Nieuw hier.', name: 'Lotte' },
    });
    const [, edit] = await auditRows(p.id);
    expect(edit).toMatchObject({
      action: 'persona.update',
      staffId: operator.s.id,
      before: { place: 'Utrecht', description: 'Houd van lange wandelingen en een goed glas wijn.', brief: BRIEF },
      after: { place: 'Amersfoort', description: 'Nieuw hier.', brief: 'Werkt nu in Amersfoort.' },
    });
    // A wrong field: nothing saved.
    const bad = await operator.c.put(`${STAFF_API}/personas/${p.id}`, { profile: { date_of_birth: '2030-01-01' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.date_of_birth).toBeTruthy();
    expect((await auditRows(p.id)).length).toBe(2);
  });
});

describe('photos', () => {
  it('are added through the photo pipeline approved at once by the uploader, made main and removed, each audited', async () => {
    const p = await createPersona();
    const first = await uploadPhoto(operator.c, p.id);
    expect(first.statusCode, first.body).toBe(200);
    const second = await uploadPhoto(operator.c, p.id);
    const after = second.json() as Persona;
    expect(after.photos).toHaveLength(2);
    expect(after.photos.every((ph) => ph.status === 'active')).toBe(true);
    expect(after.photos[0]!.main).toBe(true);
    const stored = await db().select().from(photos).where(eq(photos.memberId, p.id));
    expect(stored.every((ph) => ph.reviewedAt !== null && !ph.autoApproved)).toBe(true);
    // Stored re-encoded (the pipeline): WebP names, no trace of the JPEG.
    expect(stored[0]!.filename).toMatch(/\.webp$/);

    const main = await operator.c.post(`${STAFF_API}/personas/${p.id}/photos/${after.photos[1]!.id}/main`);
    expect(main.statusCode, main.body).toBe(200);
    expect((main.json() as Persona).photos.find((ph) => ph.main)!.id).toBe(after.photos[1]!.id);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF_API}/personas/${p.id}/photos/${after.photos[1]!.id}`,
      remoteAddress: operator.c.remoteAddress,
      headers: { host: 'localhost', 'x-request-type': 'client', cookie: `klik_staff=${operator.c.token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Persona).photos.map((ph) => [ph.id, ph.main])).toEqual([[after.photos[0]!.id, true]]);

    const audit = await auditRows(p.id);
    expect(audit.map((a) => a.action)).toEqual([
      'persona.create',
      'persona.photo_add',
      'persona.photo_add',
      'persona.photo_main',
      'persona.photo_remove',
    ]);
    expect(audit.every((a) => a.staffId === operator.s.id)).toBe(true);
    expect(audit[1]!.after).toMatchObject({ photo_id: after.photos[0]!.id, status: 'active' });
  });
});

describe('what members see', () => {
  it('the persona is found in search, marked fictional, and no member payload carries the brief', async () => {
    const p = await createPersona(operator.c, { profile: { name: 'Zichtbaar' } });
    expect((await uploadPhoto(operator.c, p.id)).statusCode).toBe(200);
    const { c } = await seekingMember();

    const search = await c.get('/api/members.php?gender=female&min_age=18&max_age=99');
    const hit = (search.json().results as { id: number; fictional: boolean }[]).find((r) => r.id === p.id);
    expect(hit).toMatchObject({ fictional: true });

    const profile = await c.get(`/api/member.php?id=${p.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ id: p.id, fictional: true, name: 'Zichtbaar' });
    expect(await send(c, p.id, 'Hoi!')).toMatchObject({ statusCode: 200 });
    const payloads = [
      search.body,
      profile.body,
      (await c.get('/api/chats.php')).body,
      (await c.get(`/api/chat.php?id=${p.id}`)).body,
      (await client(ctx.app).get(`/api/member.php?id=${p.id}`)).body,
    ];
    for (const body of payloads) {
      expect(body).not.toContain('geheim-');
      expect(body).not.toContain('brief');
    }
  });
});

describe('pause, retire, reactivate', () => {
  it('a paused persona leaves search for new members, while its conversation goes on and is answered', async () => {
    const p = await createPersona(operator.c, { profile: { name: 'Pauze' } });
    const { c: talking } = await seekingMember();
    expect((await send(talking, p.id, 'Hoi Pauze!')).statusCode).toBe(200);
    const { c: newcomer } = await seekingMember();
    expect(await searchIds(newcomer)).toContain(p.id);

    const paused = await operator.c.post(`${STAFF_API}/personas/${p.id}/state`, { state: 'paused' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().state).toBe('paused');
    expect(await searchIds(newcomer)).not.toContain(p.id);
    expect(await searchIds(talking)).not.toContain(p.id);
    // A new member finds no way in; the member already talking writes on.
    expect((await send(newcomer, p.id, 'Hallo?')).statusCode).toBe(404);
    expect((await send(talking, p.id, 'Ben je er nog?')).statusCode).toBe(200);

    // The operator still answers it through the inbox.
    let claim: { conversation_id: number; persona_id: number } | null = null;
    expect(
      await waitUntil(async () => {
        const res = await operator.c.post(`${STAFF_API}/inbox/claim`);
        claim = res.json().claim;
        return claim?.persona_id === p.id;
      }),
    ).toBe(true);
    const reply = await operator.c.post(`${STAFF_API}/inbox/${claim!.conversation_id}/reply`, {
      body: 'Ja hoor, ik ben er!',
      client_id: randomUUID(),
    });
    expect(reply.statusCode, reply.body).toBe(200);

    const back = await operator.c.post(`${STAFF_API}/personas/${p.id}/state`, { state: 'active' });
    expect(back.json().state).toBe('active');
    expect(await searchIds(newcomer)).toContain(p.id);
    const audit = await auditRows(p.id);
    expect(audit.filter((a) => a.action !== 'persona.reply').map((a) => [a.action, a.before, a.after])).toEqual([
      ['persona.create', null, expect.anything()],
      ['persona.pause', { state: 'active' }, { state: 'paused' }],
      ['persona.reactivate', { state: 'paused' }, { state: 'active' }],
    ]);
  });

  it('a retired persona refuses a new paid message as an inactive account, charges nothing, and comes back on reactivation', async () => {
    const p = await createPersona(operator.c, { profile: { name: 'Stopper' } });
    const { m, c } = await seekingMember();
    expect((await send(c, p.id, 'Hoi!')).statusCode).toBe(200);
    const credits = async () => (await db().select().from(members).where(eq(members.id, m.id)))[0]!.credits;
    const before = await credits();

    const retired = await admin.c.post(`${STAFF_API}/personas/${p.id}/state`, { state: 'retired' });
    expect(retired.statusCode, retired.body).toBe(200);
    const refused = await send(c, p.id, 'Hallo?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'account_inactive',
      message: 'Dit account is niet meer actief. Je kunt dit lid geen berichten of likes meer sturen.',
    });
    expect(await credits()).toBe(before);
    // Out of everything: search, the profile page, a like.
    expect(await searchIds(c)).not.toContain(p.id);
    expect((await c.get(`/api/member.php?id=${p.id}`)).statusCode).toBe(404);
    expect((await c.post('/api/like.php', { id: p.id })).statusCode).toBe(403);
    // The same state again changes nothing and records nothing.
    await admin.c.post(`${STAFF_API}/personas/${p.id}/state`, { state: 'retired' });

    const back = await admin.c.post(`${STAFF_API}/personas/${p.id}/state`, { state: 'active' });
    expect(back.json()).toMatchObject({ state: 'active', profile: { status: 'active' } });
    expect((await send(c, p.id, 'Weer terug?')).statusCode).toBe(200);
    const audit = (await auditRows(p.id)).filter((a) => a.action !== 'persona.reply');
    expect(audit.map((a) => [a.action, a.staffId])).toEqual([
      ['persona.create', operator.s.id],
      ['persona.retire', admin.s.id],
      ['persona.reactivate', admin.s.id],
    ]);
  });
});

describe('who may', () => {
  it('a moderator may not (the role table), nor anyone without a session', async () => {
    expect((await moderator.c.get(`${STAFF_API}/personas`)).statusCode).toBe(403);
    expect(
      (await moderator.c.post(`${STAFF_API}/personas`, { site_id: ctx.siteId, profile: profileInput() })).statusCode,
    ).toBe(403);
    const anonymous = await client(ctx.app).get(`${STAFF_API}/personas`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("staff of another site neither see nor touch this site's personas, and make theirs only on their own site", async () => {
    const p = await createPersona(operator.c, { profile: { name: 'AlleenA' } });
    const listB = (await operatorB.c.get(`${STAFF_API}/personas`)).json() as PersonaList;
    expect(listB.personas.map((x) => x.id)).not.toContain(p.id);
    expect(listB.sites.map((s) => s.id)).toEqual([siteB]);
    expect((await operatorB.c.get(`${STAFF_API}/personas?site_id=${ctx.siteId}`)).json().personas).toEqual([]);
    expect((await operatorB.c.get(`${STAFF_API}/personas/${p.id}`)).statusCode).toBe(404);
    const edit = await operatorB.c.put(`${STAFF_API}/personas/${p.id}`, { brief: 'overgenomen' });
    expect(edit.statusCode).toBe(404);
    expect((await operatorB.c.post(`${STAFF_API}/personas/${p.id}/state`, { state: 'retired' })).statusCode).toBe(404);
    expect((await uploadPhoto(operatorB.c, p.id)).statusCode).toBe(404);
    expect(
      (await operatorB.c.post(`${STAFF_API}/personas`, { site_id: ctx.siteId, profile: profileInput() })).statusCode,
    ).toBe(404);
    expect(await personaBriefOf(db(), p.id)).toBe(BRIEF);

    const own = await createPersona(operatorB.c, { site_id: siteB, profile: { name: 'AlleenB' } });
    expect(own.site_id).toBe(siteB);
    // The admin sees both sites; the list filters by state and name.
    const all = (await admin.c.get(`${STAFF_API}/personas?q=alleen`)).json() as PersonaList;
    expect(all.personas.map((x) => x.name).sort()).toEqual(['AlleenA', 'AlleenB']);
    expect(
      ((await admin.c.get(`${STAFF_API}/personas?state=retired&q=alleen`)).json() as PersonaList).personas,
    ).toEqual([]);
  });
});
