/**
 * The campaigns module's public surface (scripts/check-owners.mjs; decision 052): it owns
 * `campaigns` and `campaign_deliveries`.
 */
export { CampaignService, CAMPAIGN_JOB, clickToken, readClickToken, type CampaignDeps } from './service.ts';
export { campaignRoutes } from './routes.ts';
export { campaignDataOf, eraseCampaignRowsOf } from './member-data.ts';
