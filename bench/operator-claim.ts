/**
 * The operators' queue at 100,000 waiting conversations on PostgreSQL (generated in SQL: 200
 * fictional profiles, 100,000 members, one conversation each): 20 operators claim at once, each
 * answering what it claimed and claiming the next, through the real `OperatorQueue.claimNext`
 * (let go of the last one, then the queue's head with FOR UPDATE SKIP LOCKED and a lease). Measures
 * the claim's p50/p95/p99 over all of them, and checks no conversation was handed out twice.
 * Goal: next claim p95 ≤ 20 ms (decision 046).
 *
 *   node --import tsx bench/operator-claim.ts   (needs a PostgreSQL server: BENCH_DATABASE_URL,
 *   default postgres://postgres@127.0.0.1:5432/test; a fresh database klik_bench_operator)
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../server/db/client.ts';
import { benchDatabase, dropBenchDatabase } from './support/database.ts';
import { seedDemoSite } from '../server/seed/index.ts';
import { OperatorQueue } from '../server/modules/operator/index.ts';
import { onMachine } from './support/machine.ts';

const WAITING = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const CLAIMERS = Number(process.env.BENCH_CLAIMERS ?? 20);
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 100);
const dbName = 'klik_bench_operator';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function runOperatorClaimBench() {
  const setup = await benchDatabase(dbName);
  try {
    const site = await seedDemoSite(setup.db);
    const t0 = Date.now();
    const personas = 200;
    await setup.db.execute(
      sql.raw(`
      insert into members (site_id, email, status, last_active_at, signup_date, fictional)
      select ${site.id}, 'persona' || g || '@bench.local', 'active', now(), now(), g <= ${personas}
      from generate_series(1, ${WAITING + personas}) g`),
    );
    // Member i writes to persona i mod 200; the waits spread over a day.
    await setup.db.execute(
      sql.raw(`
      with p as (select id, row_number() over (order by id) - 1 as k from members where fictional and email like 'persona%'),
           m as (select id, row_number() over (order by id) - 1 as k from members where not fictional and email like 'persona%')
      insert into conversations (site_id, member_low, member_high, started_by)
      select ${site.id}, least(m.id, p.id), greatest(m.id, p.id), m.id
      from m join p on p.k = m.k % ${personas}`),
    );
    await setup.db.execute(
      sql.raw(`
      insert into operator_queue (conversation_id, site_id, persona_id, member_id, waiting_since)
      select c.id, c.site_id, case when c.member_low = c.started_by then c.member_high else c.member_low end, c.started_by,
             now() - interval '1 day' + (c.id % 86400) * interval '1 second'
      from conversations c`),
    );
    const staffIds = (
      await queryRows<{ id: number }>(
        setup.db,
        sql.raw(`insert into staff (email, name, role)
          select 'op' || g || '@bench.local', 'Operator ' || g, 'support' from generate_series(1, ${CLAIMERS}) g returning id`),
      )
    ).map((r) => Number(r.id));
    await setup.db.execute(sql`analyze`);
    const generated = (Date.now() - t0) / 1000;

    // A pool as large as the claimers: each operator's claim is its own request on the server.
    const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = `/${dbName}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: CLAIMERS + 2 });
    const queue = new OperatorQueue({ db: handle.db });
    const times: number[] = [];
    const claimed = new Set<number>();
    let twice = 0;
    const warm = await queue.claimNext(staffIds[0]!, null);
    if (warm) await queue.release(staffIds[0]!, warm.conversationId);
    const started = performance.now();
    await Promise.all(
      staffIds.map(async (staffId) => {
        for (let i = 0; i < CLAIMS; i++) {
          const s = performance.now();
          const got = await queue.claimNext(staffId, null);
          times.push(performance.now() - s);
          if (!got) throw new Error('the queue ran dry');
          if (claimed.has(got.conversationId)) twice++;
          claimed.add(got.conversationId);
          // The persona's answer (the chat's delivery hook) takes it out of the queue.
          await queue.messageDelivered({
            conversationId: got.conversationId,
            senderId: got.personaId,
            recipientId: got.memberId,
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await handle.close();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const plan = (
      await client.query(`explain (analyze, costs off, timing off, summary off)
        select conversation_id from operator_queue
        where waiting_since is not null and (lease_until is null or lease_until < now())
        order by waiting_since, conversation_id limit 1 for update skip locked`)
    ).rows.map((r: Record<string, string>) => r['QUERY PLAN']);
    await client.end();
    return {
      waiting: WAITING,
      claimers: CLAIMERS,
      claims: times.length,
      twice,
      generatedSeconds: generated,
      perSecond: times.length / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      plan: plan.join('\n'),
    };
  } finally {
    await setup.close();
    await dropBenchDatabase(dbName);
  }
}

export function describeOperatorClaim(r: Awaited<ReturnType<typeof runOperatorClaimBench>>): string {
  return `operator claims (${r.waiting.toLocaleString('en')} waiting, ${r.claimers} at once, ${r.claims} claims, ${r.perSecond.toFixed(0)}/s): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (goal p95 ≤ 20); handed out twice: ${r.twice}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await onMachine('operator claims', runOperatorClaimBench);
  console.log(`generated in ${r.generatedSeconds.toFixed(0)} s`);
  console.log(describeOperatorClaim(r));
  console.log('EXPLAIN ANALYZE (the queue head):\n' + r.plan);
}
