import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_STAND_IN_ACCESS, S3_STAND_IN_SECRET, startS3StandIn, type S3StandIn } from '../test/s3-stand-in.ts';
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

describe('with the photos in a private S3 bucket behind a CDN', () => {
  let s3: S3StandIn;
  let cdn: http.Server;
  const purges: { keys: string[]; auth: string | undefined }[] = [];
  let bucketCtx: TestContext;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    cdn = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        purges.push({ keys: JSON.parse(Buffer.concat(chunks).toString()).keys, auth: req.headers.authorization });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
    bucketCtx = await buildTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'klik-media',
      S3_ACCESS_KEY_ID: S3_STAND_IN_ACCESS,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_SECRET,
      CDN_PURGE_URL: `http://127.0.0.1:${(cdn.address() as { port: number }).port}/purge`,
      CDN_PURGE_TOKEN: 'purge-secret',
    });
  });
  afterAll(async () => {
    await bucketCtx.close();
    await s3.close();
    await new Promise<void>((r) => cdn.close(() => r()));
  });

  it('serves from the bucket as from disk: owner only until approved, public once approved; a take-down and a deletion purge the CDN', async () => {
    const owner = await loggedInMember(bucketCtx, { name: 'Bo', photo: 'inspection' });
    const [photo] = (await owner.c.get('/api/photos.php')).json().photos as {
      id: number;
      filename: string;
      thumb_filename: string;
    }[];
    await bucketCtx.app.services.storage.put(photo!.filename, WEBP, 'image/webp');
    await bucketCtx.app.services.storage.put(photo!.thumb_filename, WEBP, 'image/webp');
    expect(s3.objects.get(`/klik-media/${photo!.filename}`)?.cache).not.toContain('public');
    const visitor = (file: string, headers: Record<string, string> = {}) =>
      bucketCtx.app.inject({ url: `/media/${file}`, headers });

    // Under inspection: the bucket's file reaches its owner only.
    expect((await visitor(photo!.filename)).statusCode).toBe(404);
    const own = await owner.c.get(`/media/${photo!.filename}`);
    expect([own.statusCode, own.headers['cache-control'], own.headers['content-type']]).toEqual([
      200,
      'private, no-store',
      'image/webp',
    ]);
    expect(own.rawPayload.equals(WEBP)).toBe(true);

    // Approved: public for an hour, revalidated by its ETag.
    const { c: moderator } = await loggedInStaff(bucketCtx, 'moderator');
    expect((await moderator.post(`${STAFF_API}/photos/${photo!.id}/approve`)).statusCode).toBe(200);
    const pub = await visitor(photo!.filename);
    expect([pub.statusCode, pub.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
    expect(pub.rawPayload.equals(WEBP)).toBe(true);
    expect((await visitor(photo!.filename, { 'if-none-match': String(pub.headers.etag) })).statusCode).toBe(304);
    expect(purges).toEqual([]);

    // Taken down: private again, and the CDN is told to forget both files at once.
    expect((await moderator.post(`${STAFF_API}/photos/${photo!.id}/take-down`, { reason: 'nudity' })).statusCode).toBe(
      200,
    );
    expect((await visitor(photo!.filename)).statusCode).toBe(404);
    expect(purges).toEqual([{ keys: [photo!.filename, photo!.thumb_filename], auth: 'Bearer purge-secret' }]);

    // Deleted by its owner: gone from the bucket, and purged.
    purges.length = 0;
    expect((await owner.c.del(`/api/photos.php?id=${photo!.id}`)).statusCode).toBe(200);
    expect(s3.objects.has(`/klik-media/${photo!.filename}`)).toBe(false);
    expect(purges.flatMap((p) => p.keys).sort()).toEqual([photo!.filename, photo!.thumb_filename].sort());
  });
});
