import { z } from 'zod';
import { chatMessageSchema, giftSchema } from './chat.ts';
import { profileCardSchema } from './profiles.ts';

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

/**
 * The conversation an operator holds (GET /staff/api/inbox/:id): both profiles' cards, the messages
 * (newest first, as the chat pages them), and the site's rules the answer must keep to. Nothing of
 * the member's balance, spend or purchases.
 */
/** A message as the operator reads it: a gift without its price (nothing of what the member pays). */
export const inboxMessageSchema = chatMessageSchema.extend({ gift: giftSchema.omit({ credits: true }).nullable() });

export const inboxConversationSchema = z.object({
  conversation_id: z.number().int(),
  lease_until: z.string().nullable(),
  member: profileCardSchema,
  persona: profileCardSchema,
  messages: z.array(inboxMessageSchema),
  /** The site's own disclosure of its fictional profiles, shown beside the answer. */
  fictional_warning: z.string(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxReplySchema = z
  .object({
    body: z.string().min(1).max(5000),
    /** The console's id for this answer: a retried send stores it once. */
    client_id: z.string().min(8).max(64),
  })
  .strict();
