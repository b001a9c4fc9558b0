import { z } from 'zod';
import { apiErrorSchema, authenticationRequiredSchema } from '../../common/api/errors.ts';

/**
 * A route's response schemas (decision 017): its answers per status, and the error answers of the
 * error handler (server/http/errors.ts) for every 4xx and 5xx. A member route's 403 may also be
 * requireMember's `{ data: 'authentication_required' }`.
 */
export function responses<T extends Record<number, z.ZodType>>(answers: T, options: { member?: boolean } = {}) {
  return {
    ...answers,
    ...(options.member ? { 403: z.union([authenticationRequiredSchema, apiErrorSchema]) } : {}),
    '4xx': apiErrorSchema,
    '5xx': apiErrorSchema,
  };
}
