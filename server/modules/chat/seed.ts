import type { Executor } from '../../db/client.ts';
import { giftById } from '../../../common/data/gifts.ts';
import { insertConversation, readConversation, storeMessage } from './service.ts';

/** One step of a conversation that happened in the past, in the order it happened. */
export type SeedChatStep =
  | { at: Date; from: number; to: number; text: string; gift?: undefined }
  /** A gift (`gift`: an id of the catalogue, common/data/gifts.ts) with an optional line of text. */
  | { at: Date; from: number; to: number; gift: string; text?: string }
  /** The member opened the conversation: what the other member wrote so far is read. */
  | { at: Date; readBy: number };

/**
 * The demo seed's conversations (server/seed: the demo account's inbox). Written by the same code
 * as a send and a read (`insertConversation`, `storeMessage`, `readConversation`), so the last
 * message, the list order, the unread counts and read receipts are what those steps would have
 * left, at the steps' times. Nobody is charged: seeded messages were never bought, so there is no
 * ledger entry and a message's `credits` is 0. No events, mails or pushes: nobody is watching yet.
 * Null, and nothing written, when the two members have a conversation already (a seed adds nothing
 * twice); else the conversation's id.
 */
export async function seedConversation(
  tx: Executor,
  siteId: number,
  steps: readonly SeedChatStep[],
): Promise<number | null> {
  const first = steps[0];
  if (!first || 'readBy' in first) throw new Error('seedConversation: the first step is a message');
  const pair = new Set([first.from, first.to]);
  for (const [i, step] of steps.entries()) {
    const members = 'readBy' in step ? [step.readBy] : [step.from, step.to];
    if (members.some((id) => !pair.has(id)))
      throw new Error(`seedConversation: step ${i} is not between the conversation's two members`);
    if (i > 0 && step.at < steps[i - 1]!.at)
      throw new Error(`seedConversation: step ${i} comes before the one above it`);
    if (!('readBy' in step) && step.gift !== undefined && !giftById(step.gift))
      throw new Error(`seedConversation: no gift "${step.gift}"`);
  }
  const conversation = await insertConversation(tx, siteId, first.from, first.to, first.at);
  if (!conversation) return null;
  for (const [i, step] of steps.entries()) {
    if ('readBy' in step) {
      await readConversation(tx, conversation.id, step.readBy, step.at);
      continue;
    }
    await storeMessage(
      tx,
      {
        conversationId: conversation.id,
        senderId: step.from,
        recipientId: step.to,
        type: step.gift !== undefined ? 'gift' : 'text',
        body: step.text?.trim() ?? '',
        giftId: step.gift ?? null,
        credits: 0,
        // Unique per sender like a client's id; the colon is outside what a send's id may hold, so
        // no send can ever be taken for a retry of a seeded message.
        clientId: `seed:${conversation.id}:${i}`,
        deliveredAt: step.at,
      },
      step.at,
    );
  }
  return conversation.id;
}
