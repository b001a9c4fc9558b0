import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { dataExports, photos } from '../../db/schema.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import { makeSubscriptionKeys } from '../../test/push-service-standin.ts';
import { waitUntil } from '../../test/sockets.ts';

/**
 * "Access and portability": a member asks for their data, the job makes the ZIP and
 * mails a link from the site's origin, the link with the member's session downloads it; one
 * request per 24 hours, the link gone after 24 hours.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://klik.example' }, { smtp: true });
  // Every recurring job is due at the first start: run them on the empty site, out of the way.
  await ctx.app.services.jobs.runDue();
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.mails.length = 0;
});

const nl = createTranslator('nl');

async function waitForMail(count = 1) {
  await waitUntil(() => ctx.mails.length >= count, 3000);
  return ctx.mails;
}

/** Every entry of a ZIP, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The tables with a foreign key to members: each holds members' data, so each must be in the export or named here with the reason. */
const NOT_EXPORTED: Record<string, string> = {
  // A persona row is about a profile the site itself runs (decision 048), never a person who could ask.
  personas: 'the site’s own fictional profiles, which cannot log in or ask for an export',
};

async function tablesHoldingMembers(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    ctx.database.db,
    sql`
    select distinct tc.table_name
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'members' and tc.table_schema = 'public'`,
  );
  return [...rows.map((r) => r.table_name), 'members'].sort();
}

async function requestAndPrepare(c: ReturnType<typeof client>) {
  const res = await c.post('/api/data-export.php');
  expect(res.statusCode).toBe(202);
  const outcomes = await ctx.app.services.jobs.runDue();
  expect(outcomes).toEqual([expect.objectContaining({ name: expect.stringMatching(/^data-export:\d+$/), ok: true })]);
  const [mail] = await waitForMail();
  return { res, mail: mail! };
}

describe('the data export', () => {
  it('is made by the job, mailed as a link from the site origin, and the ZIP holds every table of the member and their photos, not others’ private data', async () => {
    const me = await loggedInMember(ctx, {
      name: 'Anna',
      email: 'anna.export@example.nl',
      paid_user: true,
      credits: 50,
      photo: 'active',
    });
    const bram = await loggedInMember(ctx, {
      name: 'Bram',
      email: 'bram.geheim@example.nl',
      gender: 'male',
      paid_user: true,
      credits: 50,
    });
    const cees = await loggedInMember(ctx, { name: 'Cees', email: 'cees.geheim@example.nl', gender: 'male' });
    const dirk = await loggedInMember(ctx, { name: 'Dirk', gender: 'male' });
    // The main photo's file, where the storage keeps it.
    const [photo] = await ctx.database.db.select().from(photos).where(eq(photos.memberId, me.m.id));
    const photoBytes = Buffer.from(`webp of anna ${randomUUID()}`);
    mkdirSync(path.dirname(path.join(ctx.dataDir, 'media', photo!.filename)), { recursive: true });
    writeFileSync(path.join(ctx.dataDir, 'media', photo!.filename), photoBytes);
    // Given and received likes, a conversation with both sides' messages, a block and a report made.
    expect((await me.c.post('/api/like.php', { id: bram.m.id })).statusCode).toBe(200);
    expect((await cees.c.post('/api/like.php', { id: me.m.id })).statusCode).toBe(200);
    expect(
      (
        await me.c.post('/api/message.php', {
          to: bram.m.id,
          client_id: randomUUID(),
          type: 'text',
          body: 'Hoi Bram, van Anna',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await bram.c.post('/api/message.php', {
          to: me.m.id,
          client_id: randomUUID(),
          type: 'text',
          body: 'Hoi Anna, van Bram',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me.c.post('/api/block.php', { id: dirk.m.id })).statusCode).toBe(200);
    expect(
      (await me.c.post('/api/report.php', { id: cees.m.id, category: 'harassment', text: 'Stuurt rare dingen' }))
        .statusCode,
    ).toBe(200);
    // Her phone gets pushes: the device is listed, its push address and keys are not.
    const phone = makeSubscriptionKeys(`https://fcm.googleapis.com/fcm/send/anna-${randomUUID()}`);
    expect(
      (
        await me.c.post('/api/user.php?push=1', phone.subscription, {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
        })
      ).statusCode,
    ).toBe(200);
    // Someone else's report about Anna names its reporter: it must stay out.
    expect(
      (await bram.c.post('/api/report.php', { id: me.m.id, category: 'spam_scam', text: 'Melding door Bram' }))
        .statusCode,
    ).toBe(200);

    const { res, mail } = await requestAndPrepare(me.c);
    expect(res.json()).toEqual({ export: { status: 'pending', requested_at: expect.any(String), expires_at: null } });
    expect(mail.to).toEqual(['anna.export@example.nl']);
    expect(mail.subject).toBe('Je gegevens van Klik staan klaar');
    const link = mail.links.find((l) => l.includes('/api/data-export.php?token='))!;
    // The site's origin, never the request's host.
    expect(link.startsWith('https://klik.example/api/data-export.php?token=')).toBe(true);
    const url = new URL(link);
    expect((await me.c.get('/api/settings.php')).statusCode).toBe(200);

    // Without a session: to the login, which comes back to the link.
    const anonymous = await client(ctx.app).get(url.pathname + url.search);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    // Another member's session does not open it.
    const stranger = await bram.c.get(url.pathname + url.search);
    expect(stranger.statusCode).toBe(302);
    expect(stranger.headers.location).toBe('/settings?export=gone#data-export');

    const download = await me.c.get(url.pathname + url.search);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.zip"$/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    const files = await unzip(download.rawPayload);

    // Every table that holds a member appears, as data/<table>.json.
    const holding = (await tablesHoldingMembers()).filter((t) => !(t in NOT_EXPORTED));
    const exported = [...files.keys()]
      .filter((f) => f.startsWith('data/'))
      .map((f) => f.slice('data/'.length, -'.json'.length));
    for (const table of holding) expect(exported, `table ${table} is not in the export`).toContain(table);
    const json = (table: string) =>
      JSON.parse(files.get(`data/${table}.json`)!.toString()) as Record<string, unknown>[];

    expect(json('members')).toEqual([
      expect.objectContaining({
        id: me.m.id,
        email: 'anna.export@example.nl',
        signupDate: expect.any(String),
        termsAcceptedAt: expect.any(String),
      }),
    ]);
    expect(json('members')[0]).not.toHaveProperty('passwordHash');
    expect(json('profiles')).toEqual([expect.objectContaining({ memberId: me.m.id, name: 'Anna' })]);
    expect(json('photos')).toEqual([expect.objectContaining({ id: photo!.id, filename: photo!.filename })]);
    expect(files.get(`photos/${photo!.filename.split('/').pop()}`)).toEqual(photoBytes);
    expect(
      json('likes')
        .map((l) => [l.likerId, l.likedId])
        .sort(),
    ).toEqual(
      [
        [cees.m.id, me.m.id],
        [me.m.id, bram.m.id],
      ].sort(),
    );
    expect(json('messages').map((m) => m.body)).toEqual(['Hoi Bram, van Anna', 'Hoi Anna, van Bram']);
    expect(json('conversations')).toHaveLength(1);
    expect(json('conversation_members').map((r) => r.memberId)).toEqual([me.m.id]);
    expect(json('credit_ledger').length).toBeGreaterThanOrEqual(2);
    expect(json('blocks')).toEqual([expect.objectContaining({ blockerId: me.m.id, blockedId: dirk.m.id })]);
    expect(json('member_reports')).toEqual([expect.objectContaining({ reporterId: me.m.id, reportedId: cees.m.id })]);
    expect(json('sessions')).toEqual([
      expect.objectContaining({ lastSeenAt: expect.any(String), browser: expect.any(String) }),
    ]);
    expect(json('sessions')[0]).not.toHaveProperty('tokenHash');
    expect(json('push_subscriptions')).toEqual([
      expect.objectContaining({
        pushService: 'fcm.googleapis.com',
        userAgent: expect.stringContaining('Android 14'),
        createdAt: expect.any(String),
      }),
    ]);
    expect(files.get('data/push_subscriptions.json')!.toString()).not.toContain(phone.subscription.keys.auth);
    expect(files.get('data/push_subscriptions.json')!.toString()).not.toContain(phone.subscription.endpoint);
    // The file is made while its request is still pending.
    expect(json('data_exports')).toEqual([
      expect.objectContaining({ memberId: me.m.id, status: 'pending', requestedAt: expect.any(String) }),
    ]);
    expect(JSON.parse(files.get('export.json')!.toString())).toMatchObject({
      member_id: me.m.id,
      photos: [photo!.filename],
    });

    // Nothing private of anyone else: not the other members' addresses, not who reported Anna, no secrets.
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    for (const secret of ['bram.geheim@example.nl', 'cees.geheim@example.nl', 'Melding door Bram', '$argon2'])
      expect(everything).not.toContain(secret);
  });

  it('is asked once per 24 hours, with the reason in the member’s language', async () => {
    const me = await loggedInMember(ctx, { language: 'nl' });
    expect((await me.c.post('/api/data-export.php')).statusCode).toBe(202);
    const again = await me.c.post('/api/data-export.php');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      error: 'export_too_soon',
      message:
        'Je hebt de afgelopen 24 uur al je gegevens aangevraagd. Dat kan één keer per 24 uur; probeer het morgen opnieuw.',
    });
    expect(nl('export.tooSoon')).toBe(again.json().message);
    const en = await loggedInMember(ctx, { language: 'en' });
    await en.c.put('/api/user.php', { language: 'en' });
    await en.c.post('/api/data-export.php');
    expect((await en.c.post('/api/data-export.php')).json().message).toBe(
      'You already asked for your data in the last 24 hours. You can do so once every 24 hours; try again tomorrow.',
    );
    // A day later it may be asked again.
    await ctx.database.db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) })
      .where(eq(dataExports.memberId, me.m.id));
    expect((await me.c.post('/api/data-export.php')).statusCode).toBe(202);
    await ctx.app.services.jobs.runDue();
  });

  it('is gone after 24 hours: the job removes the file and the link leads to Settings', async () => {
    const me = await loggedInMember(ctx);
    const { mail } = await requestAndPrepare(me.c);
    const url = new URL(mail.links.find((l) => l.includes('/api/data-export.php?token='))!);
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.memberId, me.m.id));
    const file = path.join(ctx.dataDir, 'media', row!.storageKey!);
    // Stored under private/, which /media/ never serves.
    expect(row!.storageKey).toMatch(/^private\/exports\/[0-9a-f]{48}\.zip$/);
    expect(existsSync(file)).toBe(true);
    for (const bypass of [
      `/media/${row!.storageKey}`,
      `/media/%70rivate/${row!.storageKey!.slice('private/'.length)}`,
      `/media//${row!.storageKey}`,
      `/media/x/../${row!.storageKey}`,
    ]) {
      expect((await client(ctx.app).get(bypass)).statusCode, bypass).toBe(404);
    }
    expect((await me.c.get(`/api/data-export.php?token=${url.searchParams.get('token')}`)).statusCode).toBe(200);

    await ctx.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row!.id));
    const late = await me.c.get(url.pathname + url.search);
    expect(late.statusCode).toBe(302);
    expect(late.headers.location).toBe('/settings?export=gone#data-export');
    expect(await ctx.app.services.jobs.runSoon('data-export.remove-expired')).toBe(true);
    const outcomes = await ctx.app.services.jobs.runDue();
    expect(outcomes.map((o) => [o.name, o.ok, o.result])).toEqual([
      ['data-export.remove-expired', true, '1 data exports removed'],
    ]);
    expect(existsSync(file)).toBe(false);
    const [after] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after).toMatchObject({ status: 'expired', storageKey: null, tokenHash: null });
  });

  it('is for members only', async () => {
    expect((await client(ctx.app).post('/api/data-export.php')).json()).toMatchObject({
      data: 'authentication_required',
    });
  });
});
