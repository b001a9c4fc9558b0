import type { FastifyInstance } from 'fastify';
import { landingOf, type FirstTouch } from '../../common/rules/attribution.ts';
import { touchOfUrl } from './first-touch.ts';

/**
 * Landing-page visits for the numbers (decision 053): each lander or member landing page served
 * (a GET answered 200, the document itself, not its data requests) is counted once with the
 * lander and the campaign values of its address. No cookie, no visitor: the count is the page's.
 * `count` is not awaited: the page never waits for a counter, and a counter that fails is logged.
 */
export function registerLandingCounter(
  app: FastifyInstance,
  count: (siteId: number, landing: FirstTouch, userAgent: string | undefined) => Promise<void>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return;
    const path = request.url.split('?')[0]!;
    // `/landers/x.data` is React Router's data request of a page already counted; files are no pages.
    if (/\.[a-z0-9]+$/i.test(path) || !landingOf(path).lander || !request.site) return;
    // A prefetch is no visit.
    if (request.headers['sec-purpose']?.includes('prefetch') || request.headers.purpose === 'prefetch') return;
    count(request.site.id, touchOfUrl(request.url), request.headers['user-agent']).catch((err: unknown) =>
      request.log.warn({ err }, 'numbers: a landing visit was not counted'),
    );
  });
}
