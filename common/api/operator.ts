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
  /** How many wait longer than their site's target answer time. */
  late: z.number().int(),
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

/** A note operators left about the member for whoever answers as this persona next. */
export const inboxNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The staff member who wrote it; null when that account is gone. */
  author: z.string().nullable(),
  created_at: z.string(),
});
export type InboxNote = z.infer<typeof inboxNoteSchema>;

export const INBOX_NOTE_MAX = 1000;
export const inboxNoteInputSchema = z.object({ body: z.string().trim().min(1).max(INBOX_NOTE_MAX) }).strict();

/**
 * A message as the operator reads it: a gift without its price (nothing of what the member pays).
 * `written_by` only for a supervisor (inbox.supervise), on the persona's messages: the operator's
 * name, '' when that account is gone, null when no operator wrote it (sent before the inbox existed).
 */
export const inboxMessageSchema = chatMessageSchema.extend({
  gift: giftSchema.omit({ credits: true }).nullable(),
  written_by: z.string().nullable().optional(),
});

/**
 * The conversation an operator holds (GET /staff/api/inbox/:id): both profiles' cards, the member's
 * public profile, the persona's brief, approved photos and notes, the messages (newest first, as the
 * chat pages them), and the site's rules the answer must keep to. Nothing of the member's balance,
 * spend or purchases.
 */
export const inboxConversationSchema = z.object({
  conversation_id: z.number().int(),
  lease_until: z.string().nullable(),
  /** Since when the member waits for an answer; null when the persona spoke last. */
  waiting_since: z.string().nullable(),
  /** The site's target answer time (operator_target_answer_minutes). */
  target_answer_minutes: z.number().int(),
  member: profileCardSchema,
  /** What the member's public profile says (null when it is not shown to members now). */
  member_profile: z
    .object({
      description: z.string(),
      fields: z.record(z.string(), z.string().nullable()),
      interests: z.array(z.string()),
    })
    .nullable(),
  persona: profileCardSchema,
  /** The persona's private brief (character, facts to keep consistent); staff only. */
  brief: z.string().nullable(),
  /** The persona's approved photos: the only photos an operator may send as it. */
  persona_photos: z.array(z.object({ id: z.number().int(), thumb_filename: z.string() })),
  messages: z.array(inboxMessageSchema),
  notes: z.array(inboxNoteSchema),
  /** The site's own disclosure of its fictional profiles, shown beside the answer. */
  fictional_warning: z.string(),
  /** The site's fixed, honest answers for what an operator may not answer themselves. */
  fixed_answers: z.array(z.object({ label: z.string(), text: z.string() })),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

/** The console's id for an answer: a retried send stores it once. */
const clientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The persona's answer: words, one of its approved photos (with words or not), or a fixed answer by its label. */
export const inboxReplySchema = z.union([
  z.object({ body: z.string().min(1).max(5000), client_id: clientId }).strict(),
  z
    .object({ photo_id: z.number().int().positive(), body: z.string().max(5000).optional(), client_id: clientId })
    .strict(),
  z.object({ fixed: z.string().min(1).max(60), client_id: clientId }).strict(),
]);
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** The operators' figures since a moment: answers and the median time a member waited, per operator and together. */
export const inboxFiguresSchema = z.object({
  since: z.string(),
  answered: z.number().int(),
  median_answer_seconds: z.number().int().nullable(),
  operators: z.array(
    z.object({
      staff_id: z.number().int().nullable(),
      name: z.string(),
      answered: z.number().int(),
      median_answer_seconds: z.number().int(),
    }),
  ),
});
export type InboxFigures = z.infer<typeof inboxFiguresSchema>;

/** GET /staff/api/inbox/recent (inbox.supervise): persona conversations to read back, most recent first. */
export const inboxRecentSchema = z.object({
  conversations: z.array(
    z.object({
      conversation_id: z.number().int(),
      site_id: z.number().int(),
      persona: profileCardSchema,
      member: profileCardSchema,
      waiting_since: z.string().nullable(),
      /** The operator holding it now; null when nobody does. */
      held_by: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
});
export type InboxRecent = z.infer<typeof inboxRecentSchema>;
