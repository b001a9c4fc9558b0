import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members, photos, profiles } from '../db/schema.ts';
import { hashPassword } from '../platform/credentials.ts';
import { postLedgerEntry } from '../modules/credits/ledger.ts';
import { refreshSearchRow } from '../modules/search-index/index.ts';

let counter = 0;
let passwordHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'geheim-wachtwoord-1';

export interface MemberOverrides {
  email?: string;
  name?: string;
  status?: 'not_confirmed' | 'active';
  paid_user?: boolean;
  credits?: number;
  gender?: 'male' | 'female';
  date_of_birth?: string;
  country?: string;
  invisible?: boolean;
  /** A profile the site runs (spec: fictional). */
  fictional?: boolean;
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  /** The signup's "Ik zoek". */
  looking_for?: 'male' | 'female' | 'both';
  reason?: 'friendship' | 'dating' | 'relationship' | 'adventure' | 'chat';
  language?: string;
  region_code?: string;
  place?: string;
  lat?: number;
  lon?: number;
  /** How long ago the member signed up; default now. */
  signup_minutes_ago?: number;
  /** When last active; default now (online). */
  last_active_minutes_ago?: number;
  /** Give the member a main photo row with this status (the files are not needed for the API). */
  photo?: 'active' | 'inspection';
  /** Extra active photos besides the main one. */
  extra_photos?: number;
}

/** A member with a profile, active by default, password TEST_PASSWORD; credits go through the ledger. */
export async function buildMember(db: Database, siteId: number, o: MemberOverrides = {}) {
  counter += 1;
  // argon2id takes ~40 ms: hash the shared test password once per process.
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = o.email ?? `lid${counter}.${process.pid}@example.nl`;
  const status = o.status ?? 'active';
  const [member] = await db
    .insert(members)
    .values({
      siteId,
      email,
      passwordHash: await passwordHash,
      status,
      paidUser: o.paid_user ?? false,
      invisible: o.invisible ?? false,
      fictional: o.fictional ?? false,
      language: o.language ?? 'nl',
      lastActiveAt: new Date(Date.now() - (o.last_active_minutes_ago ?? 0) * 60_000),
      signupDate: new Date(Date.now() - (o.signup_minutes_ago ?? 0) * 60_000),
    })
    .returning();
  await db.insert(profiles).values({
    memberId: member!.id,
    name: o.name ?? `Lid${counter}`,
    status: status === 'active' ? 'active' : 'disabled',
    gender: o.gender ?? 'female',
    dateOfBirth: o.date_of_birth ?? '1990-05-17',
    country: o.country ?? 'NL',
    regionCode: o.region_code ?? null,
    place: o.place ?? null,
    lat: o.lat ?? null,
    lon: o.lon ?? null,
    sexuality: o.sexuality ?? null,
    lookingFor: o.looking_for ?? null,
    signupReason: o.reason ?? null,
  });
  if (o.photo) {
    const rows = await db
      .insert(photos)
      .values(
        Array.from({ length: 1 + (o.extra_photos ?? 0) }, (_, i) => ({
          memberId: member!.id,
          filename: `test/${member!.id}-${i}.webp`,
          thumbFilename: `test/${member!.id}-${i}_t.webp`,
          status: i === 0 ? o.photo! : ('active' as const),
          width: 640,
          height: 640,
        })),
      )
      .returning({ id: photos.id });
    await db.update(profiles).set({ mainPhotoId: rows[0]!.id }).where(eq(profiles.memberId, member!.id));
  }
  await refreshSearchRow(db, member!.id);
  if (o.credits) {
    await db.transaction((tx) =>
      postLedgerEntry(tx, {
        memberId: member!.id,
        delta: o.credits!,
        kind: 'admin',
        businessKey: `test-grant:${member!.id}`,
      }),
    );
  }
  const [row] = await db.select().from(members).where(eq(members.id, member!.id));
  return { ...row!, password: TEST_PASSWORD };
}
