import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';
import type { DecisionPayload } from '../../../common/api/appeals.ts';
import { moderationDecisions } from './schema.ts';
import { APPEAL_PAGE, type DecisionGroundKind, type DecisionKind } from '../../../common/rules/decisions.ts';

/**
 * The register of moderation decisions (decision 041). Each restriction's own command records its
 * decision in its transaction (photos: rejection and take-down; accounts: suspension and ban; the
 * report queue: a warning), so the register never claims what did not happen. The statement of
 * reasons mailed after the commit carries a signed link to appeal it.
 */
export type Decision = typeof moderationDecisions.$inferSelect;

export interface DecisionRecord {
  siteId: number;
  memberId: number;
  kind: DecisionKind;
  ground: { kind: DecisionGroundKind; value: string };
  object: { type: 'photo' | 'member' | 'profile_text' | 'message'; id: number };
  content?: string | null;
  reportId?: number | null;
  staffId: number | null;
  endsAt?: Date | null;
  /** Automated means flagged what was decided on (the photo pre-screening); a person decided. */
  automatedDetection?: boolean;
  now?: Date;
}

/** Records a decision in the caller's transaction; its id goes into the statement of reasons' appeal link. */
export async function recordDecision(tx: Executor, d: DecisionRecord): Promise<number> {
  const [row] = await tx
    .insert(moderationDecisions)
    .values({
      siteId: d.siteId,
      memberId: d.memberId,
      kind: d.kind,
      groundKind: d.ground.kind,
      ground: d.ground.value,
      objectType: d.object.type,
      objectId: d.object.id,
      reportId: d.reportId ?? null,
      content: d.content ?? null,
      staffId: d.staffId,
      endsAt: d.endsAt ?? null,
      automatedDetection: d.automatedDetection ?? false,
      ...(d.now ? { createdAt: d.now } : {}),
    })
    .returning({ id: moderationDecisions.id });
  return row!.id;
}

export async function decisionById(db: Executor, id: number): Promise<Decision | null> {
  const [row] = await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id));
  return row ?? null;
}

/** Several decisions by id in one query (a page of appeals; the removal job's question). */
export async function decisionsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Decision>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(moderationDecisions)
    .where(inArray(moderationDecisions.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A member's decisions, newest first (the console's member history). */
export function decisionsOf(db: Executor, memberId: number): Promise<Decision[]> {
  return db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.memberId, memberId))
    .orderBy(desc(moderationDecisions.id));
}

/** The member's latest decision still in force of `kinds` (the ban page's resent appeal link). */
export async function latestDecisionOf(
  db: Executor,
  memberId: number,
  kinds: DecisionKind[],
): Promise<Decision | null> {
  const rows = await db
    .select()
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.memberId, memberId), isNull(moderationDecisions.reversedAt)))
    .orderBy(desc(moderationDecisions.id))
    .limit(20);
  return rows.find((r) => kinds.includes(r.kind)) ?? null;
}

/** Marks a decision reversed (an appeal granted); null when it was reversed already. */
export async function markReversed(tx: Executor, id: number, now = new Date()): Promise<Decision | null> {
  const [row] = await tx
    .update(moderationDecisions)
    .set({ reversedAt: now })
    .where(and(eq(moderationDecisions.id, id), isNull(moderationDecisions.reversedAt)))
    .returning();
  return row ?? null;
}

/** The signed token of a decision's appeal link: whoever holds the mail may appeal, nobody can guess another's. */
export function appealToken(secret: string, decisionId: number): string {
  return `${decisionId}.${sign(secret, String(decisionId))}`;
}

export function readAppealToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, id, mac] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(id);
}

/** The appeal page's link for a decision (relative: the mail resolves it against the member's site). */
export function appealLink(secret: string, decisionId: number): string {
  return `${APPEAL_PAGE}?token=${appealToken(secret, decisionId)}`;
}

function sign(secret: string, body: string): string {
  // 128 bits of HMAC-SHA256, with a purpose of its own so no other signed link can stand in for it.
  return createHmac('sha256', `appeal:${secret}`).update(body).digest('base64url').slice(0, 22);
}

/** The transparency figures: decisions made in [start, end) (local dates of the home time zone), by kind and ground. */
export async function decisionFigures(db: Executor, start: string, end: string) {
  const rows = await queryRows<{
    kind: DecisionKind;
    ground_kind: DecisionGroundKind;
    ground: string;
    count: number;
    automated: number;
    detected: number;
    reversed: number;
  }>(
    db,
    sql`
    select kind, ground_kind,
      case when ground_kind = 'staff_reason' then '' else ground end as ground,
      count(*)::int as count,
      count(*) filter (where automated)::int as automated,
      count(*) filter (where automated_detection)::int as detected,
      count(*) filter (where reversed_at is not null)::int as reversed
    from moderation_decisions
    where created_at >= (${start}::timestamp at time zone ${HOME_TIME_ZONE})
      and created_at < (${end}::timestamp at time zone ${HOME_TIME_ZONE})
    group by 1, 2, 3
    order by 1, 2, 3`,
  );
  return rows.map((r) => ({
    ...r,
    count: Number(r.count),
    automated: Number(r.automated),
    detected: Number(r.detected),
    reversed: Number(r.reversed),
  }));
}

/** A decision as the member's appeal page and the console show it (common/api/appeals.ts). */
export const presentDecision = (d: Decision): DecisionPayload => ({
  id: d.id,
  kind: d.kind,
  ground_kind: d.groundKind,
  ground: d.ground,
  created_at: d.createdAt.toISOString(),
  ends_at: d.endsAt?.toISOString() ?? null,
  reversed: d.reversedAt !== null,
  automated: d.automated,
  automated_detection: d.automatedDetection,
});
