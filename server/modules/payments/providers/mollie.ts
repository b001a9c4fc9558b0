import {
  createMollieClient,
  MollieApiError,
  type Locale as MollieLocale,
  type MandateMethod,
  type MethodInclude,
  type MollieClient,
  type Payment,
  type PaymentMethod as MollieMethod,
  type SequenceType,
} from '@mollie/api-client';
import {
  PAYMENT_METHODS,
  type Issuer,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../common/api/payments.ts';
import { maskIban, normalizeIban } from '../../../../common/rules/iban.ts';
import {
  ProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderMethod,
  type ProviderPayment,
  type RecurringPaymentInput,
  type RefundInput,
} from './provider.ts';

/**
 * Mollie speaks decimal strings ("14.95"); we keep integer cents. Every currency Klik sells in
 * (EUR, USD, GBP, CAD, AUD, NZD, CHF, PLN) has two decimals, which is what Mollie expects for them.
 */
export function centsToMollieValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`mollie: amount must be a non-negative integer of cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Parsed as text, never through a float: parseFloat("0.29") * 100 is 28.999999999999996. */
export function mollieValueToCents(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new ProviderError(`mollie: unexpected amount "${value}"`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

const MOLLIE_LOCALES = new Set<string>([
  'en_US',
  'en_GB',
  'nl_NL',
  'nl_BE',
  'fr_FR',
  'fr_BE',
  'fr_LU',
  'de_DE',
  'de_AT',
  'de_CH',
  'de_LU',
  'es_ES',
  'ca_ES',
  'pt_PT',
  'it_IT',
  'nb_NO',
  'sv_SE',
  'fi_FI',
  'da_DK',
  'is_IS',
  'hu_HU',
  'pl_PL',
  'lv_LV',
  'lt_LT',
]);
const DEFAULT_REGION: Record<string, string> = { nl: 'NL', en: 'US', es: 'ES', fr: 'FR', it: 'IT', pl: 'PL', de: 'DE' };

/**
 * Mollie answers 422 for a locale outside its list, so a Klik language ('nl') becomes one it knows,
 * preferring the member's country (nl + BE → nl_BE). Without a match Mollie picks from the browser.
 */
export function toMollieLocale(locale: string, country?: string): MollieLocale | undefined {
  const [language = '', region] = locale.replace('-', '_').split('_');
  const lang = language.toLowerCase();
  for (const r of [region, country, DEFAULT_REGION[lang]]) {
    const candidate = r ? `${lang}_${r.toUpperCase()}` : null;
    if (candidate && MOLLIE_LOCALES.has(candidate)) return candidate as MollieLocale;
  }
  return undefined;
}

function toPaymentStatus(payment: Payment, amount: number, refunded: number, chargedBack: number): PaymentStatus {
  switch (payment.status) {
    case 'open':
      return 'open';
    // Card payments with manual capture sit in authorized until captured: the money is not ours yet.
    case 'pending':
    case 'authorized':
      return 'pending';
    case 'paid':
      // Mollie leaves a refunded or charged-back payment at paid and reports the money in amounts.
      if (chargedBack > 0) return 'charged_back';
      if (refunded >= amount) return 'refunded';
      return 'paid';
    case 'failed':
    case 'canceled':
    case 'expired':
      return payment.status;
    default:
      // A status Mollie adds later must neither grant credits nor fail an order that may still be paid.
      return 'pending';
  }
}

const OUR_METHODS = new Set<string>(PAYMENT_METHODS);
function ourMethod(method: string | null | undefined): PaymentMethod | null {
  return method && OUR_METHODS.has(method) ? (method as PaymentMethod) : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function parseMetadata(metadata: unknown): ProviderPayment['metadata'] {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const { order_id, member_id } = metadata as Record<string, unknown>;
  return Number.isSafeInteger(order_id) && Number.isSafeInteger(member_id)
    ? { order_id: order_id as number, member_id: member_id as number }
    : null;
}

const ISSUER_CACHE_MS = 24 * 60 * 60 * 1000;

/**
 * Mollie (https://docs.mollie.com) through the official client. Payments are created with the
 * Payments API also for customers and mandates (customerId/mandateId/sequenceType on the payment),
 * which Mollie documents as equivalent to the Customer Payments API.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;
  /** iDEAL bank names by issuer id, to name the bank of a paid iDEAL payment (details only carry a BIC). */
  private issuerNames: { at: number; names: Map<string, string> } | null = null;

  /**
   * `apiEndpoint` must be https: the client always sends through an https.Agent (an http:// URL
   * fails with 'Protocol "http:" not supported') that trusts only the CA bundle shipped inside the client.
   */
  constructor(options: { apiKey: string; apiEndpoint?: string }) {
    this.client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
    });
  }

  async listMethods(input: {
    amount: number;
    currency: string;
    country: string;
    locale: string;
  }): Promise<ProviderMethod[]> {
    const methods = await call(() =>
      this.client.methods.list({
        amount: { value: centsToMollieValue(input.amount), currency: input.currency },
        billingCountry: input.country,
        locale: toMollieLocale(input.locale, input.country),
        include: 'issuers' as MethodInclude,
      }),
    );
    const result: ProviderMethod[] = [];
    for (const method of methods) {
      const id = ourMethod(method.id);
      if (!id) continue;
      const issuers: Issuer[] = (method.issuers ?? []).map((issuer) => ({ id: issuer.id, name: issuer.name }));
      if (id === 'ideal') this.issuerNames = { at: Date.now(), names: new Map(issuers.map((i) => [i.id, i.name])) };
      result.push({ id, description: method.description, issuers });
    }
    return result;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const payment = await call(() =>
      this.client.payments.create({
        amount: { value: centsToMollieValue(input.amount), currency: input.currency },
        description: input.description,
        method: input.method as MollieMethod,
        ...(input.method === 'ideal' && input.issuer ? { issuer: input.issuer } : {}),
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        locale: toMollieLocale(input.locale, input.country),
        metadata: { order_id: input.metadata.order_id, member_id: input.metadata.member_id },
        ...(input.customerId ? { customerId: input.customerId } : {}),
        ...(input.sequenceType ? { sequenceType: input.sequenceType as SequenceType } : {}),
      }),
    );
    return this.present(payment);
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    const payment = await call(() => this.client.payments.get(id));
    return this.present(payment);
  }

  async cancelPayment(id: string): Promise<'canceled' | 'not_cancelable'> {
    try {
      const payment = await call(() => this.client.payments.cancel(id));
      return payment.status === 'canceled' ? 'canceled' : 'not_cancelable';
    } catch (error) {
      // Mollie answers 422 for a payment whose method may not be cancelled (now), or that is not open.
      if (error instanceof ProviderError && error.status === 422) return 'not_cancelable';
      throw error;
    }
  }

  async refund(id: string, input: RefundInput): Promise<{ id: string }> {
    const refund = await call(() =>
      this.client.paymentRefunds.create({
        paymentId: id,
        amount: { value: centsToMollieValue(input.amount), currency: input.currency },
        description: input.description,
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      }),
    );
    return { id: refund.id };
  }

  async createCustomer(input: { name: string; email: string; memberId: number }): Promise<{ id: string }> {
    const customer = await call(() =>
      this.client.customers.create({ name: input.name, email: input.email, metadata: { member_id: input.memberId } }),
    );
    return { id: customer.id };
  }

  async deleteCustomer(customerId: string): Promise<'deleted' | 'already_gone'> {
    try {
      await call(() => this.client.customers.delete(customerId));
      return 'deleted';
    } catch (error) {
      // Deleted before (an earlier run whose answer was lost, or by hand in the dashboard): done.
      if (error instanceof ProviderError && (error.status === 404 || error.status === 410)) return 'already_gone';
      throw error;
    }
  }

  async createRecurringPayment(input: RecurringPaymentInput): Promise<ProviderPayment> {
    const payment = await call(() =>
      this.client.payments.create({
        amount: { value: centsToMollieValue(input.amount), currency: input.currency },
        description: input.description,
        customerId: input.customerId,
        mandateId: input.mandateId,
        sequenceType: 'recurring' as SequenceType,
        webhookUrl: input.webhookUrl,
        metadata: { order_id: input.metadata.order_id, member_id: input.metadata.member_id },
      }),
    );
    return this.present(payment);
  }

  async createMandate(input: {
    customerId: string;
    accountHolder: string;
    iban: string;
  }): Promise<{ id: string; label: string }> {
    const iban = normalizeIban(input.iban);
    const mandate = await call(() =>
      this.client.customerMandates.create({
        customerId: input.customerId,
        method: 'directdebit' as MandateMethod,
        consumerName: input.accountHolder,
        consumerAccount: iban,
      }),
    );
    const account = 'consumerAccount' in mandate.details ? str(mandate.details.consumerAccount) : null;
    return { id: mandate.id, label: maskIban(account ?? iban) };
  }

  private async present(payment: Payment): Promise<ProviderPayment> {
    const amount = mollieValueToCents(payment.amount.value);
    const amountRefunded = payment.amountRefunded ? mollieValueToCents(payment.amountRefunded.value) : 0;
    const amountChargedBack = payment.amountChargedBack ? mollieValueToCents(payment.amountChargedBack.value) : 0;
    const status = toPaymentStatus(payment, amount, amountRefunded, amountChargedBack);
    const method = ourMethod(payment.method);
    return {
      id: payment.id,
      status,
      amount,
      currency: payment.amount.currency,
      method,
      bank: await this.bankLabel(method, payment),
      metadata: parseMetadata(payment.metadata),
      checkoutUrl: status === 'open' ? (payment._links.checkout?.href ?? null) : null,
      mandateId: payment.mandateId ?? null,
      customerId: payment.customerId ?? null,
      amountRefunded,
      amountChargedBack,
    };
  }

  private async bankLabel(method: PaymentMethod | null, payment: Payment): Promise<string | null> {
    const details = (payment.details ?? {}) as Record<string, unknown>;
    switch (method) {
      case 'ideal': {
        // Mollie's iDEAL issuer ids are the bank's BIC behind 'ideal_'; the BIC is the bank that paid.
        const bic = str(details.consumerBic);
        const bank = bic ? await this.issuerName(`ideal_${bic.toUpperCase()}`) : null;
        return bank ?? str(details.consumerName);
      }
      case 'creditcard': {
        const label = str(details.cardLabel);
        const last4 = str(details.cardNumber)?.slice(-4);
        if (!last4) return label;
        return `${label ?? 'Card'} •••• ${last4}`;
      }
      case 'directdebit': {
        const account = str(details.consumerAccount);
        return account ? maskIban(account) : null;
      }
      default:
        return null;
    }
  }

  private async issuerName(issuerId: string): Promise<string | null> {
    if (!this.issuerNames || Date.now() - this.issuerNames.at > ISSUER_CACHE_MS) {
      try {
        const methods = await this.client.methods.list({ include: 'issuers' as MethodInclude });
        const ideal = methods.find((m) => m.id === 'ideal');
        this.issuerNames = { at: Date.now(), names: new Map((ideal?.issuers ?? []).map((i) => [i.id, i.name])) };
      } catch {
        // The bank name is a label on a receipt: a failed lookup must not fail reading the payment.
        return null;
      }
    }
    return this.issuerNames.names.get(issuerId) ?? null;
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (error instanceof MollieApiError) throw new ProviderError(`mollie: ${error.message}`, error.statusCode ?? null);
    if (error instanceof RangeError) throw error;
    throw new ProviderError(`mollie: ${error instanceof Error ? error.message : String(error)}`);
  }
}
