import { z } from 'zod';
import { MAX_ID, parseId } from './limits.ts';
export { MAX_ID, parseId };

// MAX_ID and parseId (the id rule for page URLs) live in limits.ts, which the browser imports without zod.

/** An id in a JSON body. */
export const idSchema = z.number().int().min(1).max(MAX_ID);

/** An id in a query string (`?id=12`). */
export const idQuerySchema = z.coerce.number().int().min(1).max(MAX_ID);
