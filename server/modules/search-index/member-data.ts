import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberSearch, searchHolds } from './schema.ts';

/** The member's search index row and any hold out of search, for their data export. */
export async function searchDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const [index, holds] = await Promise.all([
    db.select().from(memberSearch).where(eq(memberSearch.memberId, memberId)),
    db.select().from(searchHolds).where(eq(searchHolds.memberId, memberId)),
  ]);
  return { member_search: index, search_holds: holds };
}
