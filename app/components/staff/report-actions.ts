import type {
  ReportResolveBody,
  ReportResolved,
  ReportTakeDownBody,
  ReportTakeDownResult,
  ReportNextBody,
  Report,
  ReportBulkDismissBody,
  ReportBulkDismissed,
  MemberStanding,
} from '../../../common/api/reports.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** The report queue's writes, to /staff/api. Not idempotent: a retry after a lost answer gets 409, which the screen shows. */

/** POST /staff/api/reports/:id/resolve: dismiss, warn, suspend or ban; the other open reports about the member go with it. */
export const resolveReport = defineAction(
  'report-resolve',
  ({ id, ...body }: ReportResolveBody & { id: number; name: string }) => {
    const { name: _name, ...payload } = body;
    return api<ReportResolved>('POST', `/staff/api/reports/${id}/resolve`, payload);
  },
);

/** POST /staff/api/members/:id/lift-restriction ("Opheffen"): the suspension or ban ends. */
export const liftRestriction = defineAction('restriction-lift', ({ memberId }: { memberId: number; name: string }) =>
  api<{ member: MemberStanding }>('POST', `/staff/api/members/${memberId}/lift-restriction`),
);

/**
 * POST /staff/api/reports/:id/take-down-photo: the reported member's approved photo is taken down
 * and this report resolved with it; the owner gets the statement of reasons, the reporter hears.
 */
export const takeDownReportedPhoto = defineAction(
  'report-take-down-photo',
  ({ id, ...body }: ReportTakeDownBody & { id: number; n: number; name: string }) => {
    const { n: _n, name: _name, ...payload } = body;
    return api<ReportTakeDownResult>('POST', `/staff/api/reports/${id}/take-down-photo`, payload);
  },
);

/** POST /staff/api/reports/next ("Volgende melding"): the worst report nobody else holds, now held by you. */
export const nextReport = defineAction('report-next', (body: ReportNextBody) =>
  api<{ report_id: number | null }>('POST', '/staff/api/reports/next', body),
);

/** POST /staff/api/reports/bulk-dismiss: the ticked reports dismissed at once. */
export const bulkDismissReports = defineAction('report-bulk-dismiss', (body: ReportBulkDismissBody) =>
  api<ReportBulkDismissed>('POST', '/staff/api/reports/bulk-dismiss', body),
);

/** POST /staff/api/reports/:id/take-down-text: the reported member's profile text taken down with this report. */
export const takeDownReportedText = defineAction('report-take-down-text', ({ id }: { id: number; name: string }) =>
  api<{ report: Report }>('POST', `/staff/api/reports/${id}/take-down-text`),
);

/** POST /staff/api/reports/:id/take-down-message: a kept message of the reported member taken down with this report. */
export const takeDownReportedMessage = defineAction(
  'report-take-down-message',
  ({ id, message_id }: { id: number; message_id: number; name: string }) =>
    api<{ report: Report }>('POST', `/staff/api/reports/${id}/take-down-message`, { message_id }),
);
