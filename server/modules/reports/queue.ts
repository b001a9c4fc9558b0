import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { MailTemplate, MailTemplateVars } from '../../platform/mail-templates.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';
import { dateInWords } from '../../../common/rules/dates.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import { SUSPEND_DAYS_MAX } from '../../../common/api/limits.ts';
import { inSiteScope, scopedSiteIds, type SiteScope } from '../../../common/rules/staff-scope.ts';
import type {
  Report,
  ReportCategory,
  MemberStanding,
  ReportQueue,
  ReportResolveBody,
  ReportResolved,
  ReportTakeDownBody,
  ReportBulkDismissBody,
  ReportBulkDismissed,
  ReportTakeDownResult,
  StaffReport,
} from '../../../common/api/reports.ts';
import { appealLink, recordDecision } from '../decisions/index.ts';
import type { PhotoInspection } from '../photos/index.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import type { AuditPage } from '../../../common/api/staff.ts';
import { BAN_PAGE, restrictMember, type MemberRestrictions, type RestrictionOutcome } from '../accounts/index.ts';
import { commitTopic, emitAfterCommit } from '../../db/committed.ts';
import type { Executor } from '../../db/client.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { lockMember, mailMember, restrictionOf, siteOfMember, type Restriction } from '../members/index.ts';
import { profileDetails, takeDownDescription } from '../profiles/index.ts';
import { takeDownMessage } from '../chat/index.ts';
import type { SiteDirectory } from '../sites/index.ts';
import {
  raiseReport,
  claimNextReport,
  listReports,
  openReportIdsAbout,
  reportDetails,
  reportHolder,
  reportSubject,
  resolveReport,
} from './service.ts';

/** A member suspended pending review after a photo that looks like a minor's: their statement goes out after the commit. */
export const HELD_FOR_REVIEW = commitTopic<{ memberId: number; decisionId: number; until: string }>(
  'reports.held_for_review',
);

/** How long an account stays suspended while a moderator reviews a photo that looks like a minor's. */
export const MINOR_REVIEW_DAYS = 30;

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
  /** The photo take-down (the photos module); a report's resolution joins its transaction. */
  photoInspection: Pick<PhotoInspection, 'takeDown'>;
  /** Signs the statements of reasons' appeal links (the session secret). */
  secret: string;
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

  /**
   * A page of the queue: of the site asked for (`siteId`) or every site, within the sites the staff
   * member works on (`scope`, decision 044: another site's filter gives an empty page).
   */
  async list(
    q: Omit<NonNullable<Parameters<typeof listReports>[1]>, 'siteIds'> & { siteId?: number } = {},
    scope: SiteScope = null,
  ): Promise<ReportQueue> {
    const { siteId, ...rest } = q;
    const page = await listReports(this.deps.db, { ...rest, siteIds: scopedSiteIds(scope, siteId) });
    const holders = [...new Set(page.reports.map((r) => r.claimed_by_id).filter((s): s is number => s !== null))];
    const names = await this.deps.staffNames(holders);
    return {
      next_after: page.next_after,
      reports: page.reports.map(({ claimed_by_id, ...r }) => ({
        ...r,
        claimed_by: claimed_by_id === null ? null : { id: claimed_by_id, name: names.get(claimed_by_id)?.name ?? '' },
      })),
    };
  }

  /** "Volgende melding": the worst report nobody else holds, now yours for a while (null: none left). */
  async next(actor: ConsoleActor, q: { category?: ReportCategory; siteId?: number; skip?: number }) {
    const { siteId, ...rest } = q;
    return {
      report_id: await claimNextReport(this.deps.db, actor.staffId, {
        ...rest,
        siteIds: scopedSiteIds(actor.siteIds, siteId),
      }),
    };
  }

  /** One report for the console; a report of a site the staff member does not work on is not found (decision 044). */
  async details(id: number, scope: SiteScope = null): Promise<StaffReport> {
    const subject = await reportSubject(this.deps.db, id);
    if (!subject || !inSiteScope(scope, subject.siteId)) throw new ApiError(404, 'not_found', 'report.notFound');
    const details = await reportDetails(this.deps.db, id);
    const memberId = details.reported.id;
    const [photos, history] = await Promise.all([this.deps.photosOf(memberId), this.deps.auditOf('member', memberId)]);
    const handlers = [details.report, ...details.earlier]
      .map((r) => r.handled_by)
      .filter((s): s is number => s !== null);
    const [holder, profile] = await Promise.all([
      reportHolder(this.deps.db, id),
      profileDetails(this.deps.db, memberId),
    ]);
    const names = await this.deps.staffNames([...new Set([...handlers, ...(holder === null ? [] : [holder])])]);
    return {
      ...details,
      held_by: holder === null ? null : { id: holder, name: names.get(holder)?.name ?? '' },
      profile_text: profile?.description ?? '',
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
    const subject = await this.subject(actor, id);
    await this.refuseHeldByOther(actor, id);
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
            ground: { kind: 'report_category', value: subject.category },
            reportId: id,
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
      const decisionId =
        outcome?.decisionId ??
        (action === 'warn'
          ? await recordDecision(tx, {
              siteId: subject.siteId,
              memberId,
              kind: 'warning',
              ground: { kind: 'report_category', value: subject.category },
              object: { type: 'member', id: memberId },
              reportId: id,
              staffId: actor.staffId,
              now,
            })
          : null);
      return { main, resolved, outcome, decisionId };
    });
    const appeal = result.decisionId === null ? '' : appealLink(this.deps.secret, result.decisionId);

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
        appealLink: appeal,
      }));
    else if (action === 'suspend')
      await this.mailMember(memberId, 'account_suspended', (t, locale, name) => ({
        name,
        link: BAN_PAGE,
        category: category(t),
        until: dateInWords(suspendedUntil, locale),
        appealLink: appeal,
      }));
    else if (action === 'ban')
      await this.mailMember(memberId, 'account_banned', (t, _locale, name) => ({
        name,
        link: BAN_PAGE,
        category: category(t),
        appealLink: appeal,
      }));
    await this.tellReporters(
      result.resolved.map((r) => r.after),
      action !== 'dismiss',
    );
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

  /**
   * Takes down a photo of the reported member from the report (decision 041): the photo module's
   * take-down, with this report resolved ('remove_photo') in the same transaction; the member gets
   * the statement of reasons (the photos module), the reporter hears that their report led to action.
   */
  async takeDownPhoto(
    actor: ConsoleActor,
    id: number,
    body: ReportTakeDownBody,
    now = new Date(),
  ): Promise<ReportTakeDownResult> {
    const subject = await this.subject(actor, id);
    await this.refuseHeldByOther(actor, id);
    let resolved: Awaited<ReturnType<typeof resolveReport>> | null = null;
    await this.deps.photoInspection.takeDown(actor, body.photo_id, body.reason, body.note, {
      reportId: id,
      within: async (tx, ownerId) => {
        // Only a photo of the member the report is about.
        if (ownerId !== subject.reportedId) throw new ApiError(404, 'not_found', 'photos.notFound');
        resolved = await resolveReport(tx, id, { action: 'remove_photo', note: body.note }, actor.staffId, now);
        await recordStaffAction(tx, actor, {
          action: 'report.remove_photo',
          targetType: 'report',
          targetId: id,
          siteId: subject.siteId,
          before: { status: resolved.before.status },
          after: { status: resolved.after.status, resolution: 'remove_photo', photo: body.photo_id },
        });
      },
    });
    const report = resolved!.after;
    await this.tellReporters([report], true);
    return { report, photo: { id: body.photo_id, status: 'rejected', reject_reason: body.reason } };
  }

  /**
   * A photo rejected as apparently of a minor (the photos module calls this in its transaction): an
   * 'underage' report raised by staff goes to the top of the queue, and an active account is
   * suspended for MINOR_REVIEW_DAYS pending that review; the statement of reasons after the commit.
   */
  async raiseSuspectedMinor(
    tx: Executor,
    e: { memberId: number; photoId: number; actor: StaffActor },
    now = new Date(),
  ): Promise<void> {
    if (!(await lockMember(tx, e.memberId))) return;
    const siteId = (await siteOfMember(tx, e.memberId))!;
    const reportId = await raiseReport(tx, {
      siteId,
      reportedId: e.memberId,
      category: 'underage',
      text: `Foto ${e.photoId} afgekeurd: lijkt van een minderjarige.`,
    });
    const standing = await restrictionOf(tx, e.memberId);
    if (standing?.status === 'suspended' || standing?.status === 'banned' || standing?.status === 'deleted') return;
    const until = new Date(now.getTime() + MINOR_REVIEW_DAYS * DAY_MS);
    const outcome = await restrictMember(
      tx,
      {
        actor: e.actor,
        memberId: e.memberId,
        change: { action: 'suspend', until, reason: 'Foto lijkt van een minderjarige: in afwachting van beoordeling.' },
        context: () => ({ reports: [reportId], photo: e.photoId, pending_review: true }),
        notRestricted: 'staff.reports.notRestricted',
        ground: { kind: 'photo_reason', value: 'minor_suspected' },
        reportId,
      },
      now,
    );
    await emitAfterCommit(tx, HELD_FOR_REVIEW, {
      memberId: e.memberId,
      decisionId: outcome.decisionId!,
      until: until.toISOString(),
    });
  }

  /** The statement of reasons of a suspension pending review (HELD_FOR_REVIEW, after the commit). */
  async mailHeldForReview(e: { memberId: number; decisionId: number; until: string }): Promise<void> {
    await this.mailMember(e.memberId, 'account_held', (_t, locale, name) => ({
      name,
      link: BAN_PAGE,
      until: dateInWords(new Date(e.until), locale),
      appealLink: appealLink(this.deps.secret, e.decisionId),
    }));
  }

  /**
   * Who and where the report is about, for an action on it: 404 for an unknown report, and for one of
   * a site the staff member does not work on (decision 044), as if it were not there.
   */
  private async subject(actor: StaffActor, id: number) {
    const subject = await reportSubject(this.deps.db, id);
    if (!subject || !inSiteScope(actor.siteIds, subject.siteId))
      throw new ApiError(404, 'not_found', 'report.notFound');
    return subject;
  }

  /** A report another moderator holds (took with "Volgende melding" and has not let lapse) is theirs: 409. */
  private async refuseHeldByOther(actor: ConsoleActor, id: number): Promise<void> {
    const holder = await reportHolder(this.deps.db, id);
    if (holder === null || holder === actor.staffId) return;
    const name = (await this.deps.staffNames([holder])).get(holder)?.name ?? '';
    throw new ApiError(409, 'report_held', 'staff.reports.heldByOther', { name });
  }

  /**
   * Takes down the reported member's profile text from the report (decision 041): emptied, the words
   * kept in the register of decisions for the report and an appeal, this report resolved
   * ('remove_text'). 409 when there is no text.
   */
  async takeDownText(actor: ConsoleActor, id: number, now = new Date()): Promise<{ report: Report }> {
    const subject = await this.subject(actor, id);
    return this.removeContent(actor, id, subject, now, {
      resolution: 'remove_text',
      kind: 'text_removed',
      object: { type: 'profile_text', id: subject.reportedId },
      takeDown: async (tx) => takeDownDescription(tx, subject.reportedId, now),
      gone: () => new ApiError(409, 'no_profile_text', 'staff.reports.noProfileText'),
      mail: { template: 'text_removed', link: '/profile' },
    });
  }

  /**
   * Takes down a message of the reported member kept in this report (decision 041): both members
   * see it removed, the words stay in the register of decisions for an appeal, this report is
   * resolved ('remove_message'). 404 for a message the report does not keep or the reported member
   * did not write; 409 when gone already.
   */
  async takeDownMessage(
    actor: ConsoleActor,
    id: number,
    messageId: number,
    now = new Date(),
  ): Promise<{ report: Report }> {
    const subject = await this.subject(actor, id);
    const details = await reportDetails(this.deps.db, id);
    if (!details.messages.some((m) => m.id === messageId && m.sender_id === subject.reportedId))
      throw new ApiError(404, 'not_found', 'staff.reports.messageNotKept');
    return this.removeContent(actor, id, subject, now, {
      resolution: 'remove_message',
      kind: 'message_removed',
      object: { type: 'message', id: messageId },
      takeDown: async (tx) => (await takeDownMessage(tx, messageId, subject.reportedId, now))?.body ?? null,
      gone: () => new ApiError(409, 'message_gone', 'staff.reports.messageGone'),
      mail: { template: 'message_removed', link: '/chats' },
    });
  }

  /**
   * A text or message of the reported member taken down from the report, in one transaction: the
   * report resolved with `resolution`, the content removed (`takeDown` answers the removed words, or
   * null when there is nothing: `gone`), the audit row, the decision with the words kept for an
   * appeal; then the statement of reasons with its appeal link and the reporters' answer.
   */
  private async removeContent(
    actor: ConsoleActor,
    id: number,
    subject: { reportedId: number; siteId: number; category: ReportCategory },
    now: Date,
    how: {
      resolution: 'remove_text' | 'remove_message';
      kind: 'text_removed' | 'message_removed';
      object: { type: 'profile_text' | 'message'; id: number };
      takeDown: (tx: Executor) => Promise<string | null>;
      gone: () => ApiError;
      mail: { template: 'text_removed' | 'message_removed'; link: string };
    },
  ): Promise<{ report: Report }> {
    await this.refuseHeldByOther(actor, id);
    const memberId = subject.reportedId;
    const { resolved, decisionId } = await this.deps.restrictions.within(async (tx) => {
      if (!(await lockMember(tx, memberId))) throw new ApiError(404, 'not_found', 'report.notFound');
      const resolved = await resolveReport(tx, id, { action: how.resolution }, actor.staffId, now);
      const content = await how.takeDown(tx);
      if (content === null) throw how.gone();
      await recordStaffAction(tx, actor, {
        action: `report.${how.resolution}`,
        targetType: 'report',
        targetId: id,
        siteId: subject.siteId,
        before: { status: resolved.before.status },
        after: {
          status: resolved.after.status,
          resolution: how.resolution,
          ...(how.object.type === 'message' ? { message: how.object.id } : {}),
        },
      });
      const decisionId = await recordDecision(tx, {
        siteId: subject.siteId,
        memberId,
        kind: how.kind,
        ground: { kind: 'report_category', value: subject.category },
        object: how.object,
        content,
        reportId: id,
        staffId: actor.staffId,
        now,
      });
      return { resolved, decisionId };
    });
    await this.mailMember(memberId, how.mail.template, (t, _locale, name) => ({
      name,
      link: how.mail.link,
      category: t(`report.category.${subject.category}` as MessageKey),
      appealLink: appealLink(this.deps.secret, decisionId),
    }));
    await this.tellReporters([resolved.after], true);
    return { report: resolved.after };
  }

  /** Every reporter of these reports hears theirs was handled and whether it led to action (never which). */
  private async tellReporters(reports: Report[], actioned: boolean): Promise<void> {
    // A report staff raised has no reporter to tell.
    const reporters = new Map(reports.flatMap((r) => (r.reporter ? [[r.reporter.id, r.category] as const] : [])));
    for (const [reporterId, reported] of reporters)
      await this.mailMember(reporterId, 'report_handled', (t, _locale, name) => ({
        name,
        link: '/members',
        category: t(`report.category.${reported}` as MessageKey),
        actioned,
      }));
  }

  /**
   * Dismisses several reports, one member at a time as `resolve` does (each with the other open
   * reports about that member, each reporter told). A report handled meanwhile or held by another
   * moderator is skipped, not an error: the rest still go.
   */
  async bulkDismiss(actor: ConsoleActor, body: ReportBulkDismissBody): Promise<ReportBulkDismissed> {
    const dismissed = new Set<number>();
    const skipped: number[] = [];
    for (const id of [...new Set(body.ids)]) {
      if (dismissed.has(id)) continue;
      try {
        const done = await this.resolve(actor, id, { action: 'dismiss', reason: body.reason });
        for (const r of done.resolved_ids) dismissed.add(r);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 409 || err.status === 404)) skipped.push(id);
        else throw err;
      }
    }
    return { dismissed: [...dismissed], skipped };
  }

  /** Lifts a suspension or ban (from a report or the member's page); 409 when there is none. */
  async lift(actor: ConsoleActor, memberId: number): Promise<{ member: MemberStanding }> {
    const siteId = await siteOfMember(this.deps.db, memberId);
    // A member of a site the staff member does not work on is not found (decision 044).
    if (siteId === null || !inSiteScope(actor.siteIds, siteId))
      throw new ApiError(404, 'not_found', 'staff.reports.memberNotFound');
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
  private mailMember<T extends MailTemplate>(
    memberId: number,
    template: T,
    vars: (t: Translate, locale: LocaleTag, name: string) => MailTemplateVars[T],
  ): Promise<boolean> {
    return mailMember(this.deps, memberId, template, vars);
  }
}
