import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CampaignSegment } from '../../../common/rules/campaigns.ts';
// A declared read model (scripts/check-owners.mjs): who a segment holds is one query over the
// members, their profiles and their orders, and never writes them.
import { members } from '../members/schema.ts';
import { profiles } from '../profiles/schema.ts';
import { payments } from '../payments/schema.ts';
import { campaignDeliveries } from './schema.ts';

const DAY_MS = 86_400_000;

/**
 * The members of a site a segment holds: active accounts of real people (not fictional, not
 * suspended, banned or deleted) with a profile, narrowed by every field the segment sets.
 */
function segmentWhere(siteId: number, s: CampaignSegment, now: Date): SQL {
  const parts: SQL[] = [
    sql`${members.siteId} = ${siteId}`,
    sql`${members.status} = 'active'`,
    sql`not ${members.fictional}`,
  ];
  if (s.countries?.length)
    parts.push(
      sql`${profiles.country} in (${sql.join(
        s.countries.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (s.language) parts.push(sql`${members.language} = ${s.language}`);
  if (s.paid !== undefined) parts.push(sql`${members.paidUser} = ${s.paid}`);
  if (s.inactive_days)
    parts.push(sql`${members.lastActiveAt} < ${new Date(now.getTime() - s.inactive_days * DAY_MS).toISOString()}`);
  // Bought once: an order that was paid, even if refunded or charged back since.
  if (s.never_bought)
    parts.push(sql`not exists (select 1 from ${payments} where ${payments.memberId} = ${members.id}
      and ${payments.status} in ('paid', 'refunded', 'charged_back'))`);
  return sql.join(parts, sql` and `);
}

export async function segmentCount(
  db: Executor,
  siteId: number,
  s: CampaignSegment,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .where(segmentWhere(siteId, s, now));
  return Number(row?.n ?? 0);
}

/**
 * The next members of the segment the campaign has no delivery row for, lowest id first: the
 * delivery rows are the progress, so a send that stopped anywhere goes on where it stopped.
 */
export async function nextRecipients(
  db: Executor,
  c: { id: number; siteId: number; segment: CampaignSegment },
  limit: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .where(
      and(
        segmentWhere(c.siteId, c.segment, now),
        sql`not exists (select 1 from ${campaignDeliveries}
          where ${campaignDeliveries.campaignId} = ${c.id} and ${campaignDeliveries.memberId} = ${members.id})`,
      ),
    )
    .orderBy(members.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
