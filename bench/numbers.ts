/**
 * Decision 053: the numbers dashboard (/staff/numbers) for a year on PostgreSQL, at the scale of
 * 1,000,000 members and 50,000,000 events a year. Generated in SQL with generate_series (not
 * committed): the members, and the roll-up rows those events make (numbers_daily and
 * numbers_visits) over 365 days, three sites and a campaign space of 11 landers × 8 networks × 5 refs
 * × 6 sub1 values weighted so that a few campaigns carry most of the traffic. The raw events
 * themselves are not generated (the dashboard never reads them; see bench/README.md). Then the
 * year's dashboard — every query the API runs, through the real NumbersService — is timed
 * BENCH_RUNS times (default 30): p50 and p95, goal p95 ≤ 200 ms.
 *
 *   node --import tsx bench/numbers.ts   (needs a PostgreSQL server: BENCH_DATABASE_URL, default
 *   postgres://postgres@127.0.0.1:5432/test; its own database klik_bench_numbers; BENCH_REUSE=1
 *   keeps the generated data between runs, BENCH_KEEP=1 leaves it behind)
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client.ts';
import { benchDatabase, dropBenchDatabase } from './support/database.ts';
import { createSite } from '../server/modules/sites/index.ts';
import { NumbersService, rollUpGrains } from '../server/modules/numbers/index.ts';
import { addDays, homeDay } from '../common/rules/numbers.ts';
import { onMachine } from './support/machine.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const dbName = 'klik_bench_numbers';

/** Events a year by metric: 50 million together. */
const EVENTS: Record<string, number> = {
  visit: 6_000_000,
  bounce: 1_500_000,
  signup: 1_000_000,
  activation: 650_000,
  first_purchase: 60_000,
  purchase: 400_000,
  refund: 6_000,
  chargeback: 2_000,
  message: 40_382_000,
};

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function runNumbersBench() {
  const reuse = process.env.BENCH_REUSE === '1';
  const handle = await benchDatabase(dbName, { reuse });
  const db = handle.db;
  try {
    const t0 = Date.now();
    const to = homeDay(new Date());
    const from = addDays(to, -364);
    const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from members`);
    if (!(reuse && (have?.n ?? 0) >= MEMBERS)) {
      const sites = [
        await createSite(db, { domain: 'een.bench', name: 'Een' }),
        await createSite(db, { domain: 'twee.bench', name: 'Twee' }),
        await createSite(db, { domain: 'drie.bench', name: 'Drie' }),
      ].map((s) => s.id);
      const siteArray = `array[${sites.join(',')}]`;
      // A million members over the year, each with a first touch from the weighted campaign space.
      await db.execute(
        sql.raw(`
        insert into members (site_id, email, status, signup_date, tracking)
        select (${siteArray})[1 + g % 3], 'bench' || g || '@bench.local', case when g % 5 < 3 then 'active' else 'not_confirmed' end,
          now() - random() * interval '365 days',
          jsonb_build_object('network', 'net' || floor(8 * random() ^ 2)::int, 'ref', 'ref' || floor(5 * random() ^ 2)::int,
            'sub1', 's' || floor(6 * random() ^ 2)::int, 'lander', (array['video','gallery','adultonly','tinderswipe','whoneedsstrings',
            'alonetonight','collagelanding','iconslanding','maplanding','socialnetwork','transitionsvideolanding'])[1 + floor(11 * random() ^ 2)::int])
        from generate_series(1, ${MEMBERS}) g`),
      );
      // The campaign space with a weight each (skewed: the first networks, refs and landers carry most).
      await db.execute(
        sql.raw(`
        create temporary table bench_campaigns as
        select s as site_id, l.name as lander, 'net' || n as network, 'ref' || r as ref, 's' || u as sub1,
          (1.0 / (1 + l.i)) * (1.0 / (1 + n)) * (1.0 / (1 + r)) * (1.0 / (1 + u)) as w
        from unnest(${siteArray}) s,
          unnest(array['video','gallery','adultonly','tinderswipe','whoneedsstrings','alonetonight','collagelanding',
            'iconslanding','maplanding','socialnetwork','transitionsvideolanding']) with ordinality l(name, i),
          generate_series(0, 7) n, generate_series(0, 4) r, generate_series(0, 5) u`),
      );
      await db.execute(
        sql.raw(
          `create temporary table bench_days as select d::date as day from generate_series('${from}'::date, '${to}'::date, interval '1 day') d`,
        ),
      );
      const [sum] = await queryRows<{ w: number }>(db, sql`select sum(w)::float8 as w from bench_campaigns`);
      /** The rows a metric's events make: a campaign-day exists when at least one event fell on it. */
      const expected = (metric: string) => `(${EVENTS[metric]! / 365} * c.w / ${sum!.w})`;
      const hit = (metric: string) => `random() < 1 - exp(-${expected(metric)})`;
      const n = (metric: string) => `greatest(1, round(${expected(metric)} * (0.5 + random())))::int`;
      for (const metric of ['signup', 'activation', 'message']) {
        await db.execute(
          sql.raw(`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, count)
          select c.site_id, d.day, '${metric}', c.lander, c.network, c.ref, c.sub1, ${n(metric)}
          from bench_days d cross join bench_campaigns c where ${hit(metric)}`),
        );
      }
      // Bounces per lander only.
      await db.execute(
        sql.raw(`insert into numbers_daily (site_id, day, metric, lander, count)
        select c.site_id, d.day, 'bounce', c.lander, greatest(1, round(sum(${expected('bounce')})))::int
        from bench_days d cross join bench_campaigns c group by 1, 2, 4`),
      );
      await db.execute(
        sql.raw(`insert into numbers_visits (site_id, day, lander, network, ref, sub1, visits)
        select c.site_id, d.day, c.lander, c.network, c.ref, c.sub1, ${n('visit')}
        from bench_days d cross join bench_campaigns c where ${hit('visit')}`),
      );
      // First purchases with their waits; purchases, refunds and chargebacks by country, method and bundle.
      await db.execute(
        sql.raw(`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, currency, count, amount, waits)
        select site_id, day, 'first_purchase', lander, network, ref, sub1, currency, k, k * 1995,
          array(select (random() * 30 * 86400)::int from generate_series(1, k))
        from (select c.site_id, d.day, c.lander, c.network, c.ref, c.sub1, case when c.site_id = ${sites[2]} then 'GBP' else 'EUR' end as currency,
          ${n('first_purchase')} as k from bench_days d cross join bench_campaigns c where ${hit('first_purchase')}) x`),
      );
      for (const metric of ['purchase', 'refund', 'chargeback']) {
        await db.execute(
          sql.raw(`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, country, method, bundle, currency, count, amount)
          select site_id, day, '${metric}', lander, network, ref, sub1, country, method, bundle, currency, k, k * bundle::int * 20
          from (select c.site_id, d.day, c.lander, c.network, c.ref, c.sub1,
              (array['NL','BE','DE'])[1 + floor(3 * random())::int] as country,
              (array['ideal','creditcard','paypal','directdebit'])[1 + floor(4 * random())::int] as method,
              (array['25','50','100','250'])[1 + floor(4 * random())::int] as bundle,
              case when c.site_id = ${sites[2]} then 'GBP' else 'EUR' end as currency,
              ${n(metric)} as k
            from bench_days d cross join bench_campaigns c where ${hit(metric)}) x
          on conflict do nothing`),
        );
      }
      await db.execute(sql`analyze`);
    }
    // The paying members' rows (numbers/schema.ts numbersPayers): a member of the site (ids by site
    // modulo 3, each a member of one site) for each purchase, with the day of their payment before.
    const [payerRows] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from numbers_payers`);
    if ((payerRows?.n ?? 0) === 0) {
      await db.execute(
        sql.raw(`create temporary table bench_paid as
        select distinct p.site_id, p.day, p.currency, (s.i - 1 + 3 * floor(random() * ${MEMBERS / 3}))::int as member_id
        from numbers_daily p
          join (select id, row_number() over (order by id) as i from sites) s on s.id = p.site_id,
          generate_series(1, p.count)
        where p.metric = 'purchase'`),
      );
      await db.execute(
        sql.raw(`insert into numbers_payers (site_id, grain, day, currency, since, members)
        select site_id, 'day', day, currency, since, count(*)::int from (
          select site_id, day, currency, coalesce(lag(day) over (partition by member_id, currency order by day), '-infinity') as since
          from bench_paid
          union all
          select site_id, day, '', coalesce(lag(day) over (partition by member_id order by day), '-infinity')
          from (select distinct site_id, day, member_id from bench_paid) a
        ) x group by 1, 3, 4, 5`),
      );
    }
    // The month, quarter, year and day-total rows (numbers_periods) and the money rows the roll-up job
    // keeps beside the day rows (numbers/rollup.ts); migration 0046 builds them from older data.
    const [grains] = await queryRows<{ ok: boolean }>(
      db,
      sql`select exists (select 1 from numbers_periods where grain = 'year')
        and exists (select 1 from numbers_daily where metric like '%@money')
        and exists (select 1 from numbers_payers where grain = 'month') as ok`,
    );
    if (!grains?.ok) {
      await db.transaction((tx) => rollUpGrains(tx, from, to));
      await db.execute(sql`analyze numbers_daily, numbers_periods, numbers_payers`);
    }
    const generated = (Date.now() - t0) / 1000;
    const [rows] = await queryRows<{ daily: number; grains: number; visits: number; payers: number; events: number }>(
      db,
      sql`select (select count(*) from numbers_daily where metric not like '%@%')::int as daily,
        ((select count(*) from numbers_daily where metric like '%@%')
          + (select count(*) from numbers_periods))::int as grains,
        (select count(*) from numbers_visits)::int as visits,
        (select count(*) from numbers_payers)::int as payers,
        ((select coalesce(sum(count), 0) from numbers_daily where metric not like '%@%')
          + (select coalesce(sum(visits), 0) from numbers_visits))::bigint as events`,
    );
    const numbers = new NumbersService({
      db,
      sites: async () =>
        (
          await queryRows<{ id: number; name: string }>(db, sql`select id, id::text as name from sites order by id`)
        ).map((s) => ({
          id: s.id,
          name: s.name,
        })),
    });
    const query = { from, to };
    // Warm-up, then the measured runs: the whole dashboard (every query, assembled) for every site, and for one.
    const first = await numbers.numbers(null, query);
    for (let i = 0; i < 3; i++) await numbers.numbers(null, query);
    const all: number[] = [];
    const one: number[] = [];
    const siteId = first.sites[0]!.id;
    for (let i = 0; i < RUNS; i++) {
      let s = performance.now();
      await numbers.numbers(null, query);
      all.push(performance.now() - s);
      s = performance.now();
      await numbers.numbers([siteId], { ...query, site: siteId });
      one.push(performance.now() - s);
    }
    return {
      members: MEMBERS,
      generatedSeconds: generated,
      rows: {
        daily: rows!.daily,
        grains: rows!.grains,
        visits: rows!.visits,
        payers: rows!.payers,
        events: Number(rows!.events),
      },
      campaigns: first.campaigns_total,
      all: { p50: percentile(all, 50), p95: percentile(all, 95) },
      one: { p50: percentile(one, 50), p95: percentile(one, 95) },
    };
  } finally {
    await handle.close();
    await dropBenchDatabase(dbName);
  }
}

/** The figures as the README's lines. */
export function describeNumbers(r: Awaited<ReturnType<typeof runNumbersBench>>): string {
  const ok = (p95: number) => (p95 <= 200 ? 'ok' : 'over the goal');
  return [
    `numbers: ${r.members.toLocaleString('en')} members and ${r.rows.events.toLocaleString('en')} events as ${r.rows.daily.toLocaleString('en')} numbers_daily day rows (+ ${r.rows.grains.toLocaleString('en')} money rows and numbers_periods' month, quarter, year and day-total rows) + ${r.rows.visits.toLocaleString('en')} numbers_visits rows + ${r.rows.payers.toLocaleString('en')} numbers_payers rows, generated in ${r.generatedSeconds.toFixed(0)} s`,
    `numbers: ${r.campaigns.toLocaleString('en')} campaign rows in the year`,
    `numbers: a year, every site: p50 ${r.all.p50.toFixed(1)} ms, p95 ${r.all.p95.toFixed(1)} ms (${ok(r.all.p95)}; goal ≤ 200 ms)`,
    `numbers: a year, one site:   p50 ${r.one.p50.toFixed(1)} ms, p95 ${r.one.p95.toFixed(1)} ms (${ok(r.one.p95)})`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeNumbers(await onMachine('numbers', runNumbersBench)));
}
