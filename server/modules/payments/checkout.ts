import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Bundle,
  CreatedPayment,
  CreatePayment,
  DiscountCode,
  PaymentView,
  RepeatOrder,
  RepeatOrderPayload,
} from '../../../common/api/payments.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import { normalizeIban } from '../../../common/rules/iban.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import { discountAmount } from '../../../common/rules/discount.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import type { OrderDiscount, PaymentCatalogue } from './catalogue.ts';
import type { DiscountService } from './discounts.ts';
import { paymentPhase, presentPayment, type PaymentRow } from './presenter.ts';
import { callProvider, liveProvider } from './provider-calls.ts';
import type { PaymentProvider, ProviderPayment } from './providers/provider.ts';
import { paymentCustomers, payments, savedMethods } from './schema.ts';
import type { Settlement } from './settlement.ts';

/** Where a request came from: the base of the return and webhook URLs, the language of texts. */
export interface PaymentContext {
  site: Site;
  country: string;
  locale: LocaleTag;
  /** e.g. https://klik.example */
  origin: string;
}

/**
 * Checkout: an order for a bundle at its price, the discount reserved with it, and the provider's
 * payment for it (a hosted checkout, a charge on a saved card, or a direct debit on a new mandate).
 * What the provider then says is the settlement's.
 */
export class Checkout {
  constructor(
    private readonly deps: {
      db: Database;
      provider: PaymentProvider;
      log: FastifyBaseLogger;
      discounts: DiscountService;
      catalogue: PaymentCatalogue;
      settlement: Settlement;
      /** PUBLIC_URL: the base of webhook URLs when set (a provider must reach us from outside). */
      publicUrl?: string;
    },
  ) {}

  /** POST /api/payments.php: an order for a bundle and the provider's checkout to pay it. */
  async create(member: MemberView, input: CreatePayment, ctx: PaymentContext): Promise<CreatedPayment> {
    if (member.status !== 'active') throw new ApiError(403, 'not_confirmed', 'payments.server.notConfirmed');
    const bundle = await this.deps.catalogue.bundle(ctx.site, ctx.country, input.bundle_id);
    const price = bundle.price;
    if (input.method === 'ideal') {
      const methods = await this.deps.provider.listMethods({
        amount: price.amount,
        currency: price.currency,
        country: ctx.country,
        locale: ctx.locale,
      });
      const ideal = methods.find((m) => m.id === 'ideal');
      if (!ideal) throw new ApiError(400, 'method_unavailable', 'payments.server.methodUnavailable');
      // With iDEAL 2.0 a provider may leave the bank choice to iDEAL's own page (no issuers).
      if (ideal.issuers.length && (!input.issuer || !ideal.issuers.some((i) => i.id === input.issuer)))
        throw new ApiError(400, 'invalid_input', 'payments.server.chooseBank');
    }
    const discount = await this.deps.catalogue.orderDiscount(ctx.site, member, input.discount_code, {
      amount: price.amount,
      currency: price.currency,
      country: ctx.country,
      method: input.method,
      locale: ctx.locale,
    });
    const saveMethod = input.method === 'creditcard' && input.save_method === true;
    // The customer first: a provider that refuses leaves no order behind.
    const customerId = saveMethod ? await this.customerFor(member) : undefined;
    const order = await this.newOrder(member, ctx, bundle, discount, {
      method: input.method,
      issuer: input.issuer ?? null,
      saveMethod,
    });
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
      await this.deps.settlement.failOrder(order.id);
      this.deps.log.error({ err, order: order.id }, 'creating the payment at the provider failed');
      throw new ApiError(502, 'payment_failed', 'payments.server.providerDown');
    }
    const [stored] = await this.deps.db
      .update(payments)
      .set({ providerPaymentId: provided.id, checkoutUrl: provided.checkoutUrl, updatedAt: new Date() })
      .where(eq(payments.id, order.id))
      .returning();
    if (!provided.checkoutUrl) throw new ApiError(502, 'payment_failed', 'payments.server.providerDown');
    return { payment: presentPayment(stored!), checkout_url: provided.checkoutUrl };
  }

  private async customerFor(member: MemberView): Promise<string> {
    const provider = liveProvider(this.deps.provider).name;
    const [have] = await this.deps.db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.memberId, member.id), eq(paymentCustomers.provider, provider)));
    if (have) return have.customerId;
    const created = await callProvider(
      this.deps.log,
      () => this.deps.provider.createCustomer({ name: member.profile.name, email: member.email, memberId: member.id }),
      'creating a customer',
    );
    await this.deps.db
      .insert(paymentCustomers)
      .values({ memberId: member.id, provider, customerId: created.id })
      .onConflictDoNothing();
    const [row] = await this.deps.db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.memberId, member.id), eq(paymentCustomers.provider, provider)));
    return row!.customerId;
  }

  private description(ctx: PaymentContext, credits: number, orderId: number): string {
    return createTranslator(ctx.locale)('payments.server.description', {
      credits,
      siteName: ctx.site.config.name,
      id: orderId,
    });
  }

  private webhookUrl(origin: string): string {
    return `${this.deps.publicUrl?.replace(/\/$/, '') ?? origin}/api/payment-webhook.php`;
  }

  async repeatOrders(site: Site, member: MemberView, country: string): Promise<RepeatOrderPayload> {
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, member.id), eq(payments.recurring, true)))
      .orderBy(desc(payments.createdAt))
      .limit(50);
    return {
      saved_methods: member.paidUser ? await this.deps.catalogue.savedMethodsOf(member.id) : [],
      orders: rows.map((r) => presentPayment(r)),
      bundles: await this.deps.catalogue.bundles(site, country, null),
    };
  }

  /**
   * POST /api/repeat-order.php: a Premium member buys a bundle again on a saved card in one step.
   * A refused card answers 402 recurring_failed: retry, or pay with PayPal (product §8).
   */
  async repeatOrder(member: MemberView, input: RepeatOrder, ctx: PaymentContext): Promise<PaymentView> {
    if (!member.paidUser) throw new ApiError(403, 'premium_required', 'payments.server.premiumRequired');
    const [method] = await this.deps.db
      .select()
      .from(savedMethods)
      .where(
        and(
          eq(savedMethods.id, input.saved_method_id),
          eq(savedMethods.memberId, member.id),
          eq(savedMethods.revoked, false),
        ),
      );
    if (!method) throw new ApiError(404, 'not_found', 'payments.server.savedMethodNotFound');
    const bundle = await this.deps.catalogue.bundle(ctx.site, ctx.country, input.bundle_id);
    const order = await this.newOrder(member, ctx, bundle, null, {
      method: method.method,
      bank: method.label,
      recurring: true,
      savedMethodId: method.id,
    });
    const provided = await this.chargeRecurring(order, member, ctx, method.customerId, method.mandateId);
    const settled = await this.deps.settlement.apply(order.id, provided);
    if (paymentPhase(settled.status) === 'failed')
      throw new ApiError(402, 'recurring_failed', 'payments.server.recurringFailed', undefined, {
        payment: presentPayment(settled),
      });
    return presentPayment(settled);
  }

  /**
   * A new order for a bundle at its price in the request's country, less the discount. A
   * once-per-member code is reserved in the same transaction; when another open order of the
   * member holds it (several checkouts at once), a typed code is refused with 'Code reeds
   * gebruikt' and the active discount is left off: this order costs the full price.
   */
  private async newOrder(
    member: MemberView,
    ctx: PaymentContext,
    bundle: Bundle,
    discount: OrderDiscount | null,
    fields: Partial<typeof payments.$inferInsert>,
  ): Promise<PaymentRow> {
    const priced = (code: DiscountCode | null) => {
      const off = code ? discountAmount(bundle.price.amount, code.value_percentage) : 0;
      return {
        amount: bundle.price.amount - off,
        discountCode: code?.code ?? null,
        discountPercentage: code?.value_percentage ?? null,
        discountAmount: off,
      };
    };
    return this.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(payments)
        .values({
          siteId: ctx.site.id,
          memberId: member.id,
          bundleId: bundle.id,
          credits: bundle.credits,
          currency: bundle.price.currency,
          country: ctx.country,
          provider: liveProvider(this.deps.provider).name,
          ...priced(discount?.code ?? null),
          ...fields,
        })
        .returning();
      if (
        !discount ||
        (await this.deps.discounts.reserve(
          tx,
          { siteId: ctx.site.id, memberId: member.id, paymentId: order!.id },
          discount.code,
        ))
      )
        return order!;
      if (discount.typed) throw new ApiError(409, 'discount_used', 'validation.codeUsed');
      const [full] = await tx.update(payments).set(priced(null)).where(eq(payments.id, order!.id)).returning();
      return full!;
    });
  }

  private async chargeRecurring(
    order: PaymentRow,
    member: MemberView,
    ctx: PaymentContext,
    customerId: string,
    mandateId: string,
  ): Promise<ProviderPayment> {
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
      await this.deps.db.update(payments).set({ providerPaymentId: provided.id }).where(eq(payments.id, order.id));
      return provided;
    } catch (err) {
      this.deps.log.warn({ err, order: order.id }, 'recurring payment refused');
      await this.deps.settlement.failOrder(order.id);
      if (order.method === 'directdebit')
        throw new ApiError(502, 'payment_failed', 'payments.server.directDebitFailed');
      throw new ApiError(402, 'recurring_failed', 'payments.server.recurringFailed');
    }
  }

  /** Direct debit (the /directdebit form): a mandate, then a payment on it that stays pending until it settles. */
  async directDebitOrder(
    member: MemberView,
    ctx: PaymentContext,
    input: { bundleId: number; accountHolder: string; iban: string; phone?: string; discountCode?: string },
  ): Promise<PaymentView> {
    const bundle = await this.deps.catalogue.bundle(ctx.site, ctx.country, input.bundleId);
    const discount = await this.deps.catalogue.orderDiscount(ctx.site, member, input.discountCode, {
      amount: bundle.price.amount,
      currency: bundle.price.currency,
      country: ctx.country,
      method: 'directdebit',
      locale: ctx.locale,
    });
    const customerId = await this.customerFor(member);
    const mandate = await callProvider(
      this.deps.log,
      () => this.deps.provider.createMandate({ customerId, accountHolder: input.accountHolder, iban: input.iban }),
      'creating a mandate',
    );
    const [saved] = await this.deps.db
      .insert(savedMethods)
      .values({
        memberId: member.id,
        provider: liveProvider(this.deps.provider).name,
        customerId,
        mandateId: mandate.id,
        method: 'directdebit',
        label: mandate.label,
        iban: normalizeIban(input.iban),
        phone: input.phone ?? null,
      })
      .returning();
    // Not a repeat order: the first debit on a fresh mandate.
    const order = await this.newOrder(member, ctx, bundle, discount, {
      method: 'directdebit',
      bank: mandate.label,
      savedMethodId: saved!.id,
    });
    const provided = await this.chargeRecurring(order, member, ctx, customerId, mandate.id);
    return presentPayment(await this.deps.settlement.apply(order.id, provided));
  }

  /** Used by the direct-debit limit: open direct debits of a member in the last 30 days. */
  async openDirectDebits(memberId: number): Promise<{ count: number; amount: number }> {
    const [row] = await this.deps.db
      .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(
        and(
          eq(payments.memberId, memberId),
          eq(payments.method, 'directdebit'),
          inArray(payments.status, ['open', 'pending']),
          sql`${payments.createdAt} > now() - interval '30 days'`,
        ),
      );
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  }
}
