import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { createMailer } from './platform/mail.ts';
import { Redis } from 'ioredis';
import {
  ACCOUNT_ACTIVATED,
  MEMBER_SIGNED_UP,
  AccountDeletion,
  AccountService,
  MemberRestrictions,
  SESSIONS_ENDED,
  announceSessionsEnded,
  markActive,
} from './modules/accounts/index.ts';
import { onCommitted } from './db/committed.ts';
import { createRateCounter } from './platform/rate-counter.ts';
import type { SocketHubDomain } from './platform/socket-hub.ts';
import { PhotoInspection, PhotoService, screenPhoto, screenWaiting } from './modules/photos/index.ts';
import { searchMembers, signupMatches } from './modules/search/index.ts';
import type { MemberView } from './modules/members/index.ts';
import type { Site, SiteDirectory } from './modules/sites/index.ts';
import type { SearchQuery } from '../common/api/profiles.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { ObjectStorage } from './platform/storage.ts';
import { ProfileService, Visibility, cardsFor } from './modules/profiles/index.ts';
import {
  LikeService,
  MatchFinderService,
  SwipeService,
  likedFirst,
  removeLikesBetween,
} from './modules/likes/index.ts';
import { ChatService, MESSAGE_CHANGED, haveConversation, removeConversationBetween } from './modules/chat/index.ts';
import { BlockService } from './modules/blocks/index.ts';
import { HELD_FOR_REVIEW, ReportQueueService, ReportService } from './modules/reports/index.ts';
import { AppealService } from './modules/appeals/index.ts';
import { LocalEventBus, RedisEventBus, type EventBus } from './platform/events.ts';
import {
  DirectDebitService,
  MollieProvider,
  PaymentService,
  SandboxProvider,
  UnavailableProvider,
  ORDER_PAID,
  type PaymentProvider,
} from './modules/payments/index.ts';
import { JobRunner } from './platform/jobs.ts';
import { registerJobs } from './jobs.ts';
import { PhotoScreener } from './platform/photo-screen.ts';
import { SiteAdminService } from './modules/site-admin/index.ts';
import { OperatorInbox, OperatorQueue } from './modules/operator/index.ts';
import { PersonaService } from './modules/personas/index.ts';
import { AttributionService } from './modules/attribution/index.ts';
import { CampaignService } from './modules/campaigns/index.ts';
import { NumbersService } from './modules/numbers/index.ts';
import { SiteAssetService } from './modules/site-assets/index.ts';
import { SITE_CHANGED } from './modules/sites/index.ts';
import { StaffService } from './modules/staff/index.ts';
import { StaffOverviewService } from './modules/overview/index.ts';
import { AuditService } from './modules/audit/index.ts';
import { CareService, CodeService } from './modules/care/index.ts';
import { DeletionPurge } from './modules/deletion/index.ts';
import { DataExportService } from './modules/data-export/index.ts';
import { NotificationDispatch, enqueueReceipt, enqueueWelcome } from './modules/notifications/index.ts';
import { LocalPresence, RedisPresence, type MemberPresence } from './platform/presence.ts';
import { PushService } from './modules/push/index.ts';
import { MailEventService } from './modules/mail-events/index.ts';
import { NotificationService } from './modules/notifications/index.ts';

/**
 * The services the HTTP layer and server-rendered loaders call. Built once per process; each takes
 * the database from here so that routes and loaders never touch tables themselves.
 */
export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  sites: SiteDirectory;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
}) {
  const db: Database = deps.database.db;
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
    defaultFrom: deps.config.mailFrom ?? 'Klik <noreply@klik.local>',
  });
  // Several app processes share rate limits (and later events and presence) through Redis.
  const redis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  // ioredis reconnects by itself; without a listener every failed attempt of an outage would be an
  // 'Unhandled error event' line. One warning per outage is enough (rate limits and events degrade).
  let redisDown = false;
  redis?.on('error', (err: Error) => {
    if (!redisDown)
      deps.log.warn({ err: err.message }, 'Redis is unreachable; rate limits and cross-process events wait for it');
    redisDown = true;
  });
  redis?.on('ready', () => {
    redisDown = false;
  });
  const bus: EventBus =
    redis && deps.config.redisUrl
      ? new RedisEventBus(redis, deps.config.redisUrl, (err) => deps.log.warn({ err }, 'publishing an event failed'))
      : new LocalEventBus();
  // Who is away (no socket on any process): the hubs report to it, the notifications ask it.
  const presence: MemberPresence = redis
    ? new RedisPresence(redis, { onError: (err) => deps.log.warn({ err }, 'presence: Redis call failed') })
    : new LocalPresence();
  // Events emitted after commit (server/db/committed.ts) and what this process does when they come.
  const listening = [onCommitted(db, SESSIONS_ENDED, (ended) => announceSessionsEnded(bus, ended))];
  // Web push to the members' devices; the key pair is loaded at boot (buildApp), a dispatcher decides when to send.
  const push = new PushService({
    db,
    log: deps.log,
    secret: deps.config.sessionSecret,
    vapid: deps.config.vapid,
    allowInsecure: deps.config.pushAllowInsecureEndpoints,
    publicUrl: deps.config.publicUrl,
  });
  // The mails and pushes of messages, likes, digests, welcome and receipt (jobs enqueue lazily: \`jobs\` is made below).
  const notify = new NotificationDispatch({
    db,
    mailer,
    sites: deps.sites,
    presence,
    push,
    enqueue: (name, kind, payload, runAt, executor) => jobs.enqueue(name, kind, payload, runAt, executor),
    secret: deps.config.sessionSecret,
    log: deps.log,
  });
  // The composition root of the domain: cross-module reactions are wired here, nowhere else.
  // Product §4 invisible mode: whom an invisible member liked or has a conversation with still sees them.
  const visibility = new Visibility([likedFirst, haveConversation]);
  // Product §6: a block removes the likes and the conversations between the two, in its transaction.
  const blocks = new BlockService(db, [removeLikesBetween, removeConversationBetween], cardsFor);
  const operatorQueue = new OperatorQueue({ db, sites: deps.sites });
  // The chat's money amounts come from the payments catalogue's real bundle prices.
  // A delivered message and a new like notify a member who is away (after the commit, not awaited).
  const chat = new ChatService({
    db,
    bus,
    sites: deps.sites,
    visibility,
    creditBasis: (site, country) => payments.creditBasis(site, country),
    onDelivered: (m) => {
      notify.messageDelivered(m);
      // A member's message to a fictional profile waits in the operators' queue (decision 046).
      operatorQueue.messageDelivered(m).catch((err: unknown) => deps.log.warn({ err }, 'operator queue: not updated'));
    },
  });
  const operatorInbox = new OperatorInbox({
    db,
    queue: operatorQueue,
    chat,
    sites: deps.sites,
    bus,
    visibility,
    staffNames: (ids) => staff.names(ids),
  });
  // A site's settings changed: every process (through the bus) drops its cached sites at once.
  listening.push(
    onCommitted(db, SITE_CHANGED, ({ siteId }) =>
      bus
        .broadcast({ type: 'site_changed', site_id: siteId })
        .catch((err: unknown) => deps.log.warn({ err }, 'announcing a site change failed')),
    ),
    bus.onBroadcast((e) => {
      if (e.type === 'site_changed') deps.sites.invalidate();
    }),
  );
  const siteAdmin = new SiteAdminService({ db });
  // The sites' logo, favicon and social image: files in the storage, their names in the theme.
  const siteAssets = new SiteAssetService({ db, storage: deps.storage, log: deps.log });
  // A message taken down or restored (moderation) changes in both members' open tabs.
  listening.push(
    onCommitted(db, MESSAGE_CHANGED, ({ messageId }) =>
      chat
        .announceChanged(messageId)
        .catch((err: unknown) => deps.log.error({ err }, 'a message change was not shown')),
    ),
  );
  // Product §4: what a member wrote before confirming their address is delivered at activation.
  listening.push(
    onCommitted(db, ACCOUNT_ACTIVATED, ({ memberId }) =>
      chat
        .deliverHeld(memberId)
        .then(() => undefined)
        .catch((err: unknown) => deps.log.error({ err }, 'delivering held messages failed')),
    ),
  );
  const likes = new LikeService(db, visibility, bus, (likerId, likedId) => notify.liked(likerId, likedId));
  const profiles = new ProfileService(db, visibility);
  const accounts = new AccountService({
    db,
    mailer,
    log: deps.log,
    counter: createRateCounter(redis, deps.log),
    // The welcome mail's job, in the activation's transaction (nothing after the commit depends on it).
    onActivating: (tx, memberId) => enqueueWelcome(notify, tx, memberId),
  });
  // Deletion by the member and reactivation.
  const deletion = new AccountDeletion({
    db,
    mailer,
    log: deps.log,
    counter: createRateCounter(redis, deps.log),
  });
  // The final purge (which deletes the files). Decision 033: it enqueues, in its transaction, the
  // jobs that delete the member's customers at the provider (`jobs` is made below).
  const purge = new DeletionPurge({
    db,
    storage: deps.storage,
    log: deps.log,
    enqueue: (name, kind, payload, runAt, executor) => jobs.enqueue(name, kind, payload, runAt, executor),
  });
  // Suspension and ban; the ended sessions' sockets close after the commit.
  const restrictions = new MemberRestrictions({ db });
  // Payments: Mollie, the built-in sandbox (never in production: the configuration refuses it), or none.
  const sandbox = deps.config.payments === 'sandbox' && !deps.config.isProduction ? new SandboxProvider({ db }) : null;
  const provider: PaymentProvider =
    deps.config.payments === 'mollie' && deps.config.mollie
      ? new MollieProvider(deps.config.mollie)
      : (sandbox ?? new UnavailableProvider());
  // The receipt's job is enqueued in the transaction that grants the credits.
  const payments = new PaymentService({
    db,
    provider,
    sandbox,
    bus,
    log: deps.log,
    sites: deps.sites,
    publicUrl: deps.config.publicUrl,
    requireCompanyDetails: deps.config.isProduction,
    onGranted: (tx, orderId) => enqueueReceipt(notify, tx, orderId),
  });
  const directDebit = new DirectDebitService({ db, mailer, payments });
  // The staff console (decision 019): setup links start from the default site's origin (PUBLIC_URL).
  const staff = new StaffService({
    db,
    secret: deps.config.sessionSecret,
    origin: async () => (await deps.sites.defaultSite()).origin,
    // An account limited to some sites names existing ones (decision 044).
    siteIds: async () => (await deps.sites.all()).map((s) => s.id),
  });
  const audit = new AuditService(db, (ids) => staff.names(ids));
  // Automatic pre-screening of new photos (decision 042): a classifier thread, unless switched off.
  const screener = deps.config.photoScreening ? new PhotoScreener() : null;
  const photos = new PhotoService(
    db,
    deps.storage,
    screener ? (name, kind, payload, runAt, executor) => jobs.enqueue(name, kind, payload, runAt, executor) : undefined,
  );
  // The site's fictional profiles (decision 048): profiles' rules, photos' pipeline, audited.
  const personas = new PersonaService({ db, sites: deps.sites, photos, staffNames: (ids) => staff.names(ids) });
  // The console's photo inspection; a rejection mails the owner from their site with the statement
  // of reasons' appeal link; the removal job keeps a photo whose removal is under appeal.
  const photoInspection: PhotoInspection = new PhotoInspection({
    db,
    storage: deps.storage,
    mailer,
    sites: deps.sites,
    log: deps.log,
    secret: deps.config.sessionSecret,
    heldForAppeal: (photoIds): Promise<Set<number>> => appeals.photosHeld(photoIds),
    // A photo that looks like a minor's: the account is suspended pending review, in the same transaction.
    onMinorSuspected: (tx, e): Promise<void> => reportQueue.raiseSuspectedMinor(tx, e),
  });
  // The moderators' report queue; a suspension or ban closes the member's sockets after the commit.
  const reportQueue = new ReportQueueService({
    db,
    mailer,
    sites: deps.sites,
    log: deps.log,
    restrictions,
    photosOf: (memberId) => photos.list(memberId),
    auditOf: (targetType, targetId) => audit.of(targetType, targetId),
    staffNames: (ids) => staff.names(ids),
    photoInspection,
    secret: deps.config.sessionSecret,
  });
  listening.push(
    onCommitted(db, HELD_FOR_REVIEW, (e) =>
      reportQueue
        .mailHeldForReview(e)
        .catch((err: unknown) => deps.log.error({ err }, 'a statement of reasons failed')),
    ),
  );
  // Appeals against moderation decisions (decision 041): granting one reverses the decision.
  const appeals: AppealService = new AppealService({
    db,
    mailer,
    sites: deps.sites,
    log: deps.log,
    secret: deps.config.sessionSecret,
    photoInspection,
    restrictions,
    photosOf: (memberId) => photos.list(memberId),
    staffNames: (ids) => staff.names(ids),
    counter: createRateCounter(redis, deps.log),
  });
  // The console's member care and codes: ended sessions and balances reach open tabs after the commit.
  const care = new CareService({
    db,
    sites: deps.sites,
    accounts,
    payments,
    restrictions,
    purge,
    audit,
    bus,
    // The member page's count of push devices (`push` is made below; asked only per request).
    pushDevices: (memberId) => push.deviceCount(memberId),
  });
  const codes = new CodeService({ db, sites: deps.sites });
  // The member's data export, made by a one-off job (\`jobs\` exists by the time a member asks).
  const dataExports = new DataExportService({
    db,
    storage: deps.storage,
    mailer,
    sites: deps.sites,
    log: deps.log,
    enqueue: (name, kind, payload) => jobs.enqueue(name, kind, payload),
  });
  // Notification settings and the mails' unsubscribe links (signed with the session secret).
  const notifications = new NotificationService({
    db,
    secret: deps.config.sessionSecret,
    counter: createRateCounter(redis, deps.log),
  });
  // Made in every process; polling starts only where the app asks (buildApp's runJobs).
  const jobs = registerJobs(new JobRunner({ db, log: deps.log }), {
    db,
    operatorQueue,
    payments,
    staff,
    photoInspection,
    purge,
    dataExports,
    notify,
    attribution: { postback: (id) => attribution.sendPostback(id), sweep: () => attribution.sweep() },
    campaigns: () => campaigns,
    numbers: () => numbers,
    screening: screener
      ? {
          photo: (photoId) => screenPhoto({ db, storage: deps.storage, screener }, photoId),
          waiting: () => screenWaiting({ db, storage: deps.storage, screener }),
        }
      : null,
  });
  // Attribution (decision 051): the first touch carried onto the signup, the activation and each paid
  // order after their commits, and the affiliate network's postback as a job (\`jobs\` exists by then).
  const attribution = new AttributionService({
    db,
    log: deps.log,
    enqueue: (name, kind, payload, runAt, executor) => jobs.enqueue(name, kind, payload, runAt, executor),
    allowPrivateHosts: deps.config.postbackAllowPrivateHosts,
  });
  // Campaigns (decision 052): staff's mails to a segment, sent by a job in batches.
  const campaigns = new CampaignService({
    db,
    mailer,
    sites: deps.sites,
    secret: deps.config.sessionSecret,
    log: deps.log,
    enqueue: (name, kind, payload, runAt, executor) => jobs.enqueue(name, kind, payload, runAt, executor),
    // Its push too, to members who want the kind by push.
    push,
  });
  const attributionFailed = (err: unknown) => deps.log.error({ err }, 'attribution: an event was not recorded');
  listening.push(
    onCommitted(db, MEMBER_SIGNED_UP, ({ memberId }) =>
      attribution.record(memberId, 'signup').then(() => undefined, attributionFailed),
    ),
    onCommitted(db, ACCOUNT_ACTIVATED, ({ memberId }) =>
      attribution.record(memberId, 'activation').then(() => undefined, attributionFailed),
    ),
    onCommitted(db, ORDER_PAID, (order) => attribution.recordPurchase(order).catch(attributionFailed)),
  );
  // The console's opening figures and its jobs page (engineering §11: jobs with a visible state).
  const staffOverview = new StaffOverviewService({
    db,
    jobs,
    inboxTargets: () => operatorQueue.targets(),
    staffNames: (ids) => staff.names(ids),
  });
  // The numbers (decision 053): landing visits counted as pages are served, the rest rolled up daily by a job.
  const numbers = new NumbersService({
    db,
    sites: async () => (await deps.sites.all()).map((s) => ({ id: s.id, name: s.config.name })),
    jobs: () => jobs.list(),
    log: deps.log,
  });
  // Bounces and complaints from the mail provider turn a member's e-mail notifications off;
  // the unsubscribe tokens they quote are signed with the session secret.
  const mailEvents = new MailEventService({ db, secret: deps.config.sessionSecret, log: deps.log });
  /** What the socket hub (a platform piece) asks the domain. */
  const socketDomain: SocketHubDomain = {
    otherMember: (memberId, conversationId) => chat.otherMember(memberId, conversationId),
    partners: (memberId) => chat.partners(memberId),
    markActive: (memberId) => markActive(db, memberId),
  };
  return {
    mailer,
    redis,
    payments,
    directDebit,
    jobs,
    accounts,
    deletion,
    purge,
    dataExports,
    push,
    mailEvents,
    notifications,
    restrictions,
    photos,
    photoInspection,
    likes,
    chat,
    bus,
    presence,
    notify,
    socketDomain,
    swipe: new SwipeService(db, likes),
    matchFinder: new MatchFinderService(db),
    search: (site: Site, viewer: MemberView | null, q: SearchQuery) => searchMembers(db, site, viewer, q),
    signupMatches: (site: Site, viewer: MemberView) => signupMatches(db, site, viewer),
    blocks,
    staff,
    staffOverview,
    audit,
    care,
    codes,
    reports: new ReportService(db),
    reportQueue,
    appeals,
    siteAdmin,
    siteAssets,
    operatorQueue,
    operatorInbox,
    personas,
    attribution,
    campaigns,
    numbers,
    publicProfile: (site: Site, viewer: MemberView | null, id: number) => profiles.publicProfile(site, viewer, id),
    ownProfile: (memberId: number) => profiles.own(memberId),
    async close() {
      for (const stop of listening) stop();
      // First: a running job may still need the mailer or the bus.
      await jobs.stop();
      await mailer.close();
      await bus.close();
      await presence.close();
      await screener?.close();
      redis?.disconnect();
    },
    config: deps.config,
    db,
    sites: deps.sites,
    storage: deps.storage,
    profiles,
  };
}

export type Services = ReturnType<typeof createServices>;
