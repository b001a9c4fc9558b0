import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD, buildMember, type MemberOverrides } from '../../test/factories.ts';
import { loggedInStaff, staffClient } from '../../test/staff.ts';
import {
  appeals,
  memberDeviceIds,
  memberReports,
  moderationDecisions,
  photos,
  staffAuditLog,
} from '../../db/schema.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { AppealView, StaffAppealDetails } from '../../../common/api/appeals.ts';

/**
 * Appeals against moderation decisions (decision 041): a photo taken down from a report, a ban and
 * a suspension; the statement of reasons' link as the only key; once per decision; decided by
 * another member of staff; granting reverses everything the decision did, and both members hear
 * each step.
 */
let ctx: TestContext;
let moderator: Awaited<ReturnType<typeof loggedInStaff>>;
let second: Awaited<ReturnType<typeof loggedInStaff>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
  moderator = await loggedInStaff(ctx, 'moderator', { name: 'Mila Moderator' });
  second = await loggedInStaff(ctx, 'moderator', { name: 'Tom Tweede' });
});
afterAll(() => ctx.close());

const member = (o: MemberOverrides = {}) => loggedInMember(ctx, o);
const anonymous = () => client(ctx.app);
async function report(reporter: Awaited<ReturnType<typeof member>>, id: number, category: string) {
  const res = await reporter.c.post('/api/report.php', { id, category });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}
/** The appeal token of the statement of reasons mailed last to `email`. */
function appealTokenMailedTo(email: string): string {
  const mail = ctx.mails.filter((m) => m.to.includes(email)).at(-1)!;
  const link = mail.links.find((l) => l.includes('/appeal?token='));
  expect(link, mail.text).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}
/** The audit row an action on a report left. */
const auditOfReport = async (action: string, reportId: number) =>
  (
    await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(reportId))))
  )[0];
const view = (token: string) => anonymous().get(`/api/appeal.php?token=${encodeURIComponent(token)}`);
const appeal = (token: string, text: string) => anonymous().post('/api/appeal.php', { token, text });
const appealIdOf = async (decisionId: number) =>
  (await ctx.database.db.select().from(appeals).where(eq(appeals.decisionId, decisionId)))[0]!.id;
const decide = (c: ReturnType<typeof staffClient>, id: number, outcome: 'grant' | 'deny', note?: string) =>
  c.post(`${STAFF_API}/appeals/${id}/decide`, { outcome, ...(note ? { note } : {}) });
const login = (email: string) => client(ctx.app).post('/api/user.php', { email, password: TEST_PASSWORD });

describe('a photo taken down from a report, appealed and reversed', () => {
  it('the owner is told why and how to appeal, appeals once, the deciding moderator may not judge it, a second one reverses it; both members hear each step', async () => {
    const owner = await member({ name: 'Noor', photo: 'active', extra_photos: 1 });
    const reporter = await member({ name: 'Rik' });
    const [shown] = await ctx.database.db
      .select()
      .from(photos)
      .where(eq(photos.memberId, owner.m.id))
      .orderBy(photos.id);
    const reportId = await report(reporter, owner.m.id, 'offensive_photo');

    // The moderator takes the photo down from the report: the report is resolved with it.
    let before = ctx.mails.length;
    const down = await moderator.c.post(`${STAFF_API}/reports/${reportId}/take-down-photo`, {
      photo_id: shown!.id,
      reason: 'nudity',
    });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({
      report: { id: reportId, status: 'actioned', resolution: 'remove_photo' },
      photo: { id: shown!.id, status: 'rejected', reject_reason: 'nudity' },
    });
    let mails = ctx.mails.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([owner.m.email, reporter.m.email]);
    expect(mails[0]!.text).toContain('Naakt of seksueel getinte foto');
    expect(mails[0]!.text).toContain('Dit besluit is genomen door een medewerker, niet automatisch.');
    expect(mails[0]!.text).toContain('Maak dan binnen zes maanden bezwaar; inloggen is daarvoor niet nodig.');
    expect(mails[1]!.text).toContain('We hebben maatregelen genomen');
    const token = appealTokenMailedTo(owner.m.email);
    const [decision] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, owner.m.id));
    expect(decision).toMatchObject({
      kind: 'photo_removed',
      groundKind: 'photo_reason',
      ground: 'nudity',
      objectType: 'photo',
      objectId: shown!.id,
      reportId,
      staffId: moderator.s.id,
      automated: false,
      reversedAt: null,
    });
    // A photo of someone else than the reported member is refused, and nothing changes.
    const stranger = await member({ photo: 'active' });
    const [theirs] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, stranger.m.id));
    const other = await report(reporter, (await member()).m.id, 'spam_scam');
    const wrong = await moderator.c.post(`${STAFF_API}/reports/${other}/take-down-photo`, {
      photo_id: theirs!.id,
      reason: 'nudity',
    });
    expect(wrong.statusCode).toBe(404);
    expect((await ctx.database.db.select().from(photos).where(eq(photos.id, theirs!.id)))[0]!.status).toBe('active');
    expect((await ctx.database.db.select().from(memberReports).where(eq(memberReports.id, other)))[0]!.status).toBe(
      'open',
    );

    // The link is the key: no login needed; a forged one is refused in the member's language.
    const seen = await view(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      decision: { kind: 'photo_removed', ground_kind: 'photo_reason', ground: 'nudity', reversed: false },
      appeal: null,
    });
    const forged = await view(`${decision!.id}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(
      'Deze link klopt niet. Gebruik de link uit de e-mail die we je stuurden, of mail onze klantenservice.',
    );

    // Too short, then sent; a second appeal against the same decision is refused.
    const short = await appeal(token, 'Nee');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Schrijf minstens 10 en hoogstens 2000 tekens.');
    before = ctx.mails.length;
    const sent = await appeal(token, '  Dit is een vakantiefoto op het strand, niets bloots.  ');
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as AppealView).appeal).toMatchObject({
      status: 'open',
      text: 'Dit is een vakantiefoto op het strand, niets bloots.',
    });
    mails = ctx.mails.slice(before);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([
      [owner.m.email, expect.stringMatching(/^Je bezwaar bij .+ is ontvangen$/)],
    ]);
    expect(mails[0]!.text).toContain('ons besluit: je foto is verwijderd (Naakt of seksueel getinte foto)');
    const twice = await appeal(token, 'Nog een keer, want ik ben het er echt niet mee eens.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Je hebt al bezwaar gemaakt tegen dit besluit. Je hoort de uitkomst per e-mail.');

    // While the appeal is open, the removal job keeps the photo's files.
    const later = new Date(Date.now() + 40 * 24 * 3_600_000);
    expect(await ctx.app.services.photoInspection.removeRejected(later)).toBe(0);

    // The moderator who decided may not judge the appeal; a second one reverses it.
    const id = await appealIdOf(decision!.id);
    const list = (await second.c.get(`${STAFF_API}/appeals`)).json().appeals as { id: number }[];
    expect(list.map((a) => a.id)).toContain(id);
    const own = (await moderator.c.get(`${STAFF_API}/appeals/${id}`)).json() as StaffAppealDetails;
    expect(own).toMatchObject({
      may_decide: false,
      photo: { id: shown!.id, status: 'rejected' },
      report: { id: reportId, category: 'offensive_photo', reporter: { id: reporter.m.id, name: 'Rik' } },
      decision: { staff: { id: moderator.s.id, name: 'Mila Moderator' } },
    });
    const refused = await decide(moderator.c, id, 'grant');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Dit besluit nam je zelf. Een andere medewerker beslist over het bezwaar.');
    expect(((await second.c.get(`${STAFF_API}/appeals/${id}`)).json() as StaffAppealDetails).may_decide).toBe(true);
    before = ctx.mails.length;
    const granted = await decide(second.c, id, 'grant', 'Geen naakt te zien.');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ status: 'granted', decided_by: { name: 'Tom Tweede' } });

    // The photo is back: public again, shown to others.
    const [restored] = await ctx.database.db.select().from(photos).where(eq(photos.id, shown!.id));
    expect(restored).toMatchObject({ status: 'active', rejectReason: null });
    const profile = (await reporter.c.get(`/api/member.php?id=${owner.m.id}`)).json().profile;
    expect(profile.photos.map((p: { id: number }) => p.id)).toContain(shown!.id);
    mails = ctx.mails.slice(before);
    expect(mails.map((m) => [m.to[0], m.subject.replace(/ bij .+$/, ' bij …')])).toEqual([
      [owner.m.email, 'De uitkomst van je bezwaar bij …'],
      [reporter.m.email, 'Nieuws over je melding bij …'],
    ]);
    expect(mails[0]!.text).toContain('Je hebt gelijk gekregen: we hebben het besluit teruggedraaid');
    expect(mails[0]!.text).toContain('Toelichting: Geen naakt te zien.');
    expect(mails[1]!.text).toContain('hebben we de maatregel teruggedraaid');
    expect(mails[1]!.text).not.toContain('Noor');
    expect((await view(token)).json()).toMatchObject({ decision: { reversed: true }, appeal: { status: 'granted' } });

    // Decided once; the audit log says who did what.
    expect((await decide(second.c, id, 'deny')).statusCode).toBe(409);
    const audit = await ctx.database.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
    expect(
      audit
        .filter((a) => ['appeal', 'photo', 'report'].includes(a.targetType))
        .filter((a) => [String(id), String(shown!.id), String(reportId)].includes(a.targetId))
        .map((a) => [a.action, a.staffId]),
    ).toEqual([
      ['photo.take_down', moderator.s.id],
      ['report.remove_photo', moderator.s.id],
      ['photo.restore', second.s.id],
      ['appeal.grant', second.s.id],
    ]);
  });
});

describe('a profile text taken down from a report', () => {
  it('is emptied for everyone and kept for the record; the owner is told and appeals; granted, the text is back', async () => {
    const owner = await member({ name: 'Tekst' });
    const text = 'Bel me op 0612345678 voor een afspraak tegen betaling.';
    expect((await owner.c.put('/api/profile.php', { description: text })).statusCode).toBe(200);
    const reporter = await member();
    const reportId = await report(reporter, owner.m.id, 'spam_scam');
    const details = (await moderator.c.get(`${STAFF_API}/reports/${reportId}`)).json();
    expect(details.profile_text).toBe(text);
    const before = ctx.mails.length;
    const res = await moderator.c.post(`${STAFF_API}/reports/${reportId}/take-down-text`);
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ status: 'actioned', resolution: 'remove_text' });
    expect(await auditOfReport('report.remove_text', reportId)).toMatchObject({
      before: { status: 'open' },
      after: { status: 'actioned', resolution: 'remove_text' },
    });
    expect((await reporter.c.get(`/api/member.php?id=${owner.m.id}`)).json().profile.description).toBe('');
    const [d] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, owner.m.id));
    expect(d).toMatchObject({ kind: 'text_removed', content: text, ground: 'spam_scam', reportId });
    const mails = ctx.mails.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([owner.m.email, reporter.m.email]);
    expect(mails[0]!.subject).toMatch(/^Je profieltekst op .+ is verwijderd$/);
    expect(mails[0]!.text).not.toContain('0612345678');
    // Nothing left to take down: 409, and nothing changes.
    const again = await moderator.c.post(
      `${STAFF_API}/reports/${await report(await member(), owner.m.id, 'spam_scam')}/take-down-text`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Dit profiel heeft geen tekst (meer).');

    await appeal(appealTokenMailedTo(owner.m.email), 'Dat was mijn zakelijke nummer, ik haal het weg.');
    expect((await decide(second.c, await appealIdOf(d!.id), 'grant')).statusCode).toBe(200);
    expect((await owner.c.get('/api/profile.php')).json().profile.description).toBe(text);
  });
});

describe('a message taken down from a report', () => {
  it('is removed for both members, its words kept for the record; the sender appeals and the words are back', async () => {
    const sender = await member({ name: 'Schrijver', credits: 100 });
    const reporter = await member({ name: 'Lezer', credits: 100 });
    const send = (c: typeof sender.c, to: number, body: string) =>
      c.post('/api/message.php', { to, client_id: crypto.randomUUID(), type: 'text', body });
    await send(reporter.c, sender.m.id, 'Hoi');
    const bad = (await send(sender.c, reporter.m.id, 'Je bent niets waard.')).json().message;
    const reportId = (
      await reporter.c.post('/api/report.php', {
        id: sender.m.id,
        category: 'harassment',
        conversation_id: bad.conversation_id,
      })
    ).json().id as number;
    // Only a kept message of the reported member.
    const own = (await moderator.c.get(`${STAFF_API}/reports/${reportId}`)).json().messages as {
      id: number;
      sender_id: number;
    }[];
    const reporters = own.find((m) => m.sender_id === reporter.m.id)!;
    expect(
      (await moderator.c.post(`${STAFF_API}/reports/${reportId}/take-down-message`, { message_id: reporters.id }))
        .statusCode,
    ).toBe(404);
    const before = ctx.mails.length;
    const res = await moderator.c.post(`${STAFF_API}/reports/${reportId}/take-down-message`, { message_id: bad.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ status: 'actioned', resolution: 'remove_message' });
    expect(await auditOfReport('report.remove_message', reportId)).toMatchObject({
      before: { status: 'open' },
      after: { status: 'actioned', resolution: 'remove_message', message: bad.id },
    });
    const seen = async (c: typeof sender.c) =>
      (
        (await c.get(`/api/chat.php?id=${bad.conversation_id}`)).json().messages as {
          id: number;
          body: string;
          removed: boolean;
        }[]
      ).find((m) => m.id === bad.id);
    expect(await seen(reporter.c)).toMatchObject({ body: '', removed: true });
    expect(await seen(sender.c)).toMatchObject({ body: '', removed: true });
    const mails = ctx.mails.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual([sender.m.email, reporter.m.email]);
    expect(mails[0]!.subject).toMatch(/^Een bericht van je op .+ is verwijderd$/);
    const [d] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, sender.m.id));
    expect(d).toMatchObject({
      kind: 'message_removed',
      objectType: 'message',
      objectId: bad.id,
      content: 'Je bent niets waard.',
    });
    await appeal(appealTokenMailedTo(sender.m.email), 'Het was een grap tussen ons, we kennen elkaar.');
    expect((await decide(second.c, await appealIdOf(d!.id), 'grant')).statusCode).toBe(200);
    expect(await seen(reporter.c)).toMatchObject({ body: 'Je bent niets waard.', removed: false });
  });
});

describe('a ban appealed by a member who cannot log in', () => {
  it('denied: the ban stays and the member hears why; granted: the ban is lifted and they log in again', async () => {
    const kees = await member({ name: 'Kees' });
    const reporter = await member();
    const reportId = await report(reporter, kees.m.id, 'fake_profile');
    await moderator.c.post(`${STAFF_API}/reports/${reportId}/resolve`, { action: 'ban', reason: 'Nepprofiel' });
    expect((await login(kees.m.email)).statusCode).toBe(403);
    const token = appealTokenMailedTo(kees.m.email);
    expect((await view(token)).json().decision).toMatchObject({
      kind: 'ban',
      ground_kind: 'report_category',
      ground: 'fake_profile',
    });
    expect((await appeal(token, 'Ik ben echt, kijk maar naar mijn foto’s.')).statusCode).toBe(200);
    const [d] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, kees.m.id));
    const id = await appealIdOf(d!.id);
    const before = ctx.mails.length;
    expect((await decide(second.c, id, 'deny', 'Het profiel gebruikt foto’s van een ander.')).statusCode).toBe(200);
    const mail = ctx.mails.slice(before)[0]!;
    expect(mail.to).toEqual([kees.m.email]);
    expect(mail.text).toContain('Het besluit blijft staan');
    expect(mail.text).toContain('geschilbeslechting buiten de rechter');
    expect(ctx.mails.length).toBe(before + 1); // the reporter hears nothing: nothing changed
    expect((await login(kees.m.email)).statusCode).toBe(403);

    // Another ban, granted on appeal: the account is active again.
    const anna = await member({ name: 'Anna' });
    const r2 = await report(reporter, anna.m.id, 'spam_scam');
    await moderator.c.post(`${STAFF_API}/reports/${r2}/resolve`, { action: 'ban', reason: 'Spam' });
    const t2 = appealTokenMailedTo(anna.m.email);
    await appeal(t2, 'Ik heb nooit spam gestuurd, alleen een link naar mijn blog.');
    const [d2] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, anna.m.id));
    expect((await decide(second.c, await appealIdOf(d2!.id), 'grant')).statusCode).toBe(200);
    expect((await login(anna.m.email)).statusCode).toBe(200);
  });

  it('the link again by mail: only to a suspended or banned member, the same answer for anyone', async () => {
    const banned = await member({ name: 'Geblokkeerd' });
    await moderator.c.post(`${STAFF_API}/reports/${await report(await member(), banned.m.id, 'spam_scam')}/resolve`, {
      action: 'ban',
      reason: 'Spam',
    });
    const active = await member();
    const ask = (email: string) => anonymous().post('/api/appeal-link.php', { email });
    const before = ctx.mails.length;
    for (const email of [active.m.email, 'niemand@example.nl'])
      expect((await ask(email)).json()).toEqual({ sent: true });
    expect(ctx.mails.length).toBe(before);
    expect((await ask(banned.m.email.toUpperCase())).json()).toEqual({ sent: true });
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toEqual([banned.m.email]);
    expect(mail.subject).toMatch(/^Je link om bezwaar te maken bij /);
    expect(mail.text).toContain('ons besluit: je account is geblokkeerd (Spam of oplichting)');
    const token = new URL(mail.links.find((l) => l.includes('/appeal?token='))!).searchParams.get('token')!;
    expect((await view(token)).json().decision.kind).toBe('ban');
  });

  it('a suspension appealed after a ban followed: granting it does not lift the ban', async () => {
    const piet = await member({ name: 'Piet' });
    const [a, b] = [await member(), await member()];
    await moderator.c.post(`${STAFF_API}/reports/${await report(a, piet.m.id, 'harassment')}/resolve`, {
      action: 'suspend',
      days: 3,
      reason: 'Intimidatie',
    });
    const suspension = appealTokenMailedTo(piet.m.email);
    await moderator.c.post(`${STAFF_API}/reports/${await report(b, piet.m.id, 'harassment')}/resolve`, {
      action: 'ban',
      reason: 'Opnieuw',
    });
    await appeal(suspension, 'De eerste melding was een misverstand tussen ons.');
    const decisions = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, piet.m.id))
      .orderBy(moderationDecisions.id);
    expect(decisions.map((d) => d.kind)).toEqual(['suspension', 'ban']);
    expect((await decide(second.c, await appealIdOf(decisions[0]!.id), 'grant')).statusCode).toBe(200);
    expect((await login(piet.m.email)).json().error).toBe('account_banned');
  });
});

describe('a photo that looks like a minor’s', () => {
  it('suspends the account pending review and puts an underage report first; the member appeals, a second moderator lifts it', async () => {
    const lisa = await member({ name: 'Lisa', photo: 'inspection' });
    const [queued] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, lisa.m.id));
    const before = ctx.mails.length;
    const rejected = await moderator.c.post(`/staff/api/photos/${queued!.id}/reject`, { reason: 'minor_suspected' });
    expect(rejected.statusCode).toBe(200);
    // Suspended at once, until a moderator has looked (at most 30 days).
    const refused = await login(lisa.m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('account_suspended');
    // The report staff raised is the first the queue gives.
    const [raised] = await ctx.database.db.select().from(memberReports).where(eq(memberReports.reportedId, lisa.m.id));
    expect(raised).toMatchObject({ category: 'underage', reporterId: null, status: 'open' });
    const first = (await second.c.post(`${STAFF_API}/reports/next`, {})).json().report_id as number;
    const [firstRow] = await ctx.database.db.select().from(memberReports).where(eq(memberReports.id, first));
    expect(firstRow!.category).toBe('underage');
    // Two statements: the photo's, and the suspension's with the appeal link.
    await expect.poll(() => ctx.mails.length).toBe(before + 2);
    const held = ctx.mails.slice(before).find((m) => /tijdelijk geschorst/.test(m.subject))!;
    expect(held.to).toEqual([lisa.m.email]);
    expect(held.text).toContain('omdat de persoon erop minderjarig lijkt');
    const token = new URL(held.links.find((l) => l.includes('/appeal?token='))!).searchParams.get('token')!;
    expect((await view(token)).json().decision).toMatchObject({
      kind: 'suspension',
      ground_kind: 'photo_reason',
      ground: 'minor_suspected',
    });
    await appeal(token, 'Ik ben 24, hier is een kopie van mijn rijbewijs op aanvraag.');
    const suspension = (
      await ctx.database.db.select().from(moderationDecisions).where(eq(moderationDecisions.memberId, lisa.m.id))
    ).find((x) => x.kind === 'suspension')!;
    expect((await decide(second.c, await appealIdOf(suspension.id), 'grant')).statusCode).toBe(200);
    expect((await login(lisa.m.email)).statusCode).toBe(200);
  });
});

describe('limits', () => {
  it('an appeal after six months is refused; two sent at once make one appeal', async () => {
    const m = await member();
    await moderator.c.post(`${STAFF_API}/reports/${await report(await member(), m.m.id, 'spam_scam')}/resolve`, {
      action: 'warn',
    });
    const token = appealTokenMailedTo(m.m.email);
    const [d] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, m.m.id));
    expect(d!.kind).toBe('warning');
    const results = await Promise.all([
      appeal(token, 'Eerste bezwaar tegen de waarschuwing.'),
      appeal(token, 'Tweede bezwaar tegen de waarschuwing.'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.database.db.select().from(appeals).where(eq(appeals.decisionId, d!.id))).toHaveLength(1);

    const old = await member();
    await moderator.c.post(`${STAFF_API}/reports/${await report(await member(), old.m.id, 'spam_scam')}/resolve`, {
      action: 'warn',
    });
    const oldToken = appealTokenMailedTo(old.m.email);
    await ctx.database.db
      .update(moderationDecisions)
      .set({ createdAt: new Date(Date.now() - 184 * 24 * 3_600_000) })
      .where(eq(moderationDecisions.memberId, old.m.id));
    const late = await appeal(oldToken, 'Ik was op reis en zag de mail nu pas.');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('De termijn om bezwaar te maken (zes maanden) is voorbij.');
  });

  it('support staff cannot see or decide appeals', async () => {
    const support = await loggedInStaff(ctx, 'support');
    expect((await support.c.get(`${STAFF_API}/appeals`)).statusCode).toBe(403);
    expect((await staffClient(ctx.app).get(`${STAFF_API}/appeals`)).statusCode).toBe(401);
  });
});

describe('transparency figures', () => {
  it('count notices, actions and appeals of the half year for the site owner, as JSON and CSV; moderators may not', async () => {
    const admin = await loggedInStaff(ctx, 'admin');
    const figures = async () => (await admin.c.get(`${STAFF_API}/transparency`)).json();
    const before = await figures();
    const count = (f: typeof before, kind: string, ground: string) =>
      (f.actions as { kind: string; ground: string; count: number; reversed: number }[]).find(
        (a) => a.kind === kind && a.ground === ground,
      ) ?? { count: 0, reversed: 0 };
    const notices = (f: typeof before, category: string) =>
      (f.notices as { category: string; by_members: number }[]).find((n) => n.category === category)!.by_members;
    const appeals = (f: typeof before, status: string) =>
      (f.appeals as { status: string; count: number }[]).find((a) => a.status === status)!.count;

    const target = await member();
    const id = await report(await member(), target.m.id, 'harassment');
    await moderator.c.post(`${STAFF_API}/reports/${id}/resolve`, { action: 'suspend', days: 2, reason: 'Dreigend' });
    await appeal(appealTokenMailedTo(target.m.email), 'Ik heb niemand bedreigd, lees het gesprek nog eens.');
    const [d] = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.memberId, target.m.id));
    await decide(second.c, await appealIdOf(d!.id), 'grant');

    const after = await figures();
    expect(after.period).toMatch(/^\d{4}-H[12]$/);
    expect(after.periods[0]).toBe(after.period);
    expect(notices(after, 'harassment')).toBe(notices(before, 'harassment') + 1);
    expect(after.handled.total).toBe(before.handled.total + 1);
    expect(after.handled.actioned).toBe(before.handled.actioned + 1);
    expect(after.handled.median_hours).toEqual(expect.any(Number));
    expect(count(after, 'suspension', 'harassment').count).toBe(count(before, 'suspension', 'harassment').count + 1);
    expect(count(after, 'suspension', 'harassment').reversed).toBe(
      count(before, 'suspension', 'harassment').reversed + 1,
    );
    expect(appeals(after, 'granted')).toBe(appeals(before, 'granted') + 1);
    expect(after.automated_share).toBe(0);

    const csv = await admin.c.get(`${STAFF_API}/transparency.csv?period=${after.period}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="transparency-${after.period}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('period,section,item,detail,value');
    expect(lines).toContain(`${after.period},notices,harassment,by_members,${notices(after, 'harassment')}`);
    expect(lines).toContain(
      `${after.period},actions,suspension,report_category:harassment,${count(after, 'suspension', 'harassment').count}`,
    );
    // An earlier half year has none of it; a period that is not one is refused.
    const old = (await admin.c.get(`${STAFF_API}/transparency?period=2001-H1`)).json();
    expect(old.actions).toEqual([]);
    expect((await admin.c.get(`${STAFF_API}/transparency?period=2026-H3`)).statusCode).toBe(400);
    expect((await moderator.c.get(`${STAFF_API}/transparency`)).statusCode).toBe(403);
  });
});

describe('a member’s history for moderators', () => {
  it('moderators find members by name, address or id without seeing the address, and read their history: activity, photos, reports, decisions with appeals', async () => {
    const sam = await member({ name: 'Samuel', photo: 'active', credits: 100 });
    const other = await member({ name: 'Ontvanger', credits: 100 });
    await sam.c.post('/api/message.php', { to: other.m.id, client_id: crypto.randomUUID(), type: 'text', body: 'Hoi' });
    const reportId = await report(other, sam.m.id, 'spam_scam');
    await moderator.c.post(`${STAFF_API}/reports/${reportId}/resolve`, { action: 'warn' });
    await appeal(appealTokenMailedTo(sam.m.email), 'Ik stuurde maar één bericht, dat is toch geen spam.');

    const byMail = (await second.c.get(`${STAFF_API}/members?q=${encodeURIComponent(sam.m.email)}`)).json();
    expect(byMail.members.map((m: { id: number; email: string }) => [m.id, m.email])).toEqual([[sam.m.id, '']]);
    expect((await second.c.get(`${STAFF_API}/members?q=NL91ABNA0417164300`)).json()).toEqual({
      by: 'iban',
      members: [],
    });
    // The care page stays with support and admins.
    expect((await second.c.get(`${STAFF_API}/members/${sam.m.id}`)).statusCode).toBe(403);

    const history = (await second.c.get(`${STAFF_API}/members/${sam.m.id}/history`)).json();
    expect(history).toMatchObject({
      member: { id: sam.m.id, name: 'Samuel', status: 'active', suspended_until: null },
      messages: { day: 1, week: 1, month: 1 },
      photos: { active: 1, inspection: 0, rejected: 0 },
      shares_payment_details_with: [],
    });
    expect(JSON.stringify(history)).not.toContain(sam.m.email);
    expect(history.reports.about.map((r: { id: number }) => r.id)).toEqual([reportId]);
    expect(history.decisions).toMatchObject([
      { kind: 'warning', ground_kind: 'report_category', ground: 'spam_scam', appeal: { status: 'open' } },
    ]);
    const support = await loggedInStaff(ctx, 'support');
    expect((await support.c.get(`${STAFF_API}/members/${sam.m.id}/history`)).statusCode).toBe(403);
    expect((await support.c.get(`${STAFF_API}/members?q=${sam.m.id}`)).json().members[0].email).toBe(sam.m.email);
  });

  it('names the accounts that logged in from the same browser (the device cookie), never the cookie itself', async () => {
    const first = await buildMember(ctx.database.db, ctx.siteId, { name: 'Eerste' });
    const second_ = await buildMember(ctx.database.db, ctx.siteId, { name: 'Tweede' });
    const elsewhere = await buildMember(ctx.database.db, ctx.siteId, { name: 'Elders' });
    const login = (email: string, cookie?: string) =>
      client(ctx.app).post('/api/user.php', { email, password: TEST_PASSWORD }, cookie ? { cookie } : {});
    // A browser without the cookie gets one at login: random, httpOnly, for a year.
    const res = await login(first.email);
    const device = res.cookies.find((c) => c.name === 'klik_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 3600 });
    expect(device.value).toMatch(/^[\w-]{22}$/);
    // The same browser logs in as another account; a third logs in elsewhere; a forged value is replaced.
    const again = await login(second_.email, `klik_device=${device.value}`);
    expect(again.cookies.find((c) => c.name === 'klik_device')!.value).toBe(device.value);
    const forged = await login(elsewhere.email, 'klik_device=../../etc');
    expect(forged.cookies.find((c) => c.name === 'klik_device')!.value).toMatch(/^[\w-]{22}$/);

    const linked = async (id: number) =>
      ((await second.c.get(`${STAFF_API}/members/${id}/history`)).json() as { shares_device_with: unknown[] })
        .shares_device_with;
    expect(await linked(first.id)).toEqual([{ id: second_.id, name: 'Tweede' }]);
    expect(await linked(second_.id)).toEqual([{ id: first.id, name: 'Eerste' }]);
    expect(await linked(elsewhere.id)).toEqual([]);
    // Stored as a hash only.
    const stored = await ctx.database.db.select().from(memberDeviceIds).where(eq(memberDeviceIds.memberId, first.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.deviceHash).not.toContain(device.value);
    expect(stored[0]!.deviceHash).toHaveLength(64);
  });
});
