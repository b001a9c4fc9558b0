import type { FastifyInstance } from 'fastify';
import type { PhotoService } from './service.ts';
import { parseId } from '../../../common/api/ids.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development-only photo moderation (never in production): lists photos under inspection and
 * approves them through PhotoService.approve(), the function the moderation console will call.
 * Lets a tester see an uploaded photo go live, and the browser tests do the same.
 */
export async function devModerationRoutes(app: FastifyInstance, opts: { photos: PhotoService; cdnPrefix: string }): Promise<void> {
  app.get('/dev/moderation', async (_request, reply) => {
    const rows = await opts.photos.underInspection();
    const items = rows
      .map(
        (r) => `<li><img src="${esc(opts.cdnPrefix + r.thumb)}" width="120" height="120" alt=""> <a href="/members/${r.memberId}">${esc(r.name)}</a>
        <form method="post" action="/dev/moderation/${r.id}/approve"><button>Goedkeuren</button></form></li>`,
      )
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!DOCTYPE html><html lang="nl"><meta charset="utf-8"><title>Foto's in beoordeling</title>
<style>body{font-family:system-ui;margin:2rem}ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1rem}li{display:grid;gap:.3rem}</style>
<h1>Foto's in beoordeling (${rows.length})</h1><ul>${items || '<li>Geen foto\'s om te beoordelen.</li>'}</ul></html>`);
  });

  app.post<{ Params: { id: string } }>('/dev/moderation/:id/approve', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) return reply.status(404).send('Unknown photo');
    await opts.photos.approve(id);
    return reply.redirect('/dev/moderation');
  });
}
