import { z } from 'zod';

/**
 * Every id of ours is a PostgreSQL `integer` (serial): 1 … 2,147,483,647. A larger number is not a
 * 'not found' the database can answer but an out-of-range error (a 500), so ids are checked here,
 * the one rule for JSON bodies, query strings and the ids in page URLs.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().min(1).max(MAX_ID);

/** An id in a query string (`?id=12`). */
export const idQuerySchema = z.coerce.number().int().min(1).max(MAX_ID);

/** An id from a page URL (`/members/12`): digits only, in range; otherwise null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
