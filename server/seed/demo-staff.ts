import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { StaffService, decodeBase32, totpCode, totpStep } from '../modules/staff/index.ts';
import { COMMAND_LINE } from '../modules/audit/index.ts';
import { ApiError } from '../http/errors.ts';
import type { StaffRole } from '../../common/rules/staff-roles.ts';

/**
 * Staff accounts of the demo site, one per role, so a newcomer can open the staff console without
 * the command line (which, on the embedded database, needs the site stopped). They are real
 * accounts with a password and a TOTP key, set up through the same service as any other; the keys
 * are written in the clear to DATA_DIR/demo-staff.json, which `/dev/staff` reads to show each
 * account's current code. Never in production: the seed does not run there and `/dev` is not served.
 */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'beheer@klik.local', name: 'Demo beheerder', role: 'admin' },
  { email: 'moderatie@klik.local', name: 'Demo moderator', role: 'moderator' },
  { email: 'support@klik.local', name: 'Demo support', role: 'support' },
];
export const DEMO_STAFF_PASSWORD = 'klik-beheer-demo-1234';

export interface DemoStaffEntry {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** The TOTP key as an authenticator app takes it (base32). */
  key: string;
}

export function demoStaffFile(dataDir: string): string {
  return path.join(dataDir, 'demo-staff.json');
}

/** The demo staff accounts the seed made, or none (a database seeded before they existed). */
export function readDemoStaff(dataDir: string): DemoStaffEntry[] {
  try {
    return JSON.parse(readFileSync(demoStaffFile(dataDir), 'utf8')) as DemoStaffEntry[];
  } catch {
    return [];
  }
}

/**
 * Makes the demo staff accounts that do not exist yet (idempotent: a restart keeps them and their
 * keys). The setup is completed with the code of the step before now, so the code `/dev/staff`
 * shows works at once (a step is accepted once, and the window allows the previous one).
 */
export async function seedDemoStaff(db: Database, o: { secret: string; dataDir: string }): Promise<number> {
  const staff = new StaffService({ db, secret: o.secret, origin: async () => 'http://localhost' });
  const known = new Map(readDemoStaff(o.dataDir).map((e) => [e.email, e]));
  let added = 0;
  for (const account of DEMO_STAFF) {
    if (await staff.byEmail(account.email)) continue;
    const { setup } = await staff.create(COMMAND_LINE, account);
    const token = setup.link.slice(setup.link.lastIndexOf('/') + 1);
    const info = await staff.setupInfo(token);
    if (!info) throw new Error(`demo staff ${account.email}: the setup link did not open`);
    // The step can turn between making the code and checking it (the password's hash comes first,
    // seconds on a busy machine), which puts the code out of the window: then again with a new one.
    for (let attempt = 1; ; attempt++) {
      const code = totpCode(decodeBase32(info.secret), totpStep() - 1);
      try {
        await staff.completeSetup(token, { password: DEMO_STAFF_PASSWORD, code }, { ip: null, userAgent: 'demo seed' });
        break;
      } catch (err) {
        if (attempt >= 3 || !(err instanceof ApiError) || err.code !== 'code_invalid') throw err;
      }
    }
    known.set(account.email, { ...account, password: DEMO_STAFF_PASSWORD, key: info.secret });
    added++;
  }
  if (added) {
    mkdirSync(o.dataDir, { recursive: true });
    const file = demoStaffFile(o.dataDir);
    writeFileSync(`${file}.partial`, JSON.stringify([...known.values()], null, 2), { mode: 0o600 });
    renameSync(`${file}.partial`, file);
  }
  return added;
}
