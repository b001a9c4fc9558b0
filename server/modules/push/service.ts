import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Urgency } from 'web-push';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { checkPushEndpoint, createPushEngine, endpointHost, topicOf, type PushEngine } from '../../platform/push.ts';
import { loadVapidKeys, type VapidKeys } from '../../platform/vapid-keys.ts';
import { boundedPayload, type PushPayload } from '../../../common/push.ts';
import type { PushSubscriptionBody } from '../../../common/api/push.ts';
import { pushSubscriptions } from './schema.ts';

/** Devices per member: a new one beyond this replaces the one renewed longest ago. */
const MAX_PUSH_DEVICES = 10;
/** How long the push service keeps a message for a device that is offline (spec: a day is plenty for "new message"). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A device that failed this many sends in a row, with no success for PUSH_STALE_DAYS, is given up. */
const PUSH_MAX_FAILURES = 10;
const PUSH_STALE_DAYS = 7;

const DAY_MS = 86_400_000;
const USER_AGENT_MAX = 512;

export interface PushDeps {
  db: Database;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** SESSION_SECRET: seals the generated VAPID private key. */
  secret: string;
  /** The operator's own key pair (VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY), if given. */
  vapid?: VapidKeys;
  /** PUSH_ALLOW_INSECURE_ENDPOINTS=1 (tests, development): http:// and local endpoints are accepted. */
  allowInsecure: boolean;
  /** PUBLIC_URL: the VAPID contact when a site has no support address to give. */
  publicUrl?: string;
  /** DNS for the send-time address check (the tests' stand-in; dns.lookup otherwise). */
  resolve?: Parameters<typeof createPushEngine>[0]['resolve'];
}

export interface PushSendResult {
  /** Devices the push service accepted the message for. */
  sent: number;
  /** Subscriptions deleted: gone (404/410), expired, no longer allowed, or failing for days. */
  removed: number;
}

export interface SendOptions {
  /** Default `high` (a message or a like: the member wants it now). */
  urgency?: Urgency;
  /** Default PUSH_TTL_SECONDS. */
  ttlSeconds?: number;
  /**
   * The member's site, which the caller has at hand: its support address is the VAPID contact
   * (RFC 8292 `sub`) for the push services' operators. Without it, PUBLIC_URL (https) is given.
   */
  site?: { config: { support_email?: string | null } };
}

/**
 * Web push for members' devices: the subscriptions (product §7 `POST /api/user.php?push=1`)
 * and the sender a dispatcher calls. It does not decide when to send.
 */
export class PushService {
  private engine: PushEngine | null = null;

  constructor(private readonly deps: PushDeps) {}

  /**
   * At boot (buildApp): the deployment's VAPID key pair, generated and stored by the first process
   * (server/platform/vapid-keys.ts). Its public key is then `publicKey`.
   */
  async loadKeys(): Promise<void> {
    const keys = await loadVapidKeys(this.deps.db, {
      secret: this.deps.secret,
      override: this.deps.vapid,
      onReplaced: () =>
        this.deps.log.warn(
          {},
          'the stored VAPID key could not be read with this SESSION_SECRET: a new key pair was made; devices subscribe again on their next visit',
        ),
    });
    this.engine = createPushEngine({ keys, allowInsecure: this.deps.allowInsecure, resolve: this.deps.resolve });
  }

  /** The VAPID public key the settings serve as `push_public_key`; null before loadKeys. */
  get publicKey(): string | null {
    return this.engine?.publicKey ?? null;
  }

  /**
   * Stores the browser's subscription for the member. The same endpoint posted again updates its
   * row (new keys, or another member now logged in on that browser); a member's devices beyond
   * MAX_PUSH_DEVICES drop the one renewed longest ago.
   */
  async subscribe(memberId: number, body: PushSubscriptionBody, userAgent: string | undefined): Promise<void> {
    const verdict = checkPushEndpoint(body.endpoint, { allowInsecure: this.deps.allowInsecure });
    if (verdict === 'invalid') throw new ApiError(400, 'invalid_subscription', 'push.subscriptionInvalid');
    if (verdict === 'not_allowed') throw new ApiError(400, 'endpoint_not_allowed', 'push.endpointNotAllowed');
    if (!isP256PublicKey(body.keys.p256dh) || !isAuthSecret(body.keys.auth))
      throw new ApiError(400, 'invalid_keys', 'push.keysInvalid');
    const expiresAt =
      typeof body.expirationTime === 'number' && Number.isFinite(body.expirationTime)
        ? new Date(body.expirationTime)
        : null;
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
      throw new ApiError(400, 'invalid_subscription', 'push.subscriptionInvalid');
    const values = {
      memberId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh.replace(/=+$/, ''),
      auth: body.keys.auth.replace(/=+$/, ''),
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      expiresAt,
    };
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...values, updatedAt: sql`now()`, failureCount: 0, lastFailureAt: null },
        });
      const keep = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId))
        .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
        .limit(MAX_PUSH_DEVICES);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, keep)));
    });
  }

  /** This device no longer wants pushes (the member turned push off). True when it was the member's. */
  async unsubscribe(memberId: number, endpoint: string): Promise<boolean> {
    const gone = await this.deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /** How many devices the member receives pushes on (e.g. for a settings page). */
  async deviceCount(memberId: number): Promise<number> {
    const [row] = await this.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId));
    return Number(row?.n ?? 0);
  }

  /**
   * Sends the payload to every device of the member, at once. A device the push service says is
   * gone (404/410), or whose subscription expired, is deleted; other failures are counted and
   * logged, and a device failing for PUSH_STALE_DAYS is given up. Never throws: a push is a
   * courtesy, the message itself is already stored.
   */
  async sendToMember(memberId: number, payload: PushPayload, options: SendOptions = {}): Promise<PushSendResult> {
    const engine = this.engine;
    if (!engine) return { sent: 0, removed: 0 };
    try {
      const devices = await this.deps.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId));
      if (!devices.length) return { sent: 0, removed: 0 };
      const body = JSON.stringify(boundedPayload(payload));
      const send = {
        subject: this.subjectFor(options.site),
        ttlSeconds: options.ttlSeconds ?? PUSH_TTL_SECONDS,
        urgency: options.urgency ?? 'high',
        topic: topicOf(payload.tag),
      } as const;
      const now = Date.now();
      const outcomes = await Promise.all(
        devices.map(async (device) => {
          if (device.expiresAt && device.expiresAt.getTime() <= now)
            return { device, outcome: { ok: false as const, gone: true, status: null, error: 'expired' } };
          return { device, outcome: await engine.send(device, body, send) };
        }),
      );
      const delivered: number[] = [];
      const failed: number[] = [];
      const remove: number[] = [];
      for (const { device, outcome } of outcomes) {
        if (outcome.ok) {
          delivered.push(device.id);
          continue;
        }
        const failures = device.failureCount + 1;
        const lastGood = (device.lastSuccessAt ?? device.createdAt).getTime();
        if (outcome.gone || (failures >= PUSH_MAX_FAILURES && lastGood < now - PUSH_STALE_DAYS * DAY_MS)) {
          remove.push(device.id);
          continue;
        }
        this.deps.log.warn(
          {
            memberId,
            subscription: device.id,
            host: endpointHost(device.endpoint),
            status: outcome.status,
            error: outcome.error,
            failures,
          },
          'a push was not accepted',
        );
        failed.push(device.id);
      }
      // One statement per outcome, not one per device.
      if (delivered.length)
        await this.deps.db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: sql`now()`, failureCount: 0 })
          .where(inArray(pushSubscriptions.id, delivered));
      if (failed.length)
        await this.deps.db
          .update(pushSubscriptions)
          .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1`, lastFailureAt: sql`now()` })
          .where(inArray(pushSubscriptions.id, failed));
      // Still this member's: an endpoint that moved to another member meanwhile is theirs to keep.
      const removed = remove.length
        ? (
            await this.deps.db
              .delete(pushSubscriptions)
              .where(and(inArray(pushSubscriptions.id, remove), eq(pushSubscriptions.memberId, memberId)))
              .returning({ id: pushSubscriptions.id })
          ).length
        : 0;
      return { sent: delivered.length, removed };
    } catch (err) {
      this.deps.log.error({ err, memberId }, 'sending a push failed');
      return { sent: 0, removed: 0 };
    }
  }

  /** The VAPID contact (RFC 8292 `sub`): the site's support address; PUBLIC_URL (https) without one. */
  private subjectFor(site: SendOptions['site']): string {
    const email = site?.config.support_email;
    if (email && /^[^\s@<>]+@[^\s@<>]+$/.test(email)) return `mailto:${email}`;
    return this.deps.publicUrl?.startsWith('https://') ? this.deps.publicUrl : 'mailto:support@klik.local';
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** 65 bytes: an uncompressed P-256 point (0x04, x, y), as every browser sends it. */
function isP256PublicKey(value: string): boolean {
  if (!BASE64URL.test(value)) return false;
  const bytes = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/** The 16-byte authentication secret of RFC 8291. */
function isAuthSecret(value: string): boolean {
  return BASE64URL.test(value) && Buffer.from(value.replace(/=+$/, ''), 'base64url').length === 16;
}
