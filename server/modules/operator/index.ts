/** The operator module's public surface (scripts/check-owners.mjs); it owns operator_queue. */
export {
  OperatorQueue,
  OPERATOR_LEASE_SECONDS,
  waitingForOperators,
  operatorDataOf,
  type ClaimedConversation,
} from './service.ts';
export { operatorRoutes } from './routes.ts';
export { OperatorInbox } from './inbox.ts';
