import type { FastifyInstance } from 'fastify';
import { COMMAND_LINE } from '../modules/audit/index.ts';
import { decodeBase32, totpCode, totpStep } from '../modules/staff/secrets.ts';
import { COOKIE_STAFF, STAFF_API, type StaffRole } from '../../common/rules/staff-roles.ts';
import type { TestContext } from './harness.ts';

export const STAFF_TEST_PASSWORD = 'beheer-wachtwoord-12';

let counter = 0;
let addressCounter = 0;

/**
 * Requests to the staff API with the client header and a jar for the staff cookie (klik_staff,
 * Path=/staff). Each client comes from its own address, so per-IP limits apply to it alone.
 */
export function staffClient(app: FastifyInstance) {
  let cookie = '';
  addressCounter += 1;
  const remoteAddress = `10.200.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        host: 'localhost',
        'x-request-type': 'client',
        ...(cookie ? { cookie: `${COOKIE_STAFF}=${cookie}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const set = res.cookies.find((c) => c.name === COOKIE_STAFF);
    if (set) cookie = set.value;
    return res;
  };
  return {
    remoteAddress,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body ?? {}, headers),
    /** The raw token of the staff cookie ('' when none). */
    get token() {
      return cookie;
    },
    set token(value: string) {
      cookie = value;
    },
  };
}

/** The code an authenticator app shows for `secret` (base32), `stepsAhead` periods from now. */
export function codeFor(secret: string, stepsAhead = 0): string {
  return totpCode(decodeBase32(secret), totpStep() + stepsAhead);
}

/**
 * A staff member as the command line makes one, set up through the link (password and first code)
 * like a person would. Returns what a test needs to log in: the TOTP key and the recovery codes.
 */
export async function setUpStaff(ctx: TestContext, role: StaffRole, o: { email?: string; name?: string } = {}) {
  counter += 1;
  const email = o.email ?? `staff${counter}.${process.pid}@klik.example`;
  const { staff, setup } = await ctx.app.services.staff.create(COMMAND_LINE, {
    email,
    role,
    name: o.name ?? `Medewerker ${counter}`,
  });
  const token = setup.link.split('/staff/setup/')[1]!;
  const info = await ctx.app.services.staff.setupInfo(token);
  if (!info) throw new Error('setup link not valid');
  const res = await staffClient(ctx.app).post(`${STAFF_API}/setup`, {
    token,
    password: STAFF_TEST_PASSWORD,
    code: codeFor(info.secret),
  });
  if (res.statusCode !== 200) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return {
    id: staff.id,
    email,
    name: staff.name,
    role,
    secret: info.secret,
    recoveryCodes: res.json().recovery_codes as string[],
  };
}

/**
 * A staff client logged in through both steps. The login's code is the next period's: the setup
 * used the current one, and a code is accepted once.
 */
export async function loggedInStaff(ctx: TestContext, role: StaffRole, o: { email?: string; name?: string } = {}) {
  const s = await setUpStaff(ctx, role, o);
  const c = staffClient(ctx.app);
  const first = await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
  if (first.statusCode !== 200) throw new Error(`login failed: ${first.statusCode} ${first.body}`);
  const second = await c.post(`${STAFF_API}/login/verify`, { code: codeFor(s.secret, 1) });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return { s, c };
}
