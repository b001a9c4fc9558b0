import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { registerFirstTouch } from './http/first-touch.ts';
import { registerLandingCounter } from './http/landing-counter.ts';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { Site } from './modules/sites/index.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { ObjectStorage } from './platform/storage.ts';
import { registerErrorHandling } from './http/errors.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { responses } from './http/responses.ts';
import { registerRequestContext } from './assembly/context.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { nonceDirective, registerCspNonce, registerStaticSecurityHeaders, staticSecurityHeaders } from './http/csp.ts';
import { compileTrustProxy, createSettingsFastPath, type SettingsFastPath } from './assembly/settings-fast-path.ts';
import { registerSsr } from './assembly/ssr.ts';
import { registerCompression } from './http/compression.ts';
import { registerHealth } from './http/health.ts';
import { RequestLog } from './http/logging.ts';
import { logStream } from './platform/log-stream.ts';
import { SettingsPayloads, SiteDirectory } from './modules/sites/service.ts';
import { requireClientHeader } from './http/auth.ts';
import fastifyRateLimit from '@fastify/rate-limit';
import { SocketHub } from './platform/socket-hub.ts';
import { outboxRoutes } from './platform/outbox-routes.ts';
import { devStaffRoutes } from './assembly/dev-staff.ts';
import { createServices, type Services } from './services.ts';
import { RATE_LIMIT_NAMESPACE } from './platform/rate-counter.ts';
import { registerStaffContext } from './modules/staff/index.ts';
import { registerApiRoutes } from './assembly/api-routes.ts';
import { registerMedia } from './assembly/media.ts';
import { registerSiteAssetFiles } from './modules/site-assets/index.ts';
import { PUSH_FLAG, registerQueryFlagConstraint } from './http/query-flag.ts';
import { STAFF_API } from '../common/rules/staff-roles.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** The React Router server build; without it only the API is served (API tests). */
  ssrBuild?: ServerBuild | null;
  /** Where the browser build lives (build/client). */
  clientDir?: string;
  /**
   * Poll for scheduled jobs (server/platform/jobs.ts) once the app is ready, until it closes. The
   * app process does; API tests and `npm run admin` do not, so nothing runs behind a test's back.
   */
  runJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    settingsFastPath: SettingsFastPath;
    /** Every route as registered (method and URL), for the test that sends hostile input to each. */
    routeList: { method: string; url: string; schema: unknown }[];
  }
}

/**
 * The composition root: external plugins, then our request context and error handling, then the
 * domain modules' routes, then server rendering for everything else (engineering §10, fastify/demo).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const trustProxy = compileTrustProxy(config.trustProxy);
  // Set once the services exist (below); until then every request goes to Fastify.
  let fastPath: SettingsFastPath | null = null;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: logStream() },
    logController: new RequestLog(),
    // A hop count trusts the nearest n senders whoever they are (this Fastify reads a plain number
    // as 'trust nobody'): only for an app port that nothing but the proxies can reach.
    trustProxy: trustProxy ?? false,
    // Fastify's own server, with one request answered in front of it: the settings of a visitor
    // without a session (server/assembly/settings-fast-path.ts). The timeouts are Fastify's defaults,
    // set as its own server factory sets them.
    serverFactory: (handler, options) => {
      // Fastify has filled in its defaults by the time it calls this.
      const opts = options as {
        http?: http.ServerOptions;
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      const server = http.createServer(opts.http ?? {}, (req, res) => {
        if (fastPath === null || !fastPath(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = opts.keepAliveTimeout;
      server.requestTimeout = opts.requestTimeout;
      server.setTimeout(opts.connectionTimeout);
      return server;
    },
    bodyLimit: 1024 * 1024,
    // The ids of spec routes are plain numbers; keep Fastify's defaults for everything else.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  const routeList: FastifyInstance['routeList'] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, schema: route.schema });
  });
  // Vitest sets NODE_ENV=test: there every response is checked against its schema (decision 017).
  app.setSerializerCompiler(responseSerializerCompiler({ check: process.env.NODE_ENV === 'test' }));

  const sites = new SiteDirectory(database.db, {
    publicUrl: config.publicUrl,
    refuseUnknownHosts: config.isProduction,
  });
  const services = createServices({ config, database, sites, storage: options.storage, log: app.log });
  const hub = new SocketHub({
    bus: services.bus,
    domain: services.socketDomain,
    log: app.log,
    presence: services.presence,
  });
  app.decorate('services', services);
  // Web push: the deployment's VAPID key pair, made by the first process to start and
  // kept; its public key is the settings' push_public_key. The database is migrated by now.
  await services.push.loadKeys();
  // One cache of the settings bodies, shared by the route and the fast path in front of Fastify.
  const settings = new SettingsPayloads();
  const pushPublicKey = () => services.push.publicKey;
  const purchasesAvailable = (site: Site) => services.payments.purchasesAvailable(site);
  fastPath = createSettingsFastPath({
    sites,
    settings,
    pushPublicKey,
    purchasesAvailable,
    trustProxy,
    securityHeaders: staticSecurityHeaders(config.isProduction),
  });
  app.decorate('settingsFastPath', fastPath);
  // Before the site's own routes and hooks: balancers ask by address, with no site or client header.
  registerHealth(app, { database, redis: services.redis });
  // Closing (SIGTERM): the sockets are told "service restart" so the browsers reconnect to another
  // process. Not awaited: the server stops accepting right after this hook, and its close waits for
  // the sockets (bounded by the drain's grace) as for the requests in flight (server/lifecycle.ts).
  app.addHook('preClose', (done) => {
    void hub.drain();
    done();
  });

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // A page opened with a tracking network sets the first touch (decision 051), whichever layout it has.
  registerFirstTouch(app);
  // Security headers: static ones on every response here; helmet's full set, with the CSP, on pages.
  registerStaticSecurityHeaders(app, config.isProduction);

  // The API documentation is for developers: a production site does not publish it.
  if (!config.isProduction) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Klik API',
          version: '1',
          description: 'The JSON API of product §7 and the calls the spec leaves unshown.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }

  // Media: photos from the storage (DATA_DIR/media or a bucket), random names, never HTML
  // (engineering §8); public only once approved (server/assembly/media.ts).
  if (options.storage.localRoot !== undefined) mkdirSync(options.storage.localRoot, { recursive: true });
  await registerMedia(app, { storage: options.storage, db: database.db, staff: services.staff });
  // The sites' theme images (logo, favicon, social image): public, random names, cached for a year.
  await registerSiteAssetFiles(app, { storage: options.storage });

  const clientDir = options.clientDir;
  if (clientDir && existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // scripts/precompress.mjs writes .br and .gz beside each text asset at build time.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every file name under assets/: cache them for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // The service worker keeps its name: the browser checks it at every registration,
        // so a release reaches the members at their next page load.
        else if (
          path.dirname(filePath) === path.resolve(clientDir) &&
          /^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath))
        )
          res.setHeader('cache-control', 'no-cache');
        // The rest of public/ (icons, robots.txt) keeps its name across releases: a week, then the ETag revalidates it.
        else res.setHeader('cache-control', 'public, max-age=604800');
      },
    });
  }

  // Product §7 gives POST /api/user.php two meanings: login, and with ?push=1 the push subscription.
  registerQueryFlagConstraint(app, PUSH_FLAG);
  // The JSON API: every route needs the site, language and country of the request.
  await app.register(async (scope) => {
    registerInputGuard(scope, 'reject');
    registerRequestContext(scope, sites, database.db);
    registerErrorHandling(scope);
    // Before any route: the staff session of /staff/api calls, and the check that each declares its guard.
    registerStaffContext(scope, services.staff);
    await registerCompression(scope);
    scope.addHook('onRequest', requireClientHeader);
    await scope.register(fastifyRateLimit, {
      global: false,
      ...(services.redis ? { redis: services.redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
    });
    // Every module's routes, in one list (server/assembly/api-routes.ts).
    await registerApiRoutes(scope, { services, hub, config, settings, pushPublicKey, purchasesAvailable });

    // Not an endpoint: kept out of the API docs. A 404 has nothing to forge, so it needs no client
    // header: a caller without one (a mail provider) gets the same answer as a browser.
    scope.all(
      '/api/*',
      { schema: { hide: true, response: responses({}) }, config: { crossSite: true } },
      async (request, reply) => {
        return reply.status(404).send({ error: 'not_found', message: request.t('error.unknownEndpoint') });
      },
    );
    scope.all(
      `${STAFF_API}/*`,
      { schema: { hide: true, response: responses({}) }, config: { staffPublic: true } },
      async (request, reply) => {
        return reply.status(404).send({ error: 'not_found', message: request.t('error.unknownEndpoint') });
      },
    );
  });

  // Server-rendered pages: a per-response script nonce and the full CSP, then React Router.
  if (options.ssrBuild) {
    const ssrBuild = options.ssrBuild;
    await app.register(async (scope) => {
      registerCspNonce(scope);
      await scope.register(fastifyHelmet, {
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            // Scripts run only from our origin or with the per-response nonce server rendering uses.
            scriptSrc: ["'self'", nonceDirective],
            imgSrc: ["'self'", 'data:', 'blob:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            connectSrc: ["'self'", 'ws:', 'wss:'],
            upgradeInsecureRequests: config.isProduction ? [] : null,
          },
        },
        hsts: config.isProduction,
        crossOriginEmbedderPolicy: false,
      });
      registerInputGuard(scope, 'strip');
      registerRequestContext(scope, sites, database.db);
      registerErrorHandling(scope);
      registerStaffContext(scope, services.staff);
      await registerCompression(scope);
      // Lander visits for the numbers (decision 053), once the page is answered.
      registerLandingCounter(scope, (siteId, landing, userAgent) =>
        services.numbers.countVisit(siteId, landing, userAgent),
      );
      await scope.register(registerSsr, { build: ssrBuild, services, mode: config.env });
    });
  }

  // Development mailbox: the mails written to DATA_DIR/outbox. Never in production (engineering §1).
  if (!config.isProduction && !config.smtpUrl) {
    await app.register(outboxRoutes, { outboxDir: path.join(config.dataDir, 'outbox') });
  }
  // The demo staff accounts with their current codes (server/seed/demo-staff.ts). Never in production.
  if (!config.isProduction) await app.register(devStaffRoutes, { dataDir: config.dataDir });

  if (options.runJobs) app.addHook('onReady', async () => services.jobs.start());
  app.addHook('onClose', async () => {
    hub.close();
    await services.close();
  });
  registerErrorHandling(app);
  return app;
}
