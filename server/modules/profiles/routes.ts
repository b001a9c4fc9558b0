import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { z } from 'zod';
import {
  ownProfileSchema,
  placeSchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '../../../common/api/profiles.ts';
import { COUNTRIES } from '../../../common/constants.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import { reverseGeocode, searchPlaces } from '../../platform/places.ts';
import type { ProfileService } from './profile-service.ts';
import { idQuerySchema } from '../../../common/api/ids.ts';

/** Own profile, other members' profiles, places and reverse geocoding (product §2, §3, §7 geocode.php). */
export async function profileRoutes(app: FastifyInstance, opts: { profiles: ProfileService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { profiles } = opts;

  r.get(
    '/api/profile.php',
    {
      schema: {
        tags: ['profiles'],
        summary: "The member's own profile, every editable field",
        response: responses({ 200: z.object({ profile: ownProfileSchema }) }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      return { profile: await profiles.own(memberOf(request).id) };
    },
  );

  r.put(
    '/api/profile.php',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Save own profile fields (all or nothing, errors per field)',
        body: profileUpdateSchema,
        response: responses({ 200: z.object({ profile: ownProfileSchema }) }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const m = memberOf(request);
      return { profile: await profiles.update(request.site, m.id, m.email, request.body, request.t) };
    },
  );

  r.put(
    '/api/privacy.php',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Invisible mode on or off (product §4)',
        body: z.object({ invisible: z.boolean() }).strict(),
        response: responses({ 200: z.object({ invisible: z.boolean() }) }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      await profiles.setInvisible(memberOf(request).id, request.body.invisible);
      return { invisible: request.body.invisible };
    },
  );

  r.get(
    '/api/member.php',
    {
      schema: {
        tags: ['profiles'],
        summary: "Another member's profile as this viewer may see it",
        querystring: z.object({ id: idQuerySchema }),
        response: responses({ 200: z.object({ profile: publicProfileSchema }) }),
      },
    },
    async (request) => {
      return { profile: await profiles.publicProfile(request.site, request.member, request.query.id) };
    },
  );

  r.get(
    '/api/places.php',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Type-ahead over the offline place list',
        querystring: z.object({ q: z.string().max(80).default(''), country: z.enum(COUNTRIES).optional() }),
        response: responses({ 200: z.object({ places: z.array(placeSchema) }) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { places: searchPlaces(request.query.q, { country: request.query.country, limit: 10 }) };
    },
  );

  // Product §7: reverse geocoding of the browser's position; the result, or false on error.
  r.get(
    '/api/geocode.php',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Reverse geocoding (product §7): the nearest place, or false',
        querystring: z.object({ lat: z.string().max(32), lon: z.string().max(32) }),
        response: responses({ 200: z.union([placeSchema, z.literal(false)]) }),
      },
    },
    async (request) => {
      const lat = Number(request.query.lat);
      const lon = Number(request.query.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return false;
      const place = reverseGeocode(lat, lon);
      return place ?? false;
    },
  );
}
