import type { AppealDecideBody, StaffAppeal } from '../../../common/api/appeals.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** POST /staff/api/appeals/:id/decide: grant (the decision is reversed) or deny; 403 for who decided, 409 when decided. */
export const decideAppeal = defineAction('appeal-decide', ({ id, ...body }: AppealDecideBody & { id: number }) =>
  api<StaffAppeal>('POST', `/staff/api/appeals/${id}/decide`, body),
);
