import { and, desc, eq } from 'drizzle-orm';
import type { TransactionsPayload } from '../../../common/api/payments.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { entriesOf } from '../credits/index.ts';
import { loadMemberView, type MemberView } from '../members/index.ts';
import type { SiteDirectory } from '../sites/index.ts';
import { presentLedgerEntry, presentPayment } from './presenter.ts';
import { OPEN, type Settlement } from './settlement.ts';
import { payments } from './schema.ts';

/** GET /api/transactions.php: the member's orders and ledger; with an id, that one order. */
export async function memberTransactions(
  deps: { db: Database; sites: SiteDirectory; settlement: Settlement },
  member: MemberView,
  id?: number,
): Promise<TransactionsPayload> {
  const where =
    id === undefined ? eq(payments.memberId, member.id) : and(eq(payments.memberId, member.id), eq(payments.id, id));
  let rows = await deps.db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(200);
  if (id !== undefined) {
    if (!rows[0]) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    if (OPEN.includes(rows[0].status)) rows = [await deps.settlement.sync(rows[0].id)];
  }
  const entries = await entriesOf(deps.db, member.id, 500);
  const fresh = await loadMemberView(deps.db, member.id);
  return {
    payments: rows.map((r) => presentPayment(r)),
    entries: entries.map(presentLedgerEntry),
    credits: fresh?.credits ?? member.credits,
    refund_days: (await deps.sites.byId(member.siteId)).config.refund_days,
  };
}
