import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * Route constraints on a query parameter (find-my-way's custom strategies): product §7 gives two calls
 * one path, `POST /api/user.php` (log in) and `POST /api/user.php?push=1` (store the push
 * subscription). A route declared with `constraints: { push: '1' }` answers the requests that name
 * `push` in their query; the others find the route without the constraint, as before. Each call
 * keeps its own body schema, response schema and documentation.
 */
export const PUSH_FLAG = 'push';

/** '1' when the query names the parameter (any value but `0`), undefined otherwise. */
export function queryFlag(url: string | undefined, name: string): '1' | undefined {
  if (!url) return undefined;
  const q = url.indexOf('?');
  // Most requests: no query, or a query without the name (derived on every request, so kept cheap).
  if (q < 0 || url.indexOf(name, q) < 0) return undefined;
  const value = new URLSearchParams(url.slice(q + 1)).get(name);
  return value === null || value === '0' ? undefined : '1';
}

export function registerQueryFlagConstraint(app: FastifyInstance, name: string): void {
  if (app.hasConstraintStrategy(name)) return;
  app.addConstraintStrategy({
    name,
    // A request naming the flag with no route for it falls back to the route without the constraint.
    mustMatchWhenDerived: false,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (req: IncomingMessage) => queryFlag(req.url, name) as string,
  });
}
