import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type {
  Issuer,
  PaymentMethod,
  PaymentStatus,
  SandboxOutcome,
  SandboxPaymentView,
} from '../../../../common/api/payments.ts';
import type { Database } from '../../../db/client.ts';
import { sandboxMandates, sandboxPayments, sandboxRefunds } from '../schema.ts';
import { ApiError } from '../../../http/errors.ts';
import {
  ProviderError,
  UNPAID_END,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderMethod,
  type ProviderPayment,
  type RecurringPaymentInput,
  type RefundInput,
} from './provider.ts';
import { maskIban } from '../../../../common/rules/iban.ts';

/** The iDEAL banks the sandbox offers, as Mollie names them (id = BIC-like issuer id). */
export const SANDBOX_ISSUERS: Issuer[] = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', name: 'bunq' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_KNABNL2H', name: 'Knab' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
  { id: 'ideal_RBRBNL21', name: 'RegioBank' },
  { id: 'ideal_REVOLT21', name: 'Revolut' },
  { id: 'ideal_SNSBNL2A', name: 'SNS' },
  { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
];

const SANDBOX_CARD_LABEL = 'Visa •••• 4242';
const FINAL: PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'];

type Row = typeof sandboxPayments.$inferSelect;

/**
 * The built-in payment provider (the default): it keeps its own payments, shows its own hosted
 * checkout at /sandbox/checkout/{id} where a tester picks the bank, card or PayPal and the outcome,
 * and then posts `id=…` to our webhook as a real provider does. Nothing is charged.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly deps: { db: Database }) {}

  async listMethods({
    country,
  }: {
    amount: number;
    currency: string;
    country: string;
    locale: string;
  }): Promise<ProviderMethod[]> {
    const methods: ProviderMethod[] = [];
    // iDEAL is the Dutch bank payment; cards and PayPal work everywhere.
    if (country === 'NL') methods.push({ id: 'ideal', description: 'iDEAL', issuers: SANDBOX_ISSUERS });
    methods.push({ id: 'creditcard', description: 'Creditcard', issuers: [] });
    methods.push({ id: 'paypal', description: 'PayPal', issuers: [] });
    methods.push({ id: 'directdebit', description: 'SEPA Direct Debit', issuers: [] });
    return methods;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const id = `tr_sbx_${randomBytes(9).toString('base64url')}`;
    const [row] = await this.deps.db
      .insert(sandboxPayments)
      .values({
        id,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        method: input.method,
        issuer: input.issuer ?? null,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
        customerId: input.customerId ?? null,
        sequenceType: input.sequenceType ?? 'oneoff',
      })
      .returning();
    return this.present(row!, new URL(input.redirectUrl).origin);
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    const row = await this.row(id);
    if (!row) throw new ProviderError(`sandbox: no payment ${id}`, 404);
    return this.present(row, row.redirectUrl ? new URL(row.redirectUrl).origin : null);
  }

  /** An open checkout ends at once (the sandbox is ours); one that ended unpaid already is ended too. */
  async cancelPayment(id: string): Promise<'canceled' | 'not_cancelable'> {
    return this.deps.db.transaction(async (tx) => {
      // Locked, as decide() locks it: a member paying this checkout at the same moment goes first or finds it ended.
      const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
      if (!row) throw new ProviderError(`sandbox: no payment ${id}`, 404);
      const status = row.status as PaymentStatus;
      if (status === 'open') {
        await tx.update(sandboxPayments).set({ status: 'canceled' }).where(eq(sandboxPayments.id, id));
        return 'canceled';
      }
      return UNPAID_END.includes(status) ? 'canceled' : 'not_cancelable';
    });
  }

  /** As Mollie: a request with a known idempotency key gets the first refund back, and no money moves again. */
  async refund(id: string, input: RefundInput): Promise<{ id: string }> {
    return this.deps.db.transaction(async (tx) => {
      // The payment's lock first: a parallel request with the same key then finds the first one's refund.
      const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
      if (input.idempotencyKey) {
        const [known] = await tx
          .select({ id: sandboxRefunds.id })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
        if (known) return known;
      }
      if (!row || row.status !== 'paid') throw new ProviderError('sandbox: only a paid payment can be refunded', 422);
      if (input.amount > row.amount - row.amountRefunded - row.amountChargedBack)
        throw new ProviderError('sandbox: the amount is higher than the amount that can be refunded', 422);
      const refundId = `re_sbx_${randomBytes(6).toString('base64url')}`;
      await tx.insert(sandboxRefunds).values({
        id: refundId,
        paymentId: id,
        idempotencyKey: input.idempotencyKey ?? refundId,
        amount: input.amount,
      });
      await tx
        .update(sandboxPayments)
        .set({ amountRefunded: sql`${sandboxPayments.amountRefunded} + ${input.amount}` })
        .where(eq(sandboxPayments.id, id));
      return { id: refundId };
    });
  }

  async createCustomer(): Promise<{ id: string }> {
    return { id: `cst_sbx_${randomBytes(6).toString('base64url')}` };
  }

  /**
   * The sandbox keeps no customer row (createCustomer only makes an id); what it holds of one is
   * its mandates (the masked IBAN or card label), which go, as Mollie revokes a deleted customer's.
   */
  async deleteCustomer(customerId: string): Promise<'deleted' | 'already_gone'> {
    await this.deps.db.delete(sandboxMandates).where(eq(sandboxMandates.customerId, customerId));
    return 'deleted';
  }

  async createMandate(input: {
    customerId: string;
    accountHolder: string;
    iban: string;
  }): Promise<{ id: string; label: string }> {
    const id = `mdt_sbx_${randomBytes(6).toString('base64url')}`;
    const label = maskIban(input.iban);
    await this.deps.db
      .insert(sandboxMandates)
      .values({ id, customerId: input.customerId, method: 'directdebit', label });
    return { id, label };
  }

  /**
   * A payment on a saved mandate: a card is charged at once (or fails, for a card marked failing);
   * a direct debit stays pending until the tester settles or reverses it on the checkout page.
   */
  async createRecurringPayment(input: RecurringPaymentInput): Promise<ProviderPayment> {
    const [mandate] = await this.deps.db.select().from(sandboxMandates).where(eq(sandboxMandates.id, input.mandateId));
    if (!mandate || mandate.customerId !== input.customerId) throw new ProviderError('sandbox: unknown mandate', 404);
    const status: PaymentStatus =
      mandate.method === 'directdebit' ? 'pending' : mandate.failRecurring ? 'failed' : 'paid';
    const id = `tr_sbx_${randomBytes(9).toString('base64url')}`;
    const [row] = await this.deps.db
      .insert(sandboxPayments)
      .values({
        id,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        method: mandate.method,
        status,
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
        customerId: input.customerId,
        mandateId: mandate.id,
        sequenceType: 'recurring',
      })
      .returning();
    return this.present(row!, null);
  }

  // The hosted checkout (/sandbox/checkout/{id}) ---------------------------------------------------

  async view(
    id: string,
    methods: { id: PaymentMethod; name: string; issuers: Issuer[] }[],
  ): Promise<SandboxPaymentView> {
    const row = await this.row(id);
    if (!row) throw new ApiError(404, 'not_found', 'payments.server.sandbox.unknown');
    return {
      id: row.id,
      description: row.description,
      amount: { amount: row.amount, currency: row.currency },
      method: (row.method as PaymentMethod | null) ?? null,
      issuer: row.issuer,
      status: row.status as PaymentStatus,
      methods,
      redirect_url: row.redirectUrl ?? '/transactions',
    };
  }

  /**
   * The tester's choice: the new status is stored, then our webhook is called, as a provider would.
   * Only the member whose order the payment is for (`metadata.member_id`) decides; anyone else is
   * told it does not exist. One decision per payment: the row is locked while it is decided, so of
   * several at once the first wins and the others find it decided (409). Leaving it open
   * ('pending') decides nothing.
   */
  async decide(input: SandboxOutcome, memberId: number): Promise<{ redirect_url: string }> {
    const row = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, input.id)).for('update');
      if (!row || row.metadata?.member_id !== memberId)
        throw new ApiError(404, 'not_found', 'payments.server.sandbox.unknown');
      const status = row.status as PaymentStatus;
      if (input.outcome === 'charged_back') {
        if (status !== 'paid') throw new ApiError(409, 'invalid_state', 'payments.server.sandbox.notPaid');
        if (row.amountChargedBack > 0) throw new ApiError(409, 'invalid_state', 'payments.server.sandbox.final');
        await tx.update(sandboxPayments).set({ amountChargedBack: row.amount }).where(eq(sandboxPayments.id, row.id));
        return row;
      }
      if (FINAL.includes(status)) throw new ApiError(409, 'invalid_state', 'payments.server.sandbox.final');
      if (input.method === 'ideal' && input.outcome === 'paid' && !SANDBOX_ISSUERS.some((i) => i.id === input.issuer)) {
        throw new ApiError(400, 'invalid_input', 'payments.server.sandbox.chooseBank');
      }
      const next: PaymentStatus =
        input.outcome === 'pending' ? (input.method === 'directdebit' ? 'pending' : 'open') : input.outcome;
      let mandateId = row.mandateId;
      // A first card payment leaves a mandate for repeat orders, as Mollie's sequenceType first does.
      if (
        next === 'paid' &&
        input.method === 'creditcard' &&
        row.sequenceType === 'first' &&
        row.customerId &&
        !mandateId
      ) {
        mandateId = `mdt_sbx_${randomBytes(6).toString('base64url')}`;
        await tx
          .insert(sandboxMandates)
          .values({ id: mandateId, customerId: row.customerId, method: 'creditcard', label: SANDBOX_CARD_LABEL });
      }
      await tx
        .update(sandboxPayments)
        .set({
          status: next,
          method: input.method,
          issuer: input.method === 'ideal' ? (input.issuer ?? null) : null,
          mandateId,
        })
        .where(eq(sandboxPayments.id, row.id));
      return row;
    });
    // After the commit: the webhook reads what was decided.
    await this.notify(row.webhookUrl, row.id);
    return { redirect_url: row.redirectUrl ?? '/transactions' };
  }

  private async notify(webhookUrl: string, id: string): Promise<void> {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
    // A provider retries a failed webhook later; the member's status page asks us anyway.
    await res.arrayBuffer();
  }

  private async row(id: string): Promise<Row | undefined> {
    const [row] = await this.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  private async present(row: Row, origin: string | null): Promise<ProviderPayment> {
    let status = row.status as PaymentStatus;
    if (status === 'paid' && row.amountChargedBack > 0) status = 'charged_back';
    else if (status === 'paid' && row.amountRefunded >= row.amount) status = 'refunded';
    let bank: string | null = null;
    if (row.method === 'ideal') bank = SANDBOX_ISSUERS.find((i) => i.id === row.issuer)?.name ?? null;
    else if (row.mandateId) {
      const [m] = await this.deps.db
        .select({ label: sandboxMandates.label })
        .from(sandboxMandates)
        .where(eq(sandboxMandates.id, row.mandateId));
      bank = m?.label ?? null;
    } else if (row.method === 'creditcard' && status === 'paid') bank = SANDBOX_CARD_LABEL;
    return {
      id: row.id,
      status,
      amount: row.amount,
      currency: row.currency,
      method: (row.method as PaymentMethod | null) ?? null,
      bank,
      metadata: row.metadata ?? null,
      checkoutUrl:
        origin && (status === 'open' || status === 'pending') && row.sequenceType !== 'recurring'
          ? `${origin}/sandbox/checkout/${row.id}`
          : null,
      mandateId: row.mandateId,
      customerId: row.customerId,
      amountRefunded: row.amountRefunded,
      amountChargedBack: row.amountChargedBack,
    };
  }
}
