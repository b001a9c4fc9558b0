import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { JobContext } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderCampaignMail, siteMailContext, siteMailFrom, type RenderedMail } from '../../platform/mail-templates.ts';
import type { CampaignDraft, CampaignInput, CampaignList } from '../../../common/api/campaigns.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import type { PushPayload } from '../../../common/push.ts';
import {
  CAMPAIGN_BATCH,
  CAMPAIGN_LINKS_MAX,
  campaignLinkProblem,
  campaignPushTtlSeconds,
  homeTimeToDate,
  parseCampaignBody,
  quietUntil,
  type CampaignKind,
  type CampaignPushOutcome,
  type CampaignSegment,
  type CampaignSkipReason,
} from '../../../common/rules/campaigns.ts';
import { stopsAllNotificationMail } from '../../../common/rules/notifications.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { loadMemberView } from '../members/index.ts';
import { membersWanting, notificationsDisabledOf, unsubscribeLinks } from '../notifications/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import { campaignDeliveries, campaigns } from './schema.ts';
import { nextRecipients, segmentCount } from './segment.ts';

/** The one-off job that sends a campaign, a batch a run (`campaigns.send:<id>`). */
export const CAMPAIGN_JOB = 'campaigns.send';

export interface CampaignDeps {
  db: Database;
  mailer: Mailer;
  sites: SiteDirectory;
  /** The session secret: signs the click links (and, through notifications, the unsubscribe links). */
  secret: string;
  enqueue: (name: string, kind: string, payload: Record<string, unknown>, runAt?: Date, db?: Executor) => Promise<void>;
  log: FastifyBaseLogger;
  /**
   * Web push to a member's devices (the push module's `PushService`): a dead subscription (404/410)
   * is removed there, as for every push. Without it a campaign goes by mail only.
   */
  push?: CampaignPushSender;
}

export interface CampaignPushSender {
  deviceCount(memberId: number): Promise<number>;
  sendToMember(
    memberId: number,
    payload: PushPayload,
    options: { urgency?: 'low' | 'normal' | 'high'; ttlSeconds?: number; site?: Site },
  ): Promise<{ sent: number; removed: number }>;
}

type CampaignRow = typeof campaigns.$inferSelect;

/**
 * Campaigns (decision 052): staff compose a mail of a kind (the notification preference it honours)
 * for a segment of a site's members; a job sends it in batches, at most once per member (the
 * delivery row goes in before the mail), never in quiet hours, only to members who want the kind
 * and whose address did not bounce or complain. Links go through `/c/<token>`, which counts the
 * click and leads only to a target written in the body.
 */
export class CampaignService {
  constructor(readonly deps: CampaignDeps) {}

  // ---- The console ---------------------------------------------------------------------------------

  async list(sites: readonly { id: number; name: string }[], scope: SiteScope): Promise<CampaignList> {
    const mine = sites.filter((s) => scope === null || scope.includes(s.id));
    const ids = mine.map((s) => s.id);
    const rows = ids.length
      ? await this.deps.db
          .select()
          .from(campaigns)
          .where(inArray(campaigns.siteId, ids))
          .orderBy(desc(campaigns.id))
          .limit(200)
      : [];
    const counts = rows.length
      ? await this.deps.db
          .select({
            campaignId: campaignDeliveries.campaignId,
            sent: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'sent')::int`,
            failed: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'failed')::int`,
            notWanted: sql<number>`count(*) filter (where ${campaignDeliveries.skipReason} = 'not_wanted')::int`,
            mailOff: sql<number>`count(*) filter (where ${campaignDeliveries.skipReason} = 'mail_off')::int`,
            clicked: sql<number>`count(${campaignDeliveries.clickedAt})::int`,
            pushed: sql<number>`count(*) filter (where ${campaignDeliveries.pushOutcome} = 'sent')::int`,
          })
          .from(campaignDeliveries)
          .where(
            inArray(
              campaignDeliveries.campaignId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(campaignDeliveries.campaignId)
      : [];
    const byId = new Map(counts.map((c) => [c.campaignId, c]));
    return {
      campaigns: rows.map((r) => {
        const c = byId.get(r.id);
        return {
          id: r.id,
          site_id: r.siteId,
          kind: r.kind,
          subject: r.subject,
          language: r.language,
          segment: r.segment,
          status: r.status,
          send_at: r.sendAt.toISOString(),
          created_at: r.createdAt.toISOString(),
          finished_at: r.finishedAt?.toISOString() ?? null,
          segment_size: r.segmentSize,
          sent: c?.sent ?? 0,
          failed: c?.failed ?? 0,
          skipped: { not_wanted: c?.notWanted ?? 0, mail_off: c?.mailOff ?? 0 },
          clicked: c?.clicked ?? 0,
          pushed: r.push ? (c?.pushed ?? 0) : null,
        };
      }),
      sites: mine,
    };
  }

  /** How many members the segment holds now (before preferences: those are checked at each send). */
  async segmentSize(actor: StaffActor, siteId: number, segment: CampaignSegment): Promise<number> {
    this.mayAct(actor, siteId);
    return segmentCount(this.deps.db, siteId, segment);
  }

  /** The mail as a member named `name` would get it; its links lead to their targets (nothing counted). */
  async preview(actor: StaffActor, draft: CampaignDraft, name: string): Promise<RenderedMail> {
    this.mayAct(actor, draft.site_id);
    const links = checkedLinks(draft.body);
    const site = await this.deps.sites.byId(draft.site_id);
    return this.render(site, draft, name, 0, (i) => new URL(links[i]!, site.origin).toString());
  }

  /** The preview sent to the staff member's own address; audited. */
  async testSend(actor: StaffActor, draft: CampaignDraft, to: { email: string; name: string }): Promise<void> {
    const mail = await this.preview(actor, draft, to.name);
    const site = await this.deps.sites.byId(draft.site_id);
    await this.deps.mailer.send({ to: to.email, from: siteMailFrom(site), ...mail });
    await recordStaffAction(this.deps.db, actor, {
      action: 'campaign.test',
      targetType: 'site',
      targetId: draft.site_id,
      siteId: draft.site_id,
      after: { kind: draft.kind, subject: draft.subject, to: to.email },
    });
  }

  /**
   * Schedules a campaign (`send_at` in home time) or sends it now: the row and its send job in one
   * transaction with the audit row, so a campaign is never left without its job.
   */
  async create(actor: StaffActor, input: CampaignInput, now = new Date()): Promise<number> {
    this.mayAct(actor, input.site_id);
    const links = checkedLinks(input.body);
    const sendAt = input.send_at ? homeTimeToDate(input.send_at) : now;
    if (!sendAt) throw new ApiError(400, 'invalid_send_at', 'staff.campaigns.invalidTime');
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          siteId: input.site_id,
          kind: input.kind,
          subject: input.subject,
          body: input.body,
          language: input.language,
          segment: input.segment,
          links,
          push: input.push ?? null,
          status: 'scheduled',
          sendAt,
          createdBy: actor.staffId,
        })
        .returning({ id: campaigns.id });
      const id = row!.id;
      await this.deps.enqueue(`${CAMPAIGN_JOB}:${id}`, CAMPAIGN_JOB, { campaign: id }, sendAt, tx);
      await recordStaffAction(tx, actor, {
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: id,
        siteId: input.site_id,
        after: {
          kind: input.kind,
          subject: input.subject,
          language: input.language,
          segment: input.segment,
          send_at: sendAt.toISOString(),
          ...(input.push ? { push: input.push } : {}),
        },
      });
      return id;
    });
  }

  /** A scheduled campaign, or one still sending, stops: what was sent stays sent; audited. */
  async cancel(actor: StaffActor, id: number): Promise<void> {
    const c = await this.byId(id);
    if (!c) throw new ApiError(404, 'not_found', 'error.notFound');
    this.mayAct(actor, c.siteId);
    await this.deps.db.transaction(async (tx) => {
      const done = await tx
        .update(campaigns)
        .set({ status: 'cancelled', finishedAt: new Date() })
        .where(and(eq(campaigns.id, id), inArray(campaigns.status, ['scheduled', 'sending'])))
        .returning({ id: campaigns.id });
      if (!done.length) throw new ApiError(409, 'not_cancellable', 'staff.campaigns.notCancellable');
      await recordStaffAction(tx, actor, {
        action: 'campaign.cancel',
        targetType: 'campaign',
        targetId: id,
        siteId: c.siteId,
        before: { status: c.status },
        after: { status: 'cancelled' },
      });
    });
  }

  // ---- Sending -------------------------------------------------------------------------------------

  /**
   * `campaigns.send:<id>`: one batch. At night it asks to run again when quiet hours end; after a
   * full batch, again in a minute; when no member of the segment is left, the campaign is sent.
   * Several runners at once (or a run after a crash) send nobody twice: each member's delivery row
   * is inserted first, and only the insert that made it sends.
   */
  async runJob(ctx: Pick<JobContext, 'payload' | 'again'>, now = new Date()): Promise<string> {
    const id = Number(ctx.payload.campaign);
    let c = await this.byId(id);
    if (!c || c.status === 'cancelled' || c.status === 'sent') return 'nothing to send';
    const quiet = quietUntil(now);
    if (quiet) {
      ctx.again(quiet);
      return `quiet hours until ${quiet.toISOString()}`;
    }
    if (c.status === 'scheduled') {
      const size = await segmentCount(this.deps.db, c.siteId, c.segment, now);
      await this.deps.db
        .update(campaigns)
        .set({ status: 'sending', startedAt: now, segmentSize: size })
        .where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled')));
      // Read again: a cancel may have come between the first read and this update.
      c = await this.byId(id);
      if (!c || c.status !== 'sending') return 'nothing to send';
    }
    const result = await this.sendBatch(c, now);
    if (result.batch === CAMPAIGN_BATCH) {
      ctx.again(new Date(now.getTime() + 60_000));
      return `${result.sent} sent, ${result.skipped} skipped; more in a minute`;
    }
    await this.deps.db
      .update(campaigns)
      .set({ status: 'sent', finishedAt: now })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'sending')));
    return `${result.sent} sent, ${result.skipped} skipped; done`;
  }

  private async sendBatch(c: CampaignRow, now: Date): Promise<{ batch: number; sent: number; skipped: number }> {
    const db = this.deps.db;
    const ids = await nextRecipients(db, c, CAMPAIGN_BATCH, now);
    if (!ids.length) return { batch: 0, sent: 0, skipped: 0 };
    const wanting = await membersWanting(db, ids, c.kind, 'email');
    // By push too when the campaign has one: to members who want the kind by push (news has no push).
    const pushing = c.push && this.deps.push ? await membersWanting(db, ids, c.kind, 'push') : null;
    const site = await this.deps.sites.byId(c.siteId);
    let sent = 0;
    let skipped = 0;
    for (const memberId of ids) {
      const reason: CampaignSkipReason | null = wanting.has(memberId) ? null : await skipReasonOf(db, memberId);
      const pushSkip: CampaignPushOutcome | null = pushing && !pushing.has(memberId) ? 'not_wanted' : null;
      // The row first (at most once, for mail and push alike): a member another runner claimed, or
      // a retried run met, is left.
      const claimed = await db
        .insert(campaignDeliveries)
        .values({
          campaignId: c.id,
          memberId,
          status: reason ? 'skipped' : 'sending',
          skipReason: reason,
          pushOutcome: pushSkip,
        })
        .onConflictDoNothing()
        .returning({ memberId: campaignDeliveries.memberId });
      if (!claimed.length) continue;
      if (reason) skipped += 1;
      const status = reason
        ? null
        : await this.deliver(c, site, memberId).then(
            () => 'sent' as const,
            (err: unknown) => {
              this.deps.log.error({ err, campaign: c.id, member: memberId }, 'campaign mail failed');
              return 'failed' as const;
            },
          );
      const pushed = pushing?.has(memberId) ? await this.pushTo(c, site, memberId, now) : null;
      if (status === null && pushed === null) continue;
      await db
        .update(campaignDeliveries)
        .set({
          ...(status ? { status, sentAt: status === 'sent' ? new Date() : null } : {}),
          ...(pushed ? { pushOutcome: pushed, pushedAt: pushed === 'sent' ? new Date() : null } : {}),
        })
        .where(and(eq(campaignDeliveries.campaignId, c.id), eq(campaignDeliveries.memberId, memberId)));
      if (status === 'sent') sent += 1;
    }
    return { batch: ids.length, sent, skipped };
  }

  /**
   * The campaign's push to the member's devices: its title and text, opening the body's first link
   * through the member's click link (counted as a click of the mail's is), or the home page when the
   * body has none. Held by the push service for an offline device only until quiet hours begin.
   */
  private async pushTo(c: CampaignRow, site: Site, memberId: number, now: Date): Promise<CampaignPushOutcome> {
    const push = this.deps.push!;
    if ((await push.deviceCount(memberId)) === 0) return 'no_device';
    const result = await push.sendToMember(
      memberId,
      {
        v: 2,
        title: c.push!.title,
        body: c.push!.body,
        url: c.links.length ? `/c/${clickToken(this.deps.secret, c.id, memberId, 0)}` : '/',
        tag: `campaign-${c.id}`,
      },
      { urgency: 'normal', ttlSeconds: campaignPushTtlSeconds(now), site },
    );
    return result.sent > 0 ? 'sent' : 'failed';
  }

  private async deliver(c: CampaignRow, site: Site, memberId: number): Promise<void> {
    const member = await loadMemberView(this.deps.db, memberId);
    if (!member) throw new Error('member gone');
    const links = unsubscribeLinks(this.deps.secret, site.origin, memberId, c.kind);
    const draft = { kind: c.kind, subject: c.subject, body: c.body, language: c.language };
    const mail = await this.render(site, draft, member.profile.name, memberId, (i) =>
      new URL(`/c/${clickToken(this.deps.secret, c.id, memberId, i)}`, site.origin).toString(),
    );
    await this.deps.mailer.send({ to: member.email, from: siteMailFrom(site), headers: links.headers, ...mail });
  }

  private render(
    site: Site,
    d: Pick<CampaignDraft, 'kind' | 'subject' | 'body' | 'language'>,
    name: string,
    memberId: number,
    linkHref: (i: number) => string,
  ): Promise<RenderedMail> {
    const locale = d.language as LocaleTag;
    const unsubscribe = unsubscribeLinks(this.deps.secret, site.origin, memberId, d.kind);
    return renderCampaignMail(
      {
        name,
        subject: d.subject,
        paragraphs: parseCampaignBody(d.body).paragraphs,
        linkHref,
        kind: d.kind,
        unsubscribeLink: unsubscribe.page,
        preferencesLink: new URL('/notifications', site.origin).toString(),
      },
      siteMailContext(site, locale, site.origin),
    );
  }

  // ---- Clicks --------------------------------------------------------------------------------------

  /**
   * `/c/<token>`: the target of one link of one campaign's body, or null. The token names the link
   * by its index, so it leads only where the body's author pointed; a site path resolves against the
   * campaign's site. The member's click is counted (the first time and how often).
   */
  async click(siteId: number, token: string, now = new Date()): Promise<string | null> {
    const read = readClickToken(this.deps.secret, token);
    if (!read) return null;
    const c = await this.byId(read.campaignId);
    if (!c || c.siteId !== siteId) return null;
    const target = c.links[read.link];
    if (!target || campaignLinkProblem(target)) return null;
    const site = await this.deps.sites.byId(c.siteId);
    await this.deps.db
      .update(campaignDeliveries)
      .set({
        clicks: sql`${campaignDeliveries.clicks} + 1`,
        clickedAt: sql`coalesce(${campaignDeliveries.clickedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(campaignDeliveries.campaignId, c.id), eq(campaignDeliveries.memberId, read.memberId)));
    return new URL(target, site.origin).toString();
  }

  async byId(id: number): Promise<CampaignRow | null> {
    const [row] = await this.deps.db.select().from(campaigns).where(eq(campaigns.id, id));
    return row ?? null;
  }

  /** Another site's campaigns are not found (decision 044). */
  private mayAct(actor: StaffActor, siteId: number): void {
    if (actor.siteIds && !actor.siteIds.includes(siteId)) throw new ApiError(404, 'not_found', 'error.notFound');
  }
}

/** The body's link targets, each checked; a wrong one is a 400 naming it. */
function checkedLinks(body: string): string[] {
  const { links } = parseCampaignBody(body);
  if (links.length > CAMPAIGN_LINKS_MAX)
    throw new ApiError(400, 'invalid_link', 'staff.campaigns.invalidLink', { link: `> ${CAMPAIGN_LINKS_MAX}` });
  for (const link of links)
    if (campaignLinkProblem(link)) throw new ApiError(400, 'invalid_link', 'staff.campaigns.invalidLink', { link });
  return links;
}

/** Why a member who does not want the kind by mail is skipped: a bounce or complaint, else their choice. */
async function skipReasonOf(db: Database, memberId: number): Promise<CampaignSkipReason> {
  const reasons = await notificationsDisabledOf(db, memberId);
  return reasons.some(stopsAllNotificationMail) ? 'mail_off' : 'not_wanted';
}

// ---- Click tokens: campaign, member and link index, signed --------------------------------------

export function clickToken(secret: string, campaignId: number, memberId: number, link: number): string {
  const body = `${campaignId}.${memberId}.${link}`;
  return `${body}.${sign(secret, body)}`;
}

export function readClickToken(
  secret: string,
  token: string,
): { campaignId: number; memberId: number; link: number } | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,2})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(secret, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { campaignId: Number(m[1]), memberId: Number(m[2]), link: Number(m[3]) };
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', `campaign-click:${secret}`).update(body).digest('base64url').slice(0, 22);
}

export type { CampaignKind };
