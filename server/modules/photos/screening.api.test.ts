import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { jpegWithGps, uploadPhoto } from '../../test/images.ts';
import { jobs, moderationDecisions, photos } from '../../db/schema.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { SCREEN_CLASSES } from '../../../common/rules/photo-screening.ts';
import type { InspectionPage } from '../../../common/api/photo-inspection.ts';

/**
 * Automatic pre-screening (decision 042): each new photo is scored by the classifier bundled in the
 * nsfwjs package, in a worker thread, by a job its upload enqueued; the inspection queue shows the
 * score and can put the highest first; a decision on a flagged photo says automated means detected
 * it, in the register and in the member's statement of reasons. Nothing is decided automatically.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
});
afterAll(() => ctx.close());

async function upload(c: { cookie: string }): Promise<number> {
  const res = await uploadPhoto(ctx.app, c.cookie, await jpegWithGps());
  expect(res.statusCode).toBe(201);
  return res.json().photo.id as number;
}
const queue = async (c: { get: (url: string) => Promise<{ json: () => unknown }> }, query = '') =>
  (await c.get(`${STAFF_API}/photos${query}`)).json() as InspectionPage;

describe('automatic pre-screening of photos', () => {
  it('scores a new photo by a job, in the worker thread; the queue shows the score; nothing is decided', async () => {
    const owner = await loggedInMember(ctx, { name: 'Sanne' });
    const id = await upload(owner.c);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, `photos.screen:${id}`));
    expect(job).toMatchObject({ kind: 'photos.screen', payload: { photo: id } });

    const outcomes = await ctx.app.services.jobs.runDue();
    const outcome = outcomes.find((o) => o.name === `photos.screen:${id}`)!;
    expect(outcome.ok).toBe(true);
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, id));
    // A plain gradient is nothing explicit: a low score, and the five probabilities behind it.
    expect(row!.screenScore).toBeGreaterThanOrEqual(0);
    expect(row!.screenScore).toBeLessThan(0.6);
    expect(Object.keys(row!.screenClasses!).sort()).toEqual([...SCREEN_CLASSES]);
    const sum = Object.values(row!.screenClasses!).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 2);
    expect(outcome.result).toBe(`photo ${id}: score ${row!.screenScore}`);
    // Still waiting for a person.
    expect(row!.status).toBe('inspection');

    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    const item = (await queue(moderator)).items.find((i) => i.id === id)!;
    expect(item.screen_score).toBe(Math.round(row!.screenScore! * 1000) / 1000);
    // Screened once: the job again changes nothing.
    await ctx.app.services.jobs.enqueue(`photos.screen:${id}`, 'photos.screen', { photo: id });
    const again = (await ctx.app.services.jobs.runDue()).find((o) => o.name === `photos.screen:${id}`)!;
    expect(again.result).toBe(`photo ${id}: gone or screened already`);
  });

  it('orders the queue by score, highest first and not screened last, keyset paged both ways', async () => {
    const owner = await loggedInMember(ctx, { name: 'Pien' });
    const ids = [await upload(owner.c), await upload(owner.c), await upload(owner.c)];
    const scores = [0.2, null, 0.91];
    for (const [i, id] of ids.entries())
      await ctx.database.db.update(photos).set({ screenScore: scores[i] }).where(eq(photos.id, id));
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    const all = (await queue(moderator, '?list=score')).items;
    const order = all.map((i) => i.screen_score ?? -1);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const mine = all.filter((i) => ids.includes(i.id)).map((i) => i.id);
    expect(mine).toEqual([ids[2], ids[0], ids[1]]);

    const inspection = ctx.app.services.photoInspection;
    const forwards: number[] = [];
    let page = await inspection.page('score', {}, 1);
    forwards.push(...page.items.map((i) => i.id));
    while (page.next) {
      page = await inspection.page('score', { after: page.next }, 1);
      forwards.push(...page.items.map((i) => i.id));
    }
    expect(forwards).toEqual(all.map((i) => i.id));
    const backwards: number[] = [...page.items.map((i) => i.id)];
    while (page.prev) {
      page = await inspection.page('score', { before: page.prev }, 1);
      backwards.unshift(...page.items.map((i) => i.id));
    }
    expect(backwards).toEqual(forwards);
    expect((await moderator.get(`${STAFF_API}/photos?list=score&after=s2~1`)).statusCode).toBe(400);
  });

  it('a rejection of a flagged photo is recorded as detected by automated means, and the statement of reasons says so', async () => {
    const owner = await loggedInMember(ctx, { name: 'Roos' });
    const [flagged, plain] = [await upload(owner.c), await upload(owner.c)];
    await ctx.database.db.update(photos).set({ screenScore: 0.93 }).where(eq(photos.id, flagged));
    await ctx.database.db.update(photos).set({ screenScore: 0.05 }).where(eq(photos.id, plain));
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    const before = ctx.mails.length;
    for (const id of [flagged, plain])
      expect((await moderator.post(`${STAFF_API}/photos/${id}/reject`, { reason: 'nudity' })).statusCode).toBe(200);
    const decisions = await ctx.database.db
      .select()
      .from(moderationDecisions)
      .where(inArray(moderationDecisions.objectId, [flagged, plain]));
    expect(
      decisions
        .filter((d) => d.kind === 'photo_removed')
        .map((d) => [d.objectId, d.automatedDetection, d.automated])
        .sort(),
    ).toEqual(
      [
        [flagged, true, false],
        [plain, false, false],
      ].sort(),
    );
    await expect.poll(() => ctx.mails.length - before).toBe(2);
    const [first, second] = ctx.mails.slice(before);
    expect(first!.text).toContain(
      'Een automatische controle markeerde deze foto als mogelijk in strijd met de huisregels; het besluit zelf is genomen door een medewerker, niet automatisch.',
    );
    expect(second!.text).not.toContain('automatische controle');
    expect(second!.text).toContain('Dit besluit is genomen door een medewerker, niet automatisch.');
  });

  it('screens the photos still without a score a minute after their upload (seeded, from before, or screening was off)', async () => {
    const owner = await loggedInMember(ctx, { name: 'Lot', photo: 'inspection' });
    const [photo] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, owner.m.id));
    await ctx.app.services.storage.put(photo!.filename, await jpegWithGps(), 'image/jpeg');
    expect(photo!.screenScore).toBeNull();
    const run = async () => {
      expect(await ctx.app.services.jobs.runSoon('photos.screen-waiting')).toBe(true);
      return (await ctx.app.services.jobs.runDue()).find((o) => o.name === 'photos.screen-waiting')!;
    };
    // Not yet: a new upload's own job goes first.
    await run();
    expect((await ctx.database.db.select().from(photos).where(eq(photos.id, photo!.id)))[0]!.screenScore).toBeNull();
    await ctx.database.db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(photos.id, photo!.id));
    const outcome = await run();
    expect(outcome.ok).toBe(true);
    expect(outcome.result).toMatch(/^[1-9]\d* waiting photos screened$/);
    const [after] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo!.id));
    expect(after!.screenScore).toEqual(expect.any(Number));
  });
});
