/** The chat module's public surface (scripts/check-owners.mjs); it owns conversations, their members and messages. */
export {
  ChatService,
  type DeliveredMessage,
  chatPrices,
  type CreditBasisSource,
  presentGift,
  giftCatalogue,
  removeConversationBetween,
  haveConversation,
  conversationForReport,
  CHATS_LIST_LIMIT,
  type ReportedMessage,
} from './service.ts';
export { chatRoutes } from './routes.ts';
export { eraseMessagesOf } from './erase.ts';
// The demo seed (server/seed): the demo account's conversations, written as sends and reads would.
export { seedConversation, type SeedChatStep } from './seed.ts';
// The member's rows, for their data export.
export { chatDataOf } from './member-data.ts';
// What the notification mails and pushes say about unread messages.
export { unreadCountOf, unreadInConversation, membersWithUnread, type UnreadSummary } from './notify-queries.ts';
// The staff overview (/staff): messages sent today.
export { messagesSentSince, messagesSentBy, takeDownMessage, restoreMessage, MESSAGE_CHANGED } from './overview.ts';
// The operators' inbox (server/modules/operator): conversations a fictional profile has to answer.
export { awaitingFictionalReply } from './overview.ts';
