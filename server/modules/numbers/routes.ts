import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numbersCsvQuerySchema, numbersQuerySchema, numbersSchema } from '../../../common/api/numbers.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import { requireStaff, scopeOf } from '../staff/index.ts';
import type { NumbersService } from './service.ts';

const tags = ['staff'];

/** The numbers (decision 053): admins and analysts, on the staff member's sites (decision 044). */
export async function numbersRoutes(app: FastifyInstance, opts: { numbers: NumbersService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { numbers } = opts;

  r.get(
    `${STAFF_API}/numbers`,
    {
      schema: {
        tags,
        summary: 'Visitors, signups, conversion, money and messages per lander and campaign, from the daily roll-ups',
        querystring: numbersQuerySchema,
        response: responses({ 200: numbersSchema }),
      },
      preHandler: requireStaff('numbers.read'),
    },
    async (request) => numbers.numbers(scopeOf(request), request.query),
  );

  r.get(
    `${STAFF_API}/numbers.csv`,
    {
      schema: {
        tags,
        summary: 'One table of the numbers as CSV (`table`: funnel, landers, campaigns, revenue, days)',
        querystring: numbersCsvQuerySchema,
        response: responses({ 200: z.string() }),
      },
      preHandler: requireStaff('numbers.read'),
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const csv = await numbers.csv(scopeOf(request), query, table);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .send(csv.body);
    },
  );
}
