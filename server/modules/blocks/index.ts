/** The blocks module's public surface (scripts/check-owners.mjs); it owns `blocks`. */
export {
  BlockService,
  isBlockedEitherWay,
  hasBlocked,
  blockedEitherWay,
  notBlockedWith,
  type BlockCleaner,
  type CardsOf,
  BLOCKED_LIST_LIMIT,
} from './service.ts';
export { blockRoutes } from './routes.ts';
export { eraseBlocksOf } from './erase.ts';
// The member's rows, for their data export.
export { blockDataOf } from './member-data.ts';
