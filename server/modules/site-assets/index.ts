/**
 * The site-assets module's public surface (scripts/check-owners.mjs): a site's theme images — logo,
 * favicon, social image — uploaded in the console and served at /site-assets/. It owns no table: the
 * names live in the sites module's theme (`updateSite`), the files in the object storage.
 */
export { SiteAssetService } from './service.ts';
export { siteAssetRoutes } from './routes.ts';
export { registerSiteAssetFiles, SITE_ASSET_CACHE } from './files.ts';
export { makeThemeImage } from './pipeline.ts';
