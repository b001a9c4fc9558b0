import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import { countDeleted, type Executor } from '../../db/client.ts';
import { commitTopic, emitAfterCommit } from '../../db/committed.ts';
import { sessions } from './schema.ts';
import { AUTH_COOKIE_MAX_AGE_S } from '../../../common/constants.ts';
import { hashToken, newToken } from '../../platform/credentials.ts';
import { recordDeviceId } from './device-ids.ts';
import type { EventBus } from '../../platform/events.ts';
import { prepareMemberViewBy, touchMemberSql, type MemberView } from '../members/index.ts';
import { touchSearchRowSql } from '../search-index/index.ts';

/** How much of the token's hash names a session towards its member. */
export const SESSION_ID_LENGTH = 16;

/** How stale last_seen_at may get before a request refreshes it: one write per member per minute at most. */
const TOUCH_AFTER_MS = 60_000;

/** A new login from this browser; `ipCountry` is where the request came from (the sessions list's place). */
export async function createSession(
  db: Executor,
  memberId: number,
  device: { userAgent?: string; ipCountry?: string | null; deviceId?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + AUTH_COOKIE_MAX_AGE_S * 1000);
  await db.insert(sessions).values({
    tokenHash: hash,
    memberId,
    expiresAt,
    userAgent: device.userAgent?.slice(0, 300) ?? null,
    country: device.ipCountry ?? null,
  });
  await recordDeviceId(db, memberId, device.deviceId);
  return { token, expiresAt };
}

/** The member id behind a session cookie, or null for an unknown or expired one. */
export async function resolveSession(
  db: Executor,
  token: string | undefined,
): Promise<{ memberId: number; tokenHash: string } | null> {
  if (!plausibleToken(token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ memberId: sessions.memberId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  await touchWhenStale(db, row.memberId, row.lastSeenAt, now, tokenHash);
  return { memberId: row.memberId, tokenHash };
}

/** A cookie value worth hashing and looking up (a longer one is no token of ours). */
function plausibleToken(token: string | undefined): token is string {
  return !!token && token.length <= 100;
}

/** Presence, at most once a minute per session: a request refreshes a last_seen_at gone stale. */
async function touchWhenStale(db: Executor, memberId: number, lastSeenAt: Date, now: Date, tokenHash: string) {
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_AFTER_MS) await markActive(db, memberId, now, tokenHash);
}

/**
 * The member behind a session cookie, with their view (members module), in one prepared query: the
 * request context's look-up for every request with a cookie (bench/README.md, "Chat over WebSockets":
 * two round trips per request were half the app's database work on a chat send). Null for an unknown
 * or expired session; the member's standing is the caller's to judge.
 */
export async function resolveSessionMember(
  db: Executor,
  token: string | undefined,
): Promise<{ view: MemberView; tokenHash: string } | null> {
  if (!plausibleToken(token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  let find = sessionMemberQueries.get(db);
  if (!find) {
    find = prepareMemberViewBy(db, 'session_member', {
      table: sessions,
      on: (memberId) =>
        and(
          eq(sessions.memberId, memberId),
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
        )!,
      extra: { sessionLastSeenAt: sessions.lastSeenAt },
    });
    sessionMemberQueries.set(db, find);
  }
  const found = await find({ tokenHash, now: now.toISOString() });
  if (!found) return null;
  await touchWhenStale(db, found.view.id, found.extra.sessionLastSeenAt as Date, now, tokenHash);
  return { view: found.view, tokenHash };
}

/** The prepared look-up, one per database handle (a prepared query belongs to its handle). */
const sessionMemberQueries = new WeakMap<Executor, ReturnType<typeof prepareMemberViewBy>>();

/**
 * Presence: a member using the site (a request, an open socket) is active, online for 5 minutes.
 * The account, its search row (search orders by it) and the session, in one statement: one commit
 * on the request's path.
 */
export async function markActive(
  db: Executor,
  memberId: number,
  now: Date = new Date(),
  sessionTokenHash?: string,
): Promise<void> {
  const at = now.toISOString();
  // Each step is written by the module owning its table; composed here into one statement.
  await db.execute(sql`
    with m as (${touchMemberSql(memberId, at)})
    ${sessionTokenHash ? sql`, s as (update sessions set last_seen_at = ${at} where token_hash = ${sessionTokenHash})` : sql``}
    ${touchSearchRowSql(memberId, at)}`);
}

/** Logout: ends this browser's session. */
export async function endSession(db: Executor, token: string | undefined): Promise<EndedSessions | null> {
  if (!token) return null;
  return endMatching(db, eq(sessions.tokenHash, hashToken(token)));
}

/** A password reset ends every session; a password change every session but the current one. */
export async function endSessions(db: Executor, memberId: number, exceptTokenHash?: string): Promise<EndedSessions> {
  const ended = await endMatching(
    db,
    exceptTokenHash
      ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, exceptTokenHash))
      : eq(sessions.memberId, memberId),
  );
  return ended ?? { memberId, tokenHashes: [] };
}

/** The sessions list's "Uitloggen": one of the member's sessions by its id, never the current one. */
export async function endOwnSession(
  db: Executor,
  memberId: number,
  id: string,
  currentTokenHash: string,
): Promise<EndedSessions | null> {
  if (!/^[0-9a-f]+$/.test(id) || id.length !== SESSION_ID_LENGTH) return null;
  return endMatching(
    db,
    and(
      eq(sessions.memberId, memberId),
      ne(sessions.tokenHash, currentTokenHash),
      sql`left(${sessions.tokenHash}, ${SESSION_ID_LENGTH}) = ${id}`,
    ),
  );
}

/**
 * The one way a session ends (logout, the sessions list, a password change or reset, a suspension or
 * ban, deletion, member care): its row is deleted, and once that has committed SESSIONS_ENDED tells
 * the listeners (the assembly closes its sockets on every process). Null when none matched.
 */
async function endMatching(db: Executor, where: SQL | undefined): Promise<EndedSessions | null> {
  const rows = await db
    .delete(sessions)
    .where(where)
    .returning({ memberId: sessions.memberId, tokenHash: sessions.tokenHash });
  if (rows.length === 0) return null;
  const ended = { memberId: rows[0]!.memberId, tokenHashes: rows.map((r) => r.tokenHash) };
  await emitAfterCommit(db, SESSIONS_ENDED, ended);
  return ended;
}

export interface EndedSessions {
  memberId: number;
  tokenHashes: string[];
}

/** Emitted after the commit that ended sessions (endMatching). */
export const SESSIONS_ENDED = commitTopic<EndedSessions>('sessions_ended');

/**
 * The listener of SESSIONS_ENDED: every process closes the sockets of these sessions (4401), so an
 * open tab stops receiving private messages the moment its login is gone.
 */
export async function announceSessionsEnded(bus: EventBus, ended: EndedSessions | null): Promise<void> {
  if (!ended || ended.tokenHashes.length === 0) return;
  await bus.publish([ended.memberId], { type: 'session_ended', token_hashes: ended.tokenHashes });
}

/** Sessions past their expiry are never accepted again (resolveSession): the job deletes them. Returns how many. */
export async function purgeExpiredSessions(db: Executor): Promise<number> {
  return countDeleted(db, sql`delete from sessions where expires_at < now()`);
}
