/** The sites module's public surface (scripts/check-owners.mjs); it owns `sites` and `site_domains`. */
export {
  SiteDirectory,
  UnknownSiteError,
  normaliseHost,
  siteOrigin,
  selectedCountry,
  presentSettings,
  type Site,
  type SiteDirectoryOptions,
} from './service.ts';
export {
  createSite,
  upsertSite,
  siteIdByKey,
  siteDomainTaken,
  isHostName,
  SiteInputError,
  SiteDomainTaken,
  type SiteInput,
  type NewSite,
} from './create.ts';
export {
  currencyOf,
  defaultSiteConfig,
  defaultCompany,
  defaultTheme,
  defaultBundles,
  type SiteIdentity,
  type BundleTemplate,
} from './defaults.ts';
export { sitesRoutes } from './routes.ts';
// The console's edit of a site (server/modules/site-admin), and the notice every process reacts to.
export {
  updateSite,
  siteState,
  siteStates,
  setSiteDisabled,
  DefaultSiteNotDisabled,
  toAsciiHost,
  SiteInvalid,
  SITE_CHANGED,
  type SitePatch,
  type SiteFieldError,
} from './update.ts';
