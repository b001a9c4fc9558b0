import type { CreatedShortLink, ShortLinkInput } from '../../../common/api/attribution.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** POST /staff/api/short-links (admins, decision 051): a short link to a path of a site; its URL is in this answer only. */
export const createShortLink = defineAction('short-link-create', (input: ShortLinkInput) =>
  api<CreatedShortLink>('POST', '/staff/api/short-links', input),
);

/** POST /staff/api/short-links/:id/expire: the link answers 410 from now on; audited. */
export const expireShortLink = defineAction('short-link-expire', (input: { id: number }) =>
  api<{ ok: true }>('POST', `/staff/api/short-links/${input.id}/expire`, {}),
);
