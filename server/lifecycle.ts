import type { FastifyInstance } from 'fastify';
import type { Platform } from './boot.ts';

/** A stopping process has this long to drain before it exits anyway (systemd and HAProxy wait longer). */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM (a process manager, a deploy) and SIGINT drain the process: `app.close()`
 * makes /readyz answer 503, closes the member sockets with "service restart" (they reconnect to
 * another process), stops accepting connections, lets the requests in flight finish and runs the
 * app's close hooks (event bus, Redis, background work); then the database pool closes and the
 * process exits 0. Whatever still hangs after DRAIN_TIMEOUT_MS is cut off with exit code 1, so a
 * stuck request cannot stall a deploy.
 */
export function drainOnSignals(app: FastifyInstance, platform: Platform): void {
  let stopping = false;
  const drain = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining`);
    const force = setTimeout(() => {
      process.stderr.write(`${signal}: still draining after ${DRAIN_TIMEOUT_MS / 1000} s, exiting\n`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await platform.database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'draining failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void drain('SIGTERM'));
  process.once('SIGINT', () => void drain('SIGINT'));
}
