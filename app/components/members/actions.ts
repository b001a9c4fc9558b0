import type { ReportBody, ReportResult } from '../../../common/api/reports.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** POST /api/block.php: the server also removes the likes and chats between the two (product §4). */
export const blockMember = defineAction('block', (body: { id: number }) =>
  api('POST', '/api/block.php', body, { idempotent: true }),
);

/** DELETE /api/block.php. */
export const unblockMember = defineAction('unblock', (body: { id: number }) =>
  api('DELETE', '/api/block.php', body, { idempotent: true }),
);

/**
 * POST /api/report.php, beside block and unblock: the profile and the chat header make
 * all three (one chunk). Not retried by itself: a second report of the same member is refused
 * ('al gemeld'), which a retry after a lost answer would show.
 */
export const reportMember = defineAction('report', (body: ReportBody) =>
  api<ReportResult>('POST', '/api/report.php', body),
);
