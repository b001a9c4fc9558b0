/** The site-admin module's public surface (scripts/check-owners.mjs): the console's sites. It owns no table: the sites module does. */
export { SiteAdminService } from './service.ts';
export { siteAdminRoutes } from './routes.ts';
