import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatus, PaymentView } from '../../../common/api/payments.ts';
import type { Database, Executor } from '../../db/client.ts';
import { commitTopic, emitAfterCommit } from '../../db/committed.ts';
import { ApiError } from '../../http/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { hasEntry, postLedgerEntry, reverse } from '../credits/index.ts';
import { endPaidUser, markPaidUser, type MemberView } from '../members/index.ts';
import type { DiscountService } from './discounts.ts';
import { presentPayment, type PaymentRow } from './presenter.ts';
import { callProvider, liveProvider } from './provider-calls.ts';
import { ProviderError, UNPAID_END, type PaymentProvider, type ProviderPayment } from './providers/provider.ts';
import { payments, savedMethods } from './schema.ts';

/** Written in the transaction that applies the provider's word to an order: the order before and after. */
export type OrderRecord = (tx: Executor, before: PaymentRow, after: PaymentRow) => Promise<void>;

/**
 * Emitted after the commit that granted a paid order's credits (attribution's postbacks, decision
 * 051). `first`: no other order of the member had been paid when this one was granted.
 */
export const ORDER_PAID = commitTopic<{
  orderId: number;
  memberId: number;
  amount: number;
  currency: string;
  first: boolean;
}>('order_paid');

/** Runs in the transaction that grants an order's credits (the receipt's job, wired in server/services.ts). */
export type OrderGranted = (tx: Executor, orderId: number) => Promise<void>;

/**
 * A refund claim older than this whose provider call never finished (the process stopped in between)
 * may be claimed again; the idempotency key keeps the provider from refunding twice.
 */
export const REFUND_CLAIM_STALE_MINUTES = 10;

/** One key per order: its full refund is one operation at the provider, however often it is asked. */
export function refundIdempotencyKey(orderId: number): string {
  return `klik-order-${orderId}-refund`;
}

/** Orders the provider has not decided yet. */
export const OPEN: PaymentStatus[] = ['open', 'pending'];

/**
 * When an order left open counts as abandoned (decision 012): well after the providers' own
 * checkout sessions end (Mollie: 15 minutes to 3 hours for iDEAL, cards and PayPal), so the
 * provider has always decided first; a direct debit settles a few business days after it is made
 * and can still fail days later, so it gets two weeks.
 */
export const ORDER_EXPIRY_HOURS = { checkout: 24, directdebit: 14 * 24 } as const;

/**
 * How far a payment has come: a status fetched before another request settled the order must not
 * move it back (a paid order read as open by a slower request stays paid).
 */
const STATUS_STAGE: Record<PaymentStatus, number> = {
  open: 0,
  pending: 0,
  failed: 1,
  canceled: 1,
  expired: 1,
  paid: 1,
  refunded: 2,
  charged_back: 2,
};

/**
 * The order's status after the provider reported `reported`: never a step back. A member's own
 * cancel stays the order's end unless the provider says it was paid after all (its checkout expiring
 * later is not news to the member).
 */
export function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === 'canceled' && UNPAID_END.includes(reported)) return current;
  return STATUS_STAGE[reported] >= STATUS_STAGE[current] ? reported : current;
}

/**
 * Settlement: the provider's word on an order, applied under a lock on the order row. The credits of
 * a paid order are one ledger entry with the business key `payment:{id}` (so at most once, however
 * often and concurrently the webhook comes); a refund or chargeback is a reversal of it (the ledger's
 * `reverse`), once per kind. Premium comes with the first paid order.
 */
export class Settlement {
  constructor(
    private readonly deps: {
      db: Database;
      provider: PaymentProvider;
      discounts: DiscountService;
      bus: EventBus;
      log: FastifyBaseLogger;
      onGranted?: OrderGranted;
    },
  ) {}

  /**
   * POST /api/payment-webhook.php: the webhook names a payment id and nothing else is believed.
   * Unknown ids (or ids the provider does not know) change nothing.
   */
  async webhook(providerPaymentId: string): Promise<void> {
    if (this.deps.provider.name === 'none') return;
    const [order] = await this.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, liveProvider(this.deps.provider).name),
          eq(payments.providerPaymentId, providerPaymentId),
        ),
      );
    if (!order) return;
    await this.sync(order.id, true);
  }

  /**
   * Asks the provider for the order's payment and applies what it says. `strict` (the webhook):
   * a provider that does not answer is an error, so that it sends the webhook again later.
   */
  async sync(orderId: number, strict = false, record?: OrderRecord): Promise<PaymentRow> {
    const [order] = await this.deps.db.select().from(payments).where(eq(payments.id, orderId));
    if (!order) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    if (!order.providerPaymentId) return order;
    let provided: ProviderPayment;
    try {
      provided = await this.deps.provider.getPayment(order.providerPaymentId);
    } catch (err) {
      if (err instanceof ProviderError) {
        this.deps.log.warn({ err, order: order.id }, 'the provider did not answer for this payment');
        if (strict) throw new ApiError(503, 'provider_unavailable', 'payments.server.providerDown');
        return order;
      }
      throw err;
    }
    // The provider's record must be this order's (a crafted id of another order changes nothing).
    if (provided.metadata && provided.metadata.order_id !== order.id) return order;
    return this.apply(order.id, provided, record);
  }

  /**
   * `record` runs last in the transaction that applies the provider's word (a staff action's audit row).
   * `holdDiscount`: an unpaid end that keeps the order's reserved code (the member's own cancel of a
   * checkout the provider still holds open, see cancelOpen).
   */
  async apply(
    orderId: number,
    provided: Pick<ProviderPayment, 'status' | 'bank' | 'method' | 'mandateId' | 'customerId'>,
    record?: OrderRecord,
    options: { holdDiscount?: boolean } = {},
  ): Promise<PaymentRow> {
    const events: { memberId: number; credits: number; paidUser: boolean }[] = [];
    let changed = false;
    const row = await this.deps.db.transaction(async (tx) => {
      // A deadlock or serialization failure runs this callback again (db/resilience.ts): what a
      // rolled-back attempt queued must not be published.
      events.length = 0;
      const [order] = await tx.select().from(payments).where(eq(payments.id, orderId)).for('update');
      if (!order) throw new Error(`payments: order ${orderId} vanished`);
      const status = nextStatus(order.status, provided.status);
      changed = status !== order.status;
      const granted = await hasEntry(tx, `payment:${order.id}`);
      const patch: Partial<PaymentRow> = {
        status,
        updatedAt: new Date(),
        bank: provided.bank ?? order.bank,
        method: provided.method ?? order.method,
      };

      if ((status === 'paid' || status === 'refunded' || status === 'charged_back') && !granted) {
        const booked = await postLedgerEntry(tx, {
          memberId: order.memberId,
          delta: order.credits,
          kind: 'purchase',
          businessKey: `payment:${order.id}`,
          details: { payment_id: order.id, amount: order.amount, currency: order.currency },
        });
        await markPaidUser(tx, order.memberId);
        if (order.discountCode)
          await this.deps.discounts.redeem(tx, order.siteId, order.discountCode, order.memberId, order.id);
        patch.paidAt = new Date();
        // In this transaction: the receipt exists exactly when the grant does.
        await this.deps.onGranted?.(tx, order.id);
        const [earlier] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(eq(payments.memberId, order.memberId), isNotNull(payments.paidAt), sql`${payments.id} <> ${order.id}`),
          )
          .limit(1);
        await emitAfterCommit(tx, ORDER_PAID, {
          orderId: order.id,
          memberId: order.memberId,
          amount: order.amount,
          currency: order.currency,
          first: !earlier,
        });
        events.push({ memberId: order.memberId, credits: booked.balance, paidUser: true });
        if (order.saveMethod && provided.mandateId && provided.customerId) {
          const [saved] = await tx
            .insert(savedMethods)
            .values({
              memberId: order.memberId,
              provider: order.provider,
              customerId: provided.customerId,
              mandateId: provided.mandateId,
              method: 'creditcard',
              label: provided.bank ?? 'Creditcard',
            })
            .onConflictDoNothing()
            .returning({ id: savedMethods.id });
          if (saved) patch.savedMethodId = saved.id;
        }
      }
      if (UNPAID_END.includes(status) && order.discountCode && !options.holdDiscount)
        await this.deps.discounts.release(tx, order.id);
      if (status === 'refunded' || status === 'charged_back') {
        const kind = status === 'refunded' ? 'refund' : 'chargeback';
        const booked = await reverse(tx, {
          memberId: order.memberId,
          grantKey: `payment:${order.id}`,
          granted: order.credits,
          kind,
          details: { payment_id: order.id },
        });
        if (booked) {
          let paidUser = true;
          if (kind === 'chargeback') {
            // A reversed direct debit or a chargeback also ends the saved mandate.
            if (order.savedMethodId)
              await tx.update(savedMethods).set({ revoked: true }).where(eq(savedMethods.id, order.savedMethodId));
            // Premium comes with a paid order: when the bank took back the only one, the member never
            // paid (a direct debit on someone else's IBAN, reversed weeks later, left Premium for good).
            const [otherPaid] = await tx
              .select({ id: payments.id })
              .from(payments)
              .where(
                and(
                  eq(payments.memberId, order.memberId),
                  eq(payments.status, 'paid'),
                  sql`${payments.id} <> ${order.id}`,
                ),
              )
              .limit(1);
            if (!otherPaid) {
              await endPaidUser(tx, order.memberId);
              paidUser = false;
            }
          }
          events.push({ memberId: order.memberId, credits: booked.balance, paidUser });
        }
      }
      const [updated] = await tx.update(payments).set(patch).where(eq(payments.id, order.id)).returning();
      await record?.(tx, order, updated!);
      return updated!;
    });
    for (const e of events)
      await this.deps.bus.publish([e.memberId], { type: 'credits', credits: e.credits, paid_user: e.paidUser });
    // The payment return page shows the order's new status from this event instead of polling.
    if (changed) await this.deps.bus.publish([row.memberId], { type: 'order', payment: presentPayment(row) });
    return row;
  }

  /** GET /api/payments.php?id=: the order, asking the provider first while it is still open. */
  async status(member: MemberView, orderId: number): Promise<PaymentView> {
    const [order] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, orderId), eq(payments.memberId, member.id)));
    if (!order) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    // A webhook may not reach a development machine; the member's own page asks instead.
    const current = OPEN.includes(order.status) ? await this.sync(order.id) : order;
    return presentPayment(current);
  }

  /**
   * POST /api/payment-cancel.php: the member gives up an order left open at the
   * provider's checkout. The provider is asked first, so one paid meanwhile is applied as paid and
   * refused here; otherwise it is cancelled and its reserved discount code is free again. A direct
   * debit or repeat order was already handed to the bank and is not the member's to cancel here.
   * (Should the provider still report it paid later, the credits are granted, as for an expired one.)
   * The provider is asked to end the checkout. Where it did, the once-per-member code is free at once
   * for the next order; where it may not (Mollie, depending on the method) or does not answer, the
   * code stays reserved until the provider ends that checkout (its webhook, or the expiry job): the
   * checkout can still be paid, and releasing the code then let a member cancel, order again with the
   * same code and pay both checkouts, each discounted (decision 008: one order at a time holds such a code).
   */
  async cancelOpen(member: MemberView, orderId: number): Promise<PaymentView> {
    const [order] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, orderId), eq(payments.memberId, member.id)));
    if (!order) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    if (order.recurring || order.method === 'directdebit' || !order.checkoutUrl)
      throw new ApiError(409, 'not_cancellable', 'payments.server.notCancellable');
    const current = OPEN.includes(order.status) ? await this.sync(order.id) : order;
    if (!OPEN.includes(current.status)) throw new ApiError(409, 'order_settled', 'payments.server.orderSettled');
    const ended = current.providerPaymentId ? await this.endCheckout(current.id, current.providerPaymentId) : true;
    return presentPayment(
      await this.apply(
        order.id,
        { status: 'canceled', bank: current.bank, method: current.method, mandateId: null, customerId: null },
        undefined,
        { holdDiscount: !ended },
      ),
    );
  }

  /** Whether the provider ended the checkout; one that may not, or does not answer, is still open there. */
  private async endCheckout(orderId: number, providerPaymentId: string): Promise<boolean> {
    try {
      return (await this.deps.provider.cancelPayment(providerPaymentId)) === 'canceled';
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      this.deps.log.warn({ err, order: orderId }, 'the provider did not end this checkout');
      return false;
    }
  }

  /**
   * Refunds a paid order in full: the provider is asked to refund, then its word is applied (the
   * credits go back through the ledger's reversal). `record` (the staff console's audit row) is
   * written in the transaction that applies it, or on its own when the provider cannot be read back
   * at once (the refund was asked all the same; the webhook applies it later).
   */
  async refund(orderId: number, record?: OrderRecord): Promise<PaymentView> {
    const order = await this.claimRefund(orderId);
    const paymentId = order.providerPaymentId!;
    let refundId: string;
    try {
      ({ id: refundId } = await callProvider(
        this.deps.log,
        () =>
          this.deps.provider.refund(paymentId, {
            amount: order.amount,
            currency: order.currency,
            description: `Refund order ${order.id}`,
            idempotencyKey: refundIdempotencyKey(order.id),
          }),
        'a refund',
      ));
    } catch (err) {
      // The provider refused or did not answer: the order is free to be refunded again (the same
      // idempotency key makes a retry harmless should the first request have reached it after all).
      await this.deps.db
        .update(payments)
        .set({ refundClaimedAt: null })
        .where(and(eq(payments.id, order.id), isNull(payments.providerRefundId)));
      throw err;
    }
    await this.deps.db.update(payments).set({ providerRefundId: refundId }).where(eq(payments.id, order.id));
    let recorded = false;
    const synced = await this.sync(
      order.id,
      false,
      record &&
        (async (tx, before, after) => {
          recorded = true;
          await record(tx, before, after);
        }),
    );
    if (record && !recorded) await this.deps.db.transaction((tx) => record(tx, order, synced));
    return presentPayment(synced);
  }

  /**
   * Claims a paid order for one refund in one conditional UPDATE, before the provider is asked:
   * of parallel refunds one wins and the others get a 409 (decision 035). A claim whose request
   * never finished (the process stopped) may be taken again after REFUND_CLAIM_STALE_MINUTES.
   */
  private async claimRefund(orderId: number): Promise<PaymentRow> {
    const stale = new Date(Date.now() - REFUND_CLAIM_STALE_MINUTES * 60_000);
    const [claimed] = await this.deps.db
      .update(payments)
      .set({ refundClaimedAt: new Date() })
      .where(
        and(
          eq(payments.id, orderId),
          eq(payments.status, 'paid'),
          isNotNull(payments.providerPaymentId),
          isNull(payments.providerRefundId),
          or(isNull(payments.refundClaimedAt), lt(payments.refundClaimedAt, stale)),
        ),
      )
      .returning();
    if (claimed) return claimed;
    const [order] = await this.deps.db.select().from(payments).where(eq(payments.id, orderId));
    if (!order) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    if (order.status === 'paid' && order.providerPaymentId)
      throw new ApiError(409, 'refund_in_progress', 'payments.server.refundInProgress');
    throw new ApiError(409, 'not_refundable', 'payments.server.notRefundable');
  }

  /** The provider refused or could not be reached before the member paid: failed, code released. */
  async failOrder(orderId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, orderId));
      await this.deps.discounts.release(tx, orderId);
    });
  }

  /**
   * The job `payments.expire-orders`: orders left open past ORDER_EXPIRY_HOURS. The provider is
   * asked first, so a payment it settled meanwhile is applied as it says; one it still calls open,
   * or does not know, expires here and frees its reserved code. A provider that does not answer
   * leaves the order for the next run. (Should the provider later report it paid after all, the
   * credits are granted: an expired order may still become paid.) Orders the member cancelled that
   * still hold their code (cancelOpen) are asked about the same way and free it here. Returns how
   * many expired.
   */
  async expireAbandoned(now = new Date()): Promise<number> {
    const before = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const stale = await this.deps.db
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(
        and(
          or(
            inArray(payments.status, OPEN),
            and(eq(payments.status, 'canceled'), this.deps.discounts.holdsCode(payments.id)),
          ),
          sql`${payments.createdAt} < case when ${payments.method} = 'directdebit' then ${before(ORDER_EXPIRY_HOURS.directdebit).toISOString()}::timestamptz else ${before(ORDER_EXPIRY_HOURS.checkout).toISOString()}::timestamptz end`,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(500);
    let expired = 0;
    for (const order of stale) {
      let provided: ProviderPayment | null = null;
      // With payments off (provider 'none') nobody can be asked: an open order that old is expired,
      // which also frees its discount code.
      if (order.providerPaymentId && this.deps.provider.name !== 'none') {
        try {
          provided = await this.deps.provider.getPayment(order.providerPaymentId);
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          if (err.status !== 404) {
            this.deps.log.warn(
              { err, order: order.id },
              'expiring orders: the provider did not answer; trying again next run',
            );
            continue;
          }
        }
        if (provided?.metadata && provided.metadata.order_id !== order.id) provided = null;
      }
      const settled = provided && !OPEN.includes(provided.status);
      // An order the member cancelled stays cancelled (nextStatus), its code free now.
      const row = await this.apply(
        order.id,
        settled
          ? provided!
          : {
              status: 'expired',
              bank: provided?.bank ?? null,
              method: provided?.method ?? null,
              mandateId: null,
              customerId: null,
            },
      );
      if (row.status === 'expired') expired += 1;
    }
    return expired;
  }
}
