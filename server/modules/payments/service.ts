import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Bundle,
  CreatedPayment,
  CreatePayment,
  CreditsPayload,
  DiscountCode,
  LedgerEntryView,
  PaymentMethod,
  PaymentMethodsPayload,
  PaymentPhase,
  PaymentStatus,
  PaymentView,
  RepeatOrder,
  RepeatOrderPayload,
  SandboxOutcome,
  SandboxPaymentView,
  SavedMethod,
  TransactionsPayload,
} from '../../../common/api/payments.ts';
import { createTranslator, type MessageKey } from '../../../common/i18n/index.ts';
import type { Locale } from '../../../common/constants.ts';
import type { Database } from '../../db/client.ts';
import { creditBundlePrices, creditBundles, paymentCustomers, payments, savedMethods } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { loadMemberView, markPaidUser, type MemberView } from '../members/index.ts';
import { entriesOf, hasEntry, postLedgerEntry, reverse } from '../credits/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import { discountAmount } from '../../../common/rules/discount.ts';
import { DiscountService } from './discounts.ts';
import { ProviderError, type PaymentProvider, type ProviderPayment } from './providers/provider.ts';
import type { SandboxProvider } from './providers/sandbox.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Where a request came from: the base of the return and webhook URLs, the language of texts. */
export interface PaymentContext {
  site: Site;
  country: string;
  locale: Locale;
  /** e.g. https://klik.example */
  origin: string;
}

const OPEN: PaymentStatus[] = ['open', 'pending'];
/** An order that ended without payment: the code it reserved is free again. */
const UNPAID_END: PaymentStatus[] = ['failed', 'canceled', 'expired'];

/**
 * When an order left open counts as abandoned (decision 012): well after the providers' own
 * checkout sessions end (Mollie: 15 minutes to 3 hours for iDEAL, cards and PayPal), so the
 * provider has always decided first; a direct debit settles a few business days after it is made
 * and can still fail days later, so it gets two weeks.
 */
export const ORDER_EXPIRY_HOURS = { checkout: 24, directdebit: 14 * 24 } as const;

/** A discount for a new order, and whether the member typed it (then a taken code is an error). */
interface OrderDiscount {
  code: DiscountCode;
  typed: boolean;
}

/**
 * How far a payment has come: a status fetched before another request settled the order must not
 * move it back (a paid order read as open by a slower request stays paid).
 */
const STATUS_STAGE: Record<PaymentStatus, number> = { open: 0, pending: 0, failed: 1, canceled: 1, expired: 1, paid: 1, refunded: 2, charged_back: 2 };

/** The order's status after the provider reported `reported`: never a step back. */
export function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  return STATUS_STAGE[reported] >= STATUS_STAGE[current] ? reported : current;
}

/** Spec §4: what the payment screens show for a provider status. */
export function paymentPhase(status: PaymentStatus): PaymentPhase {
  if (status === 'open' || status === 'pending') return 'pending';
  if (status === 'paid' || status === 'refunded' || status === 'charged_back') return 'completed';
  return 'failed';
}

const METHOD_NAME: Record<PaymentMethod, MessageKey> = {
  ideal: 'payments.server.method.ideal',
  creditcard: 'payments.server.method.creditcard',
  paypal: 'payments.server.method.paypal',
  directdebit: 'payments.server.method.directdebit',
};

/**
 * Credits, payments and Premium (issue #7). An order is created here, paid at the provider, and
 * settled by `sync`: the provider's word on the status, applied under a lock on the order row. The
 * credits of a paid order are one ledger entry with the business key `payment:{id}` (so at most
 * once, however often and concurrently the webhook comes); a refund or chargeback is a reversing
 * entry with its own key.
 */
export class PaymentService {
  readonly discounts = new DiscountService();

  constructor(
    private readonly deps: {
      db: Database;
      provider: PaymentProvider;
      /** The built-in provider, when it is the one in use (its checkout page and test controls). */
      sandbox: SandboxProvider | null;
      bus: EventBus;
      log: FastifyBaseLogger;
      sites: SiteDirectory;
      /** PUBLIC_URL: the base of webhook URLs when set (a provider must reach us from outside). */
      publicUrl?: string;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  // ---- bundles and prices -------------------------------------------------------------------

  /**
   * The site's bundles priced for a country: its own price, or the site's first country's when it
   * has none (a member abroad still sees prices), with the discount taken off when given.
   */
  async bundles(site: Site, country: string, discount: DiscountCode | null): Promise<Bundle[]> {
    const rows = await this.db
      .select({ id: creditBundles.id, credits: creditBundles.credits, popular: creditBundles.popular, country: creditBundlePrices.country, currency: creditBundlePrices.currency, amount: creditBundlePrices.amount })
      .from(creditBundles)
      .innerJoin(creditBundlePrices, eq(creditBundlePrices.bundleId, creditBundles.id))
      .where(and(eq(creditBundles.siteId, site.id), eq(creditBundles.active, true)))
      .orderBy(asc(creditBundles.position), asc(creditBundles.id));
    const fallback = site.config.countries[0] ?? 'NL';
    const byBundle = new Map<number, (typeof rows)[number]>();
    const rank = (c: string) => (c === country ? 0 : c === fallback ? 1 : 2);
    for (const r of rows) {
      const have = byBundle.get(r.id);
      if (!have || rank(r.country) < rank(have.country)) byBundle.set(r.id, r);
    }
    return [...byBundle.values()].map((r) => {
      const off = discount && !discount.expired && discount.minimum_order_value <= r.amount ? discountAmount(r.amount, discount.value_percentage) : 0;
      return {
        id: r.id,
        credits: r.credits,
        popular: r.popular,
        price: { amount: r.amount - off, currency: r.currency },
        original_price: off > 0 ? { amount: r.amount, currency: r.currency } : null,
      };
    });
  }

  private async bundle(site: Site, country: string, bundleId: number): Promise<Bundle> {
    const found = (await this.bundles(site, country, null)).find((b) => b.id === bundleId);
    if (!found) throw new ApiError(404, 'bundle_not_found', 'payments.server.bundleNotFound');
    return found;
  }

  /** GET /api/credits.php: /credits, /pricing and /premium. */
  async catalogue(site: Site, member: MemberView | null, country: string): Promise<CreditsPayload> {
    const available = this.deps.provider.name !== 'none';
    const discount = await this.discounts.active(this.db, site, member);
    const bundles = available ? await this.bundles(site, country, discount) : [];
    return {
      purchases_available: available,
      bundles,
      country,
      currency: bundles[0]?.price.currency ?? 'EUR',
      credits: member?.credits ?? null,
      paid_user: member?.paidUser ?? false,
      discount,
      refund_days: site.config.refund_days,
      saved_methods: member?.paidUser ? await this.savedMethodsOf(member.id) : [],
    };
  }

  /** GET /api/paymentmethods.php: the provider's methods for this bundle's price, names translated. */
  async methods(site: Site, country: string, locale: Locale, bundleId: number): Promise<PaymentMethodsPayload> {
    const bundle = await this.bundle(site, country, bundleId);
    const t = createTranslator(locale);
    const methods = await this.deps.provider.listMethods({ amount: bundle.price.amount, currency: bundle.price.currency, country, locale });
    return { methods: methods.map((m) => ({ id: m.id, name: t(METHOD_NAME[m.id]), issuers: m.issuers })) };
  }

  /** GET /api/discountcode.php?code= */
  lookupDiscount(site: Site, member: MemberView | null, code: string): Promise<DiscountCode> {
    return this.discounts.lookup(this.db, site, member, code);
  }

  /** GET /api/discountcode.php?welcome=true */
  welcomeDiscount(site: Site, member: MemberView): Promise<DiscountCode> {
    return this.discounts.welcome(this.db, site, member);
  }

  // ---- checkout -----------------------------------------------------------------------------

  /** POST /api/payments.php: an order for a bundle and the provider's checkout to pay it. */
  async create(member: MemberView, input: CreatePayment, ctx: PaymentContext): Promise<CreatedPayment> {
    if (member.status !== 'active') throw new ApiError(403, 'not_confirmed', 'payments.server.notConfirmed');
    const bundle = await this.bundle(ctx.site, ctx.country, input.bundle_id);
    const price = bundle.price;
    if (input.method === 'ideal') {
      const methods = await this.deps.provider.listMethods({ amount: price.amount, currency: price.currency, country: ctx.country, locale: ctx.locale });
      const ideal = methods.find((m) => m.id === 'ideal');
      if (!ideal) throw new ApiError(400, 'method_unavailable', 'payments.server.methodUnavailable');
      // With iDEAL 2.0 a provider may leave the bank choice to iDEAL's own page (no issuers).
      if (ideal.issuers.length && (!input.issuer || !ideal.issuers.some((i) => i.id === input.issuer))) throw new ApiError(400, 'invalid_input', 'payments.server.chooseBank');
    }
    const discount = await this.orderDiscount(ctx.site, member, input.discount_code, { amount: price.amount, currency: price.currency, country: ctx.country, method: input.method, locale: ctx.locale });
    const saveMethod = input.method === 'creditcard' && input.save_method === true;
    // The customer first: a provider that refuses leaves no order behind.
    const customerId = saveMethod ? await this.customerFor(member) : undefined;
    const order = await this.newOrder(member, ctx, bundle, discount, { method: input.method, issuer: input.issuer ?? null, saveMethod });
    let provided: ProviderPayment;
    try {
      provided = await this.deps.provider.createPayment({
        amount: order.amount,
        currency: order.currency,
        description: this.description(ctx, bundle.credits, order.id),
        method: input.method,
        issuer: input.issuer,
        redirectUrl: `${ctx.origin}/transactions/${order.id}`,
        webhookUrl: this.webhookUrl(ctx.origin),
        locale: ctx.locale,
        country: ctx.country,
        metadata: { order_id: order.id, member_id: member.id },
        customerId,
        sequenceType: customerId ? 'first' : 'oneoff',
      });
    } catch (err) {
      await this.failOrder(order.id);
      this.deps.log.error({ err, order: order.id }, 'creating the payment at the provider failed');
      throw new ApiError(502, 'payment_failed', 'payments.server.providerDown');
    }
    const [stored] = await this.db.update(payments).set({ providerPaymentId: provided.id, checkoutUrl: provided.checkoutUrl, updatedAt: new Date() }).where(eq(payments.id, order.id)).returning();
    if (!provided.checkoutUrl) throw new ApiError(502, 'payment_failed', 'payments.server.providerDown');
    return { payment: this.present(stored!), checkout_url: provided.checkoutUrl };
  }

  private async orderDiscount(site: Site, member: MemberView, code: string | undefined, order: { amount: number; currency: string; country: string; method: PaymentMethod; locale: string }): Promise<OrderDiscount | null> {
    if (code) return { code: await this.discounts.forOrder(this.db, site, member, code, order), typed: true };
    // Without a code typed, the active discount the prices were shown with applies (spec §4).
    const active = await this.discounts.active(this.db, site, member);
    if (!active || active.expired) return null;
    if (active.minimum_order_value > order.amount) return null;
    if (active.paymentmethods.length && !active.paymentmethods.includes(order.method)) return null;
    return { code: active, typed: false };
  }

  private description(ctx: PaymentContext, credits: number, orderId: number): string {
    return createTranslator(ctx.locale)('payments.server.description', { credits, siteName: ctx.site.config.name, id: orderId });
  }

  private webhookUrl(origin: string): string {
    return `${this.deps.publicUrl?.replace(/\/$/, '') ?? origin}/api/payment-webhook.php`;
  }

  /** A provider that refuses or cannot be reached: the member sees a clear error, not a 500. */
  private async provider<T>(work: () => Promise<T>, what: string): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      this.deps.log.error({ err }, `payment provider: ${what} failed`);
      throw new ApiError(502, 'payment_failed', 'payments.server.providerDown');
    }
  }

  /** The provider orders are made with; PAYMENTS=off refuses here, before anything is stored. */
  private get liveProvider(): PaymentProvider & { name: 'sandbox' | 'mollie' } {
    const provider = this.deps.provider;
    if (provider.name === 'none') throw new ApiError(503, 'payments_unavailable', 'payments.server.unavailable');
    return provider as PaymentProvider & { name: 'sandbox' | 'mollie' };
  }

  private async customerFor(member: MemberView): Promise<string> {
    const provider = this.liveProvider.name;
    const [have] = await this.db.select().from(paymentCustomers).where(and(eq(paymentCustomers.memberId, member.id), eq(paymentCustomers.provider, provider)));
    if (have) return have.customerId;
    const created = await this.provider(() => this.deps.provider.createCustomer({ name: member.profile.name, email: member.email, memberId: member.id }), 'creating a customer');
    await this.db.insert(paymentCustomers).values({ memberId: member.id, provider, customerId: created.id }).onConflictDoNothing();
    const [row] = await this.db.select().from(paymentCustomers).where(and(eq(paymentCustomers.memberId, member.id), eq(paymentCustomers.provider, provider)));
    return row!.customerId;
  }

  // ---- settling -----------------------------------------------------------------------------

  /**
   * POST /api/payment-webhook.php: the webhook names a payment id and nothing else is believed.
   * Unknown ids (or ids the provider does not know) change nothing.
   */
  async webhook(providerPaymentId: string): Promise<void> {
    if (this.deps.provider.name === 'none') return;
    const [order] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, this.liveProvider.name), eq(payments.providerPaymentId, providerPaymentId)));
    if (!order) return;
    await this.sync(order.id, true);
  }

  /**
   * Asks the provider for the order's payment and applies what it says. `strict` (the webhook):
   * a provider that does not answer is an error, so that it sends the webhook again later.
   */
  async sync(orderId: number, strict = false): Promise<PaymentRow> {
    const [order] = await this.db.select().from(payments).where(eq(payments.id, orderId));
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
    return this.apply(order.id, provided);
  }

  private async apply(orderId: number, provided: Pick<ProviderPayment, 'status' | 'bank' | 'method' | 'mandateId' | 'customerId'>): Promise<PaymentRow> {
    const events: { memberId: number; credits: number; paidUser: boolean }[] = [];
    let changed = false;
    const row = await this.db.transaction(async (tx) => {
      // A deadlock or serialization failure runs this callback again (db/resilience.ts): what a
      // rolled-back attempt queued must not be published.
      events.length = 0;
      const [order] = await tx.select().from(payments).where(eq(payments.id, orderId)).for('update');
      if (!order) throw new Error(`payments: order ${orderId} vanished`);
      const status = nextStatus(order.status, provided.status);
      changed = status !== order.status;
      const granted = await hasEntry(tx, `payment:${order.id}`);
      const patch: Partial<PaymentRow> = { status, updatedAt: new Date(), bank: provided.bank ?? order.bank, method: provided.method ?? order.method };

      if ((status === 'paid' || status === 'refunded' || status === 'charged_back') && !granted) {
        const booked = await postLedgerEntry(tx, { memberId: order.memberId, delta: order.credits, kind: 'purchase', businessKey: `payment:${order.id}`, details: { payment_id: order.id, amount: order.amount, currency: order.currency } });
        await markPaidUser(tx, order.memberId);
        if (order.discountCode) await this.discounts.redeem(tx, order.siteId, order.discountCode, order.memberId, order.id);
        patch.paidAt = new Date();
        events.push({ memberId: order.memberId, credits: booked.balance, paidUser: true });
        if (order.saveMethod && provided.mandateId && provided.customerId) {
          const [saved] = await tx
            .insert(savedMethods)
            .values({ memberId: order.memberId, provider: order.provider, customerId: provided.customerId, mandateId: provided.mandateId, method: 'creditcard', label: provided.bank ?? 'Creditcard' })
            .onConflictDoNothing()
            .returning({ id: savedMethods.id });
          if (saved) patch.savedMethodId = saved.id;
        }
      }
      if (UNPAID_END.includes(status) && order.discountCode) await this.discounts.release(tx, order.id);
      if (status === 'refunded' || status === 'charged_back') {
        const kind = status === 'refunded' ? 'refund' : 'chargeback';
        const booked = await reverse(tx, { memberId: order.memberId, grantKey: `payment:${order.id}`, granted: order.credits, kind, details: { payment_id: order.id } });
        if (booked) {
          events.push({ memberId: order.memberId, credits: booked.balance, paidUser: true });
          // A reversed direct debit or a chargeback also ends the saved mandate.
          if (kind === 'chargeback' && order.savedMethodId) await tx.update(savedMethods).set({ revoked: true }).where(eq(savedMethods.id, order.savedMethodId));
        }
      }
      const [updated] = await tx.update(payments).set(patch).where(eq(payments.id, order.id)).returning();
      return updated!;
    });
    for (const e of events) await this.deps.bus.publish([e.memberId], { type: 'credits', credits: e.credits, paid_user: e.paidUser });
    // The payment return page shows the order's new status from this event instead of polling (issue #13 §3).
    if (changed) await this.deps.bus.publish([row.memberId], { type: 'order', payment: this.present(row) });
    return row;
  }

  /** GET /api/payments.php?id=: the order, asking the provider first while it is still open. */
  async status(member: MemberView, orderId: number): Promise<PaymentView> {
    const [order] = await this.db.select().from(payments).where(and(eq(payments.id, orderId), eq(payments.memberId, member.id)));
    if (!order) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    // A webhook may not reach a development machine; the member's own page asks instead.
    const current = OPEN.includes(order.status) ? await this.sync(order.id) : order;
    return this.present(current);
  }

  /** Refunds a paid order in full (the admin function; the console comes later). */
  async refund(orderId: number): Promise<PaymentView> {
    const [order] = await this.db.select().from(payments).where(eq(payments.id, orderId));
    if (!order) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    if (order.status !== 'paid' || !order.providerPaymentId) throw new ApiError(409, 'not_refundable', 'payments.server.notRefundable');
    const paymentId = order.providerPaymentId;
    await this.provider(() => this.deps.provider.refund(paymentId, { amount: order.amount, currency: order.currency, description: `Refund order ${order.id}` }), 'a refund');
    return this.present(await this.sync(order.id));
  }

  // ---- repeat orders ------------------------------------------------------------------------

  private async savedMethodsOf(memberId: number): Promise<SavedMethod[]> {
    const rows = await this.db
      .select()
      .from(savedMethods)
      .where(and(eq(savedMethods.memberId, memberId), eq(savedMethods.revoked, false), eq(savedMethods.provider, this.deps.provider.name)))
      .orderBy(desc(savedMethods.createdAt));
    return rows.map((r) => ({ id: r.id, method: r.method, label: r.label, created_at: r.createdAt.toISOString() }));
  }

  async repeatOrders(site: Site, member: MemberView, country: string): Promise<RepeatOrderPayload> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, member.id), eq(payments.recurring, true)))
      .orderBy(desc(payments.createdAt))
      .limit(50);
    return { saved_methods: member.paidUser ? await this.savedMethodsOf(member.id) : [], orders: rows.map((r) => this.present(r)), bundles: await this.bundles(site, country, null) };
  }

  /**
   * POST /api/repeat-order.php: a Premium member buys a bundle again on a saved card in one step.
   * A refused card answers 402 recurring_failed: retry, or pay with PayPal (spec §8).
   */
  async repeatOrder(member: MemberView, input: RepeatOrder, ctx: PaymentContext): Promise<PaymentView> {
    if (!member.paidUser) throw new ApiError(403, 'premium_required', 'payments.server.premiumRequired');
    const [method] = await this.db
      .select()
      .from(savedMethods)
      .where(and(eq(savedMethods.id, input.saved_method_id), eq(savedMethods.memberId, member.id), eq(savedMethods.revoked, false)));
    if (!method) throw new ApiError(404, 'not_found', 'payments.server.savedMethodNotFound');
    const bundle = await this.bundle(ctx.site, ctx.country, input.bundle_id);
    const order = await this.newOrder(member, ctx, bundle, null, { method: method.method, bank: method.label, recurring: true, savedMethodId: method.id });
    const provided = await this.chargeRecurring(order, member, ctx, method.customerId, method.mandateId);
    const settled = await this.apply(order.id, provided);
    if (paymentPhase(settled.status) === 'failed') throw new ApiError(402, 'recurring_failed', 'payments.server.recurringFailed', undefined, { payment: this.present(settled) });
    return this.present(settled);
  }

  /**
   * A new order for a bundle at its price in the request's country, less the discount. A
   * once-per-member code is reserved in the same transaction; when another open order of the
   * member holds it (several checkouts at once), a typed code is refused with 'Code reeds
   * gebruikt' and the active discount is left off: this order costs the full price.
   */
  private async newOrder(member: MemberView, ctx: PaymentContext, bundle: Bundle, discount: OrderDiscount | null, fields: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
    const priced = (code: DiscountCode | null) => {
      const off = code ? discountAmount(bundle.price.amount, code.value_percentage) : 0;
      return { amount: bundle.price.amount - off, discountCode: code?.code ?? null, discountPercentage: code?.value_percentage ?? null, discountAmount: off };
    };
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(payments)
        .values({
          siteId: ctx.site.id,
          memberId: member.id,
          bundleId: bundle.id,
          credits: bundle.credits,
          currency: bundle.price.currency,
          country: ctx.country,
          provider: this.liveProvider.name,
          ...priced(discount?.code ?? null),
          ...fields,
        })
        .returning();
      if (!discount || (await this.discounts.reserve(tx, { siteId: ctx.site.id, memberId: member.id, paymentId: order!.id }, discount.code))) return order!;
      if (discount.typed) throw new ApiError(409, 'discount_used', 'validation.codeUsed');
      const [full] = await tx.update(payments).set(priced(null)).where(eq(payments.id, order!.id)).returning();
      return full!;
    });
  }

  /** The provider refused or could not be reached before the member paid: failed, code released. */
  private async failOrder(orderId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, orderId));
      await this.discounts.release(tx, orderId);
    });
  }

  /**
   * The job `payments.expire-orders`: orders left open past ORDER_EXPIRY_HOURS. The provider is
   * asked first, so a payment it settled meanwhile is applied as it says; one it still calls open,
   * or does not know, expires here and frees its reserved code. A provider that does not answer
   * leaves the order for the next run. (Should the provider later report it paid after all, the
   * credits are granted: an expired order may still become paid.) Returns how many expired.
   */
  async expireAbandoned(now = new Date()): Promise<number> {
    const before = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const stale = await this.db
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(
        and(
          inArray(payments.status, OPEN),
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
            this.deps.log.warn({ err, order: order.id }, 'expiring orders: the provider did not answer; trying again next run');
            continue;
          }
        }
        if (provided?.metadata && provided.metadata.order_id !== order.id) provided = null;
      }
      const settled = provided && !OPEN.includes(provided.status);
      const row = await this.apply(order.id, settled ? provided! : { status: 'expired', bank: provided?.bank ?? null, method: provided?.method ?? null, mandateId: null, customerId: null });
      if (row.status === 'expired') expired += 1;
    }
    return expired;
  }

  private async chargeRecurring(order: PaymentRow, member: MemberView, ctx: PaymentContext, customerId: string, mandateId: string): Promise<ProviderPayment> {
    try {
      const provided = await this.deps.provider.createRecurringPayment({
        amount: order.amount,
        currency: order.currency,
        description: this.description(ctx, order.credits, order.id),
        customerId,
        mandateId,
        webhookUrl: this.webhookUrl(ctx.origin),
        metadata: { order_id: order.id, member_id: member.id },
      });
      await this.db.update(payments).set({ providerPaymentId: provided.id }).where(eq(payments.id, order.id));
      return provided;
    } catch (err) {
      this.deps.log.warn({ err, order: order.id }, 'recurring payment refused');
      await this.failOrder(order.id);
      if (order.method === 'directdebit') throw new ApiError(502, 'payment_failed', 'payments.server.directDebitFailed');
      throw new ApiError(402, 'recurring_failed', 'payments.server.recurringFailed');
    }
  }

  /** Direct debit (the /directdebit form): a mandate, then a payment on it that stays pending until it settles. */
  async directDebitOrder(member: MemberView, ctx: PaymentContext, input: { bundleId: number; accountHolder: string; iban: string; discountCode?: string }): Promise<PaymentView> {
    const bundle = await this.bundle(ctx.site, ctx.country, input.bundleId);
    const discount = await this.orderDiscount(ctx.site, member, input.discountCode, { amount: bundle.price.amount, currency: bundle.price.currency, country: ctx.country, method: 'directdebit', locale: ctx.locale });
    const customerId = await this.customerFor(member);
    const mandate = await this.provider(() => this.deps.provider.createMandate({ customerId, accountHolder: input.accountHolder, iban: input.iban }), 'creating a mandate');
    const [saved] = await this.db
      .insert(savedMethods)
      .values({ memberId: member.id, provider: this.liveProvider.name, customerId, mandateId: mandate.id, method: 'directdebit', label: mandate.label })
      .returning();
    // Not a repeat order: the first debit on a fresh mandate.
    const order = await this.newOrder(member, ctx, bundle, discount, { method: 'directdebit', bank: mandate.label, savedMethodId: saved!.id });
    const provided = await this.chargeRecurring(order, member, ctx, customerId, mandate.id);
    return this.present(await this.apply(order.id, provided));
  }

  // ---- transactions -------------------------------------------------------------------------

  /** GET /api/transactions.php: the member's orders and ledger; with an id, that one order. */
  async transactions(member: MemberView, id?: number): Promise<TransactionsPayload> {
    const where = id === undefined ? eq(payments.memberId, member.id) : and(eq(payments.memberId, member.id), eq(payments.id, id));
    let rows = await this.db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(200);
    if (id !== undefined) {
      if (!rows[0]) throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
      if (OPEN.includes(rows[0].status)) rows = [await this.sync(rows[0].id)];
    }
    const entries = await entriesOf(this.db, member.id, 500);
    const fresh = await loadMemberView(this.db, member.id);
    return {
      payments: rows.map((r) => this.present(r)),
      entries: entries.map(
        (e): LedgerEntryView => ({
          id: e.id,
          delta: e.delta,
          balance_after: e.balanceAfter,
          kind: e.kind as LedgerEntryView['kind'],
          payment_id: typeof e.details.payment_id === 'number' ? e.details.payment_id : null,
          created_at: e.createdAt.toISOString(),
        }),
      ),
      credits: fresh?.credits ?? member.credits,
      refund_days: (await this.deps.sites.byId(member.siteId)).config.refund_days,
    };
  }

  // ---- the sandbox's hosted checkout ---------------------------------------------------------

  /** The built-in sandbox takes the payments (never in production). */
  get sandboxActive(): boolean {
    return this.deps.sandbox !== null;
  }

  private get sandbox(): SandboxProvider {
    if (!this.deps.sandbox) throw new ApiError(404, 'not_found', 'payments.server.sandbox.unknown');
    return this.deps.sandbox;
  }

  async sandboxView(id: string, locale: Locale): Promise<SandboxPaymentView> {
    const t = createTranslator(locale);
    const methods = await this.sandbox.listMethods({ amount: 0, currency: 'EUR', country: 'NL', locale });
    return this.sandbox.view(
      id,
      methods.map((m) => ({ id: m.id, name: t(METHOD_NAME[m.id]), issuers: m.issuers })),
    );
  }

  /** The sandbox checkout's decision: only by the member whose order it pays, once (the sandbox locks it). */
  async sandboxDecide(member: MemberView, input: SandboxOutcome): Promise<{ redirect_url: string }> {
    return this.sandbox.decide(input, member.id);
  }

  present(row: PaymentRow): PaymentView {
    return {
      id: row.id,
      payment_id: row.providerPaymentId ?? '',
      bundle_id: row.bundleId,
      credits: row.credits,
      amount: { amount: row.amount, currency: row.currency },
      discount: row.discountCode ? { code: row.discountCode, value_percentage: row.discountPercentage ?? 0, amount: row.discountAmount } : null,
      method: row.method,
      bank: row.bank,
      status: row.status,
      phase: paymentPhase(row.status),
      recurring: row.recurring,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      checkout_url: row.status === 'open' ? row.checkoutUrl : null,
    };
  }

  /** Used by the direct-debit limit: open direct debits of a member in the last 30 days. */
  async openDirectDebits(memberId: number): Promise<{ count: number; amount: number }> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.memberId, memberId), eq(payments.method, 'directdebit'), inArray(payments.status, ['open', 'pending']), sql`${payments.createdAt} > now() - interval '30 days'`));
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  }
}
