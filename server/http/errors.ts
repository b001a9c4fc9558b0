import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { createTranslator, type MessageKey, type Params } from '../../common/i18n/index.ts';
import { DEFAULT_LOCALE } from '../../common/constants.ts';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../db/resilience.ts';
import { STAFF_API } from '../../common/rules/staff-roles.ts';
import { escapeHtml } from '../../common/html.ts';

/**
 * An error a member can read. Services throw it; the error handler answers
 * `{ error: code, message: <text in the member's language> }` with the status (engineering §4).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params?: Params,
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const notFound = (code = 'not_found') => new ApiError(404, code, 'error.notFound');

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t ?? createTranslator(DEFAULT_LOCALE);
    if (err instanceof ApiError) {
      const message = t(err.messageKey, err.params);
      // A page that cannot be served at all (no site configured yet) is a page, not JSON.
      if (err.status === 503 && !isApiPath(request.url)) {
        const hint =
          typeof err.extra?.command === 'string' ? t('error.noSiteOwner', { command: err.extra.command }) : null;
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send(unavailablePage(message, request.locale ?? DEFAULT_LOCALE, hint));
      }
      return reply.status(err.status).send({ error: err.code, message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation
        .map((v) => `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'}: ${v.message}`)
        .slice(0, 5)
        .join('; ');
      return reply.status(400).send({ error: 'invalid_input', message: t('error.invalidInput', { details }) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'too_many_requests', message: t('error.tooManyRequests') });
    }
    if (status === 413) {
      // Every kind of bad input, an oversized body included, is a 400 with a message.
      return reply.status(400).send({ error: 'body_too_large', message: t('error.bodyTooLarge') });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({
        error: err.code?.toLowerCase() ?? 'bad_request',
        message: t('error.invalidInput', { details: err.message }),
      });
    }
    if (isDatabaseUnavailable(err)) {
      // A deadlock that kept coming back, or a database that is briefly gone (the pool
      // reconnects by itself): the request may simply be tried again, which the browser's client does.
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_S));
      const message = t('error.unavailable');
      if (!isApiPath(request.url)) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send(unavailablePage(message, request.locale ?? DEFAULT_LOCALE));
      }
      return reply.status(503).send({ error: 'unavailable', message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: t('error.general') });
  });
}

/** The JSON APIs: the members' (product §7) and the staff console's (decision 019). */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith(`${STAFF_API}/`);
}

/** A page request that failed before React could render (the request context needs the database). */
function unavailablePage(message: string, lang: string, hint: string | null = null): string {
  const more = hint ? `<p><small>${escapeHtml(hint)}</small></p>` : '';
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>503</title></head><body><main style="font-family:sans-serif;text-align:center;padding:3rem 1rem"><h1>503</h1><p>${escapeHtml(message)}</p>${more}</main></body></html>`;
}
