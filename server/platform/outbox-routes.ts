import type { FastifyInstance, FastifyReply } from 'fastify';
import { listOutbox, readOutboxMessage } from './mail.ts';
import { escapeHtml as e } from '../../common/html.ts';

/**
 * The development mailbox: the messages the outbox transport wrote under DATA_DIR/outbox. This
 * plugin does not check the environment; the caller registers it only outside production.
 *
 *   GET /dev/mailbox              the list, newest first
 *   GET /dev/mailbox.json         the list as JSON, with each message's plain text and links
 *   GET /dev/mailbox/:file        one message: headers, HTML part (iframe) and text part
 *   GET /dev/mailbox/:file/html   the HTML part alone, sandboxed by its own CSP
 *   GET /dev/mailbox/:file/raw    the message as written (text/plain)
 */
export async function outboxRoutes(app: FastifyInstance, opts: { outboxDir: string }): Promise<void> {
  const { outboxDir } = opts;

  app.get<{ Querystring: { limit?: string; to?: string } }>('/dev/mailbox.json', async (request, reply) => {
    const limit = clampLimit(request.query.limit);
    const to = request.query.to?.toLowerCase();
    const entries = (await listOutbox(outboxDir, limit)).filter((m) => !to || m.to.toLowerCase().includes(to));
    const messages = await Promise.all(
      entries.map(async (entry) => {
        const message = await readOutboxMessage(outboxDir, entry.file);
        const text = message?.text ?? null;
        return { ...entry, text, links: text ? extractLinks(text) : [] };
      }),
    );
    return reply.header('cache-control', 'no-store').send(messages);
  });

  app.get<{ Querystring: { limit?: string } }>('/dev/mailbox', async (request, reply) => {
    const entries = await listOutbox(outboxDir, clampLimit(request.query.limit));
    const rows = entries
      .map(
        (m) =>
          `<tr><td class="date">${e(m.date)}</td><td>${e(m.to)}</td>` +
          `<td><a href="/dev/mailbox/${encodeURIComponent(m.file)}">${e(m.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('\n');
    const body = entries.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
      : `<p>The outbox is empty. Messages appear here when the site sends mail without SMTP_URL.</p>`;
    return devPage(reply, 'Mailbox', `<h1>Mailbox <small>${e(outboxDir)}</small></h1>\n${body}`);
  });

  app.get<{ Params: { file: string } }>('/dev/mailbox/:file', async (request, reply) => {
    const { file } = request.params;
    const message = await readOutboxMessage(outboxDir, file);
    if (!message) return notFound(reply);
    const base = `/dev/mailbox/${encodeURIComponent(file)}`;
    const html =
      message.html !== null
        ? `<h2>HTML</h2>\n<iframe src="${base}/html" title="HTML part" sandbox="${SANDBOX}"></iframe>`
        : '';
    const text = message.text !== null ? `<h2>Plain text</h2>\n<pre>${e(message.text)}</pre>` : '';
    const links = extractLinks(message.text ?? '');
    const linkList = links.length
      ? `<h2>Links</h2>\n<ul>${links.map((l) => `<li><a href="${e(l)}">${e(l)}</a></li>`).join('')}</ul>`
      : '';
    return devPage(
      reply,
      message.subject || file,
      `<p><a href="/dev/mailbox">← Mailbox</a></p>
<h1>${e(message.subject || '(no subject)')}</h1>
<dl><dt>To</dt><dd>${e(message.to)}</dd><dt>Date</dt><dd>${e(message.date)}</dd>
<dt>File</dt><dd><a href="${base}/raw">${e(file)}</a></dd></dl>
${linkList}
${html}
${text}`,
    );
  });

  app.get<{ Params: { file: string } }>('/dev/mailbox/:file/html', async (request, reply) => {
    const message = await readOutboxMessage(outboxDir, request.params.file);
    if (!message || message.html === null) return notFound(reply);
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // Its own policy replaces the site's: no scripts, no requests except images, inline styles only.
        .header(
          'content-security-policy',
          `sandbox ${SANDBOX}; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'`,
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .send(message.html)
    );
  });

  app.get<{ Params: { file: string } }>('/dev/mailbox/:file/raw', async (request, reply) => {
    const message = await readOutboxMessage(outboxDir, request.params.file);
    if (!message) return notFound(reply);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(message.raw);
  });
}

/** No scripts and no same-origin access; links may still open in a new tab, as they would in a mail client. */
const SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

function clampLimit(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 500) : 50;
}

/** http(s) addresses in a plain-text part, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

function notFound(reply: FastifyReply) {
  return devPage(
    reply.status(404),
    'Not found',
    '<p>No such message. <a href="/dev/mailbox">Back to the mailbox</a></p>',
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem;color:#212529}
h1 small{font-size:.5em;color:#6c757d;font-weight:normal}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #dee2e6}
td.date{white-space:nowrap;color:#6c757d}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
dd{margin:0}iframe{width:100%;height:70vh;border:1px solid #dee2e6}pre{white-space:pre-wrap;background:#f8f9fa;padding:1rem}`;

/** A plain page of the development tools (`/dev/…`): no scripts, not indexed, never cached. */
export function devPage(reply: FastifyReply, title: string, body: string, head = '') {
  // The site's CSP allows inline styles (style-src 'unsafe-inline'); no nonce needed.
  const nonceAttr = '';
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex').send(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · dev</title>
<style${nonceAttr}>${STYLE}</style>
${head}</head>
<body>
${body}
</body>
</html>
`);
}
