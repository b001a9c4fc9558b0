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
