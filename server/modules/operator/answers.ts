import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';

/**
 * The operators' answers (decision 046): who wrote which persona message and how long the member had
 * waited for it. The figures measure speed and volume only; nothing here knows what a member pays.
 */

/** Records an answer once (a retried send that returned the stored message records nothing). True when it was new. */
export async function recordAnswer(
  db: Executor,
  a: { messageId: number; conversationId: number; siteId: number; staffId: number; waitingSince: Date | null },
): Promise<boolean> {
  const rows = await queryRows<{ message_id: number }>(
    db,
    sql`insert into operator_answers (message_id, conversation_id, site_id, staff_id, waited_seconds)
        values (${a.messageId}, ${a.conversationId}, ${a.siteId}, ${a.staffId},
                greatest(0, floor(extract(epoch from now() - coalesce(${a.waitingSince?.toISOString() ?? null}::timestamptz, now()))))::int)
        on conflict (message_id) do nothing
        returning message_id`,
  );
  return rows.length > 0;
}

/** Who wrote these persona messages: message id → staff id (null: the account was removed since). */
export async function writersOf(db: Executor, messageIds: readonly number[]): Promise<Map<number, number | null>> {
  if (messageIds.length === 0) return new Map();
  const rows = await queryRows<{ message_id: number; staff_id: number | null }>(
    db,
    sql`select message_id, staff_id from operator_answers where message_id = any(${`{${messageIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.message_id), r.staff_id === null ? null : Number(r.staff_id)]));
}

export interface AnswerFigures {
  /** Every operator on these sites since then: answers and the median wait of the member. */
  operators: { staffId: number | null; answered: number; medianSeconds: number }[];
  answered: number;
  medianSeconds: number | null;
}

/** Answers on these sites (null: all) since `since`, per operator and together. */
export async function answerFigures(db: Executor, scope: SiteScope, since: Date): Promise<AnswerFigures> {
  if (scope && scope.length === 0) return { operators: [], answered: 0, medianSeconds: null };
  const sites = scope ? sql`and site_id = any(${`{${scope.join(',')}}`}::int[])` : sql``;
  const rows = await queryRows<{ staff_id: number | null; answered: number; median: number | null; whole: boolean }>(
    db,
    sql`select staff_id, count(*)::int as answered,
               percentile_cont(0.5) within group (order by waited_seconds) as median,
               grouping(staff_id) = 1 as whole
        from operator_answers
        where answered_at >= ${since.toISOString()}::timestamptz ${sites}
        group by grouping sets ((staff_id), ())`,
  );
  const whole = rows.find((r) => r.whole);
  return {
    operators: rows
      .filter((r) => !r.whole)
      .map((r) => ({
        staffId: r.staff_id === null ? null : Number(r.staff_id),
        answered: Number(r.answered),
        medianSeconds: Math.round(Number(r.median ?? 0)),
      }))
      .sort((a, b) => b.answered - a.answered),
    answered: Number(whole?.answered ?? 0),
    medianSeconds: whole && Number(whole.answered) > 0 ? Math.round(Number(whole.median)) : null,
  };
}

/** The figures' rows as the console shows them, with each operator's name ('' when the account is gone). */
export async function namedOperators(
  operators: AnswerFigures['operators'],
  staffNames: (ids: number[]) => Promise<Map<number, { name: string }>>,
) {
  const names = await staffNames(operators.map((o) => o.staffId).filter((id): id is number => id !== null));
  return operators.map((o) => ({
    staff_id: o.staffId,
    name: o.staffId === null ? '' : (names.get(o.staffId)?.name ?? ''),
    answered: o.answered,
    median_answer_seconds: o.medianSeconds,
  }));
}
