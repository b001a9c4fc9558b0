import { sql } from 'drizzle-orm';
import { countDeleted, type Executor } from '../../db/client.ts';

/** The page-bounce log (decision 006) is for the landing statistics of the last months: 90 days are kept. */
export const PAGE_BOUNCE_KEEP_DAYS = 90;
/** Deleted in batches, so one run never holds a long transaction on a busy table. */
const BATCH = 10_000;

/** The job `likes.prune-page-bounces`. Returns a line for the job listing. */
export async function prunePageBounces(db: Executor): Promise<string> {
  let deleted = 0;
  for (;;) {
    const n = await countDeleted(
      db,
      sql`delete from page_bounces where id in (
          select id from page_bounces where created_at < now() - ${PAGE_BOUNCE_KEEP_DAYS}::int * interval '1 day' limit ${BATCH}
        )`,
    );
    deleted += n;
    if (n < BATCH) return `${deleted} page bounces deleted`;
  }
}
