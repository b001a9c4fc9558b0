import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** POST /api/block.php: the server also removes the likes and chats between the two (spec §4). */
export const blockMember = defineAction('block', (body: { id: number }) => api('POST', '/api/block.php', body, { idempotent: true }));

/** DELETE /api/block.php. */
export const unblockMember = defineAction('unblock', (body: { id: number }) => api('DELETE', '/api/block.php', body, { idempotent: true }));
