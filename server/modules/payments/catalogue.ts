import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  Bundle,
  CreditsPayload,
  DiscountCode,
  PaymentMethod,
  PaymentMethodsPayload,
  SavedMethod,
} from '../../../common/api/payments.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import type { LocaleTag } from '../../../common/constants.ts';
import { discountAmount, discountMismatch } from '../../../common/rules/discount.ts';
import { creditBasis, type CreditBasis } from '../../../common/rules/prices.ts';
import { missingCompanyDetails } from '../../../common/rules/company.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import type { DiscountService } from './discounts.ts';
import { methodOptions } from './presenter.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { creditBundlePrices, creditBundles, savedMethods } from './schema.ts';

/** How long a site's price basis is reused before the bundles are read again. */
const BASIS_TTL_MS = 60_000;

/** A discount for a new order, and whether the member typed it (then a taken code is an error). */
export interface OrderDiscount {
  code: DiscountCode;
  typed: boolean;
}

/**
 * The start of the data's path: what a site sells in a country and at what price, the discount
 * that applies, the payment methods and a member's saved methods.
 */
export class PaymentCatalogue {
  private readonly bases = new WeakMap<Site, Map<string, { basis: CreditBasis | null; at: number }>>();

  constructor(
    private readonly deps: {
      db: Database;
      provider: PaymentProvider;
      discounts: DiscountService;
      /** Production: a site without its company details sells nothing (common/rules/company.ts). */
      requireCompanyDetails: boolean;
    },
  ) {}

  /**
   * Whether a site sells now: a payment provider is configured, and in production the site's company
   * details are complete. The one flag every buy surface follows (settings, catalogue, orders).
   */
  purchasesAvailable(site: Site): boolean {
    if (this.deps.provider.name === 'none') return false;
    return !this.deps.requireCompanyDetails || missingCompanyDetails(site.company).length === 0;
  }

  /**
   * The site's bundles priced for a country: its own price, or the site's first country's when it
   * has none (a member abroad still sees prices), with the discount taken off when given.
   */
  async bundles(site: Site, country: string, discount: DiscountCode | null): Promise<Bundle[]> {
    const rows = await this.deps.db
      .select({
        id: creditBundles.id,
        credits: creditBundles.credits,
        bonus: creditBundles.bonus,
        popular: creditBundles.popular,
        country: creditBundlePrices.country,
        currency: creditBundlePrices.currency,
        amount: creditBundlePrices.amount,
      })
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
      const off =
        discount && !discountMismatch(discount, { amount: r.amount, country, method: null })
          ? discountAmount(r.amount, discount.value_percentage)
          : 0;
      return {
        id: r.id,
        // What the member receives: the bonus is part of it (and of the price per credit).
        credits: r.credits + r.bonus,
        bonus: r.bonus,
        popular: r.popular,
        price: { amount: r.amount - off, currency: r.currency },
        original_price: off > 0 ? { amount: r.amount, currency: r.currency } : null,
      };
    });
  }

  async bundle(site: Site, country: string, bundleId: number): Promise<Bundle> {
    // Every order starts here: nothing is sold where nothing may be.
    if (!this.purchasesAvailable(site)) throw new ApiError(503, 'payments_unavailable', 'payments.server.unavailable');
    const found = (await this.bundles(site, country, null)).find((b) => b.id === bundleId);
    if (!found) throw new ApiError(404, 'bundle_not_found', 'payments.server.bundleNotFound');
    return found;
  }

  /**
   * The basis of every money amount shown (common/rules/prices.ts): the bundle with
   * the lowest list price per credit in the country; null when nothing can be bought.
   */
  async creditBasis(site: Site, country: string | null): Promise<CreditBasis | null> {
    if (!this.purchasesAvailable(site)) return null;
    const key = country ?? site.config.countries[0] ?? 'NL';
    // Every chat page carries it: kept a minute per site object (a reloaded site is a new object),
    // so paging through a conversation does not ask for the bundles each time.
    let perCountry = this.bases.get(site);
    if (!perCountry) this.bases.set(site, (perCountry = new Map()));
    const hit = perCountry.get(key);
    if (hit && Date.now() - hit.at < BASIS_TTL_MS) return hit.basis;
    const basis = creditBasis(await this.bundles(site, key, null));
    perCountry.set(key, { basis, at: Date.now() });
    return basis;
  }

  /** GET /api/credits.php: /credits, /pricing and /premium. */
  async catalogue(site: Site, member: MemberView | null, country: string): Promise<CreditsPayload> {
    const available = this.purchasesAvailable(site);
    // A discount on what cannot be bought is no offer (PAYMENTS=off): none is shown.
    const discount = available ? await this.deps.discounts.active(this.deps.db, site, member) : null;
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
  async methods(site: Site, country: string, locale: LocaleTag, bundleId: number): Promise<PaymentMethodsPayload> {
    const bundle = await this.bundle(site, country, bundleId);
    const t = createTranslator(locale);
    const methods = await this.deps.provider.listMethods({
      amount: bundle.price.amount,
      currency: bundle.price.currency,
      country,
      locale,
    });
    return { methods: methodOptions(t, methods) };
  }

  /** GET /api/discountcode.php?code= */
  lookupDiscount(site: Site, member: MemberView | null, code: string): Promise<DiscountCode> {
    return this.deps.discounts.lookup(this.deps.db, site, member, code);
  }

  /** GET /api/discountcode.php?welcome=true */
  welcomeDiscount(site: Site, member: MemberView): Promise<DiscountCode> {
    return this.deps.discounts.welcome(this.deps.db, site, member);
  }

  async orderDiscount(
    site: Site,
    member: MemberView,
    code: string | undefined,
    order: { amount: number; currency: string; country: string; method: PaymentMethod; locale: string },
  ): Promise<OrderDiscount | null> {
    if (code) return { code: await this.deps.discounts.forOrder(this.deps.db, site, member, code, order), typed: true };
    // Without a code typed, the active discount the prices were shown with applies (product §4).
    const active = await this.deps.discounts.active(this.deps.db, site, member);
    if (!active || discountMismatch(active, order)) return null;
    return { code: active, typed: false };
  }

  async savedMethodsOf(memberId: number): Promise<SavedMethod[]> {
    const rows = await this.deps.db
      .select()
      .from(savedMethods)
      .where(
        and(
          eq(savedMethods.memberId, memberId),
          eq(savedMethods.revoked, false),
          eq(savedMethods.provider, this.deps.provider.name),
        ),
      )
      .orderBy(desc(savedMethods.createdAt));
    return rows.map((r) => ({ id: r.id, method: r.method, label: r.label, created_at: r.createdAt.toISOString() }));
  }
}
