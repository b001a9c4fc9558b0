import type { FastifyBaseLogger } from 'fastify';
import type {
  Bundle,
  CreatedPayment,
  CreatePayment,
  CreditsPayload,
  DiscountCode,
  PaymentMethodsPayload,
  PaymentView,
  RepeatOrder,
  RepeatOrderPayload,
  SandboxOutcome,
  SandboxPaymentView,
  TransactionsPayload,
} from '../../../common/api/payments.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import type { CreditBasis } from '../../../common/rules/prices.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { MemberView } from '../members/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import { PaymentCatalogue } from './catalogue.ts';
import { Checkout, type PaymentContext } from './checkout.ts';
import { DiscountService } from './discounts.ts';
import { deleteProviderCustomer } from './erasure.ts';
import { presentPayment, type PaymentRow } from './presenter.ts';
import type { PaymentProvider } from './providers/provider.ts';
import type { SandboxProvider } from './providers/sandbox.ts';
import { SandboxCheckout } from './sandbox-checkout.ts';
import { Settlement, type OrderGranted, type OrderRecord } from './settlement.ts';
import { memberTransactions } from './transactions.ts';

export type { PaymentContext } from './checkout.ts';
export { nextStatus, ORDER_EXPIRY_HOURS } from './settlement.ts';
export { paymentPhase } from './presenter.ts';

/**
 * Credits, payments and Premium, along the data's path: the catalogue (bundles, prices,
 * discounts, methods), checkout (an order and the provider's payment for it), settlement (the
 * provider's word applied, credits granted or taken back through the ledger), the presenter, and
 * the sandbox's checkout page. This is the one face routes, loaders and jobs call.
 */
export class PaymentService {
  readonly discounts = new DiscountService();
  private readonly catalogueOf: PaymentCatalogue;
  private readonly settlement: Settlement;
  private readonly checkout: Checkout;
  private readonly sandboxCheckout: SandboxCheckout;

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
      /** Production: a site sells only once its company details are complete. */
      requireCompanyDetails: boolean;
      /** In the transaction that grants a paid order's credits (the receipt). */
      onGranted?: OrderGranted;
    },
  ) {
    const { db, provider, bus, log, publicUrl, onGranted } = deps;
    const discounts = this.discounts;
    this.catalogueOf = new PaymentCatalogue({
      db,
      provider,
      discounts,
      requireCompanyDetails: deps.requireCompanyDetails,
    });
    this.settlement = new Settlement({ db, provider, discounts, bus, log, onGranted });
    this.checkout = new Checkout({
      db,
      provider,
      log,
      discounts,
      catalogue: this.catalogueOf,
      settlement: this.settlement,
      publicUrl,
    });
    this.sandboxCheckout = new SandboxCheckout(deps.sandbox);
  }

  /**
   * False when the deployment runs without a payment provider (PAYMENTS=off): the one flag every
   * buy surface of the app follows (the settings' `purchases_available`, the credits catalogue).
   */
  purchasesAvailable(site: Site): boolean {
    return this.catalogueOf.purchasesAvailable(site);
  }

  // ---- catalogue ------------------------------------------------------------------------------

  bundles(site: Site, country: string, discount: DiscountCode | null): Promise<Bundle[]> {
    return this.catalogueOf.bundles(site, country, discount);
  }

  /** The cheapest real bundle per credit in a country: the basis of every money amount shown. */
  creditBasis(site: Site, country: string | null): Promise<CreditBasis | null> {
    return this.catalogueOf.creditBasis(site, country);
  }

  /** GET /api/credits.php: /credits, /pricing and /premium. */
  catalogue(site: Site, member: MemberView | null, country: string): Promise<CreditsPayload> {
    return this.catalogueOf.catalogue(site, member, country);
  }

  /** GET /api/paymentmethods.php */
  methods(site: Site, country: string, locale: LocaleTag, bundleId: number): Promise<PaymentMethodsPayload> {
    return this.catalogueOf.methods(site, country, locale, bundleId);
  }

  /** GET /api/discountcode.php?code= */
  lookupDiscount(site: Site, member: MemberView | null, code: string): Promise<DiscountCode> {
    return this.catalogueOf.lookupDiscount(site, member, code);
  }

  /** GET /api/discountcode.php?welcome=true */
  welcomeDiscount(site: Site, member: MemberView): Promise<DiscountCode> {
    return this.catalogueOf.welcomeDiscount(site, member);
  }

  // ---- checkout -------------------------------------------------------------------------------

  /** POST /api/payments.php */
  create(member: MemberView, input: CreatePayment, ctx: PaymentContext): Promise<CreatedPayment> {
    return this.checkout.create(member, input, ctx);
  }

  repeatOrders(site: Site, member: MemberView, country: string): Promise<RepeatOrderPayload> {
    return this.checkout.repeatOrders(site, member, country);
  }

  /** POST /api/repeat-order.php */
  repeatOrder(member: MemberView, input: RepeatOrder, ctx: PaymentContext): Promise<PaymentView> {
    return this.checkout.repeatOrder(member, input, ctx);
  }

  directDebitOrder(
    member: MemberView,
    ctx: PaymentContext,
    input: { bundleId: number; accountHolder: string; iban: string; phone?: string; discountCode?: string },
  ): Promise<PaymentView> {
    return this.checkout.directDebitOrder(member, ctx, input);
  }

  openDirectDebits(memberId: number): Promise<{ count: number; amount: number }> {
    return this.checkout.openDirectDebits(memberId);
  }

  // ---- settlement -----------------------------------------------------------------------------

  /** POST /api/payment-webhook.php */
  webhook(providerPaymentId: string): Promise<void> {
    return this.settlement.webhook(providerPaymentId);
  }

  sync(orderId: number, strict = false): Promise<PaymentRow> {
    return this.settlement.sync(orderId, strict);
  }

  /** GET /api/payments.php?id= */
  status(member: MemberView, orderId: number): Promise<PaymentView> {
    return this.settlement.status(member, orderId);
  }

  /** POST /api/payment-cancel.php: the member cancels an order left open at the checkout. */
  cancelOpen(member: MemberView, orderId: number): Promise<PaymentView> {
    return this.settlement.cancelOpen(member, orderId);
  }

  /** Refunds a paid order in full; `record` is written with the change (the staff console's audit row). */
  refund(orderId: number, record?: OrderRecord): Promise<PaymentView> {
    return this.settlement.refund(orderId, record);
  }

  /** The job `payments.expire-orders`. */
  expireAbandoned(now = new Date()): Promise<number> {
    return this.settlement.expireAbandoned(now);
  }

  /** The job `payments.delete-customer` (decision 033): a purged member's customer deleted at the provider. */
  deleteCustomerJob(payload: Record<string, unknown>): Promise<string> {
    return deleteProviderCustomer({ provider: this.deps.provider, log: this.deps.log }, payload);
  }

  // ---- presenter ------------------------------------------------------------------------------

  /** GET /api/transactions.php */
  transactions(member: MemberView, id?: number): Promise<TransactionsPayload> {
    return memberTransactions({ db: this.deps.db, sites: this.deps.sites, settlement: this.settlement }, member, id);
  }

  present(row: PaymentRow): PaymentView {
    return presentPayment(row);
  }

  // ---- the sandbox's hosted checkout ----------------------------------------------------------

  get sandboxActive(): boolean {
    return this.sandboxCheckout.active;
  }

  sandboxView(id: string, locale: LocaleTag): Promise<SandboxPaymentView> {
    return this.sandboxCheckout.view(id, locale);
  }

  sandboxDecide(member: MemberView, input: SandboxOutcome): Promise<{ redirect_url: string }> {
    return this.sandboxCheckout.decide(member, input);
  }
}
