import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loggedInStaff, staffClient } from '../../test/staff.ts';
import { S3_STAND_IN_ACCESS, S3_STAND_IN_SECRET, startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { staffAuditLog } from '../../db/schema.ts';
import { createSite } from '../sites/index.ts';
import { COOKIE_LOCALE } from '../../../common/constants.ts';
import { COOKIE_STAFF, STAFF_API } from '../../../common/rules/staff-roles.ts';
import { faviconFile, siteAssetUrl, type ThemeImageKind } from '../../../common/rules/site-assets.ts';
import type { SiteTheme } from '../../../common/site.ts';

/**
 * A site owner's theme images: uploaded in the console by an admin, made into real files by sharp
 * (checked by what the server then serves), stored in the theme with an audit row, served at
 * /site-assets/ for a year, and removed again; refused in words for what is not an image.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loggedInStaff>>['c'];
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loggedInStaff(ctx, 'admin')).c;
});
afterAll(() => ctx.close());

type StaffClient = ReturnType<typeof staffClient>;

/** The upload as the console's component sends it: multipart, field "image", the staff cookie. */
async function upload(
  app: TestContext['app'],
  c: StaffClient,
  siteId: number,
  kind: string,
  data: Buffer,
  o: { name?: string; type?: string; locale?: string } = {},
) {
  const form = multipart('image', o.name ?? 'beeld.png', o.type ?? 'image/png', data);
  const cookies = [`${COOKIE_STAFF}=${c.token}`, ...(o.locale ? [`${COOKIE_LOCALE}=${o.locale}`] : [])];
  return app.inject({
    method: 'POST',
    url: `${STAFF_API}/sites/${siteId}/images/${kind}`,
    remoteAddress: c.remoteAddress,
    headers: { host: 'localhost', 'x-request-type': 'client', cookie: cookies.join('; '), ...form.headers },
    payload: form.payload,
  });
}

function remove(app: TestContext['app'], c: StaffClient, siteId: number, kind: string) {
  return app.inject({
    method: 'DELETE',
    url: `${STAFF_API}/sites/${siteId}/images/${kind}`,
    remoteAddress: c.remoteAddress,
    headers: { host: 'localhost', 'x-request-type': 'client', cookie: `${COOKIE_STAFF}=${c.token}` },
  });
}

/** A wide logo with a transparent background around an opaque mark. */
function transparentLogo(width = 900, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: {
          create: { width: width / 2, height: height / 2, channels: 4, background: { r: 232, g: 23, b: 93, alpha: 1 } },
        },
        gravity: 'centre',
      },
    ])
    .png()
    .toBuffer();
}

/** GET /site-assets/<file> as a browser on any page does: no cookie. */
const fetchAsset = (file: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: siteAssetUrl(file), headers: { host: 'localhost', ...headers } });

/** The files under the storage's site-assets folder (DATA_DIR/media on disk). */
const storedFiles = () => {
  const dir = path.join(ctx.dataDir, 'media', 'site-assets');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const auditRows = (siteId: number) =>
  ctx.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, 'site.theme_image'), eq(staffAuditLog.targetId, String(siteId))))
    .orderBy(asc(staffAuditLog.id));

describe('theme images', () => {
  it('a logo: fitted inside 480×160 with its transparency, stored in the theme, served for a year, shown by every page from the next request', async () => {
    const res = await upload(ctx.app, admin, ctx.siteId, 'logo', await transparentLogo(), { name: 'logo.png' });
    expect(res.statusCode).toBe(200);
    const theme = res.json().theme as SiteTheme;
    expect(theme.logo).toMatch(/^logo-[0-9a-f]{32}-480x160\.png$/);
    expect(theme).toMatchObject({ favicon: null, social_image: null, primary: '#e8175d' });

    const file = await fetchAsset(theme.logo!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 480, height: 160, hasAlpha: true });
    // The corner stayed transparent, the middle is the mark.
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect([...data.subarray(middle, middle + 4)]).toEqual([232, 23, 93, 255]);

    // A revalidation is answered from the name, without the file.
    const again = await fetchAsset(theme.logo!, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);

    // The console shows it, and the pages' site (the cached directory) has it at once.
    expect((await admin.get(`${STAFF_API}/sites/${ctx.siteId}`)).json().theme.logo).toBe(theme.logo);
    expect((await ctx.app.services.sites.resolve('localhost')).theme.logo).toBe(theme.logo);
  });

  it('a favicon: four square PNGs from a photo that is not square, without its EXIF and GPS; the 180 for Apple on white', async () => {
    const res = await upload(ctx.app, admin, ctx.siteId, 'favicon', await jpegWithGps(800, 600), {
      name: 'icoon.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const name = (res.json().theme as SiteTheme).favicon!;
    expect(name).toMatch(/^favicon-[0-9a-f]{32}$/);
    for (const size of [32, 180, 192, 512] as const) {
      const file = await fetchAsset(faviconFile(name, size));
      expect(file.statusCode, `${size}`).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta, `${size}`).toMatchObject({ format: 'png', width: size, height: size, hasAlpha: size !== 180 });
      expect(meta.exif).toBeUndefined();
    }
    // The stored name itself is no file.
    expect((await fetchAsset(name)).statusCode).toBe(404);
  });

  it('a social image: a 1200×630 JPEG covering the whole card, without metadata', async () => {
    const res = await upload(ctx.app, admin, ctx.siteId, 'social_image', await jpegWithGps(800, 600), {
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const name = (res.json().theme as SiteTheme).social_image!;
    expect(name).toMatch(/^social-[0-9a-f]{32}\.jpg$/);
    const file = await fetchAsset(name);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(meta.exif).toBeUndefined();
  });

  it('a new logo replaces the old one, whose file is deleted; removing it puts the name back, and both are audited', async () => {
    const first = (await upload(ctx.app, admin, ctx.siteId, 'logo', await transparentLogo(300, 300))).json()
      .theme as SiteTheme;
    // Never enlarged: a 300×300 logo stays 160×160 inside the 480×160 box.
    expect(first.logo).toMatch(/-160x160\.png$/);
    const second = (await upload(ctx.app, admin, ctx.siteId, 'logo', await transparentLogo(120, 40))).json()
      .theme as SiteTheme;
    expect(second.logo).toMatch(/-120x40\.png$/);
    expect((await fetchAsset(first.logo!)).statusCode).toBe(404);
    expect((await fetchAsset(second.logo!)).statusCode).toBe(200);

    const res = await remove(ctx.app, admin, ctx.siteId, 'logo');
    expect(res.statusCode).toBe(200);
    expect((res.json().theme as SiteTheme).logo).toBeNull();
    expect((await fetchAsset(second.logo!)).statusCode).toBe(404);
    expect((await ctx.app.services.sites.resolve('localhost')).theme.logo).toBeNull();
    // Removing what is not there changes nothing and logs nothing.
    const before = (await auditRows(ctx.siteId)).length;
    expect((await remove(ctx.app, admin, ctx.siteId, 'logo')).statusCode).toBe(200);
    expect((await auditRows(ctx.siteId)).length).toBe(before);

    const rows = (await auditRows(ctx.siteId)).filter((r) => JSON.stringify(r.after).includes('logo'));
    expect(rows.slice(-3).map((r) => [r.before, r.after])).toEqual([
      [{ theme: { logo: expect.stringMatching(/^logo-/) } }, { theme: { logo: first.logo } }],
      [{ theme: { logo: first.logo } }, { theme: { logo: second.logo } }],
      [{ theme: { logo: second.logo } }, { theme: { logo: null } }],
    ]);
    expect(rows.at(-1)).toMatchObject({ targetType: 'site', siteId: ctx.siteId });
    expect(rows.at(-1)!.staffId).not.toBeNull();

    // Removing the favicon deletes its four files.
    const favicon = (await admin.get(`${STAFF_API}/sites/${ctx.siteId}`)).json().theme.favicon as string;
    expect((await remove(ctx.app, admin, ctx.siteId, 'favicon')).json().theme.favicon).toBeNull();
    for (const size of [32, 180, 192, 512] as const)
      expect((await fetchAsset(faviconFile(favicon, size))).statusCode).toBe(404);
  });

  it('refuses what is not an image, in the staff member’s language, and keeps nothing of it', async () => {
    const files = storedFiles();
    const text = Buffer.from('Dit is geen plaatje, alleen tekst.\n');
    const nl = await upload(ctx.app, admin, ctx.siteId, 'logo', text, { name: 'logo.png', type: 'image/png' });
    expect(nl.statusCode).toBe(400);
    expect(nl.json()).toEqual({
      error: 'not_an_image',
      message: 'Dit bestand is geen afbeelding. Kies een PNG-, JPEG-, WebP- of AVIF-bestand.',
    });
    const en = await upload(ctx.app, admin, ctx.siteId, 'favicon', text, {
      name: 'x.txt',
      type: 'text/plain',
      locale: 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('This file is not an image. Choose a PNG, JPEG, WebP or AVIF file.');

    const tiny = await sharp({ create: { width: 100, height: 60, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const small = await upload(ctx.app, admin, ctx.siteId, 'social_image', tiny);
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      error: 'image_too_small',
      message: 'Deze afbeelding is te klein: minstens 200 × 200 pixels.',
    });
    // A PNG cut off halfway: its header reads, its pixels do not.
    const cut = (await transparentLogo()).subarray(0, 200);
    expect((await upload(ctx.app, admin, ctx.siteId, 'logo', cut)).json().error).toMatch(
      /^(corrupt_image|not_an_image)$/,
    );
    const none = await ctx.app.inject({
      method: 'POST',
      url: `${STAFF_API}/sites/${ctx.siteId}/images/logo`,
      remoteAddress: admin.remoteAddress,
      headers: { host: 'localhost', 'x-request-type': 'client', cookie: `${COOKIE_STAFF}=${admin.token}` },
      payload: {},
    });
    expect(none.json()).toEqual({ error: 'no_file', message: 'Kies een afbeelding om te uploaden.' });
    expect(storedFiles()).toEqual(files);
  });

  it('an image for a site that does not exist is 404, and its files are not left behind', async () => {
    const files = storedFiles();
    const res = await upload(ctx.app, admin, 999_999, 'logo', await transparentLogo());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Deze site bestaat niet.');
    expect(storedFiles()).toEqual(files);
    expect((await upload(ctx.app, admin, ctx.siteId, 'banner', await transparentLogo())).statusCode).toBe(400);
  });

  it('each site has its own images', async () => {
    const { id } = await createSite(ctx.database.db, { domain: 'ander.example', name: 'Ander' });
    const res = await upload(ctx.app, admin, id, 'logo', await transparentLogo());
    expect(res.statusCode).toBe(200);
    const logo = (res.json().theme as SiteTheme).logo;
    expect((await ctx.app.services.sites.resolve('ander.example')).theme.logo).toBe(logo);
    expect((await ctx.app.services.sites.resolve('localhost')).theme.logo).not.toBe(logo);
  });

  it('admins only: a moderator or support gets 403, nobody logged in 401, and nothing changes', async () => {
    const before = (await admin.get(`${STAFF_API}/sites/${ctx.siteId}`)).json().theme as SiteTheme;
    const image = await transparentLogo();
    for (const role of ['moderator', 'support'] as const) {
      const { c } = await loggedInStaff(ctx, role);
      const res = await upload(ctx.app, c, ctx.siteId, 'logo', image);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: 'Je rol heeft geen toegang tot deze functie.' });
      expect((await remove(ctx.app, c, ctx.siteId, 'social_image')).statusCode).toBe(403);
    }
    expect((await upload(ctx.app, staffClient(ctx.app), ctx.siteId, 'logo', image)).statusCode).toBe(401);
    expect((await admin.get(`${STAFF_API}/sites/${ctx.siteId}`)).json().theme).toEqual(before);
  });

  it('/site-assets/ answers 404 for a name no image has, and for anything that is not such a name', async () => {
    for (const url of [
      '/site-assets/logo-00000000000000000000000000000000-480x160.png',
      '/site-assets/..%2F..%2Fsecret.png',
      '/site-assets/x.svg',
      '/site-assets/',
      '/site-assets/%00.png',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    // Photos' /media/ never serves these files either.
    const logo = (await upload(ctx.app, admin, ctx.siteId, 'logo', await transparentLogo())).json().theme.logo;
    expect((await ctx.app.inject({ method: 'GET', url: `/media/site-assets/${logo}` })).statusCode).toBe(404);
  });
});

describe('with the files in a private S3 bucket', () => {
  let s3: S3StandIn;
  let bucket: TestContext;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    bucket = await buildTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'klik-media',
      S3_ACCESS_KEY_ID: S3_STAND_IN_ACCESS,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_SECRET,
    });
  });
  afterAll(async () => {
    await bucket.close();
    await s3.close();
  });

  it('writes, serves and deletes them through the bucket', async () => {
    const { c } = await loggedInStaff(bucket, 'admin');
    const kind: ThemeImageKind = 'social_image';
    const res = await upload(bucket.app, c, bucket.siteId, kind, await jpegWithGps(), { type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const name = (res.json().theme as SiteTheme).social_image!;
    expect(s3.objects.has(`/klik-media/site-assets/${name}`)).toBe(true);
    const file = await bucket.app.inject({ method: 'GET', url: siteAssetUrl(name), headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect((await remove(bucket.app, c, bucket.siteId, kind)).statusCode).toBe(200);
    expect(s3.objects.has(`/klik-media/site-assets/${name}`)).toBe(false);
  });
});
