import type { ReportResolveBody, ReportResolved, MemberStanding } from '../../../common/api/reports.ts';
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
