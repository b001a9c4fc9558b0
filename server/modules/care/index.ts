/** The care module's public surface (scripts/check-owners.mjs): the staff console's member care and codes. It owns no table: it calls the owners' functions. */
export { CareService, MEMBER_SEARCH_LIMIT, searchKeyOf, type CareDeps } from './service.ts';
export { CodeService } from './codes.ts';
export { careRoutes } from './routes.ts';
