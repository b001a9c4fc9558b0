import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import {
  companyInfoSchema,
  interestsPayloadSchema,
  regionsPayloadSchema,
  siteSettingsSchema,
} from '../../../common/site.ts';
import { z } from 'zod';
import { INTERESTS } from '../../../common/data/interests.ts';
import { REGIONS, regionLabel } from '../../../common/data/regions.ts';
import { countryName } from '../../../common/data/country-names.ts';
import { COUNTRIES } from '../../../common/constants.ts';
import type { SettingsPayloads, Site } from './service.ts';
import { sendRepeatedJson } from '../../http/compression.ts';

/**
 * Product §7: settings, company info, interests and regions. Settings are resolved per request (they
 * depend on the visitor's country and language) from a per-site cache; the other three are the
 * same for everyone and cacheable by browsers and CDNs.
 */
export async function sitesRoutes(
  app: FastifyInstance,
  opts: { pushPublicKey: () => string | null; purchasesAvailable: (site: Site) => boolean; settings: SettingsPayloads },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = opts;

  r.get(
    '/api/settings.php',
    {
      // Compressed once per variant by sendRepeatedJson rather than on every request.
      compress: false,
      decompress: false,
      // Every page load asks for the settings: two log lines each would cost more than the answer
      // (docs/decisions/015). Warnings and errors are still logged.
      logLevel: 'warn',
      schema: {
        tags: ['sites'],
        summary: 'Settings of the site for this visitor (product §3 "Settings from the server")',
        querystring: z.object({ domain: z.string().max(253).optional() }).catchall(z.unknown()),
        // Sent as bytes made once per variant (sendRepeatedJson): documentation only, never re-serialised.
        response: responses({ 200: siteSettingsSchema }),
      },
    },
    async (request, reply) => {
      const payload = settings.get(request.site, {
        geoipCountry: request.geoipCountry,
        selectedCountry: request.country,
        locale: request.locale,
        pushPublicKey: opts.pushPublicKey(),
        purchasesAvailable: opts.purchasesAvailable(request.site),
      });
      reply.header('cache-control', 'private, no-cache');
      return sendRepeatedJson(request, reply, payload);
    },
  );

  r.get(
    '/api/companyinfo.php',
    {
      schema: {
        tags: ['sites'],
        summary: 'Company behind the site (product §3 "Company info")',
        response: responses({ 200: companyInfoSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return request.site.company;
    },
  );

  r.get(
    '/api/interests.php',
    {
      schema: {
        tags: ['sites'],
        summary: "The interest icon set with labels in the member's language",
        response: responses({ 200: interestsPayloadSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'cookie');
      const enabled = new Set<string>(request.site.config.interests);
      return {
        interests: INTERESTS.filter((i) => enabled.has(i.id)).map((i) => ({
          id: i.id,
          icon: i.icon,
          label: i.label[request.locale],
          labels: i.label,
        })),
      };
    },
  );

  r.get(
    '/api/regions.php',
    {
      schema: {
        tags: ['sites'],
        summary: 'Regions of every country, with the label that country uses (province, state, canton, …)',
        response: responses({ 200: regionsPayloadSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'cookie');
      return {
        countries: COUNTRIES.map((c) => ({
          country: c,
          name: countryName(c, request.locale),
          label: regionLabel(c, request.locale),
          labels: REGIONS[c].label,
          regions: REGIONS[c].regions,
        })),
      };
    },
  );
}
