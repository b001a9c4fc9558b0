import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  renderMail,
  siteMailContext,
  siteMailFrom,
  type MailTemplate,
  type MailTemplateVars,
} from '../../platform/mail-templates.ts';
import { createTranslator, type MessageKey, type Translate } from '../../../common/i18n/index.ts';
import { dateInWords } from '../../../common/rules/dates.ts';
import { isLocale } from '../../../common/rules/locale.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/constants.ts';
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
    const suspendedUntil = new Date(now.getTime() + (body.days ?? 0) * DAY_MS);

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
            change: action === 'suspend' ? { action, until: suspendedUntil, reason } : { action, reason },
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

    // After the commit, each in its reader's language: the member learns what was decided and why
    // (a warning, or the statement of reasons of a suspension or ban), and every reporter of the
    // reports this resolved that theirs was handled.
    const category = (t: Translate) => t(`report.category.${subject.category}` as MessageKey);
    let warningSent = false;
    if (action === 'warn')
      warningSent = await this.mailMember(memberId, 'warning', (t, _locale, name) => ({
        name,
        link: BAN_PAGE,
        category: category(t),
      }));
    else if (action === 'suspend')
      await this.mailMember(memberId, 'account_suspended', (t, locale, name) => ({
        name,
        link: BAN_PAGE,
        category: category(t),
        until: dateInWords(suspendedUntil, locale),
      }));
    else if (action === 'ban')
      await this.mailMember(memberId, 'account_banned', (t, _locale, name) => ({
        name,
        link: BAN_PAGE,
        category: category(t),
      }));
    const reporters = new Map(result.resolved.map((r) => [r.after.reporter.id, r.after.category]));
    for (const [reporterId, reported] of reporters)
      await this.mailMember(reporterId, 'report_handled', (t, _locale, name) => ({
        name,
        link: '/members',
        category: t(`report.category.${reported}` as MessageKey),
        actioned: action !== 'dismiss',
      }));
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
   * A mail to a member, in their language, from their site. After the commit: the report stays
   * resolved when sending fails (logged; false). A deleted account gets nothing.
   */
  private async mailMember<T extends MailTemplate>(
    memberId: number,
    template: T,
    vars: (t: Translate, locale: Locale, name: string) => MailTemplateVars[T],
  ): Promise<boolean> {
    const member = await loadMemberView(this.deps.db, memberId);
    if (!member || member.status === 'deleted') return false;
    try {
      const site = await this.deps.sites.byId(member.siteId);
      const locale = isLocale(member.language) ? member.language : DEFAULT_LOCALE;
      const rendered = await renderMail(
        template,
        vars(createTranslator(locale), locale, member.profile.name),
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
      this.deps.log.error({ err, memberId, template }, 'a mail about a report could not be sent');
      return false;
    }
  }
}
