import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { jpegWithGps, multipart } from '../../test/images.ts';
import { loggedInStaff, type staffClient } from '../../test/staff.ts';
import { COOKIE_STAFF, STAFF_API } from '../../../common/rules/staff-roles.ts';
import { LANDER_VIDEO_MAX_BYTES, siteAssetUrl } from '../../../common/rules/site-assets.ts';
import type { SiteTheme } from '../../../common/site.ts';

/**
 * The video landers' media (decision 054): an admin uploads a video (MP4 or WebM, judged by its
 * first bytes, at most 20 MB), its poster and captions; anyone fetches them at /site-assets/ in
 * byte ranges, as a browser plays a video.
 */
let ctx: TestContext;
let admin: ReturnType<typeof staffClient>;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loggedInStaff(ctx, 'admin')).c;
});
afterAll(() => ctx.close());

function upload(kind: string, data: Buffer, c = admin) {
  const form = multipart('file', 'upload.bin', 'application/octet-stream', data);
  return ctx.app.inject({
    method: 'POST',
    url: `${STAFF_API}/sites/${ctx.siteId}/lander-media/${kind}`,
    remoteAddress: c.remoteAddress,
    headers: { host: 'localhost', 'x-request-type': 'client', cookie: `${COOKIE_STAFF}=${c.token}`, ...form.headers },
    payload: form.payload,
  });
}

const fetchAsset = (name: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: siteAssetUrl(name), headers: { host: 'localhost', ...headers } });

/** The first bytes of an MP4 (an ISO BMFF `ftyp` box), then `size` bytes in all. */
function mp4(size: number): Buffer {
  const body = randomBytes(size);
  Buffer.from([0, 0, 0, 0x20]).copy(body, 0);
  Buffer.from('ftypisom', 'latin1').copy(body, 4);
  return body;
}

/** An EBML header with the DocType webm, padded to `size` bytes. */
function webm(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(body, 0);
  Buffer.from('webm', 'latin1').copy(body, 12);
  return body;
}

describe('the lander video (decision 054)', () => {
  const video = mp4(300_000);
  let name: string;

  it('takes an MP4, stores its name in the theme and serves it whole with Accept-Ranges', async () => {
    const res = await upload('lander_video', video);
    expect(res.statusCode).toBe(200);
    name = (res.json().theme as SiteTheme).lander_video!;
    expect(name).toMatch(/^video-[0-9a-f]{32}\.mp4$/);
    const whole = await fetchAsset(name);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('answers a byte range with 206 and its Content-Range', async () => {
    const first = await fetchAsset(name, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const open = await fetchAsset(name, { range: `bytes=${video.length - 5}-` });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${video.length - 5}-${video.length - 1}/${video.length}`);
    expect(open.rawPayload.equals(video.subarray(video.length - 5))).toBe(true);

    const suffix = await fetchAsset(name, { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    // A range past the end is cut to the file's end.
    const past = await fetchAsset(name, { range: `bytes=299990-400000` });
    expect(past.headers['content-range']).toBe(`bytes 299990-299999/${video.length}`);
  });

  it('answers 416 with the size for a range that starts past the end', async () => {
    const res = await fetchAsset(name, { range: `bytes=${video.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('answers several ranges, or a range of another version (If-Range), whole', async () => {
    expect((await fetchAsset(name, { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
    expect((await fetchAsset(name, { range: 'bytes=0-1', 'if-range': '"another"' })).statusCode).toBe(200);
  });

  it('takes a WebM, and deletes the video it replaces', async () => {
    const res = await upload('lander_video', webm(2_000));
    expect(res.statusCode).toBe(200);
    const next = (res.json().theme as SiteTheme).lander_video!;
    expect(next).toMatch(/\.webm$/);
    expect((await fetchAsset(next)).headers['content-type']).toBe('video/webm');
    expect((await fetchAsset(name)).statusCode).toBe(404);
    name = next;
  });

  it('refuses what is not a video by its content, whatever it is called, in words', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e8175d' } })
      .png()
      .toBuffer();
    const res = await upload('lander_video', png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'not_a_video', message: 'Dit is geen MP4- of WebM-video.' });
  });

  it('refuses a video over 20 MB', async () => {
    const res = await upload('lander_video', mp4(LANDER_VIDEO_MAX_BYTES + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'file_too_big', message: 'Dit bestand is te groot: hoogstens 20 MB.' });
  });

  it('makes the poster a 1280×720 JPEG without metadata', async () => {
    const res = await upload('lander_poster', await jpegWithGps(800, 600));
    expect(res.statusCode).toBe(200);
    const poster = (res.json().theme as SiteTheme).lander_poster!;
    const served = await fetchAsset(poster);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1280, 720, undefined]);
  });

  it('takes WebVTT captions and refuses another text', async () => {
    const vtt = '\uFEFFWEBVTT\r\n\r\n00:00.000 --> 00:02.000\r\nWelkom bij Klik\r\n';
    const res = await upload('lander_captions', Buffer.from(vtt, 'utf8'));
    expect(res.statusCode).toBe(200);
    const captions = (res.json().theme as SiteTheme).lander_captions!;
    expect(captions).toMatch(/^captions-[0-9a-f]{32}\.vtt$/);
    const served = await fetchAsset(captions);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.body).toBe('WEBVTT\n\n00:00.000 --> 00:02.000\nWelkom bij Klik\n');

    const srt = await upload('lander_captions', Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHallo\n'));
    expect(srt.statusCode).toBe(400);
    expect(srt.json().error).toBe('not_captions');
  });

  it('is for admins only, and a removal takes the file away', async () => {
    const moderator = (await loggedInStaff(ctx, 'moderator')).c;
    expect((await upload('lander_video', mp4(100), moderator)).statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF_API}/sites/${ctx.siteId}/lander-media/lander_video`,
      remoteAddress: admin.remoteAddress,
      headers: { host: 'localhost', 'x-request-type': 'client', cookie: `${COOKIE_STAFF}=${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().theme as SiteTheme).lander_video).toBeNull();
    expect((await fetchAsset(name)).statusCode).toBe(404);
  });
});
