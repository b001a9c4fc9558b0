import type { CampaignDraft, CampaignInput, CampaignPreview } from '../../../common/api/campaigns.ts';
import type { CampaignSegment } from '../../../common/rules/campaigns.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** POST /staff/api/campaigns/segment-size (admins, decision 052): how many members the segment holds now. */
export const countSegment = defineAction(
  'campaign-segment-size',
  (input: { site_id: number; segment: CampaignSegment }) =>
    api<{ size: number }>('POST', '/staff/api/campaigns/segment-size', input),
);

/** POST /staff/api/campaigns/preview: the mail as a member gets it. */
export const previewCampaign = defineAction('campaign-preview', (draft: CampaignDraft) =>
  api<CampaignPreview>('POST', '/staff/api/campaigns/preview', draft),
);

/** POST /staff/api/campaigns/test: the mail to the staff member's own address; audited. */
export const testCampaign = defineAction('campaign-test', (draft: CampaignDraft) =>
  api<{ ok: true }>('POST', '/staff/api/campaigns/test', draft),
);

/** POST /staff/api/campaigns: scheduled (home time) or sent now; audited. */
export const createCampaign = defineAction('campaign-create', (input: CampaignInput) =>
  api<{ id: number }>('POST', '/staff/api/campaigns', input),
);

/** POST /staff/api/campaigns/:id/cancel: a scheduled or sending campaign stops; audited. */
export const cancelCampaign = defineAction('campaign-cancel', ({ id }: { id: number }) =>
  api<{ ok: true }>('POST', `/staff/api/campaigns/${id}/cancel`, {}),
);
