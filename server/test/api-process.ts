/**
 * One API process for tests that need several (the chat test across two processes): the app as
 * `server/main.ts` builds it, without the front-end build. Configuration comes from the environment;
 * the chosen port is printed as `listening <port>`.
 */
import { loadConfigOrExit } from '../config.ts';

const config = loadConfigOrExit();
const { buildApp } = await import('../app.ts');
const { openPlatform } = await import('../boot.ts');
const { drainOnSignals } = await import('../lifecycle.ts');
const platform = await openPlatform(config);
const app = await buildApp({ config, database: platform.database, storage: platform.storage, ssrBuild: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
// The same drain as server/main.ts, so the drain test exercises the production code path.
drainOnSignals(app, platform);
