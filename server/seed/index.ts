import type { Database, Executor } from '../db/client.ts';
import { FREE_MAX_PHOTOS } from '../../common/constants.ts';
import { siteIdByKey, upsertSite } from '../modules/sites/index.ts';
import { seedBundles } from '../modules/payments/index.ts';
import type { ObjectStorage } from '../platform/storage.ts';
import { insertPhotoRows, photosOfMember, storePhoto } from '../modules/photos/index.ts';
import { refreshSearchRow } from '../modules/search-index/index.ts';
import { existingSeedKeys, insertMember, memberBySeedKey } from '../modules/members/index.ts';
import { createProfile, setMainPhoto } from '../modules/profiles/index.ts';
import { hashPassword } from '../platform/credentials.ts';
import { postLedgerEntry } from '../modules/credits/index.ts';
import { DEMO_DOMAINS, DEMO_SITE_KEY, demoBundles, demoCompany, demoSiteConfig, demoTheme } from './demo-site.ts';
import { generateDemoMembers, type DemoMember } from './people.ts';
import { avatarSvg } from './avatars.ts';
import { seedConversation } from '../modules/chat/index.ts';
import { seedLike } from '../modules/likes/index.ts';
import {
  DEMO_ACCOUNT,
  DEMO_ACCOUNT_AVATAR_SEED,
  DEMO_ACCOUNT_PROFILE,
  DEMO_CONVERSATIONS,
  DEMO_LIKES,
  castDemoRoles,
  type DemoRole,
} from './demo-account.ts';

export { seedBundles, upsertSite };

/** The generator's seed of the demo members: the demo account finds the same members by it. */
const DEMO_MEMBERS_SEED = 42;

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

/*
 * The seed sits above the domain: it makes demo content only through the modules' public functions
 * (scripts/check-owners.mjs holds it to that), as signup and uploads do.
 */

/**
 * A demo database made before credit bundles existed gets the demo bundles at start (an upgrade
 * should not leave /credits empty); a site owner's own sites are left alone.
 */
export async function ensureDemoBundles(db: Database): Promise<void> {
  const demo = await siteIdByKey(db, DEMO_SITE_KEY);
  if (demo !== null) await seedBundles(db, demo, demoBundles);
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
  const all = generateDemoMembers(count, { seed: DEMO_MEMBERS_SEED, today: now });
  const existing = await existingSeedKeys(
    db,
    siteId,
    all.map((m) => m.key),
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
        await insertDemoMember(tx, siteId, m, rendered[j]!, now);
      }
    });
  }
  return todo.length;
}

/** A member's portraits through the photo pipeline, as an upload's would go. */
async function renderPhotos(
  storage: ObjectStorage,
  m: Pick<DemoMember, 'photoCount' | 'avatarSeed' | 'gender' | 'hairColor' | 'eyeColor'>,
) {
  const out = [];
  for (let variant = 0; variant < m.photoCount; variant++) {
    // The SVG goes straight into the photo pipeline: one rasterisation instead of SVG → JPEG → WebP.
    const svg = avatarSvg({
      seed: m.avatarSeed,
      gender: m.gender,
      variant,
      size: 640,
      hairColor: m.hairColor,
      eyeColor: m.eyeColor,
    });
    out.push(await storePhoto(storage, Buffer.from(svg), { effort: 1 }));
  }
  return out;
}

async function insertDemoMember(
  db: Executor,
  siteId: number,
  m: DemoMember,
  stored: Awaited<ReturnType<typeof renderPhotos>>,
  now: Date,
) {
  const lastActiveAt = new Date(now.getTime() - m.lastActiveMinutesAgo * 60_000);
  const signupDate = new Date(lastActiveAt.getTime() - (m.avatarSeed % 400) * 86_400_000);
  const memberId = await insertMember(db, {
    siteId,
    email: m.email,
    status: 'active',
    language: 'nl',
    fictional: m.fictional,
    signupDate,
    lastActiveAt,
    seedKey: m.key,
  });
  await createProfile(db, {
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
  const [main] = await insertPhotoRows(db, memberId, stored, 'active');
  if (main !== undefined) await setMainPhoto(db, memberId, main);
  await refreshSearchRow(db, memberId);
}

export { DEMO_ACCOUNT };

/**
 * A member a newcomer can log in with right away (README): active, 40 credits, in Utrecht, a man
 * looking for women, with a day behind him so the product shows itself working: an approved
 * portrait, three conversations with real demo members (one unread, one he started and she
 * answered, one with a gift from her) and two received likes, one of them a match
 * (demo-account.ts). Created once, all in one transaction: running the seed again adds nothing,
 * also not to a demo account made before it had this. The messages and likes are written by the
 * chat and likes modules' seed functions, which cost nobody credits: the ledger holds the signup
 * bonus alone. Its password is documented, so the demo site is for trying out, never production
 * (the seed does not run there).
 */
export async function seedDemoAccount(
  db: Database,
  storage: ObjectStorage,
  siteId: number,
  options: { members: number; now?: Date },
): Promise<boolean> {
  if ((await memberBySeedKey(db, siteId, 'demo-account')) !== null) return false;
  const now = options.now ?? new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const [portrait] = await renderPhotos(storage, {
    avatarSeed: DEMO_ACCOUNT_AVATAR_SEED,
    photoCount: 1,
    ...DEMO_ACCOUNT_PROFILE,
  });
  // The same members seedDemoMembers made (same generator, same seed); those not in the database
  // (fewer seeded) play no part.
  const generated = generateDemoMembers(options.members, { seed: DEMO_MEMBERS_SEED, today: now });
  const present = await existingSeedKeys(
    db,
    siteId,
    generated.map((m) => m.key),
  );
  const roles = castDemoRoles(
    generated.filter((m) => present.has(m.key)),
    now,
  );
  await db.transaction(async (tx) => {
    const memberId = await insertMember(tx, {
      siteId,
      email: DEMO_ACCOUNT.email,
      passwordHash,
      status: 'active',
      seedKey: 'demo-account',
    });
    await createProfile(tx, {
      memberId,
      name: DEMO_ACCOUNT.name,
      status: 'active',
      ...DEMO_ACCOUNT_PROFILE,
      description: 'Ik ben het demo-account van Klik. Log in met demo@klik.local en kijk rond.',
      country: 'NL',
      regionCode: 'NL-UT',
      place: 'Utrecht',
      lat: 52.0907,
      lon: 5.1214,
      interests: ['travelling', 'cooking', 'music'],
    });
    await postLedgerEntry(tx, { memberId, delta: 40, kind: 'signup_bonus', businessKey: `signup:${memberId}` });
    const [main] = await insertPhotoRows(tx, memberId, [portrait!], 'active');
    await setMainPhoto(tx, memberId, main!);
    const idOf = async (role: DemoRole) => (roles[role] ? memberBySeedKey(tx, siteId, roles[role]) : null);
    for (const role of ['gift', 'answered', 'unread'] as const) {
      const her = await idOf(role);
      if (her === null) continue;
      const who = (x: 'me' | 'her') => (x === 'me' ? memberId : her);
      await seedConversation(
        tx,
        siteId,
        DEMO_CONVERSATIONS[role].map((step) =>
          'readBy' in step
            ? { at: ago(step.ago), readBy: who(step.readBy) }
            : {
                at: ago(step.ago),
                from: who(step.from),
                to: who(step.from === 'me' ? 'her' : 'me'),
                text: step.text,
                gift: step.gift,
              },
        ),
      );
    }
    const match = await idOf('match');
    if (match !== null) {
      await seedLike(tx, {
        likerId: match,
        likedId: memberId,
        at: ago(DEMO_LIKES.match.likedAgo),
        seenAt: ago(DEMO_LIKES.match.seenAgo),
      });
      await seedLike(tx, {
        likerId: memberId,
        likedId: match,
        at: ago(DEMO_LIKES.match.likedBackAgo),
        source: 'likes',
      });
    }
    const liker = await idOf('liker');
    if (liker !== null) await seedLike(tx, { likerId: liker, likedId: memberId, at: ago(DEMO_LIKES.liker.likedAgo) });
    await refreshSearchRow(tx, memberId);
  });
  return true;
}

/** Whether the database holds the demo site (a database with only an operator's sites gets no demo accounts). */
export async function demoSiteExists(db: Database): Promise<boolean> {
  return (await siteIdByKey(db, DEMO_SITE_KEY)) !== null;
}

/** How many demo members wait with a new photo in the staff console's inspection queue. */
export const DEMO_PHOTOS_IN_INSPECTION = 3;

/**
 * A few new photos waiting in the staff console's inspection queue (`/staff/photos`), so a site
 * owner trying the console finds work to do: the first real (non-fictional) demo members with room
 * for a photo each get one more portrait, status 'inspection', as if just uploaded. Idempotent: a
 * member who already has a photo waiting gets none.
 */
export async function seedDemoInspection(
  db: Database,
  storage: ObjectStorage,
  siteId: number,
  count: number,
  now = new Date(),
): Promise<number> {
  const chosen = generateDemoMembers(count, { seed: DEMO_MEMBERS_SEED, today: now })
    .filter((m) => !m.fictional && m.photoCount < FREE_MAX_PHOTOS)
    .slice(0, DEMO_PHOTOS_IN_INSPECTION);
  let added = 0;
  for (const m of chosen) {
    const memberId = await memberBySeedKey(db, siteId, m.key);
    if (memberId === null) continue;
    if ((await photosOfMember(db, memberId)).some((p) => p.status === 'inspection')) continue;
    const svg = avatarSvg({
      seed: m.avatarSeed,
      gender: m.gender,
      variant: m.photoCount,
      size: 640,
      hairColor: m.hairColor,
      eyeColor: m.eyeColor,
    });
    const stored = await storePhoto(storage, Buffer.from(svg), { effort: 1 });
    await insertPhotoRows(db, memberId, [stored], 'inspection');
    added++;
  }
  return added;
}
