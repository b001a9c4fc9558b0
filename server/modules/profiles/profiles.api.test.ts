import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { jpegWithGps, uploadPhoto } from '../../test/images.ts';
import { photos as photosTable } from '../../db/schema.ts';
import { approvePhoto } from '../../test/photos.ts';
import { upsertSite } from '../../seed/index.ts';
import { demoCompany, demoSiteConfig, demoTheme } from '../../seed/demo-site.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const loggedIn = (o: MemberOverrides = {}) => loggedInMember(ctx, o);

/** Every key anywhere in a JSON value. */
function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  return out;
}

describe('own profile', () => {
  it('saves every field of product §3 Profile and reads it back', async () => {
    const { c } = await loggedIn();
    const res = await c.put('/api/profile.php', {
      name: 'Marloes',
      description: 'Ik hou van fietsen en koffie.',
      country: 'NL',
      region_code: 'NL-UT',
      place: 'Utrecht',
      lat: 52.09,
      lon: 5.12,
      hair_color: 'blond',
      eye_color: 'blue',
      body_type: 'athletic',
      relationship_status: 'single',
      sexuality: 'hetero',
      tattoos: 'some',
      reason: 'dating',
      interests: ['cycling', 'coffee', 'travelling'],
    });
    expect(res.statusCode).toBe(200);
    const p = (await c.get('/api/profile.php')).json().profile;
    expect(p).toMatchObject({
      name: 'Marloes',
      region_code: 'NL-UT',
      place: 'Utrecht',
      hair_color: 'blond',
      body_type: 'athletic',
      reason: 'dating',
      interests: ['cycling', 'coffee', 'travelling'],
    });
  });

  it('refuses wrong fields per field, in Dutch, and writes nothing', async () => {
    const { c } = await loggedIn({ name: 'Ongewijzigd' });
    const res = await c.put('/api/profile.php', {
      name: '@hoi',
      region_code: 'DE-BY',
      interests: ['cycling'],
      date_of_birth: '2020-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Je profielnaam mag niet met @ beginnen.',
      region_code: 'Kies een regio in je land.',
      date_of_birth: 'Vul uw geboortedatum in (18+ jaar)',
    });
    expect((await c.get('/api/profile.php')).json().profile.name).toBe('Ongewijzigd');
    const bad = await c.put('/api/profile.php', { hair_color: 'purple' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("another member's profile", () => {
  it('shows the age and never the date of birth', async () => {
    const target = await buildMember(ctx.database.db, ctx.siteId, { date_of_birth: '1988-03-04', photo: 'active' });
    const { c } = await loggedIn();
    const res = await c.get(`/api/member.php?id=${target.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile.age).toBeGreaterThanOrEqual(37);
    expect(keysDeep(body).has('date_of_birth')).toBe(false);
    expect(JSON.stringify(body)).not.toContain('1988-03-04');
  });

  it('free members see only the main photo; the rest are locked. Premium members see all', async () => {
    const target = await buildMember(ctx.database.db, ctx.siteId, { photo: 'active', extra_photos: 3 });
    const free = await loggedIn();
    const p1 = (await free.c.get(`/api/member.php?id=${target.id}`)).json().profile;
    expect(p1.photos).toHaveLength(1);
    expect(p1.locked_photos).toBe(3);
    const premium = await loggedIn({ paid_user: true });
    const p2 = (await premium.c.get(`/api/member.php?id=${target.id}`)).json().profile;
    expect(p2.photos).toHaveLength(4);
    expect(p2.locked_photos).toBe(0);
  });

  it('shows no photo that is still under inspection', async () => {
    const target = await buildMember(ctx.database.db, ctx.siteId, { photo: 'inspection' });
    const { c } = await loggedIn();
    const p = (await c.get(`/api/member.php?id=${target.id}`)).json().profile;
    expect(p.main_image).toBeNull();
    expect(p.photos).toEqual([]);
  });
});

describe('search', () => {
  it('each filter narrows the results, age is computed, and no date of birth leaves the server', async () => {
    const tag = Date.now() % 100000;
    const region = 'NL-FR';
    const a = await buildMember(ctx.database.db, ctx.siteId, {
      name: `Anna${tag}`,
      gender: 'female',
      date_of_birth: '1996-06-01',
      region_code: region,
      photo: 'active',
    });
    const b = await buildMember(ctx.database.db, ctx.siteId, {
      name: `Bart${tag}`,
      gender: 'male',
      date_of_birth: '1996-06-01',
      region_code: region,
      photo: 'active',
    });
    const cOld = await buildMember(ctx.database.db, ctx.siteId, {
      name: `Carla${tag}`,
      gender: 'female',
      date_of_birth: '1960-06-01',
      region_code: region,
      photo: 'active',
    });
    const dBe = await buildMember(ctx.database.db, ctx.siteId, {
      name: `Dirk${tag}`,
      gender: 'male',
      date_of_birth: '1996-06-01',
      country: 'BE',
      region_code: 'BE-VAN',
    });
    const { c } = await loggedIn();
    const ids = async (q: string) => {
      const res = await c.get(`/api/members.php?${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(keysDeep(res.json()).has('date_of_birth')).toBe(false);
      return (res.json().results as { id: number }[]).map((r) => r.id);
    };
    const inRegion = await ids(`countryregion=${region}`);
    expect(inRegion).toEqual(expect.arrayContaining([a.id, b.id, cOld.id]));
    expect(inRegion).not.toContain(dBe.id);
    const women = await ids(`countryregion=${region}&gender=female`);
    expect(women).toEqual(expect.arrayContaining([a.id, cOld.id]));
    expect(women).not.toContain(b.id);
    const young = await ids(`countryregion=${region}&min_age=25&max_age=35`);
    expect(young).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(young).not.toContain(cOld.id);
    const old = await ids(`countryregion=${region}&min_age=60`);
    expect(old).toEqual([cOld.id]);
    const be = await ids('country=BE');
    expect(be).toContain(dBe.id);
    expect(be).not.toContain(a.id);
    const res = await c.get(`/api/members.php?countryregion=${region}&gender=female`);
    expect(res.json().numResults).toBe(2);
    const card = (res.json().results as { id: number; age: number }[]).find((r) => r.id === a.id)!;
    expect(card.age).toBeGreaterThanOrEqual(29);
  });

  it('orders online members first, then by last activity, and pages with a keyset cursor without gaps or repeats', async () => {
    const region = 'NL-ZE';
    const made = [];
    for (let i = 0; i < 30; i++)
      made.push(
        await buildMember(ctx.database.db, ctx.siteId, { region_code: region, last_active_minutes_ago: i * 10 }),
      );
    const { c } = await loggedIn();
    const first = (await c.get(`/api/members.php?countryregion=${region}`)).json();
    expect(first.results).toHaveLength(24);
    expect(first.numResults).toBe(30);
    expect(first.results[0].id).toBe(made[0]!.id);
    expect(first.results[0].online).toBe(true);
    expect(first.results[5].online).toBe(false);
    const second = (await c.get(`/api/members.php?countryregion=${region}&cursor=${first.next_cursor}`)).json();
    expect(second.results).toHaveLength(6);
    expect(second.next_cursor).toBeNull();
    const all = [...first.results, ...second.results].map((r: { id: number }) => r.id);
    expect(all).toEqual(made.map((m) => m.id));
    expect((await c.get('/api/members.php?cursor=nonsense')).statusCode).toBe(400);
  });

  it('offers similar results when few match', async () => {
    await buildMember(ctx.database.db, ctx.siteId, {
      region_code: 'NL-DR',
      gender: 'male',
      date_of_birth: '1980-01-01',
    });
    await buildMember(ctx.database.db, ctx.siteId, {
      region_code: 'NL-GR',
      gender: 'male',
      date_of_birth: '1981-01-01',
    });
    const { c } = await loggedIn();
    const res = (await c.get('/api/members.php?countryregion=NL-DR&gender=male&min_age=40&max_age=50')).json();
    expect(res.results.length).toBeLessThan(6);
    expect(res.similar.length).toBeGreaterThan(0);
    expect(res.similar.every((s: { id: number }) => !res.results.some((r: { id: number }) => r.id === s.id))).toBe(
      true,
    );
  });

  it("finds members within a distance of the member's place", async () => {
    const near = await buildMember(ctx.database.db, ctx.siteId, {
      place: 'Amersfoort',
      lat: 52.156,
      lon: 5.3878,
      region_code: 'NL-UT',
    });
    const far = await buildMember(ctx.database.db, ctx.siteId, {
      place: 'Maastricht',
      lat: 50.8514,
      lon: 5.691,
      region_code: 'NL-LI',
    });
    const { c } = await loggedIn({ place: 'Utrecht', lat: 52.0907, lon: 5.1214, region_code: 'NL-UT' });
    const ids = (await c.get('/api/members.php?distance=30')).json().results.map((r: { id: number }) => r.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
  });

  it('follows the logged-out search settings (product §6)', async () => {
    const visitor = client(ctx.app);
    const open = await visitor.get('/api/members.php');
    expect(open.statusCode).toBe(200);
    expect(open.json().results.length).toBeGreaterThan(0);

    await upsertSite(ctx.database.db, {
      key: 'closed-search',
      isDefault: false,
      domains: ['closed.example'],
      config: { ...demoSiteConfig, logged_out_search: false, logged_out_search_trafficsource: true },
      company: demoCompany,
      theme: demoTheme,
    });
    const closed = client(ctx.app, 'closed.example');
    const refused = await closed.get('/api/members.php');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Log in of meld je gratis aan om leden te zoeken.');
    // With a traffic source, logged_out_search_trafficsource lets the visitor search.
    expect((await closed.get('/api/members.php?network=partner')).statusCode).toBe(200);
  });
});

describe('invisible and blocked members', () => {
  it('an invisible member appears neither in search nor on their profile page', async () => {
    const ghost = await buildMember(ctx.database.db, ctx.siteId, { region_code: 'NL-FL', invisible: true });
    const { c } = await loggedIn();
    const ids = (await c.get('/api/members.php?countryregion=NL-FL')).json().results.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(ghost.id);
    expect((await c.get(`/api/member.php?id=${ghost.id}`)).statusCode).toBe(404);
  });

  it('the invisible member switches it through the API and sees their own profile', async () => {
    const { m, c } = await loggedIn({ region_code: 'NL-GE' });
    const viewer = await loggedIn();
    expect(
      (await viewer.c.get('/api/members.php?countryregion=NL-GE')).json().results.map((r: { id: number }) => r.id),
    ).toContain(m.id);
    expect((await c.put('/api/privacy.php', { invisible: true })).statusCode).toBe(200);
    expect(
      (await viewer.c.get('/api/members.php?countryregion=NL-GE')).json().results.map((r: { id: number }) => r.id),
    ).not.toContain(m.id);
    expect((await c.get(`/api/member.php?id=${m.id}`)).statusCode).toBe(200);
  });

  it('blocking hides both from each other: the blocked member gets 404, search excludes them both ways', async () => {
    const a = await loggedIn({ region_code: 'NL-OV' });
    const b = await loggedIn({ region_code: 'NL-OV' });
    expect((await a.c.post('/api/block.php', { id: b.m.id })).statusCode).toBe(200);
    expect((await b.c.get(`/api/member.php?id=${a.m.id}`)).statusCode).toBe(404);
    const seenByBlocker = (await a.c.get(`/api/member.php?id=${b.m.id}`)).json().profile;
    expect(seenByBlocker.blocked_by_me).toBe(true);
    expect(
      (await a.c.get('/api/members.php?countryregion=NL-OV')).json().results.map((r: { id: number }) => r.id),
    ).not.toContain(b.m.id);
    expect(
      (await b.c.get('/api/members.php?countryregion=NL-OV')).json().results.map((r: { id: number }) => r.id),
    ).not.toContain(a.m.id);
    expect((await a.c.del('/api/block.php', { id: b.m.id })).statusCode).toBe(200);
    expect((await b.c.get(`/api/member.php?id=${a.m.id}`)).statusCode).toBe(200);
  });
});

describe('photos', () => {
  it('an uploaded JPEG with GPS EXIF is stored re-encoded with no metadata, under inspection, as the profile photo', async () => {
    const { m, c } = await loggedIn();
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(ctx.app, c.cookie, jpeg, 'vakantie.jpg');
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo;
    expect(photo.status).toBe('inspection');
    expect(photo.main).toBe(true);
    expect(photo.filename).not.toContain('vakantie');
    for (const file of [photo.filename, photo.thumb_filename]) {
      const stored = await readFile(path.join(ctx.dataDir, 'media', file));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // Not shown to others until approved.
    const other = await loggedIn();
    expect((await other.c.get(`/api/member.php?id=${m.id}`)).json().profile.main_image).toBeNull();
    await approvePhoto(ctx, photo.id);
    expect((await other.c.get(`/api/member.php?id=${m.id}`)).json().profile.main_image.filename).toBe(photo.filename);
  });

  const upload = (cookie: string, data: Buffer, name = 'foto.jpg', type = 'image/jpeg') =>
    uploadPhoto(ctx.app, cookie, data, name, type);

  it('free members may have 3 photos, Premium members 25, with a clear message at the limit', async () => {
    const img = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const free = await loggedIn();
    for (let i = 0; i < 3; i++) expect((await upload(free.c.cookie, img, 'a.png', 'image/png')).statusCode).toBe(201);
    const fourth = await upload(free.c.cookie, img, 'a.png', 'image/png');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      "Je kunt als gratis lid hoogstens 3 foto's plaatsen. Word Premium voor tot 25 foto's.",
    );
    expect((await free.c.get('/api/photos.php')).json().limit).toBe(3);
    const premium = await loggedIn({ paid_user: true });
    expect((await premium.c.get('/api/photos.php')).json().limit).toBe(25);
    const [row] = await ctx.database.db
      .select({ n: photosTable.id })
      .from(photosTable)
      .where(eq(photosTable.memberId, premium.m.id));
    expect(row).toBeUndefined();
    await ctx.database.db.insert(photosTable).values(
      Array.from({ length: 24 }, (_, i) => ({
        memberId: premium.m.id,
        filename: `x/${i}.webp`,
        thumbFilename: `x/${i}_t.webp`,
        width: 300,
        height: 300,
      })),
    );
    expect((await upload(premium.c.cookie, img, 'a.png', 'image/png')).statusCode).toBe(201);
    const over = await upload(premium.c.cookie, img, 'a.png', 'image/png');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("Je hebt het maximum van 25 foto's bereikt. Verwijder eerst een foto.");
  });

  it('refuses non-images, corrupt images and huge dimensions with a message, never a 500', async () => {
    const { c } = await loggedIn();
    const text = await upload(
      c.cookie,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'foto.jpg',
      'image/jpeg',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Dit bestand is geen foto. Kies een JPEG-, PNG-, WebP- of AVIF-foto.');
    const good = await jpegWithGps();
    const corrupt = await upload(c.cookie, good.subarray(0, Math.floor(good.length / 3)));
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().message).toBe('Deze foto is beschadigd en kan niet worden gelezen.');
    const huge = await sharp({ create: { width: 10000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooBig = await upload(c.cookie, huge, 'groot.png', 'image/png');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Deze foto is te groot: hoogstens 50 megapixels.');
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { host: 'localhost', 'x-request-type': 'client', cookie: c.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Kies een foto om te uploaden.');
  });

  it('deletes a photo and sets another as the profile photo', async () => {
    const { c } = await loggedIn();
    const img = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#993366' } })
      .jpeg()
      .toBuffer();
    const p1 = (await upload(c.cookie, img)).json().photo;
    const p2 = (await upload(c.cookie, img)).json().photo;
    expect((await c.put('/api/photos.php', { id: p2.id, main: true })).statusCode).toBe(200);
    expect((await c.get('/api/photos.php')).json().photos.find((p: { id: number }) => p.id === p2.id).main).toBe(true);
    expect((await c.del(`/api/photos.php?id=${p2.id}`)).statusCode).toBe(200);
    const left = (await c.get('/api/photos.php')).json().photos;
    expect(left).toHaveLength(1);
    expect(left[0].id).toBe(p1.id);
    expect(left[0].main).toBe(true);
    const other = await loggedIn();
    expect((await other.c.del(`/api/photos.php?id=${p1.id}`)).statusCode).toBe(404);
  });
});

describe('places and reverse geocoding (product §7 geocode.php)', () => {
  it('finds places by prefix for the type-ahead', async () => {
    const res = await client(ctx.app).get('/api/places.php?q=utr&country=NL');
    expect(res.statusCode).toBe(200);
    expect(res.json().places[0]).toMatchObject({ name: 'Utrecht', country: 'NL', regionCode: 'NL-UT' });
  });

  it('answers the nearest place for a position, and false for nonsense or open sea', async () => {
    const c = client(ctx.app);
    const utrecht = await c.get('/api/geocode.php?lat=52.0907&lon=5.1214');
    expect(utrecht.json()).toMatchObject({ name: 'Utrecht', regionCode: 'NL-UT' });
    expect((await c.get('/api/geocode.php?lat=abc&lon=5')).json()).toBe(false);
    expect((await c.get('/api/geocode.php?lat=53.5&lon=3.0')).json()).toBe(false);
  });
});
