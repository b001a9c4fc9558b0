import type { PhotoDecision, PhotoReject } from '../../../common/api/photo-inspection.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** The photo inspection's writes, to /staff/api/photos. */

export const approvePhoto = defineAction('photo-approve', ({ id }: { id: number }) =>
  api<PhotoDecision>('POST', `/staff/api/photos/${id}/approve`),
);

export const rejectPhoto = defineAction('photo-reject', ({ id, ...body }: PhotoReject & { id: number }) =>
  api<PhotoDecision>('POST', `/staff/api/photos/${id}/reject`, body),
);

/** An approved photo taken down (from a report): nobody but its owner and staff sees it any more. */
export const takeDownPhoto = defineAction(
  'photo-take-down',
  ({ id, ...body }: PhotoReject & { id: number; n: number; name: string }) => {
    const { n: _n, name: _name, ...payload } = body;
    return api<PhotoDecision>('POST', `/staff/api/photos/${id}/take-down`, payload);
  },
);
