import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { memberReports, type KeptMessage } from './schema.ts';
import { messageLength } from '../../../common/rules/message.ts';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';
import type { MessageKey, Params, Translate } from '../../../common/i18n/index.ts';
import {
  REPORT_CATEGORIES,
  REPORT_CLAIM_MINUTES,
  REPORT_PRIORITY,
  REPORT_TEXT_MAX,
  REPORT_TEXT_MIN,
  type Report,
  type ReportResolution,
  type ReportBody,
  type ReportCategory,
  type ReportDetails,
  type ReportQueue,
  type ReportResult,
} from '../../../common/api/reports.ts';
import { lockMember, restrictionOf, siteOfMember, type MemberView } from '../members/index.ts';
import { cardsFor, profileNames } from '../profiles/index.ts';
import { conversationForReport } from '../chat/index.ts';
import { holdFromSearch, isHeldFromSearch, releaseSearchHold } from '../search-index/index.ts';
import type { Site } from '../sites/index.ts';

/** The site setting's value when a site's stored settings predate it (common/site.ts). */
export const REPORT_HIDE_THRESHOLD_DEFAULT = 3;
/** The window in which distinct reporters count towards the threshold. */
export const REPORT_HIDE_WINDOW_HOURS = 24;
/** What search_holds records as the hold's cause. */
const HOLD_REASON = 'reports';
/** How many messages of a reported conversation the report keeps. */
const KEPT_MESSAGES = 20;

type ReportRow = typeof memberReports.$inferSelect;

/**
 * Reports. A member reports a profile or a conversation with a category and a text;
 * the report waits for a moderator. One open report per reporter and reported member: a second
 * one while the first is open is refused, politely (decision 021). A member reported by
 * `report_hide_threshold` different members within 24 hours is held out of search (search's hold)
 * until a moderator handles one of the reports about them.
 */
export class ReportService {
  constructor(private readonly db: Database) {}

  async report(site: Site, reporter: MemberView, body: ReportBody, t: Translate): Promise<ReportResult> {
    const fail = (field: string, key: MessageKey, params?: Params) =>
      new ApiError(400, 'invalid_input', key, params, { fields: { [field]: t(key, params) } });
    const category = REPORT_CATEGORIES.find((c) => c === body.category);
    if (!category) throw fail('category', 'report.categoryRequired');
    const text = (body.text ?? '').trim();
    if (messageLength(text) > REPORT_TEXT_MAX) throw fail('text', 'report.textTooLong', { max: REPORT_TEXT_MAX });
    if (category === 'other' && messageLength(text) < REPORT_TEXT_MIN)
      throw fail('text', 'report.textRequired', { min: REPORT_TEXT_MIN });
    if (body.id === reporter.id) throw new ApiError(400, 'invalid_input', 'report.self');
    if ((await siteOfMember(this.db, body.id)) !== site.id) throw new ApiError(404, 'not_found', 'profile.notFound');
    let kept: KeptMessage[] = [];
    if (body.conversation_id !== undefined) {
      const conversation = await conversationForReport(this.db, body.conversation_id, reporter.id, KEPT_MESSAGES);
      if (!conversation || conversation.otherId !== body.id)
        throw new ApiError(400, 'invalid_input', 'report.conversationUnknown');
      kept = conversation.messages;
    }
    const threshold = site.config.report_hide_threshold ?? REPORT_HIDE_THRESHOLD_DEFAULT;
    const id = await this.db.transaction(async (tx) => {
      // Reports about one member one at a time: two arriving together must both be counted.
      await lockMember(tx, body.id);
      const [row] = await tx
        .insert(memberReports)
        .values({
          siteId: site.id,
          reporterId: reporter.id,
          reportedId: body.id,
          conversationId: body.conversation_id ?? null,
          messages: kept,
          category,
          text,
        })
        .onConflictDoNothing()
        .returning({ id: memberReports.id });
      if (!row) return null;
      if ((await distinctRecentReporters(tx, body.id)) >= threshold) await holdFromSearch(tx, body.id, HOLD_REASON);
      return row.id;
    });
    if (id === null) {
      const name = (await profileNames(this.db, [body.id])).get(body.id) ?? '';
      throw new ApiError(409, 'already_reported', 'report.alreadyReported', { name });
    }
    return { reported: true, id };
  }
}

/**
 * Different members with an open report about this member in the last 24 hours, counting only
 * reports made since a moderator last handled one about them (who looked has seen those).
 */
async function distinctRecentReporters(db: Executor, reportedId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    select count(distinct r.reporter_id)::int as n from member_reports r
    where r.reported_id = ${reportedId} and r.status = 'open'
      and r.created_at > now() - make_interval(hours => ${REPORT_HIDE_WINDOW_HOURS})
      and r.created_at > coalesce((select max(h.handled_at) from member_reports h where h.reported_id = ${reportedId}), '-infinity'::timestamptz)`,
  );
  return Number(row?.n ?? 0);
}

// ---- The staff side: the report queue of the staff console calls these ------------------------

async function present(db: Executor, rows: ReportRow[]): Promise<Report[]> {
  const names = await profileNames(db, [
    ...new Set(rows.flatMap((r) => (r.reporterId === null ? [r.reportedId] : [r.reporterId, r.reportedId]))),
  ]);
  return rows.map((r) => ({
    id: r.id,
    site_id: r.siteId,
    category: r.category,
    text: r.text,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    reporter: r.reporterId === null ? null : { id: r.reporterId, name: names.get(r.reporterId) ?? '' },
    reported: { id: r.reportedId, name: names.get(r.reportedId) ?? '' },
    conversation_id: r.conversationId,
    handled_by: r.handledBy,
    handled_at: r.handledAt?.toISOString() ?? null,
    resolution: r.resolution,
    resolution_note: r.resolutionNote,
  }));
}

/** A page of the queue as the database has it: who holds each report by staff id (the queue names them). */
export interface ReportsPage {
  reports: (Omit<ReportQueue['reports'][number], 'claimed_by'> & { claimed_by_id: number | null })[];
  next_after: string | null;
}

/** A report's place in the queue's order: its category's rank in REPORT_PRIORITY (1 first). */
const PRIORITY = sql<number>`array_position(array[${sql.join(
  REPORT_PRIORITY.map((c) => sql.raw(`'${c}'`)),
  sql`, `,
)}]::text[], ${memberReports.category})`;
/** Reports of these sites (a staff account limited to some sites, decision 044); none: false. */
export const onSites = (siteIds: readonly number[]) =>
  siteIds.length === 0 ? sql`false` : inArray(memberReports.siteId, [...siteIds]);

/** Held by someone: a claim that has not lapsed. */
const HELD = sql`${memberReports.claimedUntil} > now()`;

/**
 * The queue. Open reports (the default): worst first (REPORT_PRIORITY) and oldest first within a
 * category, keyset paged on (priority, id) from `after` ('<priority>.<id>'). Handled ones (to find
 * a decision again, for an appeal or a question): newest first, keyset on the id ('0.<id>'). Of some
 * sites or all (`siteIds`: the staff account's sites and the site filter, `scopedSiteIds`, decision
 * 044), of one category or all, and only those older
 * than `olderThanHours` when asked (the ones past the promised response time). Each says how many
 * open reports there are about the same member, and who holds it.
 */
export async function listReports(
  db: Executor,
  q: {
    siteIds?: readonly number[];
    category?: ReportCategory;
    status?: 'open' | 'handled';
    olderThanHours?: number;
    after?: string;
    limit?: number;
  } = {},
): Promise<ReportsPage> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
  const [afterRank, afterId] = (q.after ?? '').split('.').map(Number);
  const handled = q.status === 'handled';
  const rows = await db
    .select({
      row: memberReports,
      priority: handled ? sql<number>`0` : PRIORITY,
      held: sql<boolean>`coalesce(${HELD}, false)`,
    })
    .from(memberReports)
    .where(
      and(
        handled ? ne(memberReports.status, 'open') : eq(memberReports.status, 'open'),
        q.siteIds !== undefined ? onSites(q.siteIds) : undefined,
        q.category !== undefined ? eq(memberReports.category, q.category) : undefined,
        q.olderThanHours !== undefined
          ? sql`${memberReports.createdAt} < now() - make_interval(hours => ${q.olderThanHours})`
          : undefined,
        q.after === undefined
          ? undefined
          : handled
            ? lt(memberReports.id, afterId!)
            : sql`(${PRIORITY}, ${memberReports.id}) > (${afterRank!}, ${afterId!})`,
      ),
    )
    .orderBy(...(handled ? [desc(memberReports.id)] : [PRIORITY, asc(memberReports.id)]))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const reported = [...new Set(page.map((r) => r.row.reportedId))];
  const counts = reported.length
    ? await queryRows<{ reported_id: number; n: number }>(
        db,
        sql`
        select reported_id, count(*)::int as n from member_reports
        where status = 'open' and reported_id in (${sql.join(
          reported.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by reported_id`,
      )
    : [];
  const openAbout = new Map(counts.map((c) => [Number(c.reported_id), Number(c.n)]));
  // At most one page's members (50 by default), each a primary-key look-up in search_holds.
  const held = new Set(
    (await Promise.all(reported.map(async (id) => ((await isHeldFromSearch(db, id)) ? id : null)))).filter(
      (id) => id !== null,
    ),
  );
  const presented = await present(
    db,
    page.map((p) => p.row),
  );
  const reports = presented.map((r, i) => ({
    ...r,
    open_about_reported: openAbout.get(r.reported.id) ?? 0,
    held_from_search: held.has(r.reported.id),
    claimed_by_id: page[i]!.held ? page[i]!.row.claimedBy : null,
  }));
  const last = page.at(-1);
  return { reports, next_after: rows.length > limit && last ? `${last.priority}.${last.row.id}` : null };
}

/**
 * "Volgende melding": the worst open report nobody else holds (a lapsed hold counts as none) is
 * held by `staffId` for REPORT_CLAIM_MINUTES, and their other holds end. `FOR UPDATE SKIP LOCKED`:
 * two moderators asking at once get different reports, never the same (queue.api.test.ts, on
 * PostgreSQL too). Null when there is none.
 */
export async function claimNextReport(
  db: Database,
  staffId: number,
  q: { category?: ReportCategory; siteIds?: readonly number[]; skip?: number } = {},
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(memberReports)
      .set({ claimedBy: null, claimedUntil: null })
      .where(and(eq(memberReports.claimedBy, staffId), eq(memberReports.status, 'open')));
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`
      with next as (
        select id from member_reports
        where status = 'open'
          and (claimed_until is null or claimed_until <= now() or claimed_by = ${staffId})
          ${q.category !== undefined ? sql`and category = ${q.category}` : sql``}
          ${q.siteIds !== undefined ? sql`and ${onSites(q.siteIds)}` : sql``}
          ${q.skip !== undefined ? sql`and id <> ${q.skip}` : sql``}
        order by ${PRIORITY}, id
        limit 1
        for update skip locked
      )
      update member_reports r
      set claimed_by = ${staffId}, claimed_until = now() + make_interval(mins => ${REPORT_CLAIM_MINUTES})
      from next where r.id = next.id
      returning r.id`,
    );
    return row ? Number(row.id) : null;
  });
}

/** Who holds a report now (a hold that has not lapsed), for the report page and the actions' refusal. */
export async function reportHolder(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ by: memberReports.claimedBy })
    .from(memberReports)
    .where(and(eq(memberReports.id, id), HELD));
  return row?.by ?? null;
}

/** One report with the reported member as they stand now, the kept messages and every other report about them. */
export async function reportDetails(db: Executor, id: number): Promise<ReportDetails> {
  const [row] = await db.select().from(memberReports).where(eq(memberReports.id, id));
  if (!row) throw new ApiError(404, 'not_found', 'report.notFound');
  const [earlierRows, [card], standing, held] = await Promise.all([
    db
      .select()
      .from(memberReports)
      .where(and(eq(memberReports.reportedId, row.reportedId), ne(memberReports.id, id)))
      .orderBy(desc(memberReports.createdAt), desc(memberReports.id))
      .limit(100),
    cardsFor(db, [row.reportedId]),
    restrictionOf(db, row.reportedId),
    isHeldFromSearch(db, row.reportedId),
  ]);
  const [report] = await present(db, [row]);
  return {
    report: report!,
    reported: {
      id: row.reportedId,
      name: card?.name ?? report!.reported.name,
      age: card?.age ?? 0,
      main_image: card?.main_image ?? null,
      status: standing?.status ?? 'deleted',
      suspended_until: standing?.suspendedUntil?.toISOString() ?? null,
      restriction_reason: standing?.reason ?? null,
      held_from_search: held,
    },
    messages: row.messages,
    earlier: await present(db, earlierRows),
  };
}

/**
 * A moderator handled the report: dismissed, or actioned (warned, suspended, banned: the staff
 * console does the action itself, e.g. `suspendMember`, in the same transaction). The member is no
 * longer held out of search by reports: someone has looked. Returns the report before and after
 * (for the audit log). 404 for an unknown report, 409 for one handled already.
 */
export async function resolveReport(
  tx: Executor,
  id: number,
  resolution: { action: ReportResolution; note?: string },
  staffId: number,
  now = new Date(),
): Promise<{ before: Report; after: Report; releasedFromSearch: boolean }> {
  const [row] = await tx.select().from(memberReports).where(eq(memberReports.id, id)).for('update');
  if (!row) throw new ApiError(404, 'not_found', 'report.notFound');
  if (row.status !== 'open') throw new ApiError(409, 'already_handled', 'report.alreadyHandled');
  const [updated] = await tx
    .update(memberReports)
    .set({
      status: resolution.action === 'dismiss' ? 'dismissed' : 'actioned',
      handledBy: staffId,
      handledAt: now,
      resolution: resolution.action,
      resolutionNote: resolution.note?.trim() || null,
    })
    .where(eq(memberReports.id, id))
    .returning();
  const releasedFromSearch = await releaseSearchHold(tx, row.reportedId);
  const [before, after] = await present(tx, [row, updated!]);
  return { before: before!, after: after!, releasedFromSearch };
}

/** The open reports about a member, oldest first (resolving one resolves these too). */
export async function openReportIdsAbout(db: Executor, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: memberReports.id })
    .from(memberReports)
    .where(and(eq(memberReports.reportedId, memberId), eq(memberReports.status, 'open')))
    .orderBy(asc(memberReports.id));
  return rows.map((r) => r.id);
}

/** Who a report is about and where, without locking it (the queue's actions lock the member first). */
export async function reportSubject(
  db: Executor,
  id: number,
): Promise<{ reportedId: number; siteId: number; category: ReportCategory } | null> {
  const [row] = await db
    .select({ reportedId: memberReports.reportedId, siteId: memberReports.siteId, category: memberReports.category })
    .from(memberReports)
    .where(eq(memberReports.id, id));
  return row ?? null;
}

/** How many open reports there are about a member (a member page of the staff console). */
export async function openReportsAbout(db: Executor, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_reports where reported_id = ${memberId} and status = 'open'`,
  );
  return Number(row?.n ?? 0);
}

/** Reports about a member and reports they made, newest first (the staff console's member page). */
export async function reportsOfMember(
  db: Executor,
  memberId: number,
  limit = 100,
): Promise<{ about: Report[]; by: Report[] }> {
  const [about, by] = await Promise.all([
    db
      .select()
      .from(memberReports)
      .where(eq(memberReports.reportedId, memberId))
      .orderBy(desc(memberReports.createdAt), desc(memberReports.id))
      .limit(limit),
    db
      .select()
      .from(memberReports)
      .where(eq(memberReports.reporterId, memberId))
      .orderBy(desc(memberReports.createdAt), desc(memberReports.id))
      .limit(limit),
  ]);
  return { about: await present(db, about), by: await present(db, by) };
}

export type { ReportCategory };

/** One report as the console shows it (an appeal's page shows the report its decision answered). */
export async function reportById(db: Executor, id: number): Promise<Report | null> {
  const [row] = await db.select().from(memberReports).where(eq(memberReports.id, id));
  return row ? (await present(db, [row]))[0]! : null;
}

/**
 * The reports one action resolved together with `reportId` (the same member, the same moment, the
 * same moderator): whose reporters hear when an appeal reverses the action.
 */
export async function reportsResolvedWith(db: Executor, reportId: number): Promise<Report[]> {
  const [main] = await db.select().from(memberReports).where(eq(memberReports.id, reportId));
  if (!main?.handledAt) return main ? await present(db, [main]) : [];
  const rows = await db
    .select()
    .from(memberReports)
    .where(
      and(
        eq(memberReports.reportedId, main.reportedId),
        eq(memberReports.handledAt, main.handledAt),
        main.handledBy === null ? undefined : eq(memberReports.handledBy, main.handledBy),
      ),
    )
    .orderBy(asc(memberReports.id));
  return present(db, rows);
}

/** A report staff raise themselves (no reporter): a photo rejected as apparently of a minor. */
export async function raiseReport(
  tx: Executor,
  r: { siteId: number; reportedId: number; category: ReportCategory; text: string },
): Promise<number> {
  const [row] = await tx
    .insert(memberReports)
    .values({ siteId: r.siteId, reporterId: null, reportedId: r.reportedId, category: r.category, text: r.text })
    .returning({ id: memberReports.id });
  return row!.id;
}

/** The transparency figures: notices received in [start, end) by category, and those handled then (local dates). */
export async function reportFigures(db: Executor, start: string, end: string) {
  const from = sql`(${start}::timestamp at time zone ${HOME_TIME_ZONE})`;
  const to = sql`(${end}::timestamp at time zone ${HOME_TIME_ZONE})`;
  const notices = await queryRows<{ category: ReportCategory; by_members: number; by_staff: number }>(
    db,
    sql`
    select category,
      count(*) filter (where reporter_id is not null)::int as by_members,
      count(*) filter (where reporter_id is null)::int as by_staff
    from member_reports where created_at >= ${from} and created_at < ${to}
    group by category`,
  );
  const [handled] = await queryRows<{ total: number; actioned: number; median_hours: number | null }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where status = 'actioned')::int as actioned,
      percentile_cont(0.5) within group (order by extract(epoch from handled_at - created_at) / 3600) as median_hours
    from member_reports where handled_at >= ${from} and handled_at < ${to}`,
  );
  return {
    notices: REPORT_CATEGORIES.map((category) => {
      const row = notices.find((n) => n.category === category);
      return { category, by_members: Number(row?.by_members ?? 0), by_staff: Number(row?.by_staff ?? 0) };
    }),
    handled: {
      total: Number(handled?.total ?? 0),
      actioned: Number(handled?.actioned ?? 0),
      median_hours:
        handled?.median_hours === null || handled?.median_hours === undefined ? null : Number(handled.median_hours),
    },
  };
}
