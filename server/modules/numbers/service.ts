import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { JobListing } from '../../platform/jobs.ts';
import type { FirstTouch } from '../../../common/rules/attribution.ts';
import {
  addDays,
  centsText,
  daysBetween,
  firstOfNextMonth,
  homeDay,
  isDay,
  NUMBERS_DEFAULT_DAYS,
  NUMBERS_MAX_DAYS,
  NUMBERS_SCREEN_ROWS,
  rate,
  rateText,
  toCsv,
  type NumberTable,
} from '../../../common/rules/numbers.ts';
import type { Numbers, NumbersMoney, NumbersQuery } from '../../../common/api/numbers.ts';
import { rollUpDays } from './rollup.ts';

/** The recurring roll-up job (server/jobs.ts): yesterday and today, every quarter of an hour. */
export const ROLLUP_JOB = 'numbers.rollup';
export const ROLLUP_EVERY_SECONDS = 900;
/** Days rebuilt per transaction when a longer range is rolled up (the command line's backfill). */
const ROLLUP_CHUNK_DAYS = 31;

export interface NumbersDeps {
  db: Database;
  /** The deployment's sites (ids and names) for the site filter. */
  sites: () => Promise<{ id: number; name: string }[]>;
  /** The job listing, for when the roll-up last ran. */
  jobs?: () => Promise<JobListing[]>;
  now?: () => Date;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** Visits, bounces and the roll-up's metrics summed per key; money per currency. */
interface Tally {
  visits: number;
  bounces: number;
  signups: number;
  activations: number;
  first_purchases: number;
  messages: number;
  revenue: Map<string, number>;
}

const tally = (): Tally => ({
  visits: 0,
  bounces: 0,
  signups: 0,
  activations: 0,
  first_purchases: 0,
  messages: 0,
  revenue: new Map(),
});

/**
 * The order of texts: as `localeCompare` with no locale, one collator for all (`localeCompare` per
 * call cost ~30 ms of a year's dashboard to sort its campaigns; bench/README.md).
 */
const compare = new Intl.Collator().compare;

const moneyList = (m: Map<string, number>): NumbersMoney[] =>
  [...m].sort(([a], [b]) => compare(a, b)).map(([currency, amount]) => ({ currency, amount }));

const add = (m: Map<string, number>, currency: string, amount: number) =>
  m.set(currency, (m.get(currency) ?? 0) + amount);

/**
 * The waits of a row as text ('5400,45000') written into `into` from `at`, read digit by digit: no
 * string per number (a year has ~60,000). Answers where the next goes.
 */
export function parseWaits(text: string, into: Float64Array, at: number): number {
  let n = 0;
  let sign = 1;
  let digits = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      if (digits) into[at++] = sign * n;
      n = 0;
      sign = 1;
      digits = false;
    } else if (c === 45) sign = -1;
    else {
      n = n * 10 + (c - 48);
      digits = true;
    }
  }
  if (digits) into[at++] = sign * n;
  return at;
}

/** Puts the k-th smallest of `a` at a[k], the smaller before it and the larger after (Hoare's selection). */
function select(a: Float64Array, k: number): void {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The median as PostgreSQL's `percentile_cont(0.5)` takes it (the mean of the two middle values of
 * an even count), rounded to whole seconds; null for none. It reorders `values` (the two middle ones
 * are selected, not the whole array sorted: a year's ~60,000 waits; bench/README.md).
 */
export function medianOf(values: Float64Array): number | null {
  const n = values.length;
  if (n === 0) return null;
  const lower = Math.floor((n - 1) / 2);
  const upper = Math.ceil((n - 1) / 2);
  select(values, lower);
  const low = values[lower]!;
  let high = low;
  if (upper !== lower) {
    high = values[upper]!;
    for (let i = upper + 1; i < n; i++) if (values[i]! < high) high = values[i]!;
  }
  return Math.round(low + (high - low) * ((n - 1) / 2 - lower));
}

/** Search engines and link previews fetch landers too; they are no visitors. */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit/i;

/**
 * The numbers (decision 053): landing-page visits counted as pages are served, the rest rolled up
 * per day by a job from the owners' tables (rollup.ts), and the console's dashboard and CSV read
 * from those roll-ups only, never from raw events: a year is ~365 × its dimensions' rows.
 */
export class NumbersService {
  constructor(private readonly deps: NumbersDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * A lander or member landing page was served (server/http/first-touch.ts `registerLandingCounter`):
   * its day's counter goes up by one. Only the page and its campaign values; nothing of the visitor.
   */
  async countVisit(siteId: number, landing: FirstTouch, userAgent: string | undefined, at = this.now()): Promise<void> {
    if (!landing.lander || (userAgent && BOT.test(userAgent))) return;
    await this.deps.db.execute(sql`
      insert into numbers_visits (site_id, day, lander, network, ref, sub1, visits)
      values (${siteId}, ${homeDay(at)}::date, ${landing.lander}, ${landing.network ?? ''}, ${landing.ref ?? ''},
        ${landing.sub1 ?? ''}, 1)
      on conflict (site_id, day, lander, network, ref, sub1)
      do update set visits = numbers_visits.visits + 1`);
  }

  /**
   * Rebuilds the daily roll-ups of `from`..`to` (home-time-zone days), a month per transaction.
   * The job runs it for yesterday and today; `npm run admin -- numbers rollup` for any range.
   */
  async rollUp(from: string, to: string): Promise<string> {
    if (!isDay(from) || !isDay(to) || from > to)
      throw new NumbersInputError('a range of days: --from YYYY-MM-DD --to YYYY-MM-DD');
    let rows = 0;
    let days = 0;
    for (let start = from; start <= to; start = addDays(start, ROLLUP_CHUNK_DAYS)) {
      const end = addDays(start, ROLLUP_CHUNK_DAYS - 1) < to ? addDays(start, ROLLUP_CHUNK_DAYS - 1) : to;
      rows += await this.deps.db.transaction((tx) => rollUpDays(tx, start, end));
      days += daysBetween(start, end).length;
    }
    return `${days} days rolled up (${rows} rows)`;
  }

  /** The recurring job: yesterday (late events, refunds) and today so far. */
  async rollUpRecent(): Promise<string> {
    const today = homeDay(this.now());
    return this.rollUp(addDays(today, -1), today);
  }

  /**
   * The dashboard of `/staff/numbers`: the range (default the last 30 days) on one site or on every
   * site of the staff member (`scope`, decision 044). A site outside the scope gives empty figures,
   * as one that does not exist.
   */
  async numbers(scope: readonly number[] | null, query: NumbersQuery, all = false): Promise<Numbers> {
    const today = homeDay(this.now());
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -(NUMBERS_DEFAULT_DAYS - 1));
    if (!isDay(from) || !isDay(to) || from > to || daysBetween(from, to).length > NUMBERS_MAX_DAYS)
      throw new ApiError(400, 'invalid_input', 'staff.numbers.badRange', { max: NUMBERS_MAX_DAYS });
    const sites = (await this.deps.sites()).filter((s) => scope === null || scope.includes(s.id));
    const ids = (query.site ? sites.filter((s) => s.id === query.site) : sites).map((s) => s.id);
    // Whole months inside the range are read from the month rows (numbers_periods), the days at its
    // ends from the day rows (numbers_daily; rollup.ts): a year is twelve rows per campaign, not 365.
    const fullStart = from.endsWith('-01') ? from : firstOfNextMonth(from);
    // A range that ends today (or later) holds its month whole: no day after today has rows yet, so
    // the month row is the month so far (as of the last run, like the day rows).
    const lastFull =
      addDays(to, 1).endsWith('-01') || to >= today
        ? addDays(firstOfNextMonth(to), -1)
        : addDays(`${to.slice(0, 8)}01`, -1);
    const months = fullStart <= lastFull;
    // Whole years inside those months are read from the year rows, whole quarters from the quarter
    // rows (the last 365 days: a month, a year and a day per campaign); a range that ends
    // today holds its quarter and year whole, as its month (no later day has rows).
    type Span = { grain: '' | '@month' | '@quarter' | '@year'; from: string; to: string };
    const spans: Span[] = [];
    const span = (grain: Span['grain'], a: string, b: string) => {
      if (a <= b) spans.push({ grain, from: a, to: b });
    };
    const startOf = (grain: '@quarter' | '@year', day: string) => {
      const month = Number(day.slice(5, 7));
      return `${day.slice(0, 5)}${String(grain === '@year' ? 1 : month - ((month - 1) % 3)).padStart(2, '0')}-01`;
    };
    const endOf = (grain: '@quarter' | '@year', day: string) => {
      let end = startOf(grain, day);
      for (let i = 0; i < (grain === '@year' ? 12 : 3); i++) end = firstOfNextMonth(end);
      return addDays(end, -1);
    };
    /** Whole months a..b by the coarsest grain that fits; `open`: b is the range's end, and it ends today. */
    const cover = (a: string, b: string, grains: ('@quarter' | '@year')[], open: boolean): void => {
      const [grain, ...finer] = grains;
      if (!grain) return span('@month', a, b);
      const first = startOf(grain, a) === a ? a : addDays(endOf(grain, a), 1);
      const limit = open ? endOf(grain, b) : b;
      const last = endOf(grain, limit) === limit ? limit : addDays(startOf(grain, limit), -1);
      if (first >= last) return cover(a, b, finer, open);
      if (a < first) cover(a, addDays(first, -1), finer, false);
      span(grain, first, last);
      if (last < b) cover(addDays(last, 1), b, finer, open);
    };
    if (!months) span('', from, to);
    else {
      span('', from, addDays(fullStart, -1));
      cover(fullStart, lastFull, ['@year', '@quarter'], to >= today);
      span('', addDays(lastFull, 1), to);
    }
    const siteOf = (alias: string) =>
      ids.length === 0
        ? sql`false`
        : sql`${sql.raw(alias)}site_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
    const any = (parts: SQL[]) => (parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`);
    // The days at the range's ends: numbers_daily's day rows and the live visit counters.
    const edges = any(
      spans.filter((p) => p.grain === '').map((p) => sql`day between ${p.from}::date and ${p.to}::date`),
    );
    // The whole months, quarters and years between: numbers_periods' rows (a row per campaign and period).
    const periods = any(
      spans
        .filter((p) => p.grain !== '')
        .map((p) => sql`(grain = ${p.grain.slice(1)} and day between ${p.from}::date and ${p.to}::date)`),
    );
    const db = this.deps.db;
    type Row = Record<string, unknown>;
    // Without JIT compilation, which costs these short aggregates more than it saves, and with room to
    // hash their groups in memory (bench/README.md, the numbers section); PGlite accepts both settings.
    // Two transactions at once on the pool: the campaigns' query in one, the three small ones after
    // each other in the other (each a round trip less to begin, set and commit: under load every
    // round trip waits for the processor).
    const inTransaction = (queries: SQL[]) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
        const answers: Row[][] = [];
        for (const q of queries) answers.push(await queryRows<Row>(tx, q));
        return answers;
      });
    const metric = sql.raw(`split_part(metric, '@', 1)`);
    const figure = (name: string) => sql.raw(`case when metric = '${name}' then count else 0 end`);
    const [[byCampaign = []], [payers = [], revenueRows = [], byDay = []], jobs] = await Promise.all([
      // One row per campaign with every figure (decision 053): the period rows between the range's
      // ends, the day rows (a row per metric) and the live visit counters of the days at its ends.
      // Money as the rows' objects per currency, summed here; the waits as text (~60,000 a year):
      // splitting it is cheaper than the driver's parse of an array element by element, and the
      // medians are taken here, cheaper than the database's sort of every wait by the four texts.
      inTransaction([
        sql`select lander, network, ref, sub1, sum(visits)::int as visits, sum(bounces)::int as bounces,
          sum(signups)::int as signups, sum(activations)::int as activations,
          sum(first_purchases)::int as first_purchases, sum(messages)::int as messages,
          string_agg(revenue::text, ',') as revenue, string_agg(waits, ',') as waits
        from (
          select lander, network, ref, sub1, visits, bounces, signups, activations, first_purchases, messages, revenue,
            array_to_string(waits, ',') as waits
          from numbers_periods where ${siteOf('')} and ${periods}
          union all
          select lander, network, ref, sub1, 0, ${figure('bounce')}, ${figure('signup')}, ${figure('activation')},
            ${figure('first_purchase')}, ${figure('message')},
            case when metric = 'purchase' then jsonb_build_object(currency, amount) end, array_to_string(waits, ',')
          from numbers_daily
          where ${siteOf('')} and ${edges}
            and metric in ('signup', 'activation', 'first_purchase', 'purchase', 'message', 'bounce')
          union all
          select lander, network, ref, sub1, visits, 0, 0, 0, 0, 0, null, null
          from numbers_visits where ${siteOf('')} and ${edges}
        ) f
        group by lander, network, ref, sub1`,
      ]),
      inTransaction([
        // Each paying member once: the sum over the range's day rows (month rows for whole months) of
        // the members whose payment before lies before the range (schema.ts numbersPayers); '' is any currency.
        sql`select currency, sum(members)::int as n from numbers_payers
        where ${siteOf('')} and since < ${from}::date and ${
          months
            ? sql`((grain = 'day' and day between ${from}::date and ${to}::date and (day < ${fullStart}::date or day > ${lastFull}::date))
              or (grain = 'month' and day between ${fullStart}::date and ${lastFull}::date))`
            : sql`grain = 'day' and day between ${from}::date and ${to}::date`
        }
        group by currency`,
        // The money per site, country, method and bundle: the days at the ends and whole months ('@money').
        sql`select site_id, country, method, bundle, currency, ${metric} as metric, sum(count)::int as n, sum(amount)::bigint as amount
        from numbers_daily where ${siteOf('')} and (
          (metric in ('purchase', 'refund', 'chargeback') and ${edges})
          ${months ? sql`or (metric in ('purchase@money', 'refund@money', 'chargeback@money') and day between ${fullStart}::date and ${lastFull}::date)` : sql``})
        group by site_id, country, method, bundle, currency, 6`,
        // The day totals (no campaign): one row per site and day.
        sql`select day::text as day, sum(visits)::int as visits, sum(signups)::int as signups,
          sum(activations)::int as activations, sum(first_purchases)::int as first_purchases,
          sum(messages)::int as messages, string_agg(revenue::text, ',') as revenue
        from numbers_periods where ${siteOf('')} and grain = 'total' and day between ${from}::date and ${to}::date
        group by day`,
      ]),
      this.deps.jobs?.() ?? Promise.resolve([]),
    ]);
    const num = (v: unknown) => Number(v ?? 0);
    const str = (v: unknown) => String(v ?? '');
    /**
     * The money of a row added to a tally's: its rows' objects ({"EUR": cents}) as text, joined with
     * commas (cheaper in the database than an array of jsonb, which the driver parses the same way).
     */
    const moneyOf = (money: unknown): Record<string, number>[] =>
      typeof money === 'string' ? JSON.parse(`[${money}]`) : [];
    const addMoney = (into: Map<string, number>, money: Record<string, number>[]) => {
      for (const m of money) for (const currency in m) add(into, currency, Number(m[currency]));
    };

    // Campaigns (lander, network, ref, sub1: one row each), landers, and the whole range.
    const total = tally();
    type Campaign = Tally & { key: [string, string, string, string]; name: string; median: number | null };
    const campaigns: Campaign[] = [];
    const landers = new Map<string, Tally>();
    const landerOf = (name: string) => {
      let l = landers.get(name);
      if (!l) landers.set(name, (l = tally()));
      return l;
    };
    /** A row's figures added to a tally (money as the row's objects per currency). */
    const addRow = (t: Tally, r: Row, money: Record<string, number>[]) => {
      t.visits += num(r.visits);
      t.bounces += num(r.bounces);
      t.signups += num(r.signups);
      t.activations += num(r.activations);
      t.first_purchases += num(r.first_purchases);
      t.messages += num(r.messages);
      addMoney(t.revenue, money);
    };
    // Every wait of the range in one array, each campaign's a run of it (a number takes a digit and a
    // comma at least, so the text's length bounds their count): the medians without a list each.
    let room = 0;
    for (const r of byCampaign) if (typeof r.waits === 'string') room += (r.waits.length + 1) >> 1;
    const waits = new Float64Array(room);
    let filled = 0;
    const runs: [Campaign, number, number][] = [];
    for (const r of byCampaign) {
      const lander = str(r.lander);
      const money = moneyOf(r.revenue);
      addRow(total, r, money);
      if (lander) addRow(landerOf(lander), r, money);
      // Visits without a lander (none are counted so) would still be a lander's line.
      else if (num(r.visits)) landerOf(lander).visits += num(r.visits);
      // Bounces are known per lander only (the beacon sends the path, no campaign): a row of bounces
      // alone is no campaign.
      if (
        !(num(r.visits) || num(r.signups) || num(r.activations) || num(r.first_purchases) || num(r.messages)) &&
        r.revenue == null &&
        r.waits == null
      )
        continue;
      const key: [string, string, string, string] = [lander, str(r.network), str(r.ref), str(r.sub1)];
      // A literal of one shape (a spread of tally() made each a dictionary: ~4 µs a campaign to fill).
      const c: Campaign = {
        visits: 0,
        bounces: 0,
        signups: 0,
        activations: 0,
        first_purchases: 0,
        messages: 0,
        revenue: new Map(),
        key,
        name: key.join('/'),
        median: null,
      };
      addRow(c, r, money);
      c.bounces = 0;
      campaigns.push(c);
      if (typeof r.waits === 'string') {
        const start = filled;
        filled = parseWaits(r.waits, waits, filled);
        runs.push([c, start, filled]);
      }
    }
    for (const [c, start, end] of runs) c.median = medianOf(waits.subarray(start, end));
    const median = medianOf(waits.subarray(0, filled));
    const payersBy = new Map<string, number>();
    let paying = 0;
    for (const r of payers) {
      if (str(r.currency) === '') paying = num(r.n);
      else payersBy.set(str(r.currency), num(r.n));
    }

    // Money by site, country, method, bundle and currency.
    const revenue = new Map<string, Numbers['revenue'][number]>();
    const refunds = new Map<string, { count: number; amount: number }>();
    const chargebacks = new Map<string, { count: number; amount: number }>();
    for (const r of revenueRows) {
      const k = [r.site_id, r.country, r.method, r.bundle, r.currency].join('\u0000');
      let line = revenue.get(k);
      if (!line)
        revenue.set(
          k,
          (line = {
            site_id: num(r.site_id),
            country: str(r.country),
            method: str(r.method),
            bundle: str(r.bundle),
            currency: str(r.currency),
            purchases: 0,
            amount: 0,
            refunds: 0,
            refunded: 0,
            chargebacks: 0,
            charged_back: 0,
          }),
        );
      const [n, amount, currency] = [num(r.n), num(r.amount), str(r.currency)];
      if (r.metric === 'purchase') {
        line.purchases += n;
        line.amount += amount;
      } else {
        const into = r.metric === 'refund' ? refunds : chargebacks;
        const sum = into.get(currency) ?? { count: 0, amount: 0 };
        into.set(currency, { count: sum.count + n, amount: sum.amount + amount });
        if (r.metric === 'refund') {
          line.refunds += n;
          line.refunded += amount;
        } else {
          line.chargebacks += n;
          line.charged_back += amount;
        }
      }
    }

    // Every day of the range, also the quiet ones (the trend's x axis).
    const days = new Map(daysBetween(from, to).map((d) => [d, tally()]));
    for (const r of byDay) {
      const d = days.get(str(r.day)) ?? tally();
      d.visits += num(r.visits);
      d.signups += num(r.signups);
      d.activations += num(r.activations);
      d.first_purchases += num(r.first_purchases);
      d.messages += num(r.messages);
      addMoney(d.revenue, moneyOf(r.revenue));
    }

    const moneyWith = (m: Map<string, { count: number; amount: number }>) =>
      [...m].sort(([a], [b]) => compare(a, b)).map(([currency, v]) => ({ currency, ...v }));
    const net = (currency: string, gross: number) =>
      gross - (refunds.get(currency)?.amount ?? 0) - (chargebacks.get(currency)?.amount ?? 0);
    const rolled = jobs.find((j) => j.name === ROLLUP_JOB)?.lastRunAt ?? null;
    const campaignList = campaigns.sort(
      (a, b) => b.signups - a.signups || b.visits - a.visits || compare(a.name, b.name),
    );
    return {
      from,
      to,
      site_id: query.site ?? null,
      sites,
      rolled_up_at: rolled?.toISOString() ?? null,
      funnel: {
        visits: total.visits,
        bounces: total.bounces,
        signups: total.signups,
        activations: total.activations,
        first_purchases: total.first_purchases,
        activation_rate: rate(total.activations, total.signups),
        first_purchase_rate: rate(total.first_purchases, total.signups),
        median_first_purchase_seconds: median,
        paying_members: paying,
        messages: total.messages,
        revenue: moneyList(total.revenue),
        refunds: moneyWith(refunds),
        chargebacks: moneyWith(chargebacks),
        arpu: moneyList(total.revenue).map(({ currency, amount }) => {
          const members = payersBy.get(currency) ?? 0;
          return {
            currency,
            amount: members > 0 ? Math.round(net(currency, amount) / members) : 0,
            paying_members: members,
          };
        }),
      },
      landers: [...landers]
        .sort(([a, x], [b, y]) => y.visits - x.visits || y.signups - x.signups || compare(a, b))
        .map(([lander, l]) => ({
          lander,
          visits: l.visits,
          bounces: l.bounces,
          bounce_rate: rate(l.bounces, l.visits),
          signups: l.signups,
          activations: l.activations,
          first_purchases: l.first_purchases,
        })),
      campaigns: (all ? campaignList : campaignList.slice(0, NUMBERS_SCREEN_ROWS)).map((c) => ({
        lander: c.key[0],
        network: c.key[1],
        ref: c.key[2],
        sub1: c.key[3],
        visits: c.visits,
        signups: c.signups,
        activations: c.activations,
        activation_rate: rate(c.activations, c.signups),
        first_purchases: c.first_purchases,
        first_purchase_rate: rate(c.first_purchases, c.signups),
        median_first_purchase_seconds: c.median,
        revenue: moneyList(c.revenue),
        messages: c.messages,
      })),
      campaigns_total: campaignList.length,
      revenue: [...revenue.values()].sort(
        (a, b) =>
          a.site_id - b.site_id ||
          compare(a.currency, b.currency) ||
          b.amount - a.amount ||
          compare(a.country, b.country),
      ),
      days: [...days].map(([day, d]) => ({
        day,
        visits: d.visits,
        signups: d.signups,
        activations: d.activations,
        first_purchases: d.first_purchases,
        messages: d.messages,
        revenue: moneyList(d.revenue),
      })),
    };
  }

  /** One table of the dashboard as CSV (every campaign row, not only the screen's). */
  async csv(
    scope: readonly number[] | null,
    query: NumbersQuery,
    table: NumberTable,
  ): Promise<{ name: string; body: string }> {
    const n = await this.numbers(scope, query, true);
    return { name: `numbers-${table}-${n.from}-${n.to}.csv`, body: numbersCsv(n, table) };
  }
}

/** A refused input of the command line (the message names what is wrong). */
export class NumbersInputError extends Error {}

/** The currencies money was counted in, for one column each. */
function currenciesOf(lists: NumbersMoney[][]): string[] {
  return [...new Set(lists.flat().map((m) => m.currency))].sort();
}

const amountIn = (list: NumbersMoney[], currency: string) =>
  centsText(list.find((m) => m.currency === currency)?.amount ?? 0);

/**
 * The CSV of a table: codes and numbers, amounts as decimals with the currency in the column name
 * (`revenue_EUR`), never converted; campaign values escaped against formulas (common/rules/numbers.ts).
 */
export function numbersCsv(n: Numbers, table: NumberTable): string {
  const secs = (s: number | null) => (s === null ? '' : s);
  if (table === 'funnel') {
    const f = n.funnel;
    const lines: (string | number | null)[][] = [
      ['visits', '', f.visits],
      ['bounces', '', f.bounces],
      ['signups', '', f.signups],
      ['activations', '', f.activations],
      ['activation_rate', '', rateText(f.activation_rate)],
      ['first_purchases', '', f.first_purchases],
      ['first_purchase_rate', '', rateText(f.first_purchase_rate)],
      ['median_seconds_to_first_purchase', '', secs(f.median_first_purchase_seconds)],
      ['paying_members', '', f.paying_members],
      ['messages', '', f.messages],
      ...f.revenue.map((m) => ['revenue', m.currency, centsText(m.amount)]),
      ...f.refunds.flatMap((m) => [
        ['refunds', m.currency, m.count],
        ['refunded', m.currency, centsText(m.amount)],
      ]),
      ...f.chargebacks.flatMap((m) => [
        ['chargebacks', m.currency, m.count],
        ['charged_back', m.currency, centsText(m.amount)],
      ]),
      ...f.arpu.map((m) => ['arpu', m.currency, centsText(m.amount)]),
    ];
    return toCsv(
      ['from', 'to', 'figure', 'currency', 'value'],
      lines.map((l) => [n.from, n.to, ...l]),
    );
  }
  if (table === 'landers')
    return toCsv(
      ['lander', 'visits', 'bounces', 'bounce_rate', 'signups', 'activations', 'first_purchases'],
      n.landers.map((l) => [
        l.lander,
        l.visits,
        l.bounces,
        rateText(l.bounce_rate),
        l.signups,
        l.activations,
        l.first_purchases,
      ]),
    );
  if (table === 'campaigns') {
    const currencies = currenciesOf(n.campaigns.map((c) => c.revenue));
    return toCsv(
      [
        'lander',
        'network',
        'ref',
        'sub1',
        'visits',
        'signups',
        'activations',
        'activation_rate',
        'first_purchases',
        'first_purchase_rate',
        'median_seconds_to_first_purchase',
        ...currencies.map((c) => `revenue_${c}`),
        'messages',
      ],
      n.campaigns.map((c) => [
        c.lander,
        c.network,
        c.ref,
        c.sub1,
        c.visits,
        c.signups,
        c.activations,
        rateText(c.activation_rate),
        c.first_purchases,
        rateText(c.first_purchase_rate),
        secs(c.median_first_purchase_seconds),
        ...currencies.map((cur) => amountIn(c.revenue, cur)),
        c.messages,
      ]),
    );
  }
  if (table === 'revenue') {
    const name = new Map(n.sites.map((s) => [s.id, s.name]));
    return toCsv(
      [
        'site',
        'country',
        'method',
        'bundle',
        'currency',
        'purchases',
        'amount',
        'refunds',
        'refunded',
        'chargebacks',
        'charged_back',
      ],
      n.revenue.map((r) => [
        name.get(r.site_id) ?? String(r.site_id),
        r.country,
        r.method,
        r.bundle,
        r.currency,
        r.purchases,
        centsText(r.amount),
        r.refunds,
        centsText(r.refunded),
        r.chargebacks,
        centsText(r.charged_back),
      ]),
    );
  }
  const currencies = currenciesOf(n.days.map((d) => d.revenue));
  return toCsv(
    [
      'day',
      'visits',
      'signups',
      'activations',
      'first_purchases',
      'messages',
      ...currencies.map((c) => `revenue_${c}`),
    ],
    n.days.map((d) => [
      d.day,
      d.visits,
      d.signups,
      d.activations,
      d.first_purchases,
      d.messages,
      ...currencies.map((cur) => amountIn(d.revenue, cur)),
    ]),
  );
}
