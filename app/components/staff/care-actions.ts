import type { DiscountCodeCreate, StaffDiscountCode, StaffInvite, StaffOrder } from '../../../common/api/care.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** The writes of the console's member care and codes, all to /staff/api. */

export const resendActivation = defineAction('care-resend-activation', ({ id }: { id: number; email: string }) =>
  api<{ ok: true }>('POST', `/staff/api/members/${id}/resend-activation`),
);

export const endMemberSessions = defineAction('care-end-sessions', ({ id }: { id: number }) =>
  api<{ ended: number }>('POST', `/staff/api/members/${id}/end-sessions`),
);

export const setMemberFictional = defineAction(
  'care-fictional',
  ({ id, fictional }: { id: number; fictional: boolean }) =>
    api<{ fictional: boolean }>('PUT', `/staff/api/members/${id}/fictional`, { fictional }, { idempotent: true }),
);

export const adjustMemberCredits = defineAction(
  'care-credits',
  ({ id, ...body }: { id: number; delta: number; reason: string }) =>
    api<{ credits: number; entry_id: number }>('POST', `/staff/api/members/${id}/credits`, body),
);

export const refundOrder = defineAction('care-refund', ({ orderId }: { orderId: number }) =>
  api<{ order: StaffOrder }>('POST', `/staff/api/orders/${orderId}/refund`),
);

export const blockDirectDebit = defineAction(
  'care-directdebit-block',
  ({
    id,
    ...body
  }: {
    id: number;
    kind: 'iban' | 'phone';
    value?: string;
    saved_method_id?: number;
    reason?: string;
  }) => api<{ kind: 'iban' | 'phone'; already: boolean }>('POST', `/staff/api/members/${id}/direct-debit-block`, body),
);

type Standing = { status: string; suspended_until: string | null };
export const suspendMember = defineAction(
  'care-suspend',
  ({ id, ...body }: { id: number; days: number; reason: string }) =>
    api<Standing>('POST', `/staff/api/members/${id}/suspend`, body),
);
export const banMember = defineAction('care-ban', ({ id, ...body }: { id: number; reason: string }) =>
  api<Standing>('POST', `/staff/api/members/${id}/ban`, body),
);
export const liftRestriction = defineAction('care-lift', ({ id }: { id: number }) =>
  api<Standing>('POST', `/staff/api/members/${id}/lift`),
);

/** The member's e-mail notifications back on (bounce, complaint and unsubscribes cleared); audited. */
export const reenableMemberNotifications = defineAction('care-notifications-reenable', ({ id }: { id: number }) =>
  api<{ cleared: number }>('POST', `/staff/api/members/${id}/notifications-reenable`),
);

/** Make a pending deletion final now (the member asked); audited. */
export const purgeMember = defineAction('care-purge', ({ id }: { id: number }) =>
  api<{ purged_at: string }>('POST', `/staff/api/members/${id}/purge`),
);

export const createDiscountCode = defineAction('codes-create', (body: DiscountCodeCreate) =>
  api<{ code: StaffDiscountCode }>('POST', '/staff/api/codes', body),
);
export const expireDiscountCode = defineAction('codes-expire', ({ id }: { id: number; code: string }) =>
  api<{ code: StaffDiscountCode }>('POST', `/staff/api/codes/${id}/expire`),
);
export const createInvites = defineAction(
  'codes-invites',
  (body: { site_id: number; count: number; expires_at?: string | null }) =>
    api<{ batch: string | null; invites: StaffInvite[] }>('POST', '/staff/api/invites', body),
);
