import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { photos } from '../../db/schema.ts';
import { storePhoto } from './pipeline.ts';
import { PHOTO_QUEUE_PAGE } from '../../../common/rules/photo-inspection.ts';

/**
 * Photo inspection: the queue (oldest first, keyset pages), approve and reject per role,
 * the audit row of each, the owner's view and mail, two moderators at one photo, the automatically
 * approved list, and the removal of rejected photos after 30 days.
 */
let ctx: TestContext;
let moderator: Awaited<ReturnType<typeof loggedInStaff>>;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let support: Awaited<ReturnType<typeof loggedInStaff>>;

beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
  [moderator, admin, support] = [
    await loggedInStaff(ctx, 'moderator', { name: 'Mo' }),
    await loggedInStaff(ctx, 'admin'),
    await loggedInStaff(ctx, 'support'),
  ];
});
afterAll(() => ctx.close());

/** Photo rows of a member, without files (the API does not need them), created at the given times. */
async function photoRows(
  memberId: number,
  rows: { at: Date; status?: 'inspection' | 'active'; auto?: boolean }[],
): Promise<number[]> {
  const inserted = await ctx.database.db
    .insert(photos)
    .values(
      rows.map((r, i) => ({
        memberId,
        filename: `t/${memberId}-${i}-${r.at.getTime()}.webp`,
        thumbFilename: `t/${memberId}-${i}_t.webp`,
        width: 800,
        height: 600,
        status: r.status ?? 'inspection',
        autoApproved: r.auto ?? false,
        createdAt: r.at,
      })),
    )
    .returning({ id: photos.id });
  return inserted.map((r) => r.id);
}

const auditOf = async (photoId: number) => (await ctx.app.services.audit.of('photo', photoId)).entries;

describe('the queue', () => {
  it('lists photos under inspection oldest first, with the member and their other photos, in keyset pages', async () => {
    const anna = await buildMember(ctx.database.db, ctx.siteId, { name: 'Anna', date_of_birth: '1990-01-02' });
    const bas = await buildMember(ctx.database.db, ctx.siteId, { name: 'Bas', gender: 'male' });
    // Long ago, so that they lead the queue; several at the same instant (the id decides), microseconds apart too.
    const base = Date.UTC(2020, 0, 1);
    const times = Array.from({ length: PHOTO_QUEUE_PAGE + 5 }, (_, i) => new Date(base + Math.floor(i / 3) * 1000));
    const annaIds = await photoRows(
      anna.id,
      times.slice(0, 13).map((at) => ({ at })),
    );
    const basIds = await photoRows(
      bas.id,
      times.slice(13).map((at) => ({ at })),
    );
    const [approvedOfAnna] = await photoRows(anna.id, [{ at: new Date(base - 1000), status: 'active' }]);
    const expected = [...annaIds, ...basIds];

    const first = await moderator.c.get('/staff/api/photos');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.list).toBe('queue');
    expect(page1.items.map((i: { id: number }) => i.id)).toEqual(expected.slice(0, PHOTO_QUEUE_PAGE));
    expect(page1.prev).toBeNull();
    expect(page1.next).toMatch(/^2020-01-01T00:00:06\.000000Z~\d+$/);
    const item = page1.items[0];
    expect(item.member).toEqual({ id: anna.id, name: 'Anna', age: expect.any(Number) });
    expect(item.other_photos).toHaveLength(13);
    expect(item.other_photos.find((p: { id: number }) => p.id === approvedOfAnna)).toMatchObject({ status: 'active' });

    const page2 = (await moderator.c.get(`/staff/api/photos?after=${encodeURIComponent(page1.next)}`)).json();
    expect(page2.items.map((i: { id: number }) => i.id)).toEqual(
      expected.slice(PHOTO_QUEUE_PAGE, PHOTO_QUEUE_PAGE + 5),
    );
    expect(page2.next).toBeNull();
    expect(page2.prev).not.toBeNull();
    const back = (await moderator.c.get(`/staff/api/photos?before=${encodeURIComponent(page2.prev)}`)).json();
    expect(back.items.map((i: { id: number }) => i.id)).toEqual(expected.slice(0, PHOTO_QUEUE_PAGE));
    expect(back.prev).toBeNull();

    // A microsecond decides too: a photo 1 µs after a page's last one is on the next page, not lost.
    await ctx.database.db.execute(
      `update photos set created_at = created_at + interval '1 microsecond' where id = ${basIds.at(-1)}`,
    );
    const again = (await moderator.c.get(`/staff/api/photos?after=${encodeURIComponent(page1.next)}`)).json();
    expect(again.items.map((i: { id: number }) => i.id)).toEqual(
      expected.slice(PHOTO_QUEUE_PAGE, PHOTO_QUEUE_PAGE + 5),
    );

    expect((await moderator.c.get('/staff/api/photos?after=yesterday')).statusCode).toBe(400);
    await ctx.database.db.delete(photos).where(inArray(photos.id, [...expected, approvedOfAnna!]));
  });

  it('answers 401 without a staff login and 403 for support; admins and moderators may', async () => {
    expect((await client(ctx.app).get('/staff/api/photos')).statusCode).toBe(401);
    const refused = await support.c.get('/staff/api/photos');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: 'Je rol heeft geen toegang tot deze functie.' });
    expect((await admin.c.get('/staff/api/photos')).statusCode).toBe(200);
    // A member's session is no staff session.
    const { c } = await loggedInMember(ctx);
    expect((await c.get('/staff/api/photos')).statusCode).toBe(401);
  });
});

describe('approve and reject', () => {
  it('approve: the photo goes live, one audit row; support 403 and no login 401 change nothing', async () => {
    const owner = await buildMember(ctx.database.db, ctx.siteId, { name: 'Roos', photo: 'inspection' });
    const [photo] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, owner.id));
    const viewer = await loggedInMember(ctx);
    expect((await viewer.c.get(`/api/member.php?id=${owner.id}`)).json().profile.main_image).toBeNull();

    expect((await client(ctx.app).post(`/staff/api/photos/${photo!.id}/approve`)).statusCode).toBe(401);
    expect((await support.c.post(`/staff/api/photos/${photo!.id}/approve`)).statusCode).toBe(403);
    expect((await ctx.database.db.select().from(photos).where(eq(photos.id, photo!.id)))[0]!.status).toBe('inspection');
    expect(await auditOf(photo!.id)).toEqual([]);

    const res = await moderator.c.post(`/staff/api/photos/${photo!.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photo: { id: photo!.id, status: 'active', reject_reason: null } });
    expect((await viewer.c.get(`/api/member.php?id=${owner.id}`)).json().profile.main_image.filename).toBe(
      photo!.filename,
    );
    const audit = await auditOf(photo!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'photo.approve',
      staff_id: moderator.s.id,
      staff_name: 'Mo',
      target_type: 'photo',
      target_id: String(photo!.id),
      site_id: ctx.siteId,
      before: { status: 'inspection' },
      after: { status: 'active' },
    });

    // Judged once: approving again is a clear 409, and no second audit row.
    const again = await admin.c.post(`/staff/api/photos/${photo!.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'photo_already_judged',
      message: 'Deze foto is al beoordeeld (goedgekeurd), misschien door een collega. De lijst is bijgewerkt.',
    });
    expect(await auditOf(photo!.id)).toHaveLength(1);
    expect((await moderator.c.post('/staff/api/photos/2147483000/approve')).statusCode).toBe(404);
  });

  it('reject (admin): the owner sees "rejected" with the reason in their language and gets a mail; nobody else sees it; the next approved photo becomes the profile photo', async () => {
    const { m: owner, c: ownerClient } = await loggedInMember(ctx, {
      name: 'Sanne',
      language: 'en',
      photo: 'inspection',
      extra_photos: 1,
    });
    const [rejected, kept] = await ctx.database.db
      .select()
      .from(photos)
      .where(eq(photos.memberId, owner.id))
      .orderBy(photos.id);
    const viewer = await loggedInMember(ctx);

    expect((await support.c.post(`/staff/api/photos/${rejected!.id}/reject`, { reason: 'nudity' })).statusCode).toBe(
      403,
    );
    expect((await admin.c.post(`/staff/api/photos/${rejected!.id}/reject`, { reason: 'ugly' })).statusCode).toBe(400);
    const mailsBefore = ctx.mails.length;
    const res = await admin.c.post(`/staff/api/photos/${rejected!.id}/reject`, {
      reason: 'nudity',
      note: '  zwembadfoto  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photo: { id: rejected!.id, status: 'rejected', reject_reason: 'nudity' } });

    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, rejected!.id));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'nudity', rejectNote: 'zwembadfoto' });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const audit = await auditOf(rejected!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'photo.reject',
      staff_id: admin.s.id,
      site_id: ctx.siteId,
      before: { status: 'inspection' },
      after: { status: 'rejected', reason: 'nudity', note: 'zwembadfoto' },
    });

    // The owner's photo manager: rejected, with the reason (the screen translates the code).
    const own = (await ownerClient.get('/api/photos.php')).json().photos;
    expect(own.find((p: { id: number }) => p.id === rejected!.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'nudity',
      main: false,
    });
    expect(own.find((p: { id: number }) => p.id === kept!.id)).toMatchObject({
      status: 'active',
      reject_reason: null,
      main: true,
    });
    // Others: the approved photo only, never the rejected one.
    const seen = (await viewer.c.get(`/api/member.php?id=${owner.id}`)).json().profile;
    expect(seen.main_image.filename).toBe(kept!.filename);
    expect(seen.photos.map((p: { id: number }) => p.id)).toEqual([kept!.id]);

    // The mail, in the owner's language (English), with the reason.
    await expect.poll(() => ctx.mails.length).toBe(mailsBefore + 1);
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toEqual([owner.email]);
    expect(mail.subject).toBe('Your photo on Klik was rejected');
    expect(mail.text).toContain('Reason: Nudity or a sexual photo.');
    expect(mail.text).not.toContain('zwembadfoto');
    expect(mail.links.some((l) => l.endsWith('/profile#photos'))).toBe(true);

    const again = await moderator.c.post(`/staff/api/photos/${rejected!.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Deze foto is al afgekeurd, misschien door een collega. De lijst is bijgewerkt.');
  });

  it('take down (moderator): an approved profile photo stops being shown to others, the owner is told why; only an approved one', async () => {
    const { m: owner, c: ownerClient } = await loggedInMember(ctx, { name: 'Noor', photo: 'active', extra_photos: 1 });
    const [shown, next] = await ctx.database.db
      .select()
      .from(photos)
      .where(eq(photos.memberId, owner.id))
      .orderBy(photos.id);
    const viewer = await loggedInMember(ctx);
    const takeDown = (c: typeof moderator.c, id: number, reason = 'nudity') =>
      c.post(`/staff/api/photos/${id}/take-down`, { reason });

    expect((await takeDown(support.c, shown!.id)).statusCode).toBe(403);
    const mailsBefore = ctx.mails.length;
    const res = await takeDown(moderator.c, shown!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photo: { id: shown!.id, status: 'rejected', reject_reason: 'nudity' } });
    expect((await auditOf(shown!.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['photo.take_down', { status: 'active', main: true }, { status: 'rejected', reason: 'nudity' }],
    ]);
    // Others see the next approved photo as the profile photo, and never the one taken down.
    const seen = (await viewer.c.get(`/api/member.php?id=${owner.id}`)).json().profile;
    expect(seen.main_image.filename).toBe(next!.filename);
    expect(seen.photos.map((p: { id: number }) => p.id)).toEqual([next!.id]);
    expect((await ctx.app.inject({ url: `/media/${shown!.filename}` })).statusCode).toBe(404);
    // The owner sees it rejected, with the reason, and gets the mail.
    const own = (await ownerClient.get('/api/photos.php')).json().photos;
    expect(own.find((p: { id: number }) => p.id === shown!.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'nudity',
      main: false,
    });
    await expect.poll(() => ctx.mails.length).toBe(mailsBefore + 1);
    expect(ctx.mails.at(-1)!.to).toEqual([owner.email]);
    expect(ctx.mails.at(-1)!.text).toContain('Naakt of seksueel getinte foto');

    // Not public (any more): taken down already, or still waiting for the queue.
    const again = await takeDown(admin.c, shown!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'photo_not_public',
      message: 'Deze foto is niet (meer) openbaar: hij wacht op keuring of is al afgekeurd.',
    });
    const waiting = await buildMember(ctx.database.db, ctx.siteId, { photo: 'inspection' });
    const [queued] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, waiting.id));
    expect((await takeDown(moderator.c, queued!.id)).json().error).toBe('photo_not_public');
    expect((await takeDown(moderator.c, 2147483000)).statusCode).toBe(404);
    expect(await auditOf(shown!.id)).toHaveLength(1);
  });

  it('two moderators approving one photo at once: one wins, the other gets 409, one audit row', async () => {
    const owner = await buildMember(ctx.database.db, ctx.siteId, { photo: 'inspection' });
    const [photo] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, owner.id));
    const other = await loggedInStaff(ctx, 'moderator');
    const answers = await Promise.all([
      moderator.c.post(`/staff/api/photos/${photo!.id}/approve`),
      other.c.post(`/staff/api/photos/${photo!.id}/reject`, { reason: 'other' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = await auditOf(photo!.id);
    expect(audit).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo!.id));
    expect(row!.status).toBe(audit[0]!.action === 'photo.approve' ? 'active' : 'rejected');

    const second = await buildMember(ctx.database.db, ctx.siteId, { photo: 'inspection' });
    const [p2] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, second.id));
    const both = await Promise.all([
      moderator.c.post(`/staff/api/photos/${p2!.id}/approve`),
      other.c.post(`/staff/api/photos/${p2!.id}/approve`),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(p2!.id)).toHaveLength(1);
  });
});

describe('photos the site setting approved', () => {
  it('lists them newest first for 30 days until a moderator confirms or rejects them', async () => {
    const owner = await buildMember(ctx.database.db, ctx.siteId, { name: 'Lotte' });
    const now = Date.now();
    const [old, older, tooOld, byHand] = await photoRows(owner.id, [
      { at: new Date(now - 60_000), status: 'active', auto: true },
      { at: new Date(now - 86_400_000), status: 'active', auto: true },
      { at: new Date(now - 31 * 86_400_000), status: 'active', auto: true },
      { at: new Date(now - 120_000), status: 'active' },
    ]);
    const list = async () =>
      (await moderator.c.get('/staff/api/photos?list=auto')).json().items.map((i: { id: number }) => i.id);
    expect(await list()).toEqual([old, older]);
    expect((await moderator.c.get('/staff/api/photos')).json().items.map((i: { id: number }) => i.id)).not.toContain(
      old,
    );

    expect((await moderator.c.post(`/staff/api/photos/${byHand}/reject`, { reason: 'other' })).statusCode).toBe(409);
    expect((await moderator.c.post(`/staff/api/photos/${older}/reject`, { reason: 'copyright' })).statusCode).toBe(200);
    expect((await auditOf(older!))[0]).toMatchObject({
      action: 'photo.reject',
      before: { status: 'active', auto_approved: true },
      after: { status: 'rejected', reason: 'copyright' },
    });
    expect((await moderator.c.post(`/staff/api/photos/${old}/approve`)).statusCode).toBe(200);
    expect((await auditOf(old!))[0]).toMatchObject({
      action: 'photo.approve',
      before: { status: 'active', auto_approved: true },
      after: { status: 'active' },
    });
    expect(await list()).toEqual([]);
    expect(tooOld).toBeDefined();
  });

  it('an upload on a site with auto_approve_photos is active at once and marked as approved by the setting', async () => {
    const { PhotoService } = await import('./service.ts');
    const site = { ...(await ctx.app.services.sites.byId(ctx.siteId)) };
    site.config = { ...site.config, auto_approve_photos: true };
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const view = (await import('../members/index.ts')).loadMemberView;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const uploaded = await new PhotoService(ctx.database.db, ctx.app.services.storage).upload(
      site,
      (await view(ctx.database.db, m.id))!,
      png,
    );
    expect(uploaded.status).toBe('active');
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, uploaded.id));
    expect(row!.autoApproved).toBe(true);
    expect(
      (await moderator.c.get('/staff/api/photos?list=auto')).json().items.map((i: { id: number }) => i.id),
    ).toEqual([uploaded.id]);
  });
});

describe('removal of rejected photos', () => {
  it('deletes the files and the row 30 days after the rejection, not before', async () => {
    const owner = await buildMember(ctx.database.db, ctx.siteId);
    const media = path.join(ctx.dataDir, 'media');
    const make = async () => {
      const stored = await storePhoto(
        ctx.app.services.storage,
        await sharp({ create: { width: 300, height: 300, channels: 3, background: '#225588' } })
          .png()
          .toBuffer(),
        { effort: 0 },
      );
      const [row] = await ctx.database.db
        .insert(photos)
        .values({ memberId: owner.id, ...stored })
        .returning();
      expect(
        (await moderator.c.post(`/staff/api/photos/${row!.id}/reject`, { reason: 'not_a_person' })).statusCode,
      ).toBe(200);
      return row!;
    };
    const due = await make();
    const notYet = await make();
    const day = 86_400_000;
    await ctx.database.db
      .update(photos)
      .set({ reviewedAt: new Date(Date.now() - 30 * day - 60_000) })
      .where(eq(photos.id, due.id));
    await ctx.database.db
      .update(photos)
      .set({ reviewedAt: new Date(Date.now() - 29 * day) })
      .where(eq(photos.id, notYet.id));
    const exists = (file: string) =>
      access(path.join(media, file)).then(
        () => true,
        () => false,
      );
    expect(await exists(due.filename)).toBe(true);

    expect(await ctx.app.services.photoInspection.removeRejected()).toBe(1);
    expect(await exists(due.filename)).toBe(false);
    expect(await exists(due.thumbFilename)).toBe(false);
    expect(await ctx.database.db.select().from(photos).where(eq(photos.id, due.id))).toEqual([]);
    expect(await exists(notYet.filename)).toBe(true);
    expect(await exists(notYet.thumbFilename)).toBe(true);
    expect((await ctx.database.db.select().from(photos).where(eq(photos.id, notYet.id)))[0]!.status).toBe('rejected');
    // The decision stays on record.
    expect((await auditOf(due.id))[0]).toMatchObject({ action: 'photo.reject', after: { reason: 'not_a_person' } });
    // A day later its turn comes.
    expect(await ctx.app.services.photoInspection.removeRejected(new Date(Date.now() + 2 * day))).toBe(1);
    expect(await exists(notYet.filename)).toBe(false);
  });
});
