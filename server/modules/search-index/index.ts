/**
 * The search index module's public surface (scripts/check-owners.mjs): it owns `member_search` (one
 * row per member, built from the member, profile and photo tables) and `search_holds`. Low in the
 * layers (docs/architecture.md): every module that changes what the index shows refreshes its row;
 * the search itself (server/modules/search) reads it, above the profiles.
 */
export {
  refreshSearchRow,
  touchSearchRowSql,
  holdFromSearch,
  releaseSearchHold,
  isHeldFromSearch,
  removeSearchRow,
} from './service.ts';
// The member's rows, for their data export.
export { searchDataOf } from './member-data.ts';
