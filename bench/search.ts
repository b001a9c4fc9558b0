/**
 * Engineering §9: member search on PostgreSQL with 1,000,000 members (generated in SQL, not
 * committed). Measures p50/p95 of page 1 and page 100 through the real search service (query,
 * count and profile cards), with typical filters, and prints the EXPLAIN of the page query.
 * Goals: p95 ≤ 50 ms; page 100 ≤ 1.5× page 1; the plan uses the search indexes.
 *
 *   BENCH_MEMBERS=1000000 node --import tsx bench/search.ts   (needs a PostgreSQL server:
 *   BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client.ts';
import { benchDatabase, dropBenchDatabase } from './support/database.ts';
import { seedDemoSite } from '../server/seed/index.ts';
import { SiteDirectory } from '../server/modules/sites/service.ts';
import { searchMembers } from '../server/modules/search/service.ts';
import { loadMemberView } from '../server/modules/members/index.ts';
import type { SearchQuery } from '../common/api/profiles.ts';
import { onMachine } from './support/machine.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const dbName = 'klik_bench_search';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function runSearchBench() {
  // BENCH_REUSE=1 keeps the generated database between runs (and BENCH_KEEP=1 leaves it behind).
  const reuse = process.env.BENCH_REUSE === '1';
  const handle = await benchDatabase(dbName, { reuse });
  const db = handle.db;
  try {
    const site = await seedDemoSite(db);
    const t0 = Date.now();
    const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from member_search`);
    if (!(reuse && (have?.n ?? 0) >= MEMBERS)) {
      const regions = [
        'NL-DR',
        'NL-FL',
        'NL-FR',
        'NL-GE',
        'NL-GR',
        'NL-LI',
        'NL-NB',
        'NL-NH',
        'NL-OV',
        'NL-UT',
        'NL-ZE',
        'NL-ZH',
      ];
      await db.execute(
        sql.raw(`
      insert into members (site_id, email, status, last_active_at, signup_date)
      select ${site.id}, 'bench' || g || '@bench.local', 'active', now() - (random() * interval '30 days'), now() - interval '400 days'
      from generate_series(1, ${MEMBERS}) g`),
      );
      await db.execute(
        sql.raw(`
      insert into profiles (member_id, name, status, gender, date_of_birth, country, region_code, lat, lon)
      select m.id, 'Lid' || m.id, 'active', case when random() < 0.5 then 'male' else 'female' end,
             date '1956-01-01' + (random() * 17500)::int, 'NL',
             (array[${regions.map((r) => `'${r}'`).join(',')}])[1 + floor(random() * 12)::int],
             50.8 + random() * 2.6, 3.4 + random() * 3.6
      from members m where m.site_id = ${site.id}`),
      );
      await db.execute(
        sql.raw(`
      insert into member_search (member_id, site_id, visible, gender, date_of_birth, country, region_code, lat, lon, has_photo, last_active_at)
      select m.id, m.site_id, true, p.gender, p.date_of_birth, p.country, p.region_code, p.lat, p.lon, false, m.last_active_at
      from members m join profiles p on p.member_id = m.id`),
      );
      await db.execute(sql`analyze`);
    }
    const generated = (Date.now() - t0) / 1000;

    const sites = new SiteDirectory(db);
    const siteObj = await sites.resolve('localhost');
    const [viewerRow] = await queryRows<{ id: number }>(db, sql`select id from members order by id limit 1`);
    await db.execute(sql`update profiles set lat = 52.09, lon = 5.12 where member_id = ${viewerRow!.id}`);
    const viewer = (await loadMemberView(db, viewerRow!.id))!;

    const cases: { name: string; q: SearchQuery }[] = [
      { name: 'women 25–40', q: { gender: 'female', min_age: 25, max_age: 40 } },
      {
        name: 'men 30–50 in NL-UT',
        q: { gender: 'male', min_age: 30, max_age: 50, country: 'NL', countryregion: 'NL-UT' },
      },
      { name: 'women 18–35 within 50 km', q: { gender: 'female', min_age: 18, max_age: 35, distance: 50 } },
    ];
    const results = [];
    for (const c of cases) {
      // Walk to page 100 once to get its cursor.
      let cursor: string | undefined;
      for (let page = 1; page < 100; page++) {
        const r = await searchMembers(db, siteObj, viewer, { ...c.q, cursor });
        cursor = r.next_cursor ?? undefined;
        if (!cursor) break;
      }
      const time = async (q: SearchQuery) => {
        const out: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const s = performance.now();
          await searchMembers(db, siteObj, viewer, q);
          out.push(performance.now() - s);
        }
        return out;
      };
      const p1 = await time(c.q);
      const p100 = cursor ? await time({ ...c.q, cursor }) : [];
      results.push({
        name: c.name,
        page1: { p50: percentile(p1, 50), p95: percentile(p1, 95) },
        page100: p100.length ? { p50: percentile(p100, 50), p95: percentile(p100, 95) } : null,
      });
    }
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql.raw(`
      explain select ms.member_id from member_search ms
      where ms.site_id = ${site.id} and ms.visible and ms.gender = 'male' and ms.country = 'NL' and ms.region_code = 'NL-UT'
        and ms.date_of_birth <= '2001-01-01' and ms.date_of_birth > '1975-01-01'
      order by ms.has_photo desc nulls last, ms.last_active_at desc nulls last, ms.member_id desc nulls last limit 25`),
    );
    return {
      members: MEMBERS,
      generatedSeconds: generated,
      results,
      plan: plan.map((r) => r['QUERY PLAN']).join('\n'),
    };
  } finally {
    await handle.close();
    if (!reuse) await dropBenchDatabase(dbName);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await onMachine('search', runSearchBench);
  console.log(`search: ${r.members.toLocaleString('en')} members generated in ${r.generatedSeconds.toFixed(0)} s`);
  for (const c of r.results) {
    const ratio = c.page100 ? c.page100.p95 / c.page1.p95 : NaN;
    console.log(
      `  ${c.name}: page 1 p50 ${c.page1.p50.toFixed(1)} ms, p95 ${c.page1.p95.toFixed(1)} ms; page 100 p50 ${c.page100?.p50.toFixed(1)} ms, p95 ${c.page100?.p95.toFixed(1)} ms; ratio ${ratio.toFixed(2)}`,
    );
  }
  console.log('EXPLAIN (men 30–50 in NL-UT, page query):\n' + r.plan);
}
