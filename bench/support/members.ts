/**
 * Members for the chat benchmarks, made in bulk with SQL: `n` active premium members with a session
 * each (the cookie value `bench-<i>`), the first `senders` with credits through the ledger. Shared by
 * bench/ws.ts (one process) and bench/cluster (several processes on one PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { queryRows } from '../../server/db/client.ts';
import { hashToken } from '../../server/platform/credentials.ts';
import { postLedgerEntry } from '../../server/modules/credits/ledger.ts';

export async function createBenchMembers(db: Database, siteId: number, n: number, senders: number): Promise<number[]> {
  await db.execute(sql`
    insert into members (site_id, email, status, paid_user)
    select ${siteId}, 'ws' || i || '@bench.klik', 'active', true from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into profiles (member_id, name, status, gender, date_of_birth, country)
    select id, 'Lid ' || id, 'active', case when id % 2 = 0 then 'female' else 'male' end, date '1990-01-01', 'NL'
    from members where email like '%@bench.klik'`);
  const memberIds = (
    await queryRows<{ id: number }>(db, sql`select id from members where email like '%@bench.klik' order by id`)
  ).map((r) => Number(r.id));
  for (let start = 0; start < memberIds.length; start += 1000) {
    const chunk = memberIds.slice(start, start + 1000);
    const values = chunk.map((id, j) => sql`(${hashToken(`bench-${start + j}`)}, ${id}, now() + interval '1 day')`);
    await db.execute(sql`insert into sessions (token_hash, member_id, expires_at) values ${sql.join(values, sql`, `)}`);
  }
  for (let i = 0; i < senders; i++) {
    await db.transaction((tx) =>
      postLedgerEntry(tx, {
        memberId: memberIds[i]!,
        delta: 1_000_000,
        kind: 'admin',
        businessKey: `bench:${memberIds[i]}`,
      }),
    );
  }
  return memberIds;
}
