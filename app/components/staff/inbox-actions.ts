import type { ChatMessage } from '../../../common/api/chat.ts';
import type { InboxClaim, InboxConversation, InboxNote, InboxQueue, InboxReply } from '../../../common/api/operator.ts';
import { defineAction } from '../../lib/actions.ts';
import { api } from '../../lib/api.ts';

/** The operators' inbox (decision 046), all to /staff/api/inbox. */

/**
 * POST /staff/api/inbox/claim, then the claimed conversation: one step for the screen, which has
 * nothing to show between the two. The server lets go of the conversation held before.
 */
export const claimNextConversation = defineAction('inbox-claim', async (_: Record<string, never>) => {
  const { claim } = await api<{ claim: InboxClaim | null }>('POST', '/staff/api/inbox/claim');
  if (!claim) return { conversation: null };
  return { conversation: await api<InboxConversation>('GET', `/staff/api/inbox/${claim.conversation_id}`) };
});

/**
 * POST /staff/api/inbox/:id/reply: the answer as the persona — words, one of its approved photos or
 * one of the site's fixed answers; one message per client_id, so a retry is safe.
 */
export const replyAsPersona = defineAction('inbox-reply', ({ id, reply }: { id: number; reply: InboxReply }) =>
  api<{ message: ChatMessage }>('POST', `/staff/api/inbox/${id}/reply`, reply, { idempotent: true }),
);

/** POST /staff/api/inbox/:id/release: back in the queue at its place, for another operator. */
export const releaseConversation = defineAction('inbox-release', ({ id }: { id: number }) =>
  api<{ ok: true }>('POST', `/staff/api/inbox/${id}/release`, undefined, { idempotent: true }),
);

/** POST /staff/api/inbox/:id/notes: a note about the member for whoever answers as this persona next. */
export const addInboxNote = defineAction('inbox-note', ({ id, body }: { id: number; body: string }) =>
  api<{ note: InboxNote }>('POST', `/staff/api/inbox/${id}/notes`, { body }),
);

/**
 * The operator types: the member sees the persona typing and the lease runs on. Not a write of the
 * operator's own, nothing on the page changes with it, so it goes past the router (decision 018 is
 * about what a person submits).
 */
export function signalTyping(id: number): Promise<{ ok: true }> {
  return api<{ ok: true }>('POST', `/staff/api/inbox/${id}/typing`, undefined, { idempotent: true });
}

/** GET /staff/api/inbox: the waiting count the header polls. */
export function fetchQueue(signal: AbortSignal): Promise<InboxQueue> {
  return api<InboxQueue>('GET', '/staff/api/inbox', undefined, { signal });
}
