import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import type { SocketHub } from '../platform/socket-hub.ts';
import type { SettingsPayloads, Site } from '../modules/sites/service.ts';
import { sitesRoutes } from '../modules/sites/routes.ts';
import { accountRoutes } from '../modules/accounts/routes.ts';
import { deletionRoutes } from '../modules/accounts/deletion-routes.ts';
import { pushRoutes } from '../modules/push/routes.ts';
import { dataExportRoutes } from '../modules/data-export/routes.ts';
import { profileRoutes } from '../modules/profiles/routes.ts';
import { photoRoutes } from '../modules/photos/routes.ts';
import { photoInspectionRoutes } from '../modules/photos/inspection-routes.ts';
import { searchRoutes } from '../modules/search/routes.ts';
import { blockRoutes } from '../modules/blocks/routes.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { reportQueueRoutes, reportRoutes } from '../modules/reports/routes.ts';
import { appealRoutes } from '../modules/appeals/routes.ts';
import { likeRoutes } from '../modules/likes/routes.ts';
import { chatRoutes } from '../modules/chat/routes.ts';
import { paymentRoutes } from '../modules/payments/routes.ts';
import { staffRoutes } from '../modules/staff/routes.ts';
import { auditRoutes } from '../modules/staff/audit-routes.ts';
import { overviewRoutes } from '../modules/overview/routes.ts';
import { numbersRoutes } from '../modules/numbers/routes.ts';
import { careRoutes } from '../modules/care/routes.ts';
import { siteAdminRoutes } from '../modules/site-admin/routes.ts';
import { operatorRoutes } from '../modules/operator/routes.ts';
import { personaRoutes } from '../modules/personas/routes.ts';
import { attributionRoutes } from '../modules/attribution/routes.ts';
import { consentRoutes } from '../http/consent.ts';
import { campaignRoutes } from '../modules/campaigns/routes.ts';
import { siteAssetRoutes } from '../modules/site-assets/routes.ts';
import { mailEventRoutes } from '../modules/mail-events/routes.ts';

/** What the API's route plugins are given their options from. */
export interface ApiRouteDeps {
  services: Services;
  hub: SocketHub;
  config: Config;
  settings: SettingsPayloads;
  pushPublicKey: () => string | null;
  purchasesAvailable: (site: Site) => boolean;
}

// The plugins' own option types differ; each entry's options function is checked against its
// plugin where it is written (route()), so the list itself may hold them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPlugin = FastifyPluginAsync<any>;
export type ApiRouteEntry =
  | { plugin: AnyPlugin; options: (d: ApiRouteDeps) => object }
  | { setup: (scope: FastifyInstance) => PromiseLike<unknown> };

function route<O extends object>(plugin: FastifyPluginAsync<O>, options: (d: ApiRouteDeps) => O): ApiRouteEntry {
  return { plugin: plugin as AnyPlugin, options };
}

/**
 * Every route plugin of the API, in the order they are registered, in one list: a module's routes
 * file that is not here, or is here twice, fails `server/assembly/api-routes.unit.test.ts`, which
 * reads the modules' folders. The order matters only around the multipart parser: the routes that
 * take uploads (or one-click unsubscribe posts, RFC 8058) come after it.
 */
export const API_ROUTES: readonly ApiRouteEntry[] = [
  route(sitesRoutes, (d) => ({
    pushPublicKey: d.pushPublicKey,
    purchasesAvailable: d.purchasesAvailable,
    settings: d.settings,
  })),
  route(accountRoutes, (d) => ({ accounts: d.services.accounts })),
  route(pushRoutes, (d) => ({ push: d.services.push })),
  route(deletionRoutes, (d) => ({ deletion: d.services.deletion })),
  route(dataExportRoutes, (d) => ({ exports: d.services.dataExports })),
  {
    setup: (scope) => scope.register(fastifyMultipart, { limits: { fileSize: 15 * 1024 * 1024, files: 1, fields: 5 } }),
  },
  route(profileRoutes, (d) => ({ profiles: d.services.profiles })),
  route(photoRoutes, (d) => ({ photos: d.services.photos })),
  route(searchRoutes, (d) => ({ search: d.services.search, signupMatches: d.services.signupMatches })),
  route(blockRoutes, (d) => ({ blocks: d.services.blocks })),
  // After multipart: a mail program's one-click unsubscribe may post multipart/form-data (RFC 8058).
  route(notificationRoutes, (d) => ({ notifications: d.services.notifications })),
  route(reportRoutes, (d) => ({ reports: d.services.reports })),
  route(likeRoutes, (d) => ({
    likes: d.services.likes,
    swipe: d.services.swipe,
    matchFinder: d.services.matchFinder,
  })),
  route(chatRoutes, (d) => ({ chat: d.services.chat, hub: d.hub, likes: d.services.likes })),
  route(paymentRoutes, (d) => ({ payments: d.services.payments, directDebit: d.services.directDebit })),
  // The staff console's API (decision 019): under /staff/api, where its cookie is sent.
  route(staffRoutes, (d) => ({ staff: d.services.staff })),
  route(overviewRoutes, (d) => ({ overview: d.services.staffOverview })),
  // The numbers: daily roll-ups per site, lander and campaign (decision 053).
  route(numbersRoutes, (d) => ({ numbers: d.services.numbers })),
  route(auditRoutes, (d) => ({ audit: d.services.audit })),
  route(reportQueueRoutes, (d) => ({ queue: d.services.reportQueue })),
  route(appealRoutes, (d) => ({ appeals: d.services.appeals })),
  route(careRoutes, (d) => ({ care: d.services.care, codes: d.services.codes })),
  route(siteAdminRoutes, (d) => ({ siteAdmin: d.services.siteAdmin })),
  route(operatorRoutes, (d) => ({ queue: d.services.operatorQueue, inbox: d.services.operatorInbox })),
  // Uploads: after the multipart parser (above).
  route(siteAssetRoutes, (d) => ({ siteAssets: d.services.siteAssets })),
  route(photoInspectionRoutes, (d) => ({ inspection: d.services.photoInspection })),
  route(personaRoutes, (d) => ({ personas: d.services.personas })),
  // Short links `/{token}` and the console's postbacks (decision 051).
  route(attributionRoutes, (d) => ({ attribution: d.services.attribution })),
  // The campaign cookie's consent (decision 055): HTTP plumbing beside the first touch
  // (server/http), not a module's routes.
  { setup: (scope) => scope.register(consentRoutes) },
  // Campaigns in the console and their click links `/c/<token>` (decision 052).
  route(campaignRoutes, (d) => ({ campaigns: d.services.campaigns })),
  // The mail provider's bounces and complaints, only where a secret authenticates them.
  route(mailEventRoutes, (d) => ({ mailEvents: d.services.mailEvents, secret: d.config.mailEventsSecret })),
];

export async function registerApiRoutes(scope: FastifyInstance, deps: ApiRouteDeps): Promise<void> {
  for (const entry of API_ROUTES) {
    if ('setup' in entry) await entry.setup(scope);
    else await scope.register(entry.plugin, entry.options(deps));
  }
}
