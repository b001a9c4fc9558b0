import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { campaignDeliveries, campaigns } from './schema.ts';

/**
 * The campaign mails a member was sent or skipped for, and their clicks, for their data export
 * (decision 052), with each campaign's kind and subject so the rows say what they were.
 */
export async function campaignDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      kind: campaigns.kind,
      subject: campaigns.subject,
      status: campaignDeliveries.status,
      skipReason: campaignDeliveries.skipReason,
      createdAt: campaignDeliveries.createdAt,
      sentAt: campaignDeliveries.sentAt,
      clickedAt: campaignDeliveries.clickedAt,
      clicks: campaignDeliveries.clicks,
      pushOutcome: campaignDeliveries.pushOutcome,
      pushedAt: campaignDeliveries.pushedAt,
    })
    .from(campaignDeliveries)
    .innerJoin(campaigns, eq(campaigns.id, campaignDeliveries.campaignId))
    .where(eq(campaignDeliveries.memberId, memberId))
    .orderBy(asc(campaignDeliveries.campaignId));
  return { campaign_deliveries: rows };
}

/** The final purge (the deletion module): what the member was sent and clicked goes with them. */
export async function eraseCampaignRowsOf(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(campaignDeliveries).where(eq(campaignDeliveries.memberId, memberId));
}
