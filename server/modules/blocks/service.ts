import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { blocks, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Spec §6: blocking removes the chats and likes between the two and prevents profile viewing and
 * contact, both ways. Modules that keep something between two members (likes, chats) register a
 * cleaner here, so blocking stays one transaction however many modules there are.
 */
export type BlockCleaner = (tx: Executor, a: number, b: number) => Promise<void>;
const cleaners: BlockCleaner[] = [];
export function onBlock(cleaner: BlockCleaner): void {
  cleaners.push(cleaner);
}

export async function isBlockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return !!row;
}

/** SQL condition: no block between `viewer` and the member id expression, either way. */
export function notBlockedWith(viewerId: number, memberIdColumn: SQL | unknown): SQL {
  return sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${memberIdColumn}) or (b.blocker_id = ${memberIdColumn} and b.blocked_id = ${viewerId}))`;
}

export async function blockMember(db: Database, blockerId: number, blockedId: number, siteId: number): Promise<void> {
  if (blockerId === blockedId) throw new ApiError(400, 'invalid_input', 'blocks.self');
  const [target] = await db.select({ siteId: members.siteId }).from(members).where(eq(members.id, blockedId));
  if (!target || target.siteId !== siteId) throw new ApiError(404, 'not_found', 'profile.notFound');
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    for (const clean of cleaners) await clean(tx, blockerId, blockedId);
  });
}

export async function unblockMember(db: Database, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function hasBlocked(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return !!row;
}

/** Everyone the member blocked or was blocked by: lists and searches leave them out. */
export async function blockedEitherWay(db: Executor, memberId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select blocked_id as id from blocks where blocker_id = ${memberId}
    union select blocker_id as id from blocks where blocked_id = ${memberId}`);
  return rows.map((r) => Number(r.id));
}
