import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Text PostgreSQL cannot store (decision 009, decision 035): a NUL byte (text cannot hold U+0000)
 * or an unpaired UTF-16 surrogate ('x\ud800' in a JSON body: jsonb refuses its escape, and text
 * would get a replacement character silently) reached a query as a 500 (`?domain=%00` on any page,
 * logged out too). Both are refused, not stripped: nothing a person types holds one, and changing
 * what was sent would store something else than was asked. One rule at the edge, for every route of a scope,
 * registered before the request context so that the context never sees one either:
 *
 * - cookies holding a NUL are dropped, as if absent: we never set one, and a browser cannot repair
 *   its cookies, so refusing every request would lock the visitor out;
 * - the API (`reject`) answers 400 `{ error, message }` in the member's language for a NUL in the
 *   path, the query or the JSON body;
 * - pages (`strip`) leave out query parameters that hold one and render as usual; a NUL in the
 *   path becomes U+FFFD, which no route or id matches (the 404 page). Removing it instead would
 *   turn '/%00/evil.example' into the protocol-relative '//evil.example'.
 */
export function registerInputGuard(app: FastifyInstance, mode: 'reject' | 'strip'): void {
  app.decorateRequest('nulInput', false);

  // Callback hooks, not async ones: they run on every API call and a promise per hook is measurable
  // against the settings budget (engineering §9).
  app.addHook('onRequest', (request, _reply, done) => {
    dropNulCookies(request);
    const query = request.query as Record<string, unknown> | undefined;
    const badKeys = query ? Object.keys(query).filter((k) => containsUnfitText(k) || containsUnfitText(query[k])) : [];
    const badPath = containsUnfitText(request.params);
    // The parsed query can miss one: a malformed escape beside it ('?domain=%00%') leaves the value
    // undecoded here, while the page renderer's URL parser still decodes the %00.
    const rawUrl = request.raw.url ?? '';
    const badRaw = rawUrl.includes(NUL) || /%00/i.test(rawUrl);
    if (!badKeys.length && !badPath && !badRaw) return done();
    if (mode === 'reject') {
      // The context still resolves (the member's language for the message) without them.
      for (const k of badKeys) delete query![k];
      request.nulInput = true;
      return done();
    }
    for (const k of badKeys) delete query![k];
    // Server rendering reads the raw URL: rewrite it as if the parameters had not been sent.
    request.raw.url = cleanUrl(request.raw.url ?? '/');
    done();
  });

  if (mode === 'reject') {
    // After the context (language) and the body parser; before validation and the handler.
    app.addHook('preValidation', (request, reply, done) => {
      if (!request.nulInput && !containsUnfitText(request.body)) return done();
      reply.status(400).send({ error: 'invalid_input', message: request.t('error.invalidCharacter') });
    });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The path or query held a NUL byte (the API answers 400). */
    nulInput: boolean;
  }
}

const NUL = '\u0000';

/** A NUL, or a surrogate half without its other half. */
// eslint-disable-next-line no-control-regex -- the NUL is what this rule looks for
const UNFIT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string, or any key or string inside arrays and objects (a parsed JSON body, or a JSON
 * payload nested in one and parsed later), holds text PostgreSQL cannot store: the one text rule for
 * the API's input (the edge below) and for nested payloads (mail-events/provider-events.ts).
 */
export function containsUnfitText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (UNFIT.test(v)) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (UNFIT.test(k)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

function dropNulCookies(request: FastifyRequest): void {
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  if (!cookies) return;
  for (const [name, value] of Object.entries(cookies))
    if (containsUnfitText(name) || containsUnfitText(value)) delete cookies[name];
}

/** The URL with U+FFFD for the path's NULs and without query parameters whose name or value holds one. */
export function cleanUrl(url: string): string {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const path = rawPath.replace(/%00/gi, '%EF%BF%BD').replaceAll(NUL, '%EF%BF%BD');
  if (at === -1) return path;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => !containsUnfitText(safeDecode(pair.replace(/\+/g, ' '))));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    // Malformed escapes: keep what can be read, so a %00 among them is still seen.
    return s.replace(/%00/gi, NUL);
  }
}
