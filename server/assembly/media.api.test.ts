import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../test/harness.ts';
import { loggedInStaff } from '../test/staff.ts';
import { STAFF_API } from '../../common/rules/staff-roles.ts';

/**
 * Photos are public only once approved: before (and after a rejection) their file is served to its
 * owner and to staff alone, never with a header that lets a shared cache keep it; to anyone else the
 * address answers as if there were no file.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const WEBP = Buffer.from('RIFF....WEBPVP8 '.repeat(200));

/** A member with one photo under inspection, its two files stored. */
async function memberWithPhotoUnderInspection() {
  const owner = await loggedInMember(ctx, { name: 'Lotte', photo: 'inspection' });
  const [photo] = (await owner.c.get('/api/photos.php')).json().photos as {
    id: number;
    filename: string;
    thumb_filename: string;
  }[];
  await ctx.app.services.storage.put(photo!.filename, WEBP, 'image/webp');
  await ctx.app.services.storage.put(photo!.thumb_filename, WEBP, 'image/webp');
  return { owner, photo: photo! };
}

const anonymous = (url: string) => ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });

describe('a photo file', () => {
  it('under inspection: 404 to a visitor and to another member; its owner and staff get it, never cached', async () => {
    const { owner, photo } = await memberWithPhotoUnderInspection();
    const other = await loggedInMember(ctx);
    for (const file of [photo.filename, photo.thumb_filename]) {
      const visitor = await anonymous(`/media/${file}`);
      expect(visitor.statusCode).toBe(404);
      expect(visitor.headers['cache-control'] ?? '').not.toContain('public');
      expect((await other.c.get(`/media/${file}`)).statusCode).toBe(404);
      expect((await anonymous(`/staff/media/${file}`)).statusCode).toBe(404);

      const own = await owner.c.get(`/media/${file}`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.rawPayload.equals(WEBP)).toBe(true);
    }
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    const staffView = await moderator.get(`/staff/media/${photo.filename}`);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers['cache-control']).toBe('private, no-store');
    // The member's own address is not the staff's: the staff cookie is sent under /staff only.
    expect((await moderator.get(`/media/${photo.filename}`)).statusCode).toBe(404);
  });

  it('once approved: public for an hour, revalidated by its ETag, never compressed again; rejected: private again', async () => {
    const { photo } = await memberWithPhotoUnderInspection();
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    expect((await moderator.post(`${STAFF_API}/photos/${photo.id}/approve`)).statusCode).toBe(200);

    const res = await anonymous(`/media/${photo.thumb_filename}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    const again = await ctx.app.inject({
      url: `/media/${photo.thumb_filename}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const { photo: second } = await memberWithPhotoUnderInspection();
    expect(
      (await moderator.post(`${STAFF_API}/photos/${second.id}/reject`, { reason: 'not_a_person' })).statusCode,
    ).toBe(200);
    expect((await anonymous(`/media/${second.filename}`)).statusCode).toBe(404);
  });

  it('that no photo has, a private file, or a path that climbs out: 404', async () => {
    await ctx.app.services.storage.put('ab/orphan.webp', WEBP, 'image/webp');
    await ctx.app.services.storage.put('private/exports/x.zip', WEBP, 'application/zip');
    for (const url of ['/media/ab/orphan.webp', '/media/private/exports/x.zip', '/media/../media/ab/orphan.webp']) {
      expect((await anonymous(url)).statusCode).toBe(404);
    }
  });
});
