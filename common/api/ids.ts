import { z } from 'zod';
import { MAX_ID, parseId } from './limits.ts';
export { MAX_ID, parseId };

// MAX_ID and parseId (the id rule for page URLs) live in limits.ts, which the browser imports without zod.

/** An id in a JSON body. */
export const idSchema = z.number().int().min(1).max(MAX_ID);

/** An id in a query string (`?id=12`) or a path (`/orders/12`): '2147483648', '1e309', 'abc' are 400s. */
export const idQuerySchema = z.coerce.number().int().min(1).max(MAX_ID);

/** The params of every route with one id in its path (`/staff/api/members/:id`). */
export const idParamsSchema = z.object({ id: idQuerySchema });

/** A keyset cursor of ids in a query string (`?after=12`, `?before=12`; 0 = from the start). */
export const idCursorQuerySchema = z.coerce.number().int().min(0).max(MAX_ID);
