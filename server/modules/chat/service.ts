import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from './schema.ts';
import { messageLength } from '../../../common/rules/message.ts';
import { ApiError } from '../../http/errors.ts';
import { retryTransaction } from '../../db/resilience.ts';
import type { MessageKey, Params } from '../../../common/i18n/index.ts';
import {
  MESSAGES_PAGE_SIZE,
  type ChatItem,
  type ChatMessage,
  type ChatPrices,
  type ChatProfile,
  type ChatsPayload,
  type ConversationPayload,
  type Gift,
  type MessageType,
  type ReadResult,
  type SendMessage,
  type SendResult,
} from '../../../common/api/chat.ts';
import { memberPolicy } from '../../../common/rules/membership.ts';
import { moneyOfCredits, type CreditBasis } from '../../../common/rules/prices.ts';
import { giftById, giftImage, siteGift, siteGifts, type GiftDefinition } from '../../../common/data/gifts.ts';
import type { EventBus } from '../../platform/events.ts';
import {
  clearSignupMessage,
  confirmFictionalDisclosure,
  heldSignupMessage,
  inactiveAmong,
  loadMemberView,
  type MemberView,
} from '../members/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import type { LedgerKind } from '../credits/index.ts';
import { cardsFor, type Visibility } from '../profiles/index.ts';
import { unreadCountOf } from './notify-queries.ts';

/** The chat list holds the most recent conversations (a member with more scrolls the newest). */
export const CHATS_LIST_LIMIT = 200;

/** Product §6: blocking removes the chats between the two, messages with them (wired in server/services.ts). */
export async function removeConversationBetween(tx: Executor, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.delete(conversations).where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
}

/** Product §4: members with an existing conversation still see an invisible member (wired in server/services.ts). */
export async function haveConversation(db: Executor, invisibleMemberId: number, viewerId: number): Promise<boolean> {
  const [low, high] = invisibleMemberId < viewerId ? [invisibleMemberId, viewerId] : [viewerId, invisibleMemberId];
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)))
    .limit(1);
  return !!row;
}

/** A message as a report keeps it: what was said, by whom, when. */
export interface ReportedMessage {
  id: number;
  sender_id: number;
  type: MessageType;
  body: string;
  created_at: string;
}

/**
 * A conversation reported by one of its members: the other member and its most recent messages
 * (both sides; what the reporter could see). A report keeps them, because blocking right after
 * reporting deletes the conversation (product §6). Null when it is not this member's conversation.
 */
export async function conversationForReport(
  db: Executor,
  conversationId: number,
  memberId: number,
  limit = 20,
): Promise<{ otherId: number; messages: ReportedMessage[] } | null> {
  const [own] = await db
    .select({ otherId: conversationMembers.otherId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)));
  if (!own) return null;
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      type: messages.type,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        or(sql`${messages.deliveredAt} is not null`, eq(messages.senderId, memberId)),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
  return {
    otherId: own.otherId,
    messages: rows.reverse().map((r) => ({
      id: r.id,
      sender_id: r.senderId,
      type: r.type,
      body: r.body,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

const SPEND_KIND: Record<MessageType, LedgerKind> = { text: 'spend_message', photo: 'spend_photo', gift: 'spend_gift' };

/**
 * What each message type costs on a site, and its money equivalent in the member's country by the
 * one price rule on the basis the payments module gives (the cheapest real bundle).
 */
export function chatPrices(site: Site, basis: CreditBasis | null): ChatPrices {
  const message = basis ? moneyOfCredits(basis, site.config.message_credits) : null;
  return {
    text: site.config.message_credits,
    photo: site.config.photo_credits,
    gift: site.config.gift_credits,
    minimum_message_cost: message ? { costs: message.amount, currency: message.currency } : null,
    credit_basis: basis,
  };
}

/** What a message of this type costs in credits (a gift: its own price). */
function creditsFor(site: Site, type: MessageType): number {
  return type === 'text'
    ? site.config.message_credits
    : type === 'photo'
      ? site.config.photo_credits
      : site.config.gift_credits;
}

/** The cheapest real bundle per credit of a site in a country (the payments catalogue's, given by services.ts). */
export type CreditBasisSource = (site: Site, country: string | null) => Promise<CreditBasis | null>;

export function presentGift(site: Site, gift: GiftDefinition): Gift {
  // A gift sent before the site changed its catalogue keeps showing, at today's factor or the catalogue's.
  const factors: Partial<Record<string, number>> = site.config.gift_factors ?? {};
  const factor = factors[gift.id] || gift.factor;
  return { id: gift.id, image: giftImage(gift.id), credits: site.config.gift_credits * factor };
}

/** The gifts this site offers, with its prices. */
export function giftCatalogue(site: Site): Gift[] {
  return siteGifts(site.config.gift_factors).map((g) => presentGift(site, g));
}

type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

/** A recipient's unread messages after a delivery: in the conversation and over all of them. */
interface UnreadAfter {
  conversation: number;
  total: number;
}

/** A refusal as chat_send raises it (SQLSTATE KR001, the ApiError as JSON in the message). */
interface Refusal {
  status: number;
  code: string;
  message: MessageKey;
  params?: Params;
  details?: Record<string, unknown>;
}

const REFUSAL_STATE = 'KR001';

/** The refusal behind a database error, if it is one (Drizzle wraps the driver's error in `cause`). */
function refusalOf(err: unknown): Refusal | null {
  for (let e: unknown = err, depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === REFUSAL_STATE && typeof message === 'string') return JSON.parse(message) as Refusal;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** What chat_send returns: the message as its row's JSON, the balance, and the recipient's counts. */
interface SentRow {
  message: {
    id: number;
    conversation_id: number;
    sender_id: number;
    recipient_id: number;
    type: MessageType;
    body: string;
    photo_filename: string | null;
    gift_id: string | null;
    credits: number;
    client_id: string;
    created_at: string;
    delivered_at: string | null;
    read_at: string | null;
    seq: number | null;
  };
  credits: number;
  fresh: boolean;
  created: boolean;
  unread: number | null;
  total: number | null;
  /** A fresh send only: whether each side is a profile the site runs. */
  fictional?: FictionalPair;
}

function readSent(sent: SentRow): {
  row: MessageRow;
  credits: number;
  fresh: boolean;
  unread: UnreadAfter | null;
  created: boolean;
  fictional: FictionalPair | undefined;
} {
  const m = sent.message;
  const row: MessageRow = {
    id: m.id,
    conversationId: m.conversation_id,
    senderId: m.sender_id,
    recipientId: m.recipient_id,
    type: m.type,
    body: m.body,
    photoFilename: m.photo_filename,
    giftId: m.gift_id,
    credits: m.credits,
    clientId: m.client_id,
    createdAt: new Date(m.created_at),
    deliveredAt: m.delivered_at === null ? null : new Date(m.delivered_at),
    readAt: m.read_at === null ? null : new Date(m.read_at),
    seq: m.seq,
    // A message just sent has not been taken down.
    removedAt: null,
  };
  return {
    row,
    credits: sent.credits,
    fresh: sent.fresh,
    created: sent.created,
    unread: sent.unread === null ? null : { conversation: sent.unread, total: sent.total ?? sent.unread },
    fictional: sent.fictional,
  };
}

/** Whether the sender and the recipient of a message are profiles the site runs (decision 046). */
export interface FictionalPair {
  sender: boolean;
  recipient: boolean;
}

/** A message that reached its recipient, for the notifications. */
export interface DeliveredMessage {
  messageId: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  /** This message opened the conversation (its send created it; for a held message, the first delivered in it). */
  newConversation: boolean;
  /** The recipient's unread counts right after the delivery (the push's badge, without asking again). */
  unread: UnreadAfter;
  /** Known when the send answered it (a fresh send); a listener that needs it otherwise asks. */
  fictional?: FictionalPair;
}

/**
 * A new conversation and both members' sides of it; undefined when the pair has one already (the
 * unique pair: the other member may be starting it at this moment).
 */
export async function insertConversation(
  tx: Executor,
  siteId: number,
  starterId: number,
  otherId: number,
  at?: Date,
): Promise<ConversationRow | undefined> {
  const [low, high] = starterId < otherId ? [starterId, otherId] : [otherId, starterId];
  const [conversation] = await tx
    .insert(conversations)
    .values({
      siteId,
      memberLow: low,
      memberHigh: high,
      startedBy: starterId,
      ...(at ? { createdAt: at, updatedAt: at } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (conversation) {
    await tx.insert(conversationMembers).values([
      { conversationId: conversation.id, memberId: starterId, otherId, ...(at ? { updatedAt: at } : {}) },
      { conversationId: conversation.id, memberId: otherId, otherId: starterId, ...(at ? { updatedAt: at } : {}) },
    ]);
  }
  return conversation;
}

/**
 * Stores a message and keeps the conversation's derived state (last message, list order, the
 * recipient's unread count) with it. `at`: when it happened (the seed's past messages); a send is now.
 */
export async function storeMessage(
  tx: Executor,
  values: typeof messages.$inferInsert,
  at?: Date,
): Promise<{ row: MessageRow; unread: UnreadAfter | null }> {
  const delivered = values.deliveredAt != null;
  // A delivered message takes the conversation's next sequence number in the insert itself (no
  // round trip of its own): the update locks the conversation row until the commit, so the numbers
  // within a conversation follow the commit order (decision 036). A held one gets it at delivery.
  const next = tx.$with('next').as(
    tx
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1` })
      .where(eq(conversations.id, values.conversationId))
      .returning({ seq: conversations.lastSeq }),
  );
  const row = { ...values, ...(at ? { createdAt: at } : {}) };
  const [stored] = delivered
    ? await tx
        .with(next)
        .insert(messages)
        .values({ ...row, seq: sql`(select ${next.seq} from ${next})` })
        .returning()
    : await tx.insert(messages).values(row).returning();
  return { row: stored!, unread: await afterStored(tx, stored!, delivered, at) };
}

/**
 * A delivered message moves the conversation up both lists and counts as unread for the recipient
 * (one statement). Returns the recipient's unread counts after it (null while held), for the event.
 * The lists are ordered by `updated_at`: the time of the message (`at`), else the transaction's.
 */
async function afterStored(tx: Executor, row: MessageRow, delivered: boolean, at?: Date): Promise<UnreadAfter | null> {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  // One statement: the updates, and the recipient's counts after them. The outer select sees the
  // table as it was before this statement, so the total is the other conversations as they were
  // plus this conversation as the update left it.
  const [counts] = await queryRows<{ conversation: number | null; others: number }>(
    tx,
    sql`
    with conv as (
      update conversations set last_message_id = ${row.id}, updated_at = ${when}
      where id = ${row.conversationId} and ${delivered} returning id),
    updated as (
      update conversation_members cm set removed = false, updated_at = ${when},
        unread = cm.unread + case when cm.member_id = ${row.recipientId} then 1 else 0 end
      where cm.conversation_id = ${row.conversationId}
        and (cm.member_id = ${row.senderId} or (cm.member_id = ${row.recipientId} and ${delivered}))
      returning cm.member_id, cm.unread)
    select (select unread from updated where member_id = ${row.recipientId}) as conversation,
      (select coalesce(sum(unread), 0)::int from conversation_members
        where member_id = ${row.recipientId} and not removed and conversation_id <> ${row.conversationId}) as others`,
  );
  if (!delivered) return null;
  const conversation = Number(counts?.conversation ?? 0);
  return { conversation, total: Number(counts?.others ?? 0) + conversation };
}

/**
 * The member has read the conversation at `at`: their unread count is zero, the other member's
 * delivered messages to them are read. Null when it is not their conversation. One statement (a read
 * receipt holds a pool connection for one round trip), which also gives the member's Messages badge
 * after it (`total`: the other conversations' counts, this one being zero now).
 */
export async function readConversation(
  db: Executor,
  conversationId: number,
  memberId: number,
  at: Date,
): Promise<{ otherId: number; read: number; total: number } | null> {
  const when = at.toISOString();
  const [row] = await queryRows<{ other_id: number | null; read: number; total: number }>(
    db,
    sql`
    with cleared as (
      update conversation_members set unread = 0, last_read_at = ${when}
      where conversation_id = ${conversationId} and member_id = ${memberId}
      returning other_id),
    read as (
      update messages set read_at = ${when}
      where conversation_id = ${conversationId} and recipient_id = ${memberId} and read_at is null
        and delivered_at is not null and exists (select 1 from cleared)
      returning id)
    select (select other_id from cleared) as other_id, (select count(*) from read)::int as read,
      (select coalesce(sum(unread), 0)::int from conversation_members
        where member_id = ${memberId} and not removed and conversation_id <> ${conversationId}) as total`,
  );
  if (!row || row.other_id === null) return null;
  return { otherId: Number(row.other_id), read: Number(row.read), total: Number(row.total) };
}

/**
 * Conversations and messages (product §2–§5, §7, §8). Every paid message moves credits
 * through the ledger in the same transaction that stores it; the client's id makes a send
 * idempotent. Events go out on the bus after the transaction commits.
 */
export class ChatService {
  constructor(
    private readonly deps: {
      db: Database;
      bus: EventBus;
      sites: SiteDirectory;
      visibility: Visibility;
      creditBasis: CreditBasisSource;
      /**
       * A message reached its recipient (their mail and push when away, wired in
       * server/services.ts). Called after the commit and the events, and not awaited: it must cost
       * the sender nothing.
       */
      onDelivered?: (message: DeliveredMessage) => void;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The member confirmed the disclosure of the site's fictional profiles and their price (decision
   * 047): from now on chat_send lets their paid messages to such a profile through.
   */
  confirmFictionalDisclosure(memberId: number): Promise<void> {
    return confirmFictionalDisclosure(this.db, memberId);
  }

  /** What each message type costs (for a conversation that does not exist yet). */
  async prices(site: Site, country: string | null): Promise<ChatPrices> {
    return chatPrices(site, await this.deps.creditBasis(site, country));
  }

  /**
   * How many more conversations the member may start (product §4: free members 2); null for no limit.
   * The composer of a new conversation says so before the member types.
   */
  async startsLeft(viewer: MemberView): Promise<number | null> {
    const policy = memberPolicy(viewer.paidUser);
    if (policy.conversationLimit === null) return null;
    return Math.max(0, policy.conversationLimit - (await this.startedBy(this.db, viewer.id)));
  }

  private async startedBy(db: Executor, memberId: number): Promise<number> {
    const [started] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversations where started_by = ${memberId}`,
    );
    return Number(started?.n ?? 0);
  }

  async send(site: Site, viewer: MemberView, input: SendMessage): Promise<SendResult> {
    const content = this.content(site, input);
    // A profile the site runs pays nothing: its operators answer as it (decision 046).
    const cost = viewer.fictional
      ? 0
      : content.gift
        ? presentGift(site, giftById(content.gift)!).credits
        : creditsFor(site, input.type);
    // The whole send is one statement (the database function chat_send, migration 0024): a pool
    // connection is held for one round trip, not for the ten a send took as separate queries
    // (bench/ws.ts). The function decides every refusal in the order this service did: the sender's
    // account, a retried send (the message it stored), writing to oneself, whom a member may contact
    // (product §6), the content (decided here and handed over, so its refusal keeps its place), the
    // free conversation limit (product §4), the balance. Run again after a deadlock, like a transaction.
    const outcome = await retryTransaction(async () => {
      try {
        const [row] = await queryRows<{ sent: SentRow }>(
          this.db,
          sql`select chat_send(${site.id}::int, ${viewer.id}::int, ${input.to}::int, ${input.type}::text,
            ${content.body}::text, ${input.type === 'photo' ? (input.photo_id ?? null) : null}::int,
            ${content.gift}::text, ${cost}::int, ${input.client_id}::text,
            ${content.refusal ? JSON.stringify(content.refusal) : null}::json,
            ${memberPolicy(false).conversationLimit}::int, ${SPEND_KIND[input.type]}::text) as sent`,
        );
        return readSent(typeof row!.sent === 'string' ? (JSON.parse(row!.sent) as SentRow) : row!.sent);
      } catch (err) {
        const refusal = refusalOf(err);
        if (!refusal) throw err;
        if (refusal.code === 'insufficient_credits' && refusal.message === 'chat.insufficientCredits') {
          // The name is read after the rollback: a refusal holds no connection for it.
          const name = await this.profileName(this.db, input.to);
          throw new ApiError(402, 'insufficient_credits', 'chat.insufficientCredits', { name }, refusal.details);
        }
        throw new ApiError(refusal.status, refusal.code, refusal.message, refusal.params, refusal.details);
      }
    });
    const message = this.present(outcome.row, site);
    const delivered = outcome.row.deliveredAt !== null;
    // Published on a retried send too: the first attempt may have committed and then lost its
    // publish (a crash, a dropped Redis link), and the retry is the only chance the recipient gets.
    // Screens apply a message by its id, so a second event for the same message changes nothing
    // (a retry's event carries no counts: they were the first attempt's).
    if (delivered) await this.publishMessage(message, outcome.row.recipientId, outcome.unread);
    if (outcome.fresh) await this.deps.bus.publish([viewer.id], { type: 'credits', credits: outcome.credits });
    if (delivered && outcome.fresh && outcome.unread)
      this.delivered(outcome.row, outcome.created, outcome.unread, outcome.fictional);
    return { message, credits: outcome.credits, delivered };
  }

  private delivered(row: MessageRow, newConversation: boolean, unread: UnreadAfter, fictional?: FictionalPair): void {
    this.deps.onDelivered?.({
      messageId: row.id,
      conversationId: row.conversationId,
      senderId: row.senderId,
      recipientId: row.recipientId,
      newConversation,
      unread,
      ...(fictional ? { fictional } : {}),
    });
  }

  /**
   * Validates and normalises what is sent, by type: what needs no database. A refusal is handed to
   * chat_send, which gives it after the contact checks (where this service always gave it); whether
   * the photo is the sender's approved one is the function's to check.
   */
  private content(site: Site, input: SendMessage): { body: string; gift: string | null; refusal: Refusal | null } {
    const body = input.body.trim();
    const invalid = (message: MessageKey, params?: Refusal['params']): Refusal => ({
      status: 400,
      code: 'invalid_input',
      message,
      ...(params ? { params } : {}),
    });
    if (messageLength(body) > site.config.message_length)
      return { body, gift: null, refusal: invalid('chat.tooLong', { max: site.config.message_length }) };
    if (input.type === 'text') return { body, gift: null, refusal: body ? null : invalid('chat.empty') };
    if (input.type === 'photo')
      return { body, gift: null, refusal: input.photo_id ? null : invalid('chat.photoMissing') };
    // Only a gift the site offers can be sent.
    const gift = input.gift_id ? siteGift(site.config.gift_factors, input.gift_id) : undefined;
    return gift ? { body, gift: gift.id, refusal: null } : { body, gift: null, refusal: invalid('chat.giftUnknown') };
  }

  /**
   * The message event: both members' tabs show the message; the recipient's also get
   * the conversation's unread count and their Messages badge, so nothing is loaded again for it.
   */
  private async publishMessage(message: ChatMessage, recipientId: number, unread: UnreadAfter | null): Promise<void> {
    const event = {
      type: 'message' as const,
      message,
      conversation_id: message.conversation_id,
      from: message.sender_id,
    };
    await this.deps.bus.publish([message.sender_id], event);
    await this.deps.bus.publish(
      [recipientId],
      unread ? { ...event, num_unread_messages: unread.conversation, total_unread_messages: unread.total } : event,
    );
  }

  /**
   * Product §4: messages of a not-confirmed account wait until it is activated; then they are
   * delivered in order, the welcome message of the signup form first (paid from the free signup credits).
   */
  async deliverHeld(memberId: number): Promise<number> {
    const viewer = await loadMemberView(this.db, memberId);
    if (!viewer || viewer.status !== 'active') return 0;
    const site = await this.deps.sites.byId(viewer.siteId);
    const m = await heldSignupMessage(this.db, memberId);
    if (m) {
      try {
        await this.send(site, viewer, { to: m.to, client_id: `signup-${memberId}`, type: 'text', body: m.text });
      } catch (err) {
        // The recipient may be gone or blocked meanwhile: the welcome message is dropped, not retried.
        if (!(err instanceof ApiError)) throw err;
      }
      await clearSignupMessage(this.db, memberId);
    }
    const rows = await this.db.transaction(async (tx) => {
      const held = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, memberId), isNull(messages.deliveredAt)))
        .orderBy(messages.id)
        .for('update');
      const delivered: { row: MessageRow; unread: UnreadAfter; opens: boolean }[] = [];
      for (const row of held) {
        // The first message the recipient gets in the conversation opens it for them (the held
        // message's send created it; the ones after it in this loop find it delivered).
        const [before] = await tx
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.conversationId, row.conversationId), sql`${messages.deliveredAt} is not null`))
          .limit(1);
        row.deliveredAt = new Date();
        // Delivered now, so it takes its place in the conversation now (decision 036): after every
        // message the recipient may have seen, not at its id.
        const next = tx.$with('next').as(
          tx
            .update(conversations)
            .set({ lastSeq: sql`${conversations.lastSeq} + 1` })
            .where(eq(conversations.id, row.conversationId))
            .returning({ seq: conversations.lastSeq }),
        );
        const [numbered] = await tx
          .with(next)
          .update(messages)
          .set({ deliveredAt: row.deliveredAt, seq: sql`(select ${next.seq} from ${next})` })
          .where(eq(messages.id, row.id))
          .returning({ seq: messages.seq });
        row.seq = numbered!.seq;
        delivered.push({ row, unread: (await afterStored(tx, row, true))!, opens: !before });
      }
      return delivered;
    });
    for (const { row, unread } of rows) await this.publishMessage(this.present(row, site), row.recipientId, unread);
    for (const { row, unread, opens } of rows) this.delivered(row, opens, unread);
    return rows.length;
  }

  /** GET /api/chats.php: the member's conversations, most recent first. */
  async list(viewer: MemberView): Promise<ChatsPayload> {
    const rows = await queryRows<{
      conversation_id: number;
      other_id: number;
      unread: number;
      updated_at: string | Date;
      started_by: number;
      last_seq: number;
      type: MessageType | null;
      body: string | null;
      sender_id: number | null;
      created_at: string | Date | null;
    }>(
      this.db,
      sql`
      select cm.conversation_id, cm.other_id, cm.unread, cm.updated_at, c.started_by, c.last_seq,
             m.type, m.body, m.sender_id, m.created_at
      from conversation_members cm
      join conversations c on c.id = cm.conversation_id
      left join lateral (
        select type, body, sender_id, created_at from messages
        where conversation_id = cm.conversation_id and (delivered_at is not null or sender_id = ${viewer.id})
        order by id desc limit 1) m on true
      where cm.member_id = ${viewer.id} and not cm.removed and m.type is not null
      order by cm.updated_at desc, cm.conversation_id desc
      limit ${CHATS_LIST_LIMIT}`,
    );
    const profiles = await this.profiles(rows.map((r) => Number(r.other_id)));
    const chats: ChatItem[] = [];
    for (const r of rows) {
      const profile = profiles.get(Number(r.other_id));
      if (!profile) continue;
      chats.push({
        conversation: {
          id: Number(r.conversation_id),
          started_by_me: Number(r.started_by) === viewer.id,
          updated_at: new Date(r.updated_at).toISOString(),
          last_seq: Number(r.last_seq),
        },
        profile,
        num_unread_messages: Number(r.unread),
        last_message: r.type
          ? {
              type: r.type,
              body: r.body ?? '',
              from_me: Number(r.sender_id) === viewer.id,
              created_at: new Date(r.created_at!).toISOString(),
            }
          : null,
      });
    }
    return { chats, total_unread_messages: chats.reduce((n, c) => n + c.num_unread_messages, 0) };
  }

  /** Unread messages over all conversations: the Messages badge (product §2). */
  unreadCount(memberId: number, db: Executor = this.db): Promise<number> {
    return unreadCountOf(db, memberId);
  }

  /** The conversation with a member, if there is one (for /members/{id}/chat). */
  async conversationWith(viewerId: number, otherId: number): Promise<number | null> {
    const [low, high] = viewerId < otherId ? [viewerId, otherId] : [otherId, viewerId];
    const [row] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
    return row?.id ?? null;
  }

  /**
   * GET /api/chat.php: a page of messages, newest first (keyset on the id; `after`: ids above a
   * known one). Catching up uses `after_seq` (decision 036), which cannot pass over a message that
   * committed after a higher id. Loading is not reading: the screen
   * marks the conversation read with its own call (`markRead`) when the member sees it.
   */
  async conversation(
    site: Site,
    viewer: MemberView,
    q: { id: number; before?: number; after?: number; after_seq?: number },
    country: string | null,
  ): Promise<ConversationPayload> {
    const [own] = await this.db
      .select({ otherId: conversationMembers.otherId, startedBy: conversations.startedBy })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(and(eq(conversationMembers.conversationId, q.id), eq(conversationMembers.memberId, viewer.id)));
    if (!own) throw new ApiError(404, 'not_found', 'chat.notFound');
    let page: MessageRow[];
    let nextBefore: number | null = null;
    let nextAfterSeq: number | null = null;
    if (q.after_seq !== undefined) {
      // Catching up by the conversation's sequence (decision 036): only delivered messages have
      // one, and it follows the commit order, so "after n" cannot pass over a message that
      // committed late. The oldest first, so that the rest is asked for after this page.
      const rows = await this.db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, q.id), gt(messages.seq, q.after_seq)))
        .orderBy(messages.seq)
        .limit(MESSAGES_PAGE_SIZE + 1);
      page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
      if (rows.length > MESSAGES_PAGE_SIZE) nextAfterSeq = page[0]!.seq;
    } else {
      const visible = or(sql`${messages.deliveredAt} is not null`, eq(messages.senderId, viewer.id));
      const where = and(
        eq(messages.conversationId, q.id),
        visible,
        q.before ? lt(messages.id, q.before) : undefined,
        q.after !== undefined ? gt(messages.id, q.after) : undefined,
      );
      const rows = await this.db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.id))
        .limit(MESSAGES_PAGE_SIZE + 1);
      page = rows.slice(0, MESSAGES_PAGE_SIZE);
      if (rows.length > MESSAGES_PAGE_SIZE) nextBefore = page.at(-1)!.id;
    }
    const profile = (await this.profiles([own.otherId])).get(own.otherId);
    if (!profile) throw new ApiError(404, 'not_found', 'chat.notFound');
    return {
      conversation: { id: q.id, started_by_me: own.startedBy === viewer.id },
      profile,
      messages: page.map((r) => this.present(r, site)),
      next_before: nextBefore,
      next_after_seq: nextAfterSeq,
      prices: await this.prices(site, country),
    };
  }

  /**
   * POST /api/chat-read.php and opening /chats/{id} (product §4: opening a chat sets its unread count to
   * zero): the other member's messages are read now. The sender's tabs get the read receipt; the
   * reader's tabs the new Messages badge. Returns the reader's badge after it.
   */
  async markRead(viewer: MemberView, conversationId: number): Promise<ReadResult> {
    const now = new Date();
    const outcome = await readConversation(this.db, conversationId, viewer.id, now);
    if (!outcome) throw new ApiError(404, 'not_found', 'chat.notFound');
    if (outcome.read > 0) {
      const event = {
        type: 'read' as const,
        conversation_id: conversationId,
        reader_id: viewer.id,
        read_at: now.toISOString(),
      };
      await this.deps.bus.publish([outcome.otherId], event);
      await this.deps.bus.publish([viewer.id], { ...event, total_unread_messages: outcome.total });
    }
    return { total_unread_messages: outcome.total };
  }

  /** DELETE /api/chat.php (product §4, §7): off the member's list; the other member keeps theirs. */
  async remove(viewer: MemberView, conversationId: number): Promise<void> {
    const updated = await this.db
      .update(conversationMembers)
      .set({ removed: true, unread: 0 })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, viewer.id)))
      .returning({ id: conversationMembers.conversationId });
    if (updated.length === 0) throw new ApiError(404, 'not_found', 'chat.notFound');
    await this.deps.bus.publish([viewer.id], {
      type: 'chat_removed',
      conversation_id: conversationId,
      total_unread_messages: await this.unreadCount(viewer.id),
    });
  }

  /** Whether the member takes part in the conversation (typing indicators on the socket). */
  async otherMember(viewerId: number, conversationId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ otherId: conversationMembers.otherId })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, viewerId)));
    return row?.otherId ?? null;
  }

  /** Everyone the member has a conversation with (presence goes to them). */
  async partners(memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: conversationMembers.otherId })
      .from(conversationMembers)
      .where(eq(conversationMembers.memberId, memberId));
    return rows.map((r) => r.id);
  }

  private async profileName(db: Executor, memberId: number): Promise<string> {
    const [card] = await cardsFor(db, [memberId]);
    return card?.name ?? '';
  }

  private async profiles(ids: number[]): Promise<Map<number, ChatProfile>> {
    const unique = [...new Set(ids)];
    const [cards, inactive] = await Promise.all([cardsFor(this.db, unique), inactiveAmong(this.db, unique)]);
    return new Map(
      cards.map((c) => {
        const gone = inactive.has(c.id);
        // Someone no longer active is not shown online either (a suspension ends their sessions).
        // A purged member has an empty name and a placeholder birth date (profiles' eraseProfile):
        // an age computed from it (126) would be a made-up fact, so none is given.
        return [
          c.id,
          {
            id: c.id,
            name: c.name,
            age: c.name === '' ? null : c.age,
            main_image: c.main_image,
            online: c.online && !gone,
            fictional: c.fictional,
            inactive: gone,
          },
        ];
      }),
    );
  }

  /**
   * A message changed after it was sent (MESSAGE_CHANGED: taken down by a moderator, or back after an
   * appeal): both members' open tabs show it as it is now, in place.
   */
  async announceChanged(messageId: number): Promise<void> {
    const [row] = await this.db.select().from(messages).where(eq(messages.id, messageId));
    if (!row) return;
    const sender = await loadMemberView(this.db, row.senderId);
    if (!sender) return;
    const both = await this.db
      .select({ memberId: conversationMembers.memberId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, row.conversationId));
    await this.deps.bus.publish(
      both.map((m) => m.memberId),
      {
        type: 'message_changed',
        conversation_id: row.conversationId,
        message: this.present(row, await this.deps.sites.byId(sender.siteId)),
      },
    );
  }

  private present(row: MessageRow, site: Site): ChatMessage {
    const gift = row.giftId ? giftById(row.giftId) : undefined;
    return {
      id: row.id,
      conversation_id: row.conversationId,
      sender_id: row.senderId,
      type: row.type,
      body: row.body,
      photo: row.photoFilename && !row.removedAt ? `${site.config.cdn_prefix}${row.photoFilename}` : null,
      gift: gift ? presentGift(site, gift) : null,
      client_id: row.clientId,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt ? row.readAt.toISOString() : null,
      seq: row.seq,
      removed: row.removedAt !== null,
    };
  }
}
