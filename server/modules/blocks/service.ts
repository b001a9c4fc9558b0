import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { blocks } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import { siteOfMember } from '../members/index.ts';
import type { BlockedList } from '../../../common/api/reports.ts';

/**
 * Product §6: blocking removes the chats and likes between the two and prevents profile viewing and
 * contact, both ways. The modules that keep something between two members (likes, chats) each give
 * a cleaner; the composition root (server/services.ts) hands them to the BlockService, which runs
 * them in the blocking transaction, however many modules there are.
 */
export type BlockCleaner = (tx: Executor, a: number, b: number) => Promise<void>;

/** How the blocked list shows a member (profiles' cards, given by server/services.ts: profiles reads blocks itself). */
export type CardsOf = (
  db: Executor,
  ids: number[],
) => Promise<{ id: number; name: string; age: number; main_image: BlockedList['blocked'][number]['main_image'] }[]>;

/** The settings list shows this many, the most recently blocked first. */
export const BLOCKED_LIST_LIMIT = 500;

export class BlockService {
  constructor(
    private readonly db: Database,
    private readonly cleaners: readonly BlockCleaner[],
    private readonly cards: CardsOf,
  ) {}

  /**
   * GET /api/blocks.php and /settings (the FAQ promises it): whom the member blocked, most recent
   * first. A member who is gone meanwhile (deleted with their rows) is simply not there.
   */
  async listBlocked(blockerId: number): Promise<BlockedList> {
    const rows = await this.db
      .select({ id: blocks.blockedId, at: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, blockerId))
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
      .limit(BLOCKED_LIST_LIMIT);
    const cards = new Map(
      (
        await this.cards(
          this.db,
          rows.map((r) => r.id),
        )
      ).map((c) => [c.id, c]),
    );
    return {
      blocked: rows.flatMap((r) => {
        const c = cards.get(r.id);
        return c
          ? [{ id: c.id, name: c.name, age: c.age, main_image: c.main_image, blocked_at: r.at.toISOString() }]
          : [];
      }),
    };
  }

  async block(blockerId: number, blockedId: number, siteId: number): Promise<void> {
    if (blockerId === blockedId) throw new ApiError(400, 'invalid_input', 'blocks.self');
    if ((await siteOfMember(this.db, blockedId)) !== siteId) throw new ApiError(404, 'not_found', 'profile.notFound');
    await this.db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      for (const clean of this.cleaners) await clean(tx, blockerId, blockedId);
    });
  }

  /** Unblocking someone not blocked changes nothing (the same answer: a retried call is harmless). */
  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  }
}

export async function isBlockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return !!row;
}

/** SQL condition: no block between `viewer` and the member id expression, either way. */
export function notBlockedWith(viewerId: number, memberIdColumn: SQL | unknown): SQL {
  return sql`not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = ${memberIdColumn}) or (b.blocker_id = ${memberIdColumn} and b.blocked_id = ${viewerId}))`;
}

export async function hasBlocked(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return !!row;
}

/** Everyone the member blocked or was blocked by: lists and searches leave them out. */
export async function blockedEitherWay(db: Executor, memberId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    select blocked_id as id from blocks where blocker_id = ${memberId}
    union select blocker_id as id from blocks where blocked_id = ${memberId}`,
  );
  return rows.map((r) => Number(r.id));
}
