import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the route's zod response schema (decision 017):
 * the schema is turned into JSON Schema once per route and status, so a response costs no zod parse
 * (fastify-type-provider-zod's own serializer validates every response with zod, then stringifies).
 *
 * fast-json-stringify writes what the schema declares and nothing else: a field the schema forgets
 * would silently vanish from the response, a float declared integer would be rounded. With `check`
 * (the tests) every response is also written by JSON.stringify and the two must read back equal, so
 * a schema that differs from what the service returns fails the test that sends it.
 */
export function responseSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const stringify = fastJsonStringify(jsonSchema as Schema);
    if (!options.check) return stringify;
    return (data) => {
      const written = stringify(data);
      const plain = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(plain))) {
        throw new Error(
          `The ${httpStatus} response schema of ${method} ${url} does not match the response: sent ${written}, the service returned ${plain}`,
        );
      }
      return written;
    };
  };
}
