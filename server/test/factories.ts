import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members, profiles } from '../db/schema.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import { postLedgerEntry } from '../modules/credits/ledger.ts';

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
  language?: string;
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
      language: o.language ?? 'nl',
    })
    .returning();
  await db.insert(profiles).values({
    memberId: member!.id,
    name: o.name ?? `Lid${counter}`,
    status: status === 'active' ? 'active' : 'disabled',
    gender: o.gender ?? 'female',
    dateOfBirth: o.date_of_birth ?? '1990-05-17',
    country: o.country ?? 'NL',
  });
  if (o.credits) {
    await db.transaction((tx) => postLedgerEntry(tx, { memberId: member!.id, delta: o.credits!, kind: 'admin', businessKey: `test-grant:${member!.id}` }));
  }
  const [row] = await db.select().from(members).where(eq(members.id, member!.id));
  return { ...row!, password: TEST_PASSWORD };
}
