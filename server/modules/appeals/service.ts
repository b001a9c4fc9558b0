import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import type { MailTemplate, MailTemplateVars } from '../../platform/mail-templates.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';
import { HOME_TIME_ZONE, type LocaleTag } from '../../../common/constants.ts';
import { messageLength } from '../../../common/rules/message.ts';
import { inSiteScope, type SiteScope } from '../../../common/rules/staff-scope.ts';
import {
  APPEAL_STATUSES,
  type AppealStatus,
  APPEAL_DAYS,
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  appealOpen,
  decisionInWords,
} from '../../../common/rules/decisions.ts';
import type {
  AppealDecideBody,
  AppealList,
  AppealPayload,
  AppealView,
  StaffAppeal,
  StaffAppealDetails,
} from '../../../common/api/appeals.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import { appeals } from './schema.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import {
  appealLink,
  presentDecision,
  decisionById,
  decisionsByIds,
  latestDecisionOf,
  markReversed,
  readAppealToken,
  type Decision,
} from '../decisions/index.ts';
import { findMemberByEmail, mailMember, restrictionOf } from '../members/index.ts';
import { profileNames, restoreDescription } from '../profiles/index.ts';
import type { PhotoInspection } from '../photos/index.ts';
import type { MemberRestrictions } from '../accounts/index.ts';
import { reportById, reportsResolvedWith } from '../reports/index.ts';
import { restoreMessage } from '../chat/index.ts';
import type { SiteDirectory } from '../sites/index.ts';

type AppealRow = typeof appeals.$inferSelect;
/** A member of staff in the console (the command line decides no appeals). */
export type AppealActor = StaffActor & { staffId: number };

export interface AppealDeps {
  db: Database;
  mailer: Mailer;
  sites: SiteDirectory;
  log: FastifyBaseLogger;
  /** Reads the statement of reasons' signed links (the session secret). */
  secret: string;
  /** Brings a removed photo back when its appeal is granted. */
  photoInspection: Pick<PhotoInspection, 'restore'>;
  /** Lifts a suspension or ban when its appeal is granted (the one restriction command). */
  restrictions: Pick<MemberRestrictions, 'within'>;
  /** Every photo of a member (the console shows the removed one). */
  photosOf: (memberId: number) => Promise<PhotoPayload[]>;
  staffNames: (ids: number[]) => Promise<Map<number, { name: string }>>;
  /** Limits the appeal page's "send me the link" per address (the API route has Fastify's limit). */
  counter: RateCounter;
}

/** The appeal page's "send me the link": this many an hour from one IP address. */
const LINK_PAGE_LIMIT = { max: 5, windowMs: 3_600_000 };

const DAY_MS = 24 * 3_600_000;

const presentAppeal = (a: AppealRow): AppealPayload => ({
  id: a.id,
  status: a.status,
  text: a.text,
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
  note: a.note,
});

/**
 * Appeals against moderation decisions (decision 041; DSA art. 20). The member appeals once per
 * decision, within APPEAL_DAYS, through the statement of reasons' signed link. Another member of
 * staff than the one who decided grants or denies it; granting reverses the decision in one
 * transaction — the photo is shown again, the suspension or ban lifted — and afterwards the member
 * hears the outcome and, when a report led to the decision, its reporters hear it was reversed.
 */
export class AppealService {
  constructor(private readonly deps: AppealDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  /** The decision behind a link; 404 for a link that is not ours (forged, mistyped, or its member gone). */
  private async decisionOfToken(token: string): Promise<Decision> {
    const id = readAppealToken(this.deps.secret, token);
    const decision = id === null ? null : await decisionById(this.db, id);
    if (!decision) throw new ApiError(404, 'not_found', 'appeal.linkInvalid');
    return decision;
  }

  async view(token: string): Promise<AppealView> {
    const decision = await this.decisionOfToken(token);
    const [appeal] = await this.db.select().from(appeals).where(eq(appeals.decisionId, decision.id));
    return {
      decision: presentDecision(decision),
      appealable_until: new Date(decision.createdAt.getTime() + APPEAL_DAYS * DAY_MS).toISOString(),
      appeal: appeal ? presentAppeal(appeal) : null,
    };
  }

  /** The member's appeal: once per decision, in time, with a text; confirmed by mail. */
  async submit(token: string, given: string, t: Translate, now = new Date()): Promise<AppealView> {
    const decision = await this.decisionOfToken(token);
    const text = given.trim();
    const length = messageLength(text);
    if (length < APPEAL_TEXT_MIN || length > APPEAL_TEXT_MAX) {
      const params = { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX };
      throw new ApiError(400, 'invalid_input', 'appeal.textLength', params, {
        fields: { text: t('appeal.textLength', params) },
      });
    }
    if (decision.reversedAt) throw new ApiError(409, 'decision_reversed', 'appeal.reversedAlready');
    if (!appealOpen(decision.createdAt, now)) throw new ApiError(409, 'appeal_too_late', 'appeal.tooLate');
    // The unique index decides between two appeals sent at once.
    const [row] = await this.db
      .insert(appeals)
      .values({ decisionId: decision.id, siteId: decision.siteId, memberId: decision.memberId, text, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'appeal_exists', 'appeal.exists');
    await this.mail(decision.memberId, 'appeal_received', (tr, name) => ({
      name,
      link: '/',
      decision: decisionInWords(tr, decision),
    }));
    return this.view(token);
  }

  /**
   * "Stuur me de link opnieuw" (the appeal page without a link, reached from the login's refusal):
   * a suspended or banned member of this site gets the appeal link of the restriction in force by
   * mail. The answer is the same whoever asks, so it tells nobody whether an address has an account.
   */
  async resendLink(siteId: number, email: string): Promise<void> {
    const member = await findMemberByEmail(this.db, siteId, email);
    if (!member) return;
    const decision = await latestDecisionOf(this.db, member.id, ['suspension', 'ban']);
    const standing = await restrictionOf(this.db, member.id);
    if (!decision || (standing?.status !== 'suspended' && standing?.status !== 'banned')) return;
    await this.mail(member.id, 'appeal_link', (tr, name) => ({
      name,
      link: appealLink(this.deps.secret, decision.id),
      decision: decisionInWords(tr, decision),
    }));
  }

  /** The page's form: as `resendLink`, limited per IP address (429 beyond it). */
  async resendLinkFromPage(siteId: number, email: string, ip: string): Promise<void> {
    if ((await this.deps.counter.hit(`appeal-link-page:${ip}`, LINK_PAGE_LIMIT.windowMs)) > LINK_PAGE_LIMIT.max)
      throw new ApiError(429, 'too_many_requests', 'error.tooManyRequests');
    await this.resendLink(siteId, email);
  }

  // ---- The console ----------------------------------------------------------------------------------

  /** Open appeals oldest first, or decided ones newest first; of the staff member's sites only (decision 044). */
  async list(status: 'open' | 'decided', scope: SiteScope = null): Promise<AppealList> {
    if (scope?.length === 0) return { appeals: [] };
    const rows = await this.db
      .select()
      .from(appeals)
      .where(
        and(
          status === 'open' ? eq(appeals.status, 'open') : ne(appeals.status, 'open'),
          scope ? inArray(appeals.siteId, [...scope]) : undefined,
        ),
      )
      .orderBy(status === 'open' ? asc(appeals.id) : desc(appeals.decidedAt))
      .limit(200);
    return { appeals: await this.presentForStaff(rows) };
  }

  /**
   * One appeal for the console; `may_decide` says whether `staffId` (not who decided) may decide it.
   * An appeal of a site the staff member does not work on is not found (decision 044).
   */
  async details(staffId: number, id: number, scope: SiteScope = null): Promise<StaffAppealDetails> {
    const [row] = await this.db.select().from(appeals).where(eq(appeals.id, id));
    if (!row || !inSiteScope(scope, row.siteId)) throw new ApiError(404, 'not_found', 'staff.appeals.notFound');
    const [appeal] = await this.presentForStaff([row]);
    const decision = (await decisionById(this.db, row.decisionId))!;
    const photo =
      decision.objectType === 'photo'
        ? ((await this.deps.photosOf(decision.memberId)).find((p) => p.id === decision.objectId) ?? null)
        : null;
    const report = decision.reportId === null ? null : await reportById(this.db, decision.reportId);
    return {
      ...appeal!,
      photo,
      report: report && { id: report.id, category: report.category, text: report.text, reporter: report.reporter },
      may_decide: row.status === 'open' && decision.staffId !== staffId,
    };
  }

  /**
   * Grants or denies an open appeal. Never by who made the decision (403); of two moderators at
   * once one decides and the other gets 409 (the row is locked).
   */
  async decide(actor: AppealActor, id: number, body: AppealDecideBody, now = new Date()): Promise<StaffAppeal> {
    const note = body.note?.trim() || null;
    const granted = body.outcome === 'grant';
    const { row, decision } = await this.deps.restrictions.within(async (tx, restrict) => {
      const [current] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update');
      // Of a site the staff member does not work on: not there for them (decision 044).
      if (!current || !inSiteScope(actor.siteIds, current.siteId))
        throw new ApiError(404, 'not_found', 'staff.appeals.notFound');
      if (current.status !== 'open') throw new ApiError(409, 'appeal_decided', 'staff.appeals.decidedAlready');
      const decision = (await decisionById(tx, current.decisionId))!;
      if (decision.staffId === actor.staffId) throw new ApiError(403, 'own_decision', 'staff.appeals.ownDecision');
      const [row] = await tx
        .update(appeals)
        .set({ status: granted ? 'granted' : 'denied', decidedBy: actor.staffId, decidedAt: now, note })
        .where(eq(appeals.id, id))
        .returning();
      if (granted) await this.reverse(tx, actor, decision, restrict);
      await recordStaffAction(tx, actor, {
        action: granted ? 'appeal.grant' : 'appeal.deny',
        targetType: 'appeal',
        targetId: id,
        siteId: current.siteId,
        before: { status: 'open' },
        after: { status: row!.status, decision: decision.id, kind: decision.kind, ...(note ? { note } : {}) },
      });
      return { row: row!, decision };
    });
    await this.mail(decision.memberId, 'appeal_decided', (tr, name) => ({
      name,
      link: '/',
      decision: decisionInWords(tr, decision),
      granted,
      note: note ?? '',
    }));
    if (granted && decision.reportId !== null) {
      const reports = await reportsResolvedWith(this.db, decision.reportId);
      const reporters = new Map(reports.flatMap((r) => (r.reporter ? [[r.reporter.id, r.category] as const] : [])));
      for (const [reporterId, category] of reporters)
        await this.mail(reporterId, 'report_reversed', (tr, name) => ({
          name,
          link: '/members',
          category: tr(`report.category.${category}` as MessageKey),
        }));
    }
    return (await this.presentForStaff([row]))[0]!;
  }

  /** Undoes what the decision did, in the appeal's transaction. */
  private async reverse(
    tx: Executor,
    actor: AppealActor,
    decision: Decision,
    restrict: Parameters<Parameters<MemberRestrictions['within']>[0]>[1],
  ): Promise<void> {
    if (decision.kind === 'suspension' || decision.kind === 'ban') {
      // Only the restriction in force: a later suspension or ban (another decision) stays.
      const latest = await latestDecisionOf(tx, decision.memberId, ['suspension', 'ban']);
      const standing = await restrictionOf(tx, decision.memberId);
      if (latest?.id === decision.id && (standing?.status === 'suspended' || standing?.status === 'banned'))
        await restrict({
          actor,
          memberId: decision.memberId,
          change: { action: 'lift' },
          context: () => ({ appeal_of: decision.id }),
          notRestricted: 'staff.reports.notRestricted',
        });
    } else if (decision.kind === 'photo_removed') {
      await this.deps.photoInspection.restore(tx, actor, decision.objectId);
    } else if (decision.kind === 'message_removed') {
      await restoreMessage(tx, decision.objectId, decision.content ?? '');
    } else if (decision.kind === 'text_removed' && decision.content) {
      await restoreDescription(tx, decision.memberId, decision.content);
    }
    // A warning changed nothing but the record: reversing it marks it so.
    await markReversed(tx, decision.id);
  }

  /** Open appeals against these photos' removal: the removal job keeps their files (server/services.ts). */
  async photosHeld(photoIds: number[]): Promise<Set<number>> {
    if (photoIds.length === 0) return new Set();
    const rows = await this.db
      .select({ decisionId: appeals.decisionId })
      .from(appeals)
      .where(eq(appeals.status, 'open'));
    const decisions = await decisionsByIds(
      this.db,
      rows.map((r) => r.decisionId),
    );
    return new Set(
      [...decisions.values()]
        .filter((d) => d.kind === 'photo_removed' && photoIds.includes(d.objectId))
        .map((d) => d.objectId),
    );
  }

  private async presentForStaff(rows: AppealRow[]): Promise<StaffAppeal[]> {
    const decisions = await decisionsByIds(
      this.db,
      rows.map((r) => r.decisionId),
    );
    const staffIds = [
      ...new Set(
        [...rows.map((r) => r.decidedBy), ...[...decisions.values()].map((d) => d.staffId)].filter(
          (s): s is number => s !== null,
        ),
      ),
    ];
    const [names, staffNames] = await Promise.all([
      profileNames(this.db, [...new Set(rows.map((r) => r.memberId))]),
      this.deps.staffNames(staffIds),
    ]);
    const person = (sid: number | null) => (sid === null ? null : { id: sid, name: staffNames.get(sid)?.name ?? '' });
    return rows.map((r) => {
      const d = decisions.get(r.decisionId)!;
      return {
        ...presentAppeal(r),
        member: { id: r.memberId, name: names.get(r.memberId) ?? '' },
        decision: { ...presentDecision(d), staff: person(d.staffId) },
        decided_by: person(r.decidedBy),
      };
    });
  }

  /** A mail to a member after the commit (members' `mailMember`: their language, their site; a failure is logged). */
  private async mail<T extends MailTemplate>(
    memberId: number,
    template: T,
    vars: (t: Translate, name: string, locale: LocaleTag) => MailTemplateVars[T],
  ): Promise<void> {
    await mailMember(this.deps, memberId, template, (t, locale, name) => vars(t, name, locale));
  }
}

/** The transparency figures: appeals received in [start, end) by status, and the median hours to decide (local dates). */
export async function appealFigures(db: Executor, start: string, end: string) {
  const from = sql`(${start}::timestamp at time zone ${HOME_TIME_ZONE})`;
  const to = sql`(${end}::timestamp at time zone ${HOME_TIME_ZONE})`;
  const rows = await queryRows<{ status: AppealStatus; count: number }>(
    db,
    sql`select status, count(*)::int as count from appeals where created_at >= ${from} and created_at < ${to} group by status`,
  );
  const [median] = await queryRows<{ hours: number | null }>(
    db,
    sql`
    select percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 3600) as hours
    from appeals where decided_at >= ${from} and decided_at < ${to}`,
  );
  return {
    appeals: APPEAL_STATUSES.map((status) => ({
      status,
      count: Number(rows.find((r) => r.status === status)?.count ?? 0),
    })),
    appeals_median_hours: median?.hours === null || median?.hours === undefined ? null : Number(median.hours),
  };
}

/** A member's appeals by decision (the moderators' member history). */
export async function appealsOf(db: Executor, memberId: number): Promise<Map<number, AppealPayload>> {
  const rows = await db.select().from(appeals).where(eq(appeals.memberId, memberId));
  return new Map(rows.map((r) => [r.decisionId, presentAppeal(r)]));
}
