import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invites, sessions } from './schema.ts';

/**
 * What the staff console asks of the accounts module's tables: a member's sessions, and
 * the invitation codes of invite-only sites (made one at a time or in batches, with who used them).
 */

/** A member's login as staff see it: the device (browser's user agent), when made and last used. */
export interface SessionRow {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

/** The member's live sessions, most recently used first. */
export async function sessionsOf(db: Executor, memberId: number): Promise<SessionRow[]> {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}

/** Letters and digits that cannot be mistaken for one another when typed from paper (no 0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 10;

/** A fresh invitation code: 10 characters of a 31-letter alphabet (about 50 bits), e.g. 'K7M2QXH9PA'. */
export function newInviteCode(): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH * 2);
  let code = '';
  // Rejection sampling keeps every letter equally likely (256 is not a multiple of 31).
  for (let i = 0; code.length < INVITE_CODE_LENGTH; i++) {
    const b = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!;
    if (b < 248) code += INVITE_ALPHABET[b % INVITE_ALPHABET.length];
  }
  return code;
}

export interface InviteRow {
  code: string;
  siteId: number;
  batch: string | null;
  usedBy: number | null;
  usedAt: Date | null;
  createdAt: Date;
  expiresAt: Date | null;
}

const INVITE_COLUMNS = {
  code: invites.code,
  siteId: invites.siteId,
  batch: invites.batch,
  usedBy: invites.usedBy,
  usedAt: invites.usedAt,
  createdAt: invites.createdAt,
  expiresAt: invites.expiresAt,
};

/**
 * Makes `count` invitation codes for a site in the caller's transaction; more than one share a
 * batch id (the CSV download). A code already taken (astronomically unlikely) is simply drawn again.
 */
export async function createInvites(
  tx: Executor,
  siteId: number,
  count: number,
  expiresAt: Date | null,
): Promise<{ batch: string | null; codes: InviteRow[] }> {
  const batch = count > 1 ? randomUUID() : null;
  const made: InviteRow[] = [];
  while (made.length < count) {
    const values = Array.from({ length: count - made.length }, () => ({
      code: newInviteCode(),
      siteId,
      batch,
      expiresAt,
    }));
    made.push(...(await tx.insert(invites).values(values).onConflictDoNothing().returning(INVITE_COLUMNS)));
  }
  return { batch, codes: made };
}

/** A site's invitation codes, newest first, keyset paged on the creation time; or one batch whole. */
export async function listInvites(
  db: Executor,
  q: { siteId?: number; batch?: string; before?: Date; limit?: number },
): Promise<InviteRow[]> {
  const conditions: (SQL | undefined)[] = [
    q.siteId !== undefined ? eq(invites.siteId, q.siteId) : undefined,
    q.batch ? eq(invites.batch, q.batch) : undefined,
    q.before ? lt(invites.createdAt, q.before) : undefined,
  ];
  return db
    .select(INVITE_COLUMNS)
    .from(invites)
    .where(and(...conditions))
    .orderBy(desc(invites.createdAt), invites.code)
    .limit(Math.min(q.limit ?? 200, 1000));
}
