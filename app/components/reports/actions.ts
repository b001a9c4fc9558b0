import type { ReportBody, ReportResult } from '../../../common/api/reports.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/**
 * POST /api/report.php (issue #14). Not retried by itself: a second report of the same member is
 * refused ('al gemeld'), which a retry after a lost answer would show.
 */
export const reportMember = defineAction('report', (body: ReportBody) => api<ReportResult>('POST', '/api/report.php', body));
