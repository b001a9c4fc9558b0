import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail, siteMailContext, siteMailFrom } from '../../platform/mail-templates.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import { isLocale } from '../../../common/rules/locale.ts';
import { DEFAULT_LOCALE } from '../../../common/constants.ts';
import { SUSPEND_DAYS_MAX } from '../../../common/api/limits.ts';
import type {
  MemberStanding,
  ReportQueue,
  ReportResolveBody,
  ReportResolved,
  StaffReport,
} from '../../../common/api/reports.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import type { AuditPage } from '../../../common/api/staff.ts';
import { BAN_PAGE, type MemberRestrictions, type RestrictionOutcome } from '../accounts/index.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { loadMemberView, lockMember, restrictionOf, siteOfMember, type Restriction } from '../members/index.ts';
import type { SiteDirectory } from '../sites/index.ts';
import { listOpenReports, openReportIdsAbout, reportDetails, reportSubject, resolveReport } from './service.ts';

/** A staff member acting in the console (the command line has no report queue). */
export type ConsoleActor = StaffActor & { staffId: number };

export interface ReportQueueDeps {
  db: Database;
  mailer: Mailer;
  sites: SiteDirectory;
  log: FastifyBaseLogger;
  /** The restriction command: standing, audit row, and the ended sessions' sockets closed after the commit. */
  restrictions: Pick<MemberRestrictions, 'within' | 'apply'>;
  /** Every photo of a member, also those under inspection (the photos module). */
  photosOf: (memberId: number) => Promise<PhotoPayload[]>;
  /** What staff did to an object, newest first (the audit module, with the names of who acted). */
  auditOf: (targetType: string, targetId: number) => Promise<AuditPage>;
  /** Staff names by id (the staff module). */
  staffNames: (ids: number[]) => Promise<Map<number, { name: string }>>;
}

const DAY_MS = 24 * 3_600_000;

const standing = (memberId: number, r: Restriction): MemberStanding => ({
  id: memberId,
  status: r.status,
  suspended_until: r.suspendedUntil?.toISOString() ?? null,
  restriction_reason: r.reason,
});

/**
 * The moderators' report queue (the staff console; decision 021 for the rules it calls).
 * An action on a report is one transaction: the member's row is locked first, so actions on the
 * same member (two moderators, or two reports about them) take turns and the second finds the
 * report handled (409); then the report and every other open report about the member are resolved
 * with the same action, the suspension or ban is made, and each change gets its audit row. After
 * the commit the ended sessions' sockets close and a warning goes out by mail.
 */
export class ReportQueueService {
  constructor(private readonly deps: ReportQueueDeps) {}

  list(q: { after?: number; siteId?: number; limit?: number } = {}): Promise<ReportQueue> {
    return listOpenReports(this.deps.db, q);
  }

  async details(id: number): Promise<StaffReport> {
    const details = await reportDetails(this.deps.db, id);
    const memberId = details.reported.id;
    const [photos, history] = await Promise.all([this.deps.photosOf(memberId), this.deps.auditOf('member', memberId)]);
    const handlers = [details.report, ...details.earlier]
      .map((r) => r.handled_by)
      .filter((s): s is number => s !== null);
    const names = await this.deps.staffNames([...new Set(handlers)]);
    return {
      ...details,
      photos,
      history: history.entries,
      staff_names: Object.fromEntries([...names].map(([sid, s]) => [String(sid), s.name])),
    };
  }

  async resolve(actor: ConsoleActor, id: number, body: ReportResolveBody, now = new Date()): Promise<ReportResolved> {
    const { action } = body;
    const reason = body.reason?.trim() ?? '';
    if (action === 'suspend' && (body.days === undefined || body.days < 1 || body.days > SUSPEND_DAYS_MAX)) {
      throw new ApiError(400, 'invalid_input', 'staff.reports.daysRequired', { max: SUSPEND_DAYS_MAX });
    }
    const subject = await reportSubject(this.deps.db, id);
    if (!subject) throw new ApiError(404, 'not_found', 'report.notFound');
    const memberId = subject.reportedId;

    // Only after the commit, with the suspension certain, do the member's open tabs close (`within`).
    const result = await this.deps.restrictions.within(async (tx, restrict) => {
      // Actions on one member take turns: the second moderator then finds the report handled.
      if (!(await lockMember(tx, memberId))) throw new ApiError(404, 'not_found', 'report.notFound');
      const main = await resolveReport(tx, id, { action, note: reason }, actor.staffId, now);
      const others = (await openReportIdsAbout(tx, memberId)).filter((other) => other !== id);
      const resolved = [main];
      for (const other of others)
        resolved.push(await resolveReport(tx, other, { action, note: reason }, actor.staffId, now));
      for (const r of resolved) {
        await recordStaffAction(tx, actor, {
          action: `report.${action}`,
          targetType: 'report',
          targetId: r.after.id,
          siteId: r.after.site_id,
          before: { status: r.before.status },
          after: {
            status: r.after.status,
            resolution: action,
            note: r.after.resolution_note,
            ...(r.after.id !== id ? { with_report: id } : {}),
          },
        });
      }
      const context = {
        ...(action === 'suspend' ? { days: body.days } : {}),
        reports: resolved.map((r) => r.after.id),
      };
      let outcome: RestrictionOutcome | null = null;
      if (action === 'suspend' || action === 'ban') {
        outcome = await restrict(
          {
            actor,
            memberId,
            change:
              action === 'suspend'
                ? { action, until: new Date(now.getTime() + body.days! * DAY_MS), reason }
                : { action, reason },
            context: () => context,
            notRestricted: 'staff.reports.notRestricted',
          },
          now,
        );
      } else if (action === 'warn') {
        // A warning changes no standing: its audit row on the member says which reports it answered.
        await recordStaffAction(tx, actor, {
          action: 'member.warn',
          targetType: 'member',
          targetId: memberId,
          siteId: subject.siteId,
          before: null,
          after: context,
        });
      }
      return { main, resolved, outcome };
    });

    const warningSent = action === 'warn' ? await this.sendWarning(memberId, subject.category) : false;
    const after = result.outcome?.after ??
      (await restrictionOf(this.deps.db, memberId)) ?? {
        status: 'deleted' as const,
        suspendedUntil: null,
        reason: null,
        restrictedAt: null,
      };
    return {
      report: result.main.after,
      resolved_ids: result.resolved.map((r) => r.after.id),
      member: standing(memberId, after),
      warning_sent: warningSent,
    };
  }

  /** Lifts a suspension or ban (from a report or the member's page); 409 when there is none. */
  async lift(actor: ConsoleActor, memberId: number): Promise<{ member: MemberStanding }> {
    const siteId = await siteOfMember(this.deps.db, memberId);
    if (siteId === null) throw new ApiError(404, 'not_found', 'staff.reports.memberNotFound');
    const outcome = await this.deps.restrictions.apply({
      actor,
      memberId,
      change: { action: 'lift' },
      notRestricted: 'staff.reports.notRestricted',
    });
    return { member: standing(memberId, outcome.after) };
  }

  /**
   * The warning mail, in the member's language, from their site. After the commit: the report stays
   * resolved when sending fails (logged; the answer says it was not sent).
   */
  private async sendWarning(memberId: number, category: string): Promise<boolean> {
    const member = await loadMemberView(this.deps.db, memberId);
    if (!member) return false;
    try {
      const site = await this.deps.sites.byId(member.siteId);
      const locale = isLocale(member.language) ? member.language : DEFAULT_LOCALE;
      const t = createTranslator(locale);
      const rendered = await renderMail(
        'warning',
        {
          name: member.profile.name,
          link: BAN_PAGE,
          category: t(`report.category.${category}` as Parameters<typeof t>[0]),
        },
        siteMailContext(site, locale, site.origin),
      );
      await this.deps.mailer.send({
        to: member.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        from: siteMailFrom(site),
      });
      return true;
    } catch (err) {
      this.deps.log.error({ err, memberId }, 'sending the warning mail failed');
      return false;
    }
  }
}
