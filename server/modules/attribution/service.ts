import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Enqueue } from '../../platform/jobs.ts';
import { hashToken, newToken } from '../../platform/credentials.ts';
import { trackedSignupsSince, trackingOf } from '../members/index.ts';
import { paidOrdersSince } from '../payments/index.ts';
import {
  DEFAULT_POSTBACK_EVENTS,
  LINK_DEFAULT_DAYS,
  LINK_MAX_DAYS,
  POSTBACK_EVENTS,
  cleanFirstTouch,
  fillPostbackTemplate,
  postbackAmount,
  postbackTemplateProblem,
  siteRelativeTarget,
  type FirstTouch,
  type PostbackEvent,
} from '../../../common/rules/attribution.ts';
import { attributionEvents, postbackTemplates, shortLinks } from './schema.ts';
import type {
  CreatedShortLink,
  PostbackList,
  PostbackTemplateInput,
  PostbackTemplateKey,
  ShortLink,
  ShortLinkInput,
  ShortLinkList,
} from '../../../common/api/attribution.ts';
import { ApiError } from '../../http/errors.ts';
import { COMMAND_LINE, recordStaffAction, type StaffActor } from '../audit/index.ts';
import type { Resolve } from '../../platform/public-address.ts';
import { getPostback, postbackHostProblem } from './postback-request.ts';

/** The one-off job that sends one postback (server/jobs.ts); named by the event row, so enqueued once. */
export const POSTBACK_JOB = 'attribution.postback';
/** How long a network may take to answer a postback. */
export const POSTBACK_TIMEOUT_MS = 10_000;
/** How far back the sweep looks for events a listener missed (a process that died after a commit). */
export const SWEEP_HOURS = 48;
export const SWEEP_JOB = 'attribution.sweep';
/** A short link's default and longest life (common/rules/attribution.ts). */
export { LINK_DEFAULT_DAYS, LINK_MAX_DAYS };

/** A refused input of the CLI or the console (the message names what is wrong). */
export class AttributionInputError extends Error {}
/** A postback URL whose host is this server or a private network (refused unless POSTBACK_ALLOW_PRIVATE_HOSTS). */
export class PrivatePostbackHostError extends AttributionInputError {
  constructor(
    message: string,
    readonly host: string,
  ) {
    super(message);
  }
}

export interface AttributionDeps {
  db: Database;
  /** `JobRunner.enqueue` (given by server/services.ts): the postback's job in the event's transaction. */
  enqueue: Enqueue;
  log: { warn(obj: unknown, msg?: string): void };
  /**
   * POSTBACK_ALLOW_PRIVATE_HOSTS=1 (tests; production refuses it): templates and postbacks may name
   * local and private hosts. Otherwise only public ones (server/platform/public-address.ts).
   */
  allowPrivateHosts?: boolean;
  /** The tests' stand-in for DNS (a name that resolves to a private address). */
  resolve?: Resolve;
}

export type OpenedLink =
  { kind: 'ok'; target: string; tracking: FirstTouch } | { kind: 'expired' } | { kind: 'unknown' };

export interface PostbackRow {
  id: number;
  siteId: number;
  memberId: number;
  event: PostbackEvent;
  network: string;
  orderId: number | null;
  status: 'none' | 'pending' | 'sent' | 'failed';
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** A short link as the console shows it: never its token (only the hash is kept). */
function presentLink(row: typeof shortLinks.$inferSelect): ShortLink {
  return {
    id: row.id,
    site_id: row.siteId,
    target: row.target,
    tracking: cleanFirstTouch(row.tracking),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Growth a site owner can steer (decision 051): short links with their campaign, the first touch
 * carried onto what a member does (signup, activation, first and every purchase), and the
 * server-to-server postbacks that tell the affiliate network, each at most once.
 */
export class AttributionService {
  constructor(private readonly deps: AttributionDeps) {}

  /**
   * A short link to `target` on the site, with its tracking. The target must be a path of the site:
   * checked here, so a link that leads elsewhere never exists. The token is shown once; only its
   * hash is kept.
   */
  async createLink(
    input: {
      siteId: number;
      target: string;
      tracking?: Record<string, unknown>;
      days?: number;
    },
    actor?: StaffActor,
  ): Promise<{ token: string; target: string; expiresAt: Date; row: typeof shortLinks.$inferSelect }> {
    const target = siteRelativeTarget(input.target);
    if (!target)
      throw new AttributionInputError(
        `the target must be a path of the site such as /landers/video, not "${input.target}"`,
      );
    const days = input.days ?? LINK_DEFAULT_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > LINK_MAX_DAYS)
      throw new AttributionInputError(`a link lives 1..${LINK_MAX_DAYS} days`);
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + days * 86_400_000);
    const row = await this.deps.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(shortLinks)
        .values({
          siteId: input.siteId,
          tokenHash: hash,
          target,
          tracking: cleanFirstTouch(input.tracking ?? {}),
          expiresAt,
        })
        .returning();
      // The console's links are audited with the link they made (never its token).
      if (actor)
        await recordStaffAction(tx, actor, {
          action: 'link.create',
          targetType: 'site',
          targetId: input.siteId,
          siteId: input.siteId,
          after: { link: made!.id, target, tracking: made!.tracking, expires_at: expiresAt.toISOString() },
        });
      return made!;
    });
    return { token, target, expiresAt, row };
  }

  /**
   * The console's short links (admins, on their sites; decision 051): made like the CLI's, audited
   * as `link.create`. The full URL is in the answer only: the token is not kept.
   */
  async createLinkBy(actor: StaffActor, input: ShortLinkInput, origin: string): Promise<CreatedShortLink> {
    this.mayAct(actor, input.site_id);
    let link: Awaited<ReturnType<AttributionService['createLink']>>;
    try {
      link = await this.createLink(
        { siteId: input.site_id, target: input.target, tracking: input.tracking ?? {}, days: input.days },
        actor,
      );
    } catch (err) {
      if (err instanceof AttributionInputError)
        throw new ApiError(400, 'invalid_link', 'staff.links.invalid', undefined, { reason: err.message });
      throw err;
    }
    return { link: presentLink(link.row), url: `${origin}/${link.token}` };
  }

  /** A link of the account's sites ends now (its token answers 410 from then on); audited as `link.expire`. */
  async expireLinkBy(actor: StaffActor, id: number, now = new Date()): Promise<void> {
    const [row] = await this.deps.db.select().from(shortLinks).where(eq(shortLinks.id, id));
    if (!row || (actor.siteIds && !actor.siteIds.includes(row.siteId)))
      throw new ApiError(404, 'not_found', 'error.notFound');
    if (row.expiresAt <= now) return;
    await this.deps.db.transaction(async (tx) => {
      await tx.update(shortLinks).set({ expiresAt: now }).where(eq(shortLinks.id, id));
      await recordStaffAction(tx, actor, {
        action: 'link.expire',
        targetType: 'site',
        targetId: row.siteId,
        siteId: row.siteId,
        before: { link: id, expires_at: row.expiresAt.toISOString() },
        after: { link: id, expires_at: now.toISOString() },
      });
    });
  }

  /** The short links of the account's sites, newest first (`sites` null: every site). */
  async linkList(sites: readonly number[] | null, limit = 200): Promise<ShortLinkList> {
    const rows = await this.deps.db
      .select()
      .from(shortLinks)
      .where(sites === null ? undefined : inArray(shortLinks.siteId, sites.length > 0 ? [...sites] : [-1]))
      .orderBy(desc(shortLinks.createdAt), desc(shortLinks.id))
      .limit(limit);
    return { links: rows.map(presentLink) };
  }

  /** The link of a token on this site: its target (checked again) and tracking, or why not. */
  async openLink(siteId: number, token: string, now = new Date()): Promise<OpenedLink> {
    const [link] = await this.deps.db
      .select()
      .from(shortLinks)
      .where(and(eq(shortLinks.tokenHash, hashToken(token)), eq(shortLinks.siteId, siteId)));
    if (!link) return { kind: 'unknown' };
    if (link.expiresAt <= now) return { kind: 'expired' };
    const target = siteRelativeTarget(link.target);
    if (!target) return { kind: 'unknown' };
    return { kind: 'ok', target, tracking: cleanFirstTouch(link.tracking) };
  }

  /**
   * Sets a network's postback URL on a site (placeholders, http/https only) and the events it hears
   * of; audited (the command line's row names no staff member).
   */
  async setTemplate(
    siteId: number,
    network: string,
    url: string,
    events?: readonly string[],
    actor: StaffActor = COMMAND_LINE,
  ): Promise<void> {
    const name = network.trim();
    if (!name || name.length > 64) throw new AttributionInputError('a network name of 1..64 characters');
    const problem = postbackTemplateProblem(url);
    if (problem) throw new AttributionInputError(`postback URL: ${problem}`);
    const hostProblem = this.deps.allowPrivateHosts ? null : postbackHostProblem(url);
    if (hostProblem) throw new PrivatePostbackHostError(`postback URL: ${hostProblem}`, new URL(url).hostname);
    const chosen = events && events.length > 0 ? events : DEFAULT_POSTBACK_EVENTS;
    const wrong = chosen.find((e) => !(POSTBACK_EVENTS as readonly string[]).includes(e));
    if (wrong) throw new AttributionInputError(`unknown event "${wrong}" (${POSTBACK_EVENTS.join(', ')})`);
    const values = {
      siteId,
      network: name,
      url,
      events: [...new Set(chosen)] as PostbackEvent[],
      updatedAt: new Date(),
    };
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(postbackTemplates)
        .values(values)
        .onConflictDoUpdate({ target: [postbackTemplates.siteId, postbackTemplates.network], set: values });
      await recordStaffAction(tx, actor, {
        action: 'site.postback',
        targetType: 'site',
        targetId: siteId,
        siteId,
        after: { network: name, url, events: values.events },
      });
    });
  }

  async removeTemplate(siteId: number, network: string, actor: StaffActor = COMMAND_LINE): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const gone = await tx
        .delete(postbackTemplates)
        .where(and(eq(postbackTemplates.siteId, siteId), eq(postbackTemplates.network, network)))
        .returning({ network: postbackTemplates.network, url: postbackTemplates.url });
      if (gone.length > 0)
        await recordStaffAction(tx, actor, {
          action: 'site.postback',
          targetType: 'site',
          targetId: siteId,
          siteId,
          before: { network, url: gone[0]!.url },
          after: null,
        });
      return gone.length > 0;
    });
  }

  /** The console's templates (admins, on their sites): a refused URL is a 400 naming the rules. */
  async saveTemplateBy(actor: StaffActor, input: PostbackTemplateInput): Promise<void> {
    this.mayAct(actor, input.site_id);
    try {
      await this.setTemplate(input.site_id, input.network, input.url, input.events, actor);
    } catch (err) {
      if (err instanceof PrivatePostbackHostError)
        throw new ApiError(
          400,
          'postback_private_host',
          'staff.postbacks.privateHost',
          { host: err.host },
          {
            reason: err.message,
          },
        );
      if (err instanceof AttributionInputError)
        throw new ApiError(400, 'invalid_postback', 'staff.postbacks.invalid', undefined, { reason: err.message });
      throw err;
    }
  }

  async deleteTemplateBy(actor: StaffActor, key: PostbackTemplateKey): Promise<void> {
    this.mayAct(actor, key.site_id);
    if (!(await this.removeTemplate(key.site_id, key.network, actor)))
      throw new ApiError(404, 'not_found', 'error.notFound');
  }

  async templateList(sites: readonly { id: number; name: string }[], scope: readonly number[] | null) {
    const mine = sites.filter((s) => scope === null || scope.includes(s.id));
    const rows = (await this.templates()).filter((t) => mine.some((s) => s.id === t.siteId));
    return {
      templates: rows.map((t) => ({
        site_id: t.siteId,
        network: t.network,
        url: t.url,
        events: t.events,
        updated_at: t.updatedAt.toISOString(),
      })),
      sites: mine.map((s) => ({ id: s.id, name: s.name })),
    };
  }

  /** Another site's templates are not found (decision 044). */
  private mayAct(actor: StaffActor, siteId: number): void {
    if (actor.siteIds && !actor.siteIds.includes(siteId)) throw new ApiError(404, 'not_found', 'error.notFound');
  }

  async templates(siteId?: number): Promise<(typeof postbackTemplates.$inferSelect)[]> {
    return this.deps.db
      .select()
      .from(postbackTemplates)
      .where(siteId === undefined ? undefined : eq(postbackTemplates.siteId, siteId))
      .orderBy(postbackTemplates.siteId, postbackTemplates.network);
  }

  /**
   * Carries the member's first touch onto what they did, and enqueues the network's postback when
   * its template asks for the event. Called after the commit of the signup, the activation or the
   * grant. The row is unique per member, event and network: of two processes handling the same
   * event, one inserts and enqueues, the other inserts nothing.
   */
  async record(
    memberId: number,
    event: PostbackEvent,
    order?: { orderId: number; amount: number; currency: string },
  ): Promise<'recorded' | 'already' | 'unattributed'> {
    const member = await trackingOf(this.deps.db, memberId);
    const touch = cleanFirstTouch(member?.tracking ?? {});
    if (!member || !touch.network) return 'unattributed';
    const network = touch.network;
    const [template] = await this.deps.db
      .select()
      .from(postbackTemplates)
      .where(and(eq(postbackTemplates.siteId, member.siteId), eq(postbackTemplates.network, network)));
    const url = template?.events.includes(event)
      ? fillPostbackTemplate(template.url, {
          ...touch,
          event,
          order_id: order ? String(order.orderId) : '',
          amount: order ? postbackAmount(order.amount) : '',
          currency: order?.currency ?? '',
        })
      : null;
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(attributionEvents)
        .values({
          siteId: member.siteId,
          memberId,
          event,
          eventKey: event === 'purchase' && order ? `purchase:${order.orderId}` : event,
          network,
          tracking: touch,
          orderId: order?.orderId ?? null,
          amount: order?.amount ?? null,
          currency: order?.currency ?? null,
          postbackUrl: url,
          postbackStatus: url ? 'pending' : 'none',
        })
        .onConflictDoNothing()
        .returning({ id: attributionEvents.id });
      if (!row) return 'already';
      if (url) await this.deps.enqueue(`${POSTBACK_JOB}:${row.id}`, POSTBACK_JOB, { id: row.id }, new Date(), tx);
      return 'recorded';
    });
  }

  /** A paid order: every purchase, and the first one once more as `first_purchase`. */
  async recordPurchase(o: { orderId: number; memberId: number; amount: number; currency: string; first: boolean }) {
    await this.record(o.memberId, 'purchase', o);
    if (o.first) await this.record(o.memberId, 'first_purchase', o);
  }

  /**
   * The recurring sweep: signups, activations and paid orders of the last SWEEP_HOURS that have no
   * row yet (their after-commit event was lost with a process that stopped right after the commit)
   * are recorded now; the unique key makes it harmless beside the live listeners.
   */
  async sweep(now = new Date()): Promise<string> {
    const since = new Date(now.getTime() - SWEEP_HOURS * 3_600_000);
    const signups = await trackedSignupsSince(this.deps.db, since);
    const orders = await paidOrdersSince(this.deps.db, since);
    const ids = [...new Set([...signups.map((m) => m.id), ...orders.map((o) => o.memberId)])];
    if (ids.length === 0) return '0 events recorded';
    const known = new Set(
      (
        await this.deps.db
          .select({ memberId: attributionEvents.memberId, key: attributionEvents.eventKey })
          .from(attributionEvents)
          .where(inArray(attributionEvents.memberId, ids))
      ).map((r) => `${r.memberId}:${r.key}`),
    );
    let recorded = 0;
    const count = (outcome: Awaited<ReturnType<AttributionService['record']>>) => {
      if (outcome === 'recorded') recorded += 1;
    };
    for (const m of signups) {
      if (!known.has(`${m.id}:signup`)) count(await this.record(m.id, 'signup'));
      if (m.active && !known.has(`${m.id}:activation`)) count(await this.record(m.id, 'activation'));
    }
    for (const o of orders) {
      if (!known.has(`${o.memberId}:purchase:${o.orderId}`)) count(await this.record(o.memberId, 'purchase', o));
      if (o.first && !known.has(`${o.memberId}:first_purchase`))
        count(await this.record(o.memberId, 'first_purchase', o));
    }
    return `${recorded} events recorded`;
  }

  /**
   * The postback job: one GET to the network's URL, public hosts only (`getPostback`). An answer
   * below 400 is success; anything else is logged on the row and thrown, so the job runner tries
   * again with back-off (decision 012). A private host never answers, so it ends as failed.
   */
  async sendPostback(id: number): Promise<string> {
    const [row] = await this.deps.db.select().from(attributionEvents).where(eq(attributionEvents.id, id));
    if (!row?.postbackUrl) return `postback ${id}: nothing to send`;
    if (row.postbackStatus === 'sent') return `postback ${id}: sent already`;
    const { code, error } = await getPostback(row.postbackUrl, {
      timeoutMs: POSTBACK_TIMEOUT_MS,
      allowPrivate: this.deps.allowPrivateHosts ?? false,
      resolve: this.deps.resolve,
    });
    await this.deps.db
      .update(attributionEvents)
      .set({
        attempts: sql`${attributionEvents.attempts} + 1`,
        responseCode: code,
        lastError: error,
        postbackStatus: error ? 'failed' : 'sent',
        sentAt: error ? null : new Date(),
      })
      .where(eq(attributionEvents.id, id));
    if (error) throw new Error(`postback ${id} to ${row.network}: ${error}`);
    return `postback ${id} to ${row.network}: ${code}`;
  }

  /** The postbacks for the console, newest first; `sites` null means every site. */
  async postbacks(sites: readonly number[] | null, limit = 100): Promise<PostbackRow[]> {
    const rows = await this.deps.db
      .select({
        id: attributionEvents.id,
        siteId: attributionEvents.siteId,
        memberId: attributionEvents.memberId,
        event: attributionEvents.event,
        network: attributionEvents.network,
        orderId: attributionEvents.orderId,
        status: attributionEvents.postbackStatus,
        attempts: attributionEvents.attempts,
        responseCode: attributionEvents.responseCode,
        lastError: attributionEvents.lastError,
        createdAt: attributionEvents.createdAt,
        sentAt: attributionEvents.sentAt,
      })
      .from(attributionEvents)
      .where(
        and(
          isNotNull(attributionEvents.postbackUrl),
          sites === null ? undefined : inArray(attributionEvents.siteId, sites.length > 0 ? [...sites] : [-1]),
        ),
      )
      .orderBy(desc(attributionEvents.createdAt), desc(attributionEvents.id))
      .limit(limit);
    return rows;
  }

  /** The console's list in its API shape (`GET /staff/api/postbacks` and the page /staff/postbacks). */
  async postbackList(sites: readonly number[] | null): Promise<PostbackList> {
    return {
      postbacks: (await this.postbacks(sites)).map((p) => ({
        id: p.id,
        site_id: p.siteId,
        member_id: p.memberId,
        event: p.event,
        network: p.network,
        order_id: p.orderId,
        status: p.status,
        attempts: p.attempts,
        response_code: p.responseCode,
        last_error: p.lastError,
        created_at: p.createdAt.toISOString(),
        sent_at: p.sentAt?.toISOString() ?? null,
      })),
    };
  }

  /** What was recorded of a member (the tests, and the console's member history later). */
  async eventsOf(memberId: number) {
    return this.deps.db
      .select()
      .from(attributionEvents)
      .where(eq(attributionEvents.memberId, memberId))
      .orderBy(attributionEvents.id);
  }
}
