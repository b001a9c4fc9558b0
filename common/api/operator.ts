import { z } from 'zod';

/**
 * The operators' inbox under /staff/api/inbox (`inbox.answer`, decision 046): the queue's state and
 * the conversation an operator holds. Deliberately without the member's balance, spend or purchases:
 * nothing an operator sees can steer them by what a member pays.
 */
export const inboxQueueSchema = z.object({
  waiting: z.number().int(),
  /** When the longest-waiting member wrote; null when nobody waits. */
  oldest_waiting_since: z.string().nullable(),
});
export type InboxQueue = z.infer<typeof inboxQueueSchema>;

export const inboxClaimSchema = z.object({
  conversation_id: z.number().int(),
  site_id: z.number().int(),
  persona_id: z.number().int(),
  member_id: z.number().int(),
  waiting_since: z.string(),
  /** The conversation is the operator's until then; renewing (while typing) moves it on. */
  lease_until: z.string(),
});
export type InboxClaim = z.infer<typeof inboxClaimSchema>;

/** A claim: the conversation, or null when nobody waits. */
export const inboxClaimResultSchema = z.object({ claim: inboxClaimSchema.nullable() });
