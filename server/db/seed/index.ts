import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { members, photos, profiles, sites } from '../schema.ts';
import { upsertSite } from '../../modules/sites/create.ts';
import { seedBundles } from '../../modules/payments/bundles.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import { storePhoto } from '../../modules/photos/pipeline.ts';
import { refreshSearchRow } from '../../modules/profiles/search-index.ts';
import { DEMO_DOMAINS, DEMO_SITE_KEY, demoBundles, demoCompany, demoSiteConfig, demoTheme } from './demo-site.ts';
import { generateDemoMembers, type DemoMember } from './people.ts';
import { avatarSvg } from './avatars.ts';

export { seedBundles, upsertSite };

export async function seedDemoSite(db: Database): Promise<{ id: number; created: boolean }> {
  const site = await upsertSite(db, {
    key: DEMO_SITE_KEY,
    isDefault: true,
    domains: DEMO_DOMAINS,
    config: demoSiteConfig,
    company: demoCompany,
    theme: demoTheme,
  });
  await seedBundles(db, site.id, demoBundles);
  return site;
}

/**
 * A demo database made before credit bundles existed gets the demo bundles at start (an upgrade
 * should not leave /credits empty); a site owner's own sites are left alone.
 */
export async function ensureDemoBundles(db: Database): Promise<void> {
  const [demo] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, DEMO_SITE_KEY));
  if (demo) await seedBundles(db, demo.id, demoBundles);
}

/**
 * Adds the demo members a site lacks (by seed key), each with rendered portrait photos that go
 * through the same photo pipeline as uploads. Running it again adds nothing twice.
 */
export async function seedDemoMembers(
  db: Database,
  storage: ObjectStorage,
  siteId: number,
  count: number,
  options: { photos?: boolean; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const all = generateDemoMembers(count, { seed: 42, today: now });
  const existing = new Set(
    (await db
      .select({ key: members.seedKey })
      .from(members)
      .where(and(eq(members.siteId, siteId), isNotNull(members.seedKey), inArray(members.seedKey, all.map((m) => m.key)))))
      .map((r) => r.key),
  );
  const todo = all.filter((m) => !existing.has(m.key));
  const withPhotos = options.photos ?? true;
  // Rendering is CPU work in sharp's thread pool; a few at a time keeps both cores busy.
  const batchSize = 8;
  for (let i = 0; i < todo.length; i += batchSize) {
    const batch = todo.slice(i, i + batchSize);
    const rendered = await Promise.all(batch.map((m) => (withPhotos ? renderPhotos(storage, m) : Promise.resolve([]))));
    await db.transaction(async (tx) => {
      for (const [j, m] of batch.entries()) {
        await insertDemoMember(tx as unknown as Database, siteId, m, rendered[j]!, now);
      }
    });
  }
  return todo.length;
}

async function renderPhotos(storage: ObjectStorage, m: DemoMember) {
  const out = [];
  for (let variant = 0; variant < m.photoCount; variant++) {
    // The SVG goes straight into the photo pipeline: one rasterisation instead of SVG → JPEG → WebP.
    const svg = avatarSvg({ seed: m.avatarSeed, gender: m.gender, variant, size: 640, hairColor: m.hairColor, eyeColor: m.eyeColor });
    out.push(await storePhoto(storage, Buffer.from(svg), { effort: 1 }));
  }
  return out;
}

async function insertDemoMember(db: Database, siteId: number, m: DemoMember, stored: Awaited<ReturnType<typeof renderPhotos>>, now: Date) {
  const lastActiveAt = new Date(now.getTime() - m.lastActiveMinutesAgo * 60_000);
  const signupDate = new Date(lastActiveAt.getTime() - (m.avatarSeed % 400) * 86_400_000);
  const [member] = await db
    .insert(members)
    .values({
      siteId,
      email: m.email,
      status: 'active',
      language: 'nl',
      fictional: m.fictional,
      signupDate,
      lastActiveAt,
      seedKey: m.key,
    })
    .returning({ id: members.id });
  const memberId = member!.id;
  await db.insert(profiles).values({
    memberId,
    name: m.name,
    status: 'active',
    gender: m.gender,
    dateOfBirth: m.dateOfBirth,
    description: m.description,
    country: m.place.country,
    regionCode: m.place.regionCode,
    place: m.place.name,
    lat: m.place.lat,
    lon: m.place.lon,
    hairColor: m.hairColor,
    eyeColor: m.eyeColor,
    bodyType: m.bodyType,
    relationshipStatus: m.relationshipStatus,
    sexuality: m.sexuality,
    tattoos: m.tattoos,
    signupReason: m.signupReason,
    interests: m.interests,
  });
  if (stored.length === 0) {
    await refreshSearchRow(db, memberId);
    return;
  }
  const inserted = await db
    .insert(photos)
    .values(stored.map((p) => ({ memberId, filename: p.filename, thumbFilename: p.thumbFilename, width: p.width, height: p.height, status: 'active' as const })))
    .returning({ id: photos.id });
  await db.update(profiles).set({ mainPhotoId: inserted[0]!.id }).where(eq(profiles.memberId, memberId));
  await refreshSearchRow(db, memberId);
}

export const DEMO_ACCOUNT = { email: 'demo@klik.local', password: 'klik-demo-1234', name: 'Demo' };

/**
 * A member a newcomer can log in with right away (README): active, 40 credits, in Utrecht.
 * Created once; its password is documented, so the demo site is for trying out, not for production.
 */
export async function seedDemoAccount(db: Database, siteId: number): Promise<void> {
  const [existing] = await db.select({ id: members.id }).from(members).where(and(eq(members.siteId, siteId), eq(members.seedKey, 'demo-account')));
  if (existing) return;
  const { hashPassword } = await import('../../modules/accounts/secrets.ts');
  const { postLedgerEntry } = await import('../../modules/credits/ledger.ts');
  await db.transaction(async (tx) => {
    const [m] = await tx
      .insert(members)
      .values({ siteId, email: DEMO_ACCOUNT.email, passwordHash: await hashPassword(DEMO_ACCOUNT.password), status: 'active', seedKey: 'demo-account' })
      .returning({ id: members.id });
    await tx.insert(profiles).values({
      memberId: m!.id,
      name: DEMO_ACCOUNT.name,
      status: 'active',
      gender: 'male',
      dateOfBirth: '1988-06-15',
      description: 'Ik ben het demo-account van Klik. Log in met demo@klik.local en kijk rond.',
      country: 'NL',
      regionCode: 'NL-UT',
      place: 'Utrecht',
      lat: 52.0907,
      lon: 5.1214,
      interests: ['travelling', 'cooking', 'music'],
    });
    await postLedgerEntry(tx, { memberId: m!.id, delta: 40, kind: 'signup_bonus', businessKey: `signup:${m!.id}` });
    await refreshSearchRow(tx as unknown as Database, m!.id);
  });
}
