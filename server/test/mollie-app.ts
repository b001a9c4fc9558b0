import { buildTestApp, type TestContext } from './harness.ts';
import { startMollieStandIn, type MollieStandIn } from './mollie-stand-in.ts';

/**
 * The app with Mollie as its payment provider (MOLLIE_API_KEY), talking to the local stand-in of
 * Mollie's API; Mollie's webhook posts go into the app, form-encoded as Mollie sends them.
 */
export async function buildMollieApp(): Promise<{ ctx: TestContext; mollie: MollieStandIn }> {
  // The webhook needs the app, which needs the stand-in's URL: filled in once the app is built.
  const built: { ctx?: TestContext } = {};
  const mollie = await startMollieStandIn({
    onWebhook: async (url, id) => {
      await built.ctx!.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${id}`,
      });
    },
  });
  const ctx = await buildTestApp({
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_ENDPOINT: mollie.url,
    PUBLIC_URL: 'https://klik.example',
  });
  built.ctx = ctx;
  return { ctx, mollie };
}
