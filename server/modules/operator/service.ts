import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { awaitingFictionalReply, type DeliveredMessage } from '../chat/index.ts';
import { isFictionalSql, siteOfMember } from '../members/index.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';
import { eraseNotesAbout, notesAbout } from './notes.ts';
import type { SiteDirectory } from '../sites/index.ts';

/** How long a claimed conversation stays an operator's without a sign of life (decision 046). */
export const OPERATOR_LEASE_SECONDS = 180;

/** A conversation an operator holds: who wrote, to which persona, on which site, waiting since when. */
export interface ClaimedConversation {
  conversationId: number;
  siteId: number;
  personaId: number;
  memberId: number;
  waitingSince: Date;
  leaseUntil: Date;
}

interface ClaimRow {
  conversation_id: number;
  site_id: number;
  persona_id: number;
  member_id: number;
  waiting_since: string | Date;
  lease_until: string | Date;
}

const present = (r: ClaimRow): ClaimedConversation => ({
  conversationId: Number(r.conversation_id),
  siteId: Number(r.site_id),
  personaId: Number(r.persona_id),
  memberId: Number(r.member_id),
  waitingSince: new Date(r.waiting_since),
  leaseUntil: new Date(r.lease_until),
});

/**
 * The operators' queue (decision 046): conversations in which a member wrote to a fictional profile
 * and waits for its answer, oldest wait first. An operator claims the next one with a lease; two
 * operators never hold the same conversation (FOR UPDATE SKIP LOCKED on the queue's head), and a
 * lease that runs out puts it back without anyone releasing it.
 */
export class OperatorQueue {
  constructor(private readonly deps: { db: Database; sites?: Pick<SiteDirectory, 'all'> }) {}

  /**
   * The next waiting conversation for this operator, on the sites it works on (null: every site),
   * held until `leaseSeconds` from now; the conversation it held before is let go. Null when none waits.
   */
  async claimNext(
    staffId: number,
    scope: SiteScope,
    leaseSeconds = OPERATOR_LEASE_SECONDS,
  ): Promise<ClaimedConversation | null> {
    if (scope && scope.length === 0) return null;
    const sites = scope ? sql`and site_id = any(${`{${scope.join(',')}}`}::int[])` : sql``;
    // One statement, one round trip: the conversation held before is let go in a CTE. Both parts
    // read the statement's snapshot, in which that one is still leased, so it is never the new claim;
    // one whose lease ran out is left to the claim (a row is never changed twice in one statement).
    const [row] = await queryRows<ClaimRow>(
      this.deps.db,
      sql`with let_go as (
            update operator_queue set claimed_by = null, lease_until = null, updated_at = now()
            where claimed_by = ${staffId} and lease_until >= now())
          update operator_queue q
            set claimed_by = ${staffId}, lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
          where q.conversation_id = (
            select conversation_id from operator_queue
            where waiting_since is not null and (lease_until is null or lease_until < now()) ${sites}
            order by waiting_since, conversation_id
            limit 1
            for update skip locked)
          returning q.conversation_id, q.site_id, q.persona_id, q.member_id, q.waiting_since, q.lease_until`,
    );
    return row ? present(row) : null;
  }

  /** The operator is still at it (typing): the lease runs `leaseSeconds` from now. False when it is no longer theirs. */
  async renew(staffId: number, conversationId: number, leaseSeconds = OPERATOR_LEASE_SECONDS): Promise<boolean> {
    const rows = await queryRows<{ conversation_id: number }>(
      this.deps.db,
      sql`update operator_queue set lease_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
          where conversation_id = ${conversationId} and claimed_by = ${staffId} and lease_until >= now()
          returning conversation_id`,
    );
    return rows.length > 0;
  }

  /** The operator leaves the conversation unanswered: back to the queue at once, at its old place. */
  async release(staffId: number, conversationId: number): Promise<void> {
    await this.deps.db.execute(
      sql`update operator_queue set claimed_by = null, lease_until = null, updated_at = now()
          where conversation_id = ${conversationId} and claimed_by = ${staffId}`,
    );
  }

  /** A conversation's row: its site, persona and member, and who holds it now (an unexpired lease). */
  async entry(conversationId: number) {
    const [row] = await queryRows<{
      site_id: number;
      persona_id: number;
      member_id: number;
      holder: number | null;
      lease_until: string | Date | null;
      waiting_since: string | Date | null;
    }>(
      this.deps.db,
      sql`select site_id, persona_id, member_id, case when lease_until >= now() then claimed_by end as holder, lease_until, waiting_since
          from operator_queue where conversation_id = ${conversationId}`,
    );
    if (!row) return null;
    return {
      siteId: Number(row.site_id),
      personaId: Number(row.persona_id),
      memberId: Number(row.member_id),
      holder: row.holder === null ? null : Number(row.holder),
      leaseUntil: row.lease_until ? new Date(row.lease_until) : null,
      waitingSince: row.waiting_since ? new Date(row.waiting_since) : null,
    };
  }

  /**
   * The persona conversations most recently active on these sites (a supervisor's list to read them
   * back), optionally of one persona: who holds each now, whether and since when the member waits.
   */
  async recent(scope: SiteScope, personaId?: number, limit = 50) {
    if (scope && scope.length === 0) return [];
    const sites = scope ? sql`and site_id = any(${`{${scope.join(',')}}`}::int[])` : sql``;
    const persona = personaId ? sql`and persona_id = ${personaId}` : sql``;
    const rows = await queryRows<{
      conversation_id: number;
      site_id: number;
      persona_id: number;
      member_id: number;
      waiting_since: string | Date | null;
      holder: number | null;
      updated_at: string | Date;
    }>(
      this.deps.db,
      sql`select conversation_id, site_id, persona_id, member_id, waiting_since,
                 case when lease_until >= now() then claimed_by end as holder, updated_at
          from operator_queue where true ${sites} ${persona}
          order by updated_at desc, conversation_id desc limit ${limit}`,
    );
    return rows.map((r) => ({
      conversationId: Number(r.conversation_id),
      siteId: Number(r.site_id),
      personaId: Number(r.persona_id),
      memberId: Number(r.member_id),
      waitingSince: r.waiting_since ? new Date(r.waiting_since) : null,
      holder: r.holder === null ? null : Number(r.holder),
      updatedAt: new Date(r.updated_at),
    }));
  }

  /** How many conversations wait on these sites, since when the oldest, and how many past their site's target. */
  async waiting(scope: SiteScope): Promise<{ count: number; oldest: Date | null; late: number }> {
    return waitingForOperators(this.deps.db, scope, await this.targets());
  }

  /** Each site's target answer time in minutes (operator_target_answer_minutes). */
  async targets(): Promise<Map<number, number>> {
    const sites = (await this.deps.sites?.all()) ?? [];
    return new Map(sites.map((s) => [s.id, s.config.operator_target_answer_minutes]));
  }

  /**
   * A message was delivered (the chat's delivery hook): a member's message to a persona puts the
   * conversation in the queue (keeping the oldest wait); the persona's answer takes it out and ends
   * the lease. Between two real members nothing happens.
   */
  async messageDelivered(
    m: Pick<DeliveredMessage, 'conversationId' | 'senderId' | 'recipientId' | 'fictional'>,
  ): Promise<void> {
    // A fresh send says who is fictional (most deliveries, between two real members: no query at all).
    const [pair] = m.fictional
      ? [{ from_persona: m.fictional.sender, to_persona: m.fictional.recipient }]
      : await queryRows<{ from_persona: boolean; to_persona: boolean }>(
          this.deps.db,
          sql`select ${isFictionalSql(sql`${m.senderId}::int`)} as from_persona, ${isFictionalSql(sql`${m.recipientId}::int`)} as to_persona`,
        );
    if (pair?.from_persona) {
      await this.deps.db.execute(
        sql`update operator_queue set waiting_since = null, claimed_by = null, lease_until = null, updated_at = now()
            where conversation_id = ${m.conversationId}`,
      );
      return;
    }
    if (!pair?.to_persona) return;
    // A persona answers on its own site only: the conversation's site is the persona's.
    const siteId = await siteOfMember(this.deps.db, m.recipientId);
    if (siteId === null) return;
    await this.deps.db.execute(
      sql`insert into operator_queue (conversation_id, site_id, persona_id, member_id, waiting_since)
          values (${m.conversationId}, ${siteId}, ${m.recipientId}, ${m.senderId}, now())
          on conflict (conversation_id) do update
            set waiting_since = coalesce(operator_queue.waiting_since, excluded.waiting_since), updated_at = now()`,
    );
  }

  /**
   * Puts back what the delivery hook may have missed (a crash between commit and hook, a held
   * message delivered on activation): every conversation whose last message a member wrote to a
   * persona waits; one the persona answered last does not. Run by the recurring job.
   */
  async sweep(db: Executor = this.deps.db): Promise<number> {
    const awaiting = await awaitingFictionalReply(db);
    for (const a of awaiting)
      await db.execute(
        sql`insert into operator_queue (conversation_id, site_id, persona_id, member_id, waiting_since)
            values (${a.conversationId}, ${a.siteId}, ${a.personaId}, ${a.memberId}, ${a.waitingSince.toISOString()})
            on conflict (conversation_id) do update set waiting_since = excluded.waiting_since, updated_at = now()
            where operator_queue.waiting_since is null or operator_queue.waiting_since > excluded.waiting_since`,
      );
    const ids = awaiting.map((a) => a.conversationId);
    // Answered meanwhile: the last message is the persona's.
    await db.execute(
      sql`update operator_queue set waiting_since = null, claimed_by = null, lease_until = null, updated_at = now()
          where waiting_since is not null and conversation_id <> all(${`{${ids.join(',')}}`}::int[])`,
    );
    return awaiting.length;
  }
}

/**
 * How many conversations wait for an operator on these sites (null: all), since when the oldest, and
 * how many wait longer than their site's target answer time (`targets`: site id → minutes; a site not
 * named counts none late). The inbox's header and the staff overview.
 */
export async function waitingForOperators(
  db: Executor,
  scope: SiteScope,
  targets: ReadonlyMap<number, number> = new Map(),
): Promise<{ count: number; oldest: Date | null; late: number }> {
  if (scope && scope.length === 0) return { count: 0, oldest: null, late: 0 };
  const sites = scope ? sql`and site_id = any(${`{${scope.join(',')}}`}::int[])` : sql``;
  const minutes = JSON.stringify(Object.fromEntries(targets));
  const [row] = await queryRows<{ n: number; oldest: string | Date | null; late: number }>(
    db,
    sql`select count(*)::int as n, min(waiting_since) as oldest,
               count(*) filter (where waiting_since < now() - make_interval(mins => (${minutes}::jsonb ->> site_id::text)::int))::int as late
        from operator_queue where waiting_since is not null ${sites}`,
  );
  return {
    count: Number(row?.n ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
    late: Number(row?.late ?? 0),
  };
}

/**
 * The member's rows for their data export: each conversation with a fictional profile that waited or
 * waits for an answer, since when (which operator held it is the site's own work, not the member's data).
 */
export async function operatorDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const rows = await queryRows<{ conversation_id: number; persona_id: number; waiting_since: string | Date | null }>(
    db,
    sql`select conversation_id, persona_id, waiting_since from operator_queue where member_id = ${memberId} order by conversation_id`,
  );
  return {
    operator_queue: rows.map((r) => ({
      conversationId: Number(r.conversation_id),
      fictionalProfileId: Number(r.persona_id),
      waitingForAnswerSince: r.waiting_since ? new Date(r.waiting_since).toISOString() : null,
    })),
    // What the site's staff noted about the member, as they wrote it (who wrote it is staff's own).
    operator_notes: (await notesAbout(db, memberId)).map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

/** A final deletion: nobody answers the member any more, and the notes about them go. */
export async function eraseOperatorRowsOf(db: Executor, memberId: number): Promise<void> {
  await eraseNotesAbout(db, memberId);
  await db.execute(sql`delete from operator_queue where member_id = ${memberId}`);
}
