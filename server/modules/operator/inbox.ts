import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import type { ChatService } from '../chat/index.ts';
import { loadMemberView } from '../members/index.ts';
import { cardsFor } from '../profiles/index.ts';
import type { SiteDirectory } from '../sites/index.ts';
import type { InboxConversation } from '../../../common/api/operator.ts';
import type { ChatMessage } from '../../../common/api/chat.ts';
import type { OperatorQueue } from './service.ts';

/**
 * What an operator does with the conversation it holds (decision 046): read it as the persona sees
 * it, and answer as the persona through the chat's own send path — the member's side is the same
 * chat, prices, receipts and live delivery as between members. Only the holder of the lease may
 * (an admin may read any); every answer is an audit row with the operator's id.
 */
export class OperatorInbox {
  constructor(
    private readonly deps: {
      db: Database;
      queue: OperatorQueue;
      chat: Pick<ChatService, 'conversation' | 'send'>;
      sites: Pick<SiteDirectory, 'byId'>;
    },
  ) {}

  /** The held conversation, or any for an admin; 409 when it is not (or no longer) the operator's. */
  async view(staff: { id: number; role: string }, conversationId: number): Promise<InboxConversation> {
    const entry = await this.deps.queue.entry(conversationId);
    if (!entry) throw new ApiError(404, 'not_found', 'error.notFound');
    if (staff.role !== 'admin' && entry.holder !== staff.id)
      throw new ApiError(409, 'lease_lost', 'staff.inbox.leaseLost');
    const { site, persona } = await this.personaOf(entry.siteId, entry.personaId);
    const page = await this.deps.chat.conversation(site, persona, { id: conversationId }, null);
    const [member, personaCard] = await cardsFor(this.deps.db, [entry.memberId, entry.personaId]);
    if (!member || !personaCard) throw new ApiError(404, 'not_found', 'error.notFound');
    return {
      conversation_id: conversationId,
      lease_until: entry.holder === staff.id ? (entry.leaseUntil?.toISOString() ?? null) : null,
      member,
      persona: personaCard,
      // A gift's price is what the member paid: the operator sees which gift, never its price.
      messages: page.messages.map((m) => ({ ...m, gift: m.gift && { id: m.gift.id, image: m.gift.image } })),
      fictional_warning: site.config.fictional_warning,
    };
  }

  /** The persona's answer, sent as the persona (who pays nothing); the operator must hold the conversation. */
  async reply(actor: StaffActor & { staffId: number }, conversationId: number, body: string, clientId: string) {
    const entry = await this.deps.queue.entry(conversationId);
    if (!entry) throw new ApiError(404, 'not_found', 'error.notFound');
    if (entry.holder !== actor.staffId) throw new ApiError(409, 'lease_lost', 'staff.inbox.leaseLost');
    const { site, persona } = await this.personaOf(entry.siteId, entry.personaId);
    const sent = await this.deps.chat.send(site, persona, {
      to: entry.memberId,
      type: 'text',
      body,
      client_id: clientId,
    });
    // Who wrote it, for the audit log and an admin reading the conversation (decision 046).
    await recordStaffAction(this.deps.db, actor, {
      action: 'persona.reply',
      targetType: 'member',
      targetId: entry.personaId,
      siteId: entry.siteId,
      after: { conversation_id: conversationId, message_id: sent.message.id },
    });
    return { message: sent.message satisfies ChatMessage };
  }

  private async personaOf(siteId: number, personaId: number) {
    const [site, persona] = await Promise.all([this.deps.sites.byId(siteId), loadMemberView(this.deps.db, personaId)]);
    if (!persona?.fictional) throw new ApiError(404, 'not_found', 'error.notFound');
    return { site, persona };
  }
}
