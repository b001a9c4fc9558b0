import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildTestApp, loggedInMember, type TestContext } from '../test/harness.ts';
import { loggedInStaff } from '../test/staff.ts';
import { COOKIE_STAFF, STAFF_API, STAFF_ROLES } from '../../common/rules/staff-roles.ts';

/**
 * Every registered route (the app's onRoute list), as a visitor, a member and each staff role, with
 * what an attacker sends (decisions 009 and 035): ids beyond PostgreSQL integer, negative, infinite
 * and not numbers, NUL bytes and lone surrogates, in the path, the query and the JSON body. Whatever
 * a route does with them, the answer is never a 5xx.
 */
let ctx: TestContext;
const callers: { name: string; cookie: string; staff: boolean }[] = [{ name: 'visitor', cookie: '', staff: false }];

beforeAll(async () => {
  ctx = await buildTestApp();
  const { c } = await loggedInMember(ctx);
  callers.push({ name: 'member', cookie: c.cookie, staff: false });
  for (const role of STAFF_ROLES) {
    const { c: s } = await loggedInStaff(ctx, role);
    callers.push({ name: `staff ${role}`, cookie: `${COOKIE_STAFF}=${s.token}`, staff: true });
  }
}, 120_000);
afterAll(() => ctx.close());

/** In a path or query string, as sent on the wire. */
const BAD_WIRE = ['2147483648', '99999999999', '-1', '1e309', 'abc', '%00', 'x%00', '%ED%A0%80'];
/** In a JSON body, as raw JSON (1e309 parses to Infinity; the escapes to a NUL and a lone surrogate). */
const BAD_JSON = [
  '2147483648',
  '99999999999',
  '-1',
  '1e309',
  '"abc"',
  '"x\\ud800"',
  '"\\udc00"',
  '"a\\u0000"',
  '["x\\ud800"]',
];

/** The top-level keys of a route's zod object schema (a pipe or default around it too), or none. */
function keysOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } } | undefined;
  for (let i = 0; i < 4 && s && !s.shape; i++) s = (s.def?.in ?? s.def?.innerType) as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

let address = 0;
async function send(caller: (typeof callers)[number], method: string, url: string, payload?: string) {
  address += 1;
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    // Each request from its own address: a per-IP limit would answer 429 before the route is reached.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: {
      host: 'localhost',
      'x-request-type': 'client',
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  // A session cookie renewed on the way is the caller's from then on, as in a browser.
  const renewed = res.cookies.find((c) => c.name === 'klik_session' || c.name === COOKIE_STAFF);
  if (renewed && caller.cookie.startsWith(`${renewed.name}=`)) caller.cookie = `${renewed.name}=${renewed.value}`;
  return res;
}

describe('hostile input on every route', () => {
  it('no route answers a 5xx, for any caller', async () => {
    const routes = ctx.app.routeList.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const schemas = new Map(ctx.app.routeList.map((r) => [`${r.method} ${r.url}`, r.schema]));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    // The logouts last: a body they do not read (before the text rule, a lone surrogate in it) would
    // end the caller's session and leave every later route answering 401.
    const last = (r: { url: string }) => (r.url.includes('logout') ? 1 : 0);
    routes.sort((a, b) => last(a) - last(b));
    for (const route of routes) {
      if (last(route)) {
        // The walk so far ran logged in: the member's session and the staff sessions are still there.
        expect((await send(callers[1]!, 'GET', '/api/user.php')).statusCode).toBe(200);
        for (const c of callers.slice(2))
          expect((await send(c, 'GET', `${STAFF_API}/me`)).statusCode, c.name).toBe(200);
      }
      const schema = schemas.get(`${route.method} ${route.url}`) as
        { querystring?: ZodType; body?: ZodType } | undefined;
      const staffRoute = route.url.startsWith('/staff');
      const queryKeys = keysOf(schema?.querystring);
      const bodyKeys = keysOf(schema?.body);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE' ? true : bodyKeys.length > 0;
      const path = (value: string) => route.url.replace(/:[A-Za-z_]+/g, value).replace('*', `x${value}`);
      const requests: [string, string | undefined][] = [];
      // The largest id, which nobody has: a body that passes validation acts on nothing (a staff ban
      // of member 1 with reason "abc" would end the member caller's walk).
      const valid = path('2147483647');
      if (route.url.includes(':') || route.url.includes('*'))
        for (const v of BAD_WIRE) requests.push([path(v), hasBody ? '{}' : undefined]);
      // A query key the route does not read is never acted on; a NUL anywhere is refused at the edge.
      for (const key of [...queryKeys, 'id'])
        for (const v of queryKeys.includes(key) ? BAD_WIRE : ['%00'])
          requests.push([`${valid}?${key}=${v}`, hasBody ? '{}' : undefined]);
      if (hasBody) {
        for (const v of BAD_JSON) {
          for (const key of bodyKeys) requests.push([valid, `{"${key}":${v}}`]);
          if (bodyKeys.length > 1) requests.push([valid, `{${bodyKeys.map((k) => `"${k}":${v}`).join(',')}}`]);
        }
        // Text the route does not read still reaches the edge: a NUL or lone surrogate is refused there.
        for (const v of ['"x\\ud800"', '"a\\u0000"'])
          requests.push([valid, `{"reason":${v},"name":${v},"x":[{"y":${v}}]}`]);
      }
      for (const caller of callers) {
        if (staffRoute !== caller.staff && caller.name !== 'visitor') continue;
        for (const [url, payload] of requests) {
          const res = await send(caller, route.method, url, payload);
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${caller.name}: ${route.method} ${url} ${payload ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 600_000);
});
