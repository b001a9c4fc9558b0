/**
 * The search module's public surface: member search, discovery candidates and their routes. It owns
 * no table: it reads the index of server/modules/search-index (a declared read model).
 */
export { searchMembers, searchRowNotAmong, decodeCursor, type SearchResult } from './service.ts';
export { searchRoutes } from './routes.ts';
export {
  recentlyActiveCandidates,
  defaultSearchOf,
  defaultMatches,
  signupMatches,
  SIGNUP_MATCHES_SHOWN,
  type CandidateQuery,
} from './candidates.ts';
