import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  NOTIFICATION_MAILS,
  renderMail,
  siteMailContext,
  siteMailFrom,
  type MailTemplate,
  type MailTemplateVars,
  type NotificationMail,
} from '../../platform/mail-templates.ts';
import type { PushPayload } from '../../../common/push.ts';
import type { MemberPresence } from '../../platform/presence.ts';
import type { JobContext } from '../../platform/jobs.ts';
import { stopsAllNotificationMail, type NotificationCategory } from '../../../common/rules/notifications.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import { loadMemberView, mailLocaleOf, type MemberView } from '../members/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import { cardsFor } from '../profiles/index.ts';
import { unreadCountOf, unreadInConversation, type DeliveredMessage } from '../chat/index.ts';
import { newLikesCountOf, newestLikerSince } from '../likes/index.ts';
import { membersWanting, unsubscribeLinks, wants } from './preferences.ts';
import { notificationLog } from './schema.ts';

/**
 * Sending the notifications (decision 032): the mails and pushes that bring a member
 * back. Messages and likes reach a member who is away (no socket open on any process); mails of a
 * conversation are batched by one-off jobs whose unique name is the batch key, and checked again
 * when they would go (still away, still unread, still wanted). Digests (unread reminders, the
 * weekly update) are recurring jobs (digests.ts); the welcome mail and the purchase receipt are
 * transactional mails (transactional.ts). Every mail goes in the member's language, from the
 * member's site and with links from its origin; notification mails carry the RFC 8058 headers
 * and the unsubscribe link of their category.
 */

/**
 * The first mail about a conversation waits this long: a member who just closed the tab may be
 * back, and a few short messages typed in a row ("hoi", "hoe gaat het?") make one mail.
 */
export const MESSAGE_MAIL_DELAY_SECONDS = 120;
/**
 * At most one mail per conversation per this many minutes. A quarter of an hour:
 * a lively conversation with someone who stepped away becomes one mail with the count rather than
 * a mail per message, while a reply still arrives within the time people wait for one; longer
 * windows lost the moment (the other member leaves), shorter ones flood the inbox.
 */
export const MESSAGE_MAIL_WINDOW_MINUTES = 15;
/** A like mail waits as long as the first message mail, and goes at most once an hour (the newest liker). */
export const LIKE_MAIL_DELAY_SECONDS = 120;
export const LIKE_MAIL_WINDOW_MINUTES = 60;

/** The one-off jobs (server/jobs.ts registers their handlers). */
export const NOTIFY_JOBS = {
  messages: 'notify.messages',
  like: 'notify.like',
  welcome: 'notify.welcome',
  receipt: 'notify.receipt',
} as const;

/** Sends a push to a member's devices (the push module's `PushService`; without VAPID keys it sends nothing). */
export interface PushSender {
  deviceCount(memberId: number): Promise<number>;
  sendToMember(memberId: number, payload: PushPayload, options: { site: Recipient['site'] }): Promise<unknown>;
}

export type Enqueue = (
  name: string,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
  db?: Executor,
) => Promise<void>;

export interface DispatchDeps {
  db: Database;
  mailer: Mailer;
  sites: SiteDirectory;
  presence: MemberPresence;
  push: PushSender;
  enqueue: Enqueue;
  /** The session secret: signs the unsubscribe links. */
  secret: string;
  log: FastifyBaseLogger;
}

/** A member notifications may go to: activated, not suspended, banned or deleted, a real person. */
export interface Recipient {
  member: MemberView;
  site: Site;
  /** Their language in its regional variant for their profile country (decision 050). */
  locale: LocaleTag;
}

export class NotificationDispatch {
  /** What runs after a send or a like, not awaited by them; tests wait for it (`settled`). */
  private readonly running = new Set<Promise<void>>();

  constructor(readonly deps: DispatchDeps) {}

  // ---- At the event (after the commit; never in the sender's way) --------------------------------

  /**
   * A message reached its recipient (ChatService's `onDelivered`). For a member who is away: the
   * conversation's mail batch is enqueued and a push goes now. Enqueued after the commit: a lost
   * enqueue (the process dies in between) loses one batch's mail, which the unread reminder a day
   * later makes good, so the sender's transaction carries no extra statement.
   */
  messageDelivered(m: DeliveredMessage): void {
    this.track(this.onMessage(m));
  }

  /** A member received a new like (LikeService's `onLiked`): mail (batched an hour) and push, when away. */
  liked(likerId: number, likedId: number): void {
    this.track(this.onLike(likerId, likedId));
  }

  /** Waits for what the events started (tests). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<void>): void {
    const p = work.catch((err: unknown) => this.deps.log.error({ err }, 'notification failed'));
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }

  /** Whether the member has no socket open anywhere; when that cannot be known, away (a push too many beats a message missed). */
  async isAway(memberId: number): Promise<boolean> {
    try {
      return !(await this.deps.presence.connectedAmong([memberId])).has(memberId);
    } catch (err) {
      this.deps.log.warn({ err }, 'presence unknown; the member counts as away');
      return true;
    }
  }

  /**
   * Who may get nothing (fictional, not active) is known before anything is enqueued; the push is
   * built only for a member with a device, from the unread counts the send already has.
   */
  private async onMessage(m: DeliveredMessage): Promise<void> {
    // Away first: for a member with the site open (most deliveries) it is a look-up and no query.
    if (!(await this.isAway(m.recipientId))) return;
    const recipient = await this.recipient(m.recipientId);
    if (!recipient) return;
    await this.deps.enqueue(
      `${NOTIFY_JOBS.messages}:${m.recipientId}:${m.conversationId}`,
      NOTIFY_JOBS.messages,
      // The batch's first message says whether the mail announces a new conversation (later
      // messages join the job without changing its payload).
      { member: m.recipientId, conversation: m.conversationId, new: m.newConversation },
      secondsFromNow(MESSAGE_MAIL_DELAY_SECONDS),
    );
    if ((await this.deps.push.deviceCount(m.recipientId)) === 0) return;
    await this.pushMessage(recipient, m);
  }

  private async onLike(likerId: number, likedId: number): Promise<void> {
    // Away first: for a member with the site open (most deliveries) it is a look-up and no query.
    if (!(await this.isAway(likedId))) return;
    const recipient = await this.recipient(likedId);
    if (!recipient) return;
    await this.deps.enqueue(
      `${NOTIFY_JOBS.like}:${likedId}`,
      NOTIFY_JOBS.like,
      { member: likedId },
      secondsFromNow(LIKE_MAIL_DELAY_SECONDS),
    );
    if ((await this.deps.push.deviceCount(likedId)) === 0) return;
    await this.pushLike(recipient, likerId);
  }

  /** One push per message, one tag per conversation (the newest replaces the older on the device). */
  private async pushMessage(recipient: Recipient, m: DeliveredMessage): Promise<void> {
    const category: NotificationCategory = m.newConversation ? 'new_conversations' : 'new_messages';
    if (!(await wants(this.deps.db, m.recipientId, category, 'push'))) return;
    const [[sender], likes] = await Promise.all([
      cardsFor(this.deps.db, [m.senderId]),
      newLikesCountOf(this.deps.db, m.recipientId),
    ]);
    const t = createTranslator(recipient.locale);
    await this.deps.push.sendToMember(
      m.recipientId,
      {
        v: 2,
        title: recipient.site.config.name,
        body: t(category === 'new_conversations' ? 'notify.push.conversation' : 'notify.push.message', {
          name: sender?.name ?? '',
        }),
        url: `/chats/${m.conversationId}`,
        tag: `chat-${m.conversationId}`,
        // The app badge: unread messages and new likes (product §2, the title's count).
        badge: m.unread.total + likes,
      },
      { site: recipient.site },
    );
  }

  private async pushLike(recipient: Recipient, likerId: number): Promise<void> {
    const likedId = recipient.member.id;
    if (!(await wants(this.deps.db, likedId, 'like', 'push'))) return;
    const [[liker], unread, likes] = await Promise.all([
      cardsFor(this.deps.db, [likerId]),
      unreadCountOf(this.deps.db, likedId),
      newLikesCountOf(this.deps.db, likedId),
    ]);
    if (!liker) return;
    const t = createTranslator(recipient.locale);
    await this.deps.push.sendToMember(
      likedId,
      {
        v: 2,
        title: recipient.site.config.name,
        body: t('notify.push.like', { name: liker.name }),
        // The liker's profile as reached from the likes page (opening it clears the like's new flag).
        url: `/likes/m/${likerId}`,
        tag: 'likes',
        badge: unread + likes,
      },
      { site: recipient.site },
    );
  }

  // ---- The batch jobs -----------------------------------------------------------------------------

  /**
   * `notify.messages:<member>:<conversation>`: the conversation's mail, when the member is still
   * away, has unread messages in it and wants the category; one per conversation per window (a job
   * that comes early runs again when the window ends, and meanwhile its name takes in new messages).
   */
  async messagesJob(ctx: Pick<JobContext, 'payload' | 'again'>, now = new Date()): Promise<string> {
    const memberId = Number(ctx.payload.member);
    const conversationId = Number(ctx.payload.conversation);
    const recipient = await this.recipient(memberId);
    if (!recipient) return 'not a recipient';
    if (!(await this.isAwayForMail(memberId))) return 'online';
    const key = `messages:${conversationId}`;
    const last = await this.lastSent(memberId, key);
    const open = last && windowEnd(last.sentAt, MESSAGE_MAIL_WINDOW_MINUTES) > now;
    if (open) {
      ctx.again(windowEnd(last.sentAt, MESSAGE_MAIL_WINDOW_MINUTES));
      return 'window open';
    }
    const conversation = await unreadInConversation(this.deps.db, memberId, conversationId);
    if (!conversation || conversation.unread === 0) return 'read';
    // The batch began with the message that opened the conversation (ChatService's DeliveredMessage).
    const category: NotificationCategory = ctx.payload.new === true ? 'new_conversations' : 'new_messages';
    if (!(await wants(this.deps.db, memberId, category, 'email'))) return 'not wanted';
    const [sender] = await cardsFor(this.deps.db, [conversation.otherId]);
    if (!sender) return 'sender gone';
    const link = `/chats/${conversationId}`;
    const { name } = recipient.member.profile;
    if (category === 'new_conversations') {
      await this.sendNotification(recipient, 'new_conversation', {
        name,
        link,
        senderName: sender.name,
        senderAge: sender.age,
        senderCity: sender.place,
        photoUrl: this.photoUrl(recipient.site, sender.main_image),
      });
    } else {
      await this.sendNotification(recipient, 'new_messages', {
        name,
        link,
        senderName: sender.name,
        count: conversation.unread,
      });
    }
    await this.recordSent(memberId, key, now);
    return `${category}: ${conversation.unread}`;
  }

  /** `notify.like:<member>`: the newest like since the last like mail, at most one an hour. */
  async likeJob(ctx: Pick<JobContext, 'payload' | 'again'>, now = new Date()): Promise<string> {
    const memberId = Number(ctx.payload.member);
    const recipient = await this.recipient(memberId);
    if (!recipient) return 'not a recipient';
    if (!(await this.isAwayForMail(memberId))) return 'online';
    const last = await this.lastSent(memberId, 'like');
    if (last && windowEnd(last.sentAt, LIKE_MAIL_WINDOW_MINUTES) > now) {
      ctx.again(windowEnd(last.sentAt, LIKE_MAIL_WINDOW_MINUTES));
      return 'window open';
    }
    const likerId = await newestLikerSince(this.deps.db, memberId, last?.sentAt ?? null);
    if (likerId === null) return 'no like';
    if (!(await wants(this.deps.db, memberId, 'like', 'email'))) return 'not wanted';
    const [liker] = await cardsFor(this.deps.db, [likerId]);
    if (!liker) return 'liker gone';
    await this.sendNotification(recipient, 'like', {
      name: recipient.member.profile.name,
      link: `/likes/m/${likerId}`,
      likerName: liker.name,
      likerAge: liker.age,
      likerCity: liker.place,
      photoUrl: this.photoUrl(recipient.site, liker.main_image),
    });
    await this.recordSent(memberId, 'like', now);
    return 'sent';
  }

  /** At mail time the check is strict: presence unknown (Redis away) retries the job rather than guessing. */
  private async isAwayForMail(memberId: number): Promise<boolean> {
    return !(await this.deps.presence.connectedAmong([memberId])).has(memberId);
  }

  // ---- Shared by the mails ------------------------------------------------------------------------

  /** The member, their site and language, when they may get notifications at all. */
  async recipient(memberId: number): Promise<Recipient | null> {
    const member = await loadMemberView(this.deps.db, memberId);
    if (!member || member.status !== 'active' || member.fictional) return null;
    const site = await this.deps.sites.byId(member.siteId);
    return { member, site, locale: mailLocaleOf(member) };
  }

  /** Of these members, those who may get notification mail of `category` (their choice, no bounce). */
  wanting(memberIds: readonly number[], category: NotificationCategory): Promise<Set<number>> {
    return membersWanting(this.deps.db, memberIds, category, 'email');
  }

  /** A transactional mail (welcome, receipt) goes to any active address, not to one that bounced or complained. */
  mayMail(r: Recipient): boolean {
    return !r.member.notificationsDisabled.some(stopsAllNotificationMail);
  }

  /** A notification mail: the unsubscribe link of its category in the footer and the RFC 8058 headers. */
  async sendNotification<T extends NotificationMail>(
    r: Recipient,
    template: T,
    vars: Omit<MailTemplateVars[T], 'unsubscribeLink' | 'preferencesLink'>,
  ): Promise<void> {
    const links = unsubscribeLinks(this.deps.secret, r.site.origin, r.member.id, NOTIFICATION_MAILS[template]);
    const full = {
      ...vars,
      unsubscribeLink: links.page,
      preferencesLink: new URL('/notifications', r.site.origin).toString(),
    } as MailTemplateVars[T];
    await this.sendMail(r, template, full, links.headers);
  }

  async sendMail<T extends MailTemplate>(
    r: Recipient,
    template: T,
    vars: MailTemplateVars[T],
    headers?: Record<string, string>,
  ): Promise<void> {
    // Every link from the site's origin (decision 010), never a request's host.
    const absolute = { ...vars, link: new URL(vars.link, r.site.origin).toString() };
    const rendered = await renderMail(template, absolute, siteMailContext(r.site, r.locale, r.site.origin));
    await this.deps.mailer.send({
      to: r.member.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      from: siteMailFrom(r.site),
      ...(headers ? { headers } : {}),
    });
  }

  /** An approved main photo's thumbnail as an absolute URL (the CDN's, or the site's /media/). */
  photoUrl(site: Site, image: { thumb_filename: string; status: string } | null): string | null {
    if (!image || image.status !== 'active') return null;
    return new URL(`${site.config.cdn_prefix}${image.thumb_filename}`, site.origin).toString();
  }

  async lastSent(memberId: number, key: string): Promise<{ sentAt: Date; ref: number | null } | null> {
    const [row] = await this.deps.db
      .select({ sentAt: notificationLog.sentAt, ref: notificationLog.ref })
      .from(notificationLog)
      .where(and(eq(notificationLog.memberId, memberId), eq(notificationLog.key, key)));
    return row ?? null;
  }

  /** The log rows of these members under these keys (the digests read a page of members at once). */
  async logOf(
    memberIds: readonly number[],
    keys: readonly string[],
  ): Promise<Map<string, { sentAt: Date; ref: number | null }>> {
    if (!memberIds.length) return new Map();
    const rows = await this.deps.db
      .select()
      .from(notificationLog)
      .where(and(inArray(notificationLog.memberId, [...memberIds]), inArray(notificationLog.key, [...keys])));
    return new Map(rows.map((r) => [`${r.memberId}|${r.key}`, { sentAt: r.sentAt, ref: r.ref }]));
  }

  async recordSent(memberId: number, key: string, at: Date, ref: number | null = null): Promise<void> {
    await this.deps.db
      .insert(notificationLog)
      .values({ memberId, key, ref, sentAt: at })
      .onConflictDoUpdate({ target: [notificationLog.memberId, notificationLog.key], set: { ref, sentAt: at } });
  }
}

/** How long the log keeps what was sent: beyond every window and reminder step (reminders look back 30 days). */
export const NOTIFICATION_LOG_KEEP_DAYS = 60;

/** The purge job: log rows past `NOTIFICATION_LOG_KEEP_DAYS`. */
export async function purgeNotificationLog(db: Executor, now = new Date()): Promise<string> {
  const deleted = await db
    .delete(notificationLog)
    .where(lt(notificationLog.sentAt, new Date(now.getTime() - NOTIFICATION_LOG_KEEP_DAYS * 86_400_000)))
    .returning({ memberId: notificationLog.memberId });
  return `${deleted.length} notification log rows deleted`;
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

function windowEnd(sentAt: Date, minutes: number): Date {
  return new Date(sentAt.getTime() + minutes * 60_000);
}
