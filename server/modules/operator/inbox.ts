import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import type { ChatService } from '../chat/index.ts';
import { loadMemberView, type MemberView } from '../members/index.ts';
import { photosOfMember } from '../photos/index.ts';
import { personaBriefOf } from '../personas/index.ts';
import { cardsFor, getPublicProfile, type Visibility } from '../profiles/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import type {
  InboxConversation,
  InboxFigures,
  InboxNote,
  InboxRecent,
  InboxReply,
} from '../../../common/api/operator.ts';
import type { ChatMessage } from '../../../common/api/chat.ts';
import { staffMay, type StaffRole } from '../../../common/rules/staff-roles.ts';
import { inSiteScope, type SiteScope } from '../../../common/rules/staff-scope.ts';
import type { OperatorQueue } from './service.ts';
import { answerFigures, namedOperators, recordAnswer, writersOf } from './answers.ts';
import { homeDayStart } from '../../../common/rules/dates.ts';
import { addNote, notesOf, type OperatorNote } from './notes.ts';

type StaffNames = (ids: number[]) => Promise<Map<number, { name: string }>>;

/** The most of a conversation the inbox shows at once (a member who wrote more is rare; the newest count). */
const HISTORY_MAX = 500;
interface InboxStaff {
  id: number;
  role: StaffRole;
  siteIds: SiteScope;
}

/**
 * What an operator does with the conversation it holds (decision 046): read it as the persona sees
 * it, with the member's public profile, the persona's brief and the notes operators left about this
 * member; answer as the persona through the chat's own send path — the member's side is the same
 * chat, prices, receipts and live delivery as between members. Only the holder of the lease may;
 * a supervisor (inbox.supervise) may read any, with who wrote each of the persona's messages. Every
 * answer is an audit row and an answer row with the operator's id.
 */
export class OperatorInbox {
  constructor(
    private readonly deps: {
      db: Database;
      queue: OperatorQueue;
      chat: Pick<ChatService, 'conversation' | 'send'>;
      sites: Pick<SiteDirectory, 'byId'>;
      bus: Pick<EventBus, 'publish'>;
      visibility: Visibility;
      staffNames: StaffNames;
    },
  ) {}

  /** The held conversation, or any for a supervisor; 409 when it is not (or no longer) the operator's. */
  async view(staff: InboxStaff, conversationId: number): Promise<InboxConversation> {
    const supervisor = staffMay(staff.role, 'inbox.supervise');
    const entry = await this.heldBy(staff.id, conversationId, supervisor, staff.siteIds);
    const { site, persona } = await this.personaOf(entry.siteId, entry.personaId);
    const { db } = this.deps;
    const [page, cards, memberProfile, notes, photos, brief] = await Promise.all([
      this.history(site, persona, conversationId),
      cardsFor(db, [entry.memberId, entry.personaId]),
      // The member's profile as any member sees it (the persona is the viewer): nothing more.
      getPublicProfile(db, this.deps.visibility, site, persona, entry.memberId).catch(() => null),
      notesOf(db, entry.personaId, entry.memberId),
      photosOfMember(db, entry.personaId),
      // The persona's private brief (character, facts to keep), staff only (decision 048).
      personaBriefOf(db, entry.personaId),
    ]);
    const [member, personaCard] = cards;
    if (!member || !personaCard) throw new ApiError(404, 'not_found', 'error.notFound');
    const writers = supervisor
      ? await writersOf(
          db,
          page.messages.filter((m) => m.sender_id === entry.personaId).map((m) => m.id),
        )
      : new Map<number, number | null>();
    const names = await this.deps.staffNames([
      ...new Set([...notes.map((n) => n.staffId), ...writers.values()].filter((id): id is number => id !== null)),
    ]);
    return {
      conversation_id: conversationId,
      lease_until: entry.holder === staff.id ? (entry.leaseUntil?.toISOString() ?? null) : null,
      waiting_since: entry.waitingSince?.toISOString() ?? null,
      target_answer_minutes: site.config.operator_target_answer_minutes,
      member,
      member_profile: memberProfile && {
        description: memberProfile.description,
        fields: memberProfile.fields,
        interests: memberProfile.interests,
      },
      persona: personaCard,
      brief,
      // The persona's approved photos: the only ones an operator may send.
      persona_photos: photos
        .filter((p) => p.status === 'active')
        .map((p) => ({ id: p.id, thumb_filename: p.thumbFilename })),
      // A gift's price is what the member paid: the operator sees which gift, never its price.
      messages: page.messages.map((m) => ({
        ...m,
        gift: m.gift && { id: m.gift.id, image: m.gift.image },
        ...(supervisor && m.sender_id === entry.personaId ? { written_by: writerName(writers.get(m.id), names) } : {}),
      })),
      notes: notes.map((n) => presentNote(n, names)),
      fictional_warning: site.config.fictional_warning,
      fixed_answers: Object.entries(site.config.operator_fixed_answers).map(([label, text]) => ({ label, text })),
    };
  }

  /**
   * The persona's answer, sent as the persona (who pays nothing): words, one of the persona's approved
   * photos, or one of the site's fixed answers (its text exactly as the site set it). The operator
   * must hold the conversation.
   */
  async reply(actor: StaffActor & { staffId: number }, conversationId: number, input: InboxReply) {
    const entry = await this.heldBy(actor.staffId, conversationId, false, actor.siteIds);
    const { site, persona } = await this.personaOf(entry.siteId, entry.personaId);
    const fixed = 'fixed' in input ? input.fixed : null;
    const fixedText = fixed !== null ? site.config.operator_fixed_answers[fixed] : undefined;
    if (fixed !== null && (fixedText === undefined || !Object.hasOwn(site.config.operator_fixed_answers, fixed)))
      throw new ApiError(422, 'invalid_input', 'staff.inbox.fixedUnknown');
    const content =
      'photo_id' in input
        ? { type: 'photo' as const, photo_id: input.photo_id, body: input.body ?? '' }
        : { type: 'text' as const, body: 'body' in input ? input.body : fixedText! };
    const sent = await this.deps.chat.send(site, persona, {
      to: entry.memberId,
      client_id: input.client_id,
      ...content,
    });
    // Who wrote it and how long the member waited (the figures, an admin reading the conversation),
    // and the audit row: once, also when the send was a retry that returned the stored message.
    const isNew = await recordAnswer(this.deps.db, {
      messageId: sent.message.id,
      conversationId,
      siteId: entry.siteId,
      staffId: actor.staffId,
      waitingSince: entry.waitingSince,
    });
    if (isNew)
      await recordStaffAction(this.deps.db, actor, {
        action: 'persona.reply',
        targetType: 'member',
        targetId: entry.personaId,
        siteId: entry.siteId,
        after: {
          conversation_id: conversationId,
          message_id: sent.message.id,
          type: sent.message.type,
          ...(fixed !== null ? { fixed_answer: fixed } : {}),
        },
      });
    return { message: sent.message satisfies ChatMessage };
  }

  /** The operator types: the member sees the persona typing, and the lease runs on. 409 when it is no longer theirs. */
  async typing(staff: Pick<InboxStaff, 'id' | 'siteIds'>, conversationId: number): Promise<void> {
    const entry = await this.heldBy(staff.id, conversationId, false, staff.siteIds);
    if (!(await this.deps.queue.renew(staff.id, conversationId)))
      throw new ApiError(409, 'lease_lost', 'staff.inbox.leaseLost');
    await this.deps.bus.publish([entry.memberId], {
      type: 'typing',
      conversation_id: conversationId,
      from: entry.personaId,
    });
  }

  /** A note about this member for whoever answers as this persona next; by the holder of the conversation. */
  async note(actor: StaffActor & { staffId: number }, conversationId: number, body: string): Promise<InboxNote> {
    const entry = await this.heldBy(actor.staffId, conversationId, false, actor.siteIds);
    const note = await addNote(this.deps.db, {
      personaId: entry.personaId,
      memberId: entry.memberId,
      staffId: actor.staffId,
      body,
    });
    return presentNote(note, await this.deps.staffNames([actor.staffId]));
  }

  /**
   * Answers since the start of today or of the last seven days (Amsterdam days), with the median
   * time members waited: every operator on the supervisor's sites, or only the operator's own.
   */
  async figures(staff: InboxStaff, period: 'today' | 'week', now = new Date()): Promise<InboxFigures> {
    const since = period === 'today' ? homeDayStart(now) : homeDayStart(now, 6);
    const all = await answerFigures(this.deps.db, staff.siteIds, since);
    const supervisor = staffMay(staff.role, 'inbox.supervise');
    const rows = supervisor ? all.operators : all.operators.filter((o) => o.staffId === staff.id);
    const operators = await namedOperators(rows, this.deps.staffNames);
    const mine = operators[0];
    return {
      since: since.toISOString(),
      answered: supervisor ? all.answered : (mine?.answered ?? 0),
      median_answer_seconds: supervisor ? all.medianSeconds : (mine?.median_answer_seconds ?? null),
      operators,
    };
  }

  /** A supervisor's list of persona conversations to read back, most recently active first; optionally one persona's. */
  async recent(staff: InboxStaff, personaId?: number): Promise<InboxRecent> {
    const rows = await this.deps.queue.recent(staff.siteIds, personaId);
    const ids = [...new Set(rows.flatMap((r) => [r.personaId, r.memberId]))];
    const [cards, names] = await Promise.all([
      cardsFor(this.deps.db, ids),
      this.deps.staffNames([...new Set(rows.map((r) => r.holder).filter((id): id is number => id !== null))]),
    ]);
    const card = new Map(cards.map((c) => [c.id, c]));
    return {
      conversations: rows.flatMap((r) => {
        const persona = card.get(r.personaId);
        const member = card.get(r.memberId);
        if (!persona || !member) return [];
        return [
          {
            conversation_id: r.conversationId,
            site_id: r.siteId,
            persona,
            member,
            waiting_since: r.waitingSince?.toISOString() ?? null,
            held_by: r.holder === null ? null : (names.get(r.holder)?.name ?? ''),
            updated_at: r.updatedAt.toISOString(),
          },
        ];
      }),
    };
  }

  /**
   * The whole conversation as the persona sees it, newest first, page by page (the chat's own
   * paging): an operator answers knowing everything said before, up to HISTORY_MAX messages.
   */
  private async history(site: Site, persona: MemberView, conversationId: number) {
    const first = await this.deps.chat.conversation(site, persona, { id: conversationId }, null);
    const messages = [...first.messages];
    let before = first.next_before;
    while (before !== null && messages.length < HISTORY_MAX) {
      const older = await this.deps.chat.conversation(site, persona, { id: conversationId, before }, null);
      messages.push(...older.messages);
      before = older.next_before;
    }
    return { messages };
  }

  /**
   * The queue's row, when this staff member holds it (or may read any) and it is of one of their
   * sites: an admin may take a site from an operator who holds one of its conversations (decision 044).
   */
  private async heldBy(staffId: number, conversationId: number, mayReadAny: boolean, scope: SiteScope | undefined) {
    const entry = await this.deps.queue.entry(conversationId);
    if (!entry || !inSiteScope(scope ?? null, entry.siteId)) throw new ApiError(404, 'not_found', 'error.notFound');
    if (!mayReadAny && entry.holder !== staffId) throw new ApiError(409, 'lease_lost', 'staff.inbox.leaseLost');
    return entry;
  }

  private async personaOf(siteId: number, personaId: number) {
    const [site, persona] = await Promise.all([this.deps.sites.byId(siteId), loadMemberView(this.deps.db, personaId)]);
    if (!persona?.fictional) throw new ApiError(404, 'not_found', 'error.notFound');
    return { site, persona };
  }
}

const writerName = (id: number | null | undefined, names: Map<number, { name: string }>): string | null =>
  id === undefined ? null : id === null ? '' : (names.get(id)?.name ?? '');

const presentNote = (n: OperatorNote, names: Map<number, { name: string }>): InboxNote => ({
  id: n.id,
  body: n.body,
  author: n.staffId === null ? null : (names.get(n.staffId)?.name ?? null),
  created_at: n.createdAt.toISOString(),
});
