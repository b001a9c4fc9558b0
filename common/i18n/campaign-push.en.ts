import type { campaignPushNl } from './campaign-push.nl.ts';

/** The staff console's campaign push fields (decision 052), English. */
export const campaignPushEn: Record<keyof typeof campaignPushNl, string> = {
  'staff.campaigns.push.legend': 'Also as a push message (optional)',
  'staff.campaigns.push.help':
    'Goes to members who want this kind by push and have subscribed a device; opens the text’s first link. News has no push.',
  'staff.campaigns.push.title': 'Push title',
  'staff.campaigns.push.body': 'Push message',
  'staff.campaigns.push.figures': '{pushed} by push',
};
