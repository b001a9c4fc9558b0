import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Brotli or gzip for what this scope sends (pages, API JSON) when the browser accepts it. Quality 4
 * compresses a page in well under a millisecond; the static assets are compressed at build time
 * at the highest setting instead (scripts/precompress.mjs). Images are not compressible types and
 * pass through untouched.
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
