/** The push module's public surface (scripts/check-owners.mjs); it owns `push_subscriptions`. */
export { PushService, type PushDeps, type PushSendResult } from './service.ts';
export { pushRoutes } from './routes.ts';
export { erasePushSubscriptionsOf } from './erase.ts';
// The member's rows, for their data export.
export { pushDataOf } from './member-data.ts';
export type { PushPayload } from '../../../common/push.ts';
