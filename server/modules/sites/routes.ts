import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { z } from 'zod';
import { INTERESTS } from '../../../common/data/interests.ts';
import { COUNTRY_NAMES, REGIONS } from '../../../common/data/regions.ts';
import { COUNTRIES } from '../../../common/constants.ts';
import { presentSettings, type Site } from './service.ts';
import { companyInfoSchema, interestsPayloadSchema, regionsPayloadSchema, siteSettingsSchema, type SiteSettings } from '../../../common/site.ts';

/**
 * Spec §7: settings, company info, interests and regions. Settings are resolved per request (they
 * depend on the visitor's country and language) from a per-site cache; the other three are the
 * same for everyone and cacheable by browsers and CDNs.
 */
export async function sitesRoutes(app: FastifyInstance, opts: { pushPublicKey: () => string | null }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The settings JSON per site and visitor variant, serialised once: every page load asks for it.
  const baseCache = new WeakMap<Site, Map<string, string>>();

  r.get('/api/settings.php', {
    schema: {
      tags: ['sites'],
      summary: 'Settings of the site for this visitor (spec §3 "Settings from the server")',
      querystring: z.object({ domain: z.string().max(253).optional() }).catchall(z.unknown()),
      // Sent as the cached JSON text below: documentation only, never re-serialised.
      response: responses({ 200: siteSettingsSchema }),
    },
  }, async (request, reply) => {
    let perLocale = baseCache.get(request.site);
    if (!perLocale) baseCache.set(request.site, (perLocale = new Map()));
    const key = `${request.locale}:${request.country}:${request.geoipCountry}`;
    let json = perLocale.get(key);
    if (!json) {
      const settings: SiteSettings = presentSettings(request.site, {
        geoipCountry: request.geoipCountry,
        selectedCountry: request.country,
        locale: request.locale,
        pushPublicKey: opts.pushPublicKey(),
      });
      json = JSON.stringify(settings);
      if (perLocale.size > 500) perLocale.clear();
      perLocale.set(key, json);
    }
    return reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8').send(json);
  });

  r.get('/api/companyinfo.php', {
    schema: { tags: ['sites'], summary: 'Company behind the site (spec §3 "Company info")', response: responses({ 200: companyInfoSchema }) },
  }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return request.site.company;
  });

  r.get('/api/interests.php', {
    schema: { tags: ['sites'], summary: 'The interest icon set with labels in the member\'s language', response: responses({ 200: interestsPayloadSchema }) },
  }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    reply.header('vary', 'cookie');
    const enabled = new Set<string>(request.site.config.interests);
    const lang = request.locale === 'nl' ? 'nl' : 'en';
    return {
      interests: INTERESTS.filter((i) => enabled.has(i.id)).map((i) => ({ id: i.id, icon: i.icon, label: i.label[lang], labels: i.label })),
    };
  });

  r.get('/api/regions.php', {
    schema: { tags: ['sites'], summary: 'Regions of every country, with the label that country uses (province, state, canton, …)', response: responses({ 200: regionsPayloadSchema }) },
  }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    reply.header('vary', 'cookie');
    const lang = request.locale === 'nl' ? 'nl' : 'en';
    return {
      countries: COUNTRIES.map((c) => ({
        country: c,
        name: COUNTRY_NAMES[c][lang],
        label: REGIONS[c].label[lang],
        labels: REGIONS[c].label,
        regions: REGIONS[c].regions,
      })),
    };
  });
}
