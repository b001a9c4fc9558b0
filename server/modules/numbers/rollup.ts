import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';

/*
 * A declared read model (scripts/check-owners.mjs; decision 053): the roll-up counts what happened
 * on a day from the owners' tables — members (signups and their first touch), account_tokens
 * (activations), payments (purchases, refunds, chargebacks), messages and page_bounces — in one
 * statement per metric, and never writes them. It writes only numbers_daily and numbers_payers.
 */

/** The member's first touch as the roll-up's dimensions (decision 051: members.tracking). */
const touch = (alias: string) =>
  sql.raw(
    ['lander', 'network', 'ref', 'sub1'].map((k) => `coalesce(left(${alias}.tracking->>'${k}', 128), '')`).join(', '),
  );

/** The lander of a page-bounce path, as landingOf (common/rules/attribution.ts) names it; '' when none. */
const LANDER_OF_PATH = sql.raw(`left(case
  when b.path ~ '^/landers/[^/]+' then split_part(b.path, '/', 3)
  when b.path ~ '^/members/[0-9]+/[^/]+' then 'member-' || split_part(b.path, '/', 4)
  else '' end, 64)`);

/** The orders that brought money in once (a refund or chargeback later does not undo that they were paid). */
const MONEY_IN = sql.raw(`p.paid_at is not null`);

/**
 * Rebuilds numbers_daily for the days `from`..`to` (YYYY-MM-DD, home time zone, both included): the
 * days' rows are deleted and counted again in the caller's transaction, so a run twice, or a run over
 * days already rolled up, gives the same rows. Answers how many rows it wrote.
 */
export async function rollUpDays(
  tx: Executor,
  from: string,
  to: string,
  zone: string = HOME_TIME_ZONE,
): Promise<number> {
  const start = sql`((${from}::date)::timestamp at time zone ${zone})`;
  const end = sql`(((${to}::date) + 1)::timestamp at time zone ${zone})`;
  const day = (column: string) => sql`(${sql.raw(column)} at time zone ${zone})::date`;
  const within = (column: string) => sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
  // The day rows of the range (the coarser grains and day totals are rebuilt below, rollUpGrains).
  await tx.execute(
    sql`delete from numbers_daily where metric not like '%@%' and day between ${from}::date and ${to}::date`,
  );
  await tx.execute(sql`delete from numbers_payers where grain = 'day' and day between ${from}::date and ${to}::date`);
  const statements: SQL[] = [
    // Signups: real people (not the site's fictional profiles), on the day they signed up.
    sql`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, count)
      select m.site_id, ${day('m.signup_date')}, 'signup', ${touch('m')}, count(*)::int
      from members m
      where ${within('m.signup_date')} and not m.fictional
      group by 1, 2, 4, 5, 6, 7`,
    // Activations: the day the activation link was opened (its token's use).
    sql`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, count)
      select m.site_id, ${day('t.used_at')}, 'activation', ${touch('m')}, count(distinct m.id)::int
      from account_tokens t join members m on m.id = t.member_id
      where t.kind = 'activation' and ${within('t.used_at')} and not m.fictional
      group by 1, 2, 4, 5, 6, 7`,
    // First purchases: a member's first order that was paid, with the seconds since their signup.
    sql`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, currency, count, amount, waits)
      select p.site_id, ${day('p.paid_at')}, 'first_purchase', ${touch('m')}, p.currency, count(*)::int,
        sum(p.amount)::bigint, array_agg(greatest(0, extract(epoch from p.paid_at - m.signup_date))::int order by p.id)
      from payments p join members m on m.id = p.member_id
      where ${MONEY_IN} and ${within('p.paid_at')}
        and not exists (select 1 from payments e where e.member_id = p.member_id and e.paid_at is not null
          and (e.paid_at < p.paid_at or (e.paid_at = p.paid_at and e.id < p.id)))
      group by 1, 2, 4, 5, 6, 7, 8`,
    // Every paid order: revenue by country, method, bundle and currency, and who paid.
    sql`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, country, method, bundle, currency, count, amount)
      select p.site_id, ${day('p.paid_at')}, 'purchase', ${touch('m')}, p.country, coalesce(p.method, ''),
        p.credits::text, p.currency, count(*)::int, sum(p.amount)::bigint
      from payments p join members m on m.id = p.member_id
      where ${MONEY_IN} and ${within('p.paid_at')}
      group by 1, 2, 4, 5, 6, 7, 8, 9, 10, 11`,
    // Paying members (schema.ts numbersPayers): per day the members who paid, by the day of their
    // payment before (in the currency, and in any currency as ''), counted, not named.
    sql`insert into numbers_payers (site_id, grain, day, currency, since, members)
      select site_id, 'day', d, currency, since, count(*)::int from (
        select x.site_id, x.d, x.currency, coalesce((select max(${day('e.paid_at')}) from payments e
          where e.member_id = x.member_id and e.currency = x.currency and e.paid_at is not null
            and e.paid_at < (x.d::timestamp at time zone ${zone})), '-infinity'::date) as since
        from (select distinct p.site_id, p.member_id, p.currency, ${day('p.paid_at')} as d
          from payments p where ${MONEY_IN} and ${within('p.paid_at')}) x
        union all
        select x.site_id, x.d, '', coalesce((select max(${day('e.paid_at')}) from payments e
          where e.member_id = x.member_id and e.paid_at is not null
            and e.paid_at < (x.d::timestamp at time zone ${zone})), '-infinity'::date)
        from (select distinct p.site_id, p.member_id, ${day('p.paid_at')} as d
          from payments p where ${MONEY_IN} and ${within('p.paid_at')}) x
      ) y
      group by site_id, d, currency, since`,
    // Refunds and chargebacks on the day the order became one (its last change).
    sql`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, country, method, bundle, currency, count, amount)
      select p.site_id, ${day('p.updated_at')}, case p.status when 'refunded' then 'refund' else 'chargeback' end,
        ${touch('m')}, p.country, coalesce(p.method, ''), p.credits::text, p.currency, count(*)::int, sum(p.amount)::bigint
      from payments p join members m on m.id = p.member_id
      where p.status in ('refunded', 'charged_back') and ${within('p.updated_at')}
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`,
    // Messages real members wrote (the fictional profiles' answers are the operators' work, not the members').
    sql`insert into numbers_daily (site_id, day, metric, lander, network, ref, sub1, count)
      select m.site_id, ${day('msg.created_at')}, 'message', ${touch('m')}, count(*)::int
      from messages msg join members m on m.id = msg.sender_id
      where ${within('msg.created_at')} and not m.fictional
      group by 1, 2, 4, 5, 6, 7`,
    // Page bounces (product §2, `?lb`) of landers and member landing pages.
    sql`insert into numbers_daily (site_id, day, metric, lander, count)
      select b.site_id, ${day('b.created_at')}, 'bounce', ${LANDER_OF_PATH}, count(*)::int
      from page_bounces b
      where ${within('b.created_at')} and ${LANDER_OF_PATH} <> ''
      group by 1, 2, 4`,
  ];
  let written = 0;
  for (const statement of statements) {
    const result = (await tx.execute(statement)) as unknown as { rowCount?: number; affectedRows?: number };
    written += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  return written + (await rollUpGrains(tx, from, to));
}

/** The metrics of the dashboard's campaign and day figures (numbers_periods' columns). */
const PERIOD_METRICS = sql.raw(`('signup', 'activation', 'first_purchase', 'purchase', 'message', 'bounce')`);

/**
 * A period's columns from the day rows of numbers_daily and the visit counters (`where` on their
 * days), grouped by `period` (a date expression of `day`) and, for campaign rows, the campaign: one
 * row per period with every figure as a column (schema.ts numbersPeriods). Money is summed per
 * currency first, then made one object; the waits are joined (campaign rows only: the day trend has
 * no median).
 */
function periodsFromDays(grain: string, period: SQL, campaign: boolean, where: SQL): SQL {
  const keys = sql.raw(campaign ? 'lander, network, ref, sub1' : `'' as lander, '' as network, '' as ref, '' as sub1`);
  const group = sql.raw(campaign ? ', lander, network, ref, sub1' : '');
  const figure = (metric: string) => sql.raw(`coalesce(sum(count) filter (where metric = '${metric}'), 0)`);
  return sql`insert into numbers_periods (site_id, grain, day, lander, network, ref, sub1, visits, bounces, signups,
      activations, first_purchases, messages, revenue, waits)
    select site_id, ${grain}::text, period, lander, network, ref, sub1, sum(visits)::int, sum(bounces)::int, sum(signups)::int,
      sum(activations)::int, sum(first_purchases)::int, sum(messages)::int,
      jsonb_object_agg(currency, amount) filter (where currency is not null),
      ${campaign ? sql`string_to_array(string_agg(waits, ','), ',')::int[]` : sql`null::int[]`}
    from (
      select site_id, ${period} as period, ${keys}, 0 as visits, ${figure('bounce')} as bounces,
        ${figure('signup')} as signups, ${figure('activation')} as activations,
        ${figure('first_purchase')} as first_purchases, ${figure('message')} as messages,
        case when metric = 'purchase' then currency end as currency,
        sum(amount) filter (where metric = 'purchase') as amount,
        string_agg(array_to_string(waits, ','), ',') as waits
      from numbers_daily
      where metric in ${PERIOD_METRICS} and ${where}
      group by site_id, 2${group}, case when metric = 'purchase' then currency end
      union all
      select site_id, ${period}, ${keys}, sum(visits), 0, 0, 0, 0, 0, null, null, null
      from numbers_visits where ${where}
      group by site_id, 2${group}
    ) x
    group by site_id, period, lander, network, ref, sub1`;
}

/**
 * A coarser period's rows from the finer ones of numbers_periods (`where` on them): the figures
 * summed, the money per currency summed into one object, the waits joined.
 */
function periodsFromPeriods(grain: string, period: SQL, where: SQL): SQL {
  return sql`insert into numbers_periods (site_id, grain, day, lander, network, ref, sub1, visits, bounces, signups,
      activations, first_purchases, messages, revenue, waits)
    select site_id, ${grain}::text, ${period}, lander, network, ref, sub1, sum(visits)::int, sum(bounces)::int, sum(signups)::int,
      sum(activations)::int, sum(first_purchases)::int, sum(messages)::int,
      (select jsonb_object_agg(key, total) from (select key, sum(value::bigint) as total
        from jsonb_array_elements(jsonb_agg(p.revenue) filter (where p.revenue is not null)) e(money),
          jsonb_each_text(e.money) group by key) s),
      string_to_array(string_agg(array_to_string(waits, ','), ','), ',')::int[]
    from numbers_periods p
    where ${where}
    group by site_id, 3, lander, network, ref, sub1`;
}

/**
 * The coarser grains the dashboard reads (decision 053), rebuilt for what the days `from`..`to`
 * touch: numbers_periods' rows per campaign and month (from the day rows and the visit counters),
 * quarter (from the months) and year (from the quarters), one row each with every figure as a
 * column, and per site and day without campaign ('total'); money per site, month, country, method,
 * bundle and currency without campaign ('<metric>@money' in numbers_daily); and the paying members'
 * month rows (numbers_payers). Answers how many rows it wrote.
 */
export async function rollUpGrains(tx: Executor, from: string, to: string): Promise<number> {
  const statements: SQL[] = [];
  const deletes = new Set<SQL>();
  const DELETE = (q: SQL) => (deletes.add(q), q);
  const monthFrom = sql`date_trunc('month', ${from}::date)::date`;
  const monthEnd = sql`(date_trunc('month', ${to}::date) + interval '1 month')::date`;
  const quarterFrom = sql`date_trunc('quarter', ${from}::date)::date`;
  const quarterEnd = sql`(date_trunc('quarter', ${to}::date) + interval '3 months')::date`;
  const yearFrom = sql`date_trunc('year', ${from}::date)::date`;
  const yearEnd = sql`(date_trunc('year', ${to}::date) + interval '1 year')::date`;
  const months = sql`day >= ${monthFrom} and day < ${monthEnd}`;
  const days = sql`day between ${from}::date and ${to}::date`;
  statements.push(
    DELETE(sql`delete from numbers_daily where metric like '%@money' and ${months}`),
    // Money per site, month, country, method, bundle and currency without campaign: the revenue table's.
    sql`insert into numbers_daily (site_id, day, metric, country, method, bundle, currency, count, amount)
      select site_id, date_trunc('month', day)::date, metric || '@money', country, method, bundle, currency,
        sum(count)::int, sum(amount)::bigint
      from numbers_daily
      where metric in ('purchase', 'refund', 'chargeback') and ${months}
      group by site_id, 2, metric, country, method, bundle, currency`,
    DELETE(sql`delete from numbers_periods where grain = 'month' and ${months}`),
    periodsFromDays('month', sql`date_trunc('month', day)::date`, true, months),
    DELETE(sql`delete from numbers_periods where grain = 'quarter' and day >= ${quarterFrom} and day < ${quarterEnd}`),
    periodsFromPeriods(
      'quarter',
      sql`date_trunc('quarter', day)::date`,
      sql`grain = 'month' and day >= ${quarterFrom} and day < ${quarterEnd}`,
    ),
    DELETE(sql`delete from numbers_periods where grain = 'year' and day >= ${yearFrom} and day < ${yearEnd}`),
    periodsFromPeriods(
      'year',
      sql`date_trunc('year', day)::date`,
      sql`grain = 'quarter' and day >= ${yearFrom} and day < ${yearEnd}`,
    ),
    // A member's first paid day of a month is a day row whose payment before lies before the month.
    DELETE(sql`delete from numbers_payers where grain = 'month' and ${months}`),
    sql`insert into numbers_payers (site_id, grain, day, currency, since, members)
      select site_id, 'month', date_trunc('month', day)::date, currency, since, sum(members)::int
      from numbers_payers
      where grain = 'day' and ${months} and since < date_trunc('month', day)::date
      group by site_id, 3, currency, since`,
    DELETE(sql`delete from numbers_periods where grain = 'total' and ${days}`),
    periodsFromDays('total', sql`day`, false, days),
  );
  let written = 0;
  for (const statement of statements) {
    if (deletes.has(statement)) {
      await tx.execute(statement);
      continue;
    }
    const result = (await tx.execute(statement)) as unknown as { rowCount?: number; affectedRows?: number };
    written += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  return written;
}
