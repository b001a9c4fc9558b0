/** The search module's public surface (scripts/check-owners.mjs); it owns the `member_search` index and `search_holds`. */
export { searchMembers, searchRowNotAmong, decodeCursor, type SearchResult } from './service.ts';
export {
  refreshSearchRow,
  touchSearchRowSql,
  holdFromSearch,
  releaseSearchHold,
  isHeldFromSearch,
  removeSearchRow,
} from './search-index.ts';
export { searchRoutes } from './routes.ts';
export {
  recentlyActiveCandidates,
  defaultSearchOf,
  defaultMatches,
  signupMatches,
  SIGNUP_MATCHES_SHOWN,
  type CandidateQuery,
} from './candidates.ts';
// The member's rows, for their data export.
export { searchDataOf } from './member-data.ts';
