/**
 * For server/db/client.api.test.ts: in a process of its own (a crash must be seen as a crash), a
 * transaction whose connection the server ends between two queries, as `pg_ctl restart` does under
 * load. Prints the transaction's outcome, then the result of a query after it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../db/client.ts';

const url = process.env.DATABASE_URL!;
const database = await openDatabase({ url });
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const outcome = await database.db
  .transaction(async (tx) => {
    const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
    await admin.query('select pg_terminate_backend($1)', [row!.pid]);
    while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [row!.pid])).rowCount)
      await new Promise((r) => setTimeout(r, 20));
    // The server's goodbye reaches the client while the transaction is between queries.
    await new Promise((r) => setTimeout(r, 200));
    await tx.execute(sql`select 1`);
    return 'committed';
  })
  .catch(() => 'failed');
await admin.end();
const [after] = await queryRows<{ two: number }>(database.db, sql`select 2 as two`);
console.log(`transaction ${outcome}; next query ${after?.two}`);
await database.close();
