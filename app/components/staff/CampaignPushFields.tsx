import { CAMPAIGN_PUSH_BODY_MAX, CAMPAIGN_PUSH_TITLE_MAX, type CampaignPush } from '../../../common/rules/campaigns.ts';
import { useT } from '../../lib/i18n.tsx';

/** The push of a campaign, as typed: both empty is no push. */
export function campaignPushOf(push: CampaignPush): CampaignPush | undefined {
  const title = push.title.trim();
  const body = push.body.trim();
  return title && body ? { title, body } : undefined;
}

/**
 * The compose form's optional push (decision 052): a short title and text, sent by web push to the
 * members of the segment who want the kind by push. Both or neither: one alone is required of the other.
 */
export function CampaignPushFields({ value, onChange }: { value: CampaignPush; onChange: (v: CampaignPush) => void }) {
  const t = useT();
  const either = value.title.trim() !== '' || value.body.trim() !== '';
  return (
    <fieldset className="border rounded p-2">
      <legend className="form-label small mb-0 float-none w-auto px-1">{t('staff.campaigns.push.legend')}</legend>
      <p className="form-text mt-0" id="campaign-push-help">
        {t('staff.campaigns.push.help')}
      </p>
      <div className="row g-2">
        <div className="col-md-5">
          <label className="form-label small" htmlFor="campaign-push-title">
            {t('staff.campaigns.push.title')}
          </label>
          <input
            id="campaign-push-title"
            className="form-control form-control-sm"
            maxLength={CAMPAIGN_PUSH_TITLE_MAX}
            required={either}
            aria-describedby="campaign-push-help"
            value={value.title}
            onChange={(e) => onChange({ ...value, title: e.target.value })}
          />
        </div>
        <div className="col-md-7">
          <label className="form-label small" htmlFor="campaign-push-body">
            {t('staff.campaigns.push.body')}
          </label>
          <input
            id="campaign-push-body"
            className="form-control form-control-sm"
            maxLength={CAMPAIGN_PUSH_BODY_MAX}
            required={either}
            value={value.body}
            onChange={(e) => onChange({ ...value, body: e.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
