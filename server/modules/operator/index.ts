/** The operator module's public surface (scripts/check-owners.mjs); it owns operator_queue. */
export {
  OperatorQueue,
  OPERATOR_LEASE_SECONDS,
  waitingForOperators,
  operatorDataOf,
  eraseOperatorRowsOf,
  type ClaimedConversation,
} from './service.ts';
export { operatorRoutes } from './routes.ts';
export { OperatorInbox } from './inbox.ts';
export { answerFigures, namedOperators, type AnswerFigures } from './answers.ts';
