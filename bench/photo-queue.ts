/**
 * The photo inspection queue at 100,000 waiting photos on PostgreSQL (generated in SQL,
 * beside 100,000 approved ones, from 20,000 members). Measures p50/p95 of the first page and of a
 * "next page" from the middle of the queue through the real service function (the page query, the
 * members' names and ages, their other photos), and prints the EXPLAIN ANALYZE of the page query.
 * Goal: next page p95 ≤ 50 ms; the plan is a range scan of the partial index photos_inspection_queue.
 *
 *   node --import tsx bench/photo-queue.ts   (needs a PostgreSQL server: BENCH_DATABASE_URL,
 *   default postgres://postgres@127.0.0.1:5432/test; a fresh database klik_bench_photos)
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client.ts';
import { benchDatabase, dropBenchDatabase } from './support/database.ts';
import { seedDemoSite } from '../server/seed/index.ts';
import { PhotoInspection } from '../server/modules/photos/index.ts';
import { onMachine } from './support/machine.ts';

const WAITING = Number(process.env.BENCH_PHOTOS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const dbName = 'klik_bench_photos';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function runPhotoQueueBench() {
  const handle = await benchDatabase(dbName);
  const db = handle.db;
  try {
    const site = await seedDemoSite(db);
    const t0 = Date.now();
    const members = Math.max(1, Math.round(WAITING / 5));
    await db.execute(
      sql.raw(`
      insert into members (site_id, email, status, last_active_at, signup_date)
      select ${site.id}, 'bench' || g || '@bench.local', 'active', now(), now() - interval '40 days'
      from generate_series(1, ${members}) g`),
    );
    await db.execute(
      sql.raw(`
      insert into profiles (member_id, name, status, gender, date_of_birth, country)
      select m.id, 'Lid' || m.id, 'active', case when random() < 0.5 then 'male' else 'female' end, date '1960-01-01' + (random() * 16000)::int, 'NL'
      from members m where m.site_id = ${site.id}`),
    );
    // Waiting photos over 30 days (many in the same second, so the id decides too), and as many approved ones.
    await db.execute(
      sql.raw(`
      insert into photos (member_id, filename, thumb_filename, status, width, height, created_at, screen_score)
      select (select min(id) from members) + (g % ${members}), 'b/' || g || '.webp', 'b/' || g || '_t.webp', case when g <= ${WAITING} then 'inspection' else 'active' end, 960, 1280,
             now() - interval '30 days' + (g % ${WAITING}) * interval '25 seconds' / 1,
             -- Scored, as the pre-screening leaves them (a tenth not yet), on a 3-decimal grid: many share a score.
             case when g % 10 = 0 then null else round(random()::numeric, 3)::real end
      from generate_series(1, ${WAITING * 2}) g`),
    );
    await db.execute(sql`analyze`);
    const generated = (Date.now() - t0) / 1000;

    const inspection = new PhotoInspection({
      db,
      storage: { put: async () => {}, get: async () => null, delete: async () => {}, unpublish: async () => {} },
    });
    // A cursor in the middle of the queue: the page a moderator gets after 2,500 "next"s.
    const [mid] = await queryRows<{ c: string }>(
      db,
      sql.raw(`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || id as c
      from photos where status = 'inspection' order by created_at, id offset ${Math.floor(WAITING / 2)} limit 1`),
    );
    const time = async (after?: string, list: 'queue' | 'score' = 'queue') => {
      const out: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        const page = await inspection.page(list, { after });
        out.push(performance.now() - s);
        if (page.items.length !== 20) throw new Error(`a page of ${page.items.length}`);
      }
      return out;
    };
    await time(); // warm up
    const first = await time();
    const next = await time(mid!.c);
    // The score list (decision 042): its first page, and the page after the middle one by score.
    const [midScore] = await queryRows<{ c: string }>(
      db,
      sql.raw(`
      select 's' || coalesce(screen_score, -1)::text || '~' || id as c
      from photos where status = 'inspection' order by -coalesce(screen_score, -1), id offset ${Math.floor(WAITING / 2)} limit 1`),
    );
    await time(undefined, 'score');
    const scoreFirst = await time(undefined, 'score');
    const scoreNext = await time(midScore!.c, 'score');
    const [at, id] = mid!.c.split('~');
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql.raw(`
      explain (analyze, costs off, timing off, summary off)
      select id, member_id, filename, thumb_filename, width, height, status, created_at from photos
      where status = 'inspection' and (created_at, id) > ('${at}'::timestamptz, ${id})
      order by created_at, id limit 21`),
    );
    return {
      waiting: WAITING,
      generatedSeconds: generated,
      first: { p50: percentile(first, 50), p95: percentile(first, 95) },
      next: { p50: percentile(next, 50), p95: percentile(next, 95) },
      scoreFirst: { p50: percentile(scoreFirst, 50), p95: percentile(scoreFirst, 95) },
      scoreNext: { p50: percentile(scoreNext, 50), p95: percentile(scoreNext, 95) },
      plan: plan.map((r) => r['QUERY PLAN']).join('\n'),
    };
  } finally {
    await handle.close();
    await dropBenchDatabase(dbName);
  }
}

export function describePhotoQueue(r: Awaited<ReturnType<typeof runPhotoQueueBench>>): string {
  return `photo queue (${r.waiting.toLocaleString('en')} waiting): first page p50 ${r.first.p50.toFixed(1)} ms, p95 ${r.first.p95.toFixed(1)} ms; next page (middle) p50 ${r.next.p50.toFixed(1)} ms, p95 ${r.next.p95.toFixed(1)} ms (goal p95 ≤ 50); by score: first page p50 ${r.scoreFirst.p50.toFixed(1)} ms, p95 ${r.scoreFirst.p95.toFixed(1)} ms; next page (middle) p50 ${r.scoreNext.p50.toFixed(1)} ms, p95 ${r.scoreNext.p95.toFixed(1)} ms`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await onMachine('photo queue', runPhotoQueueBench);
  console.log(`generated in ${r.generatedSeconds.toFixed(0)} s`);
  console.log(describePhotoQueue(r));
  console.log('EXPLAIN ANALYZE (next page):\n' + r.plan);
}
