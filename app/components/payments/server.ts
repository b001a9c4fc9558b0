import { data, redirect } from 'react-router';
import type { KlikLoadContext } from '../../load-context.ts';
import type { CreditsPayload, PaymentMethodsPayload, RepeatOrderPayload, SandboxPaymentView, TransactionsPayload } from '../../../common/api/payments.ts';
import { createTranslator, type MessageKey, type Params } from '../../../common/i18n/index.ts';

/**
 * What the payment screens' loaders call on the server (issue #7): `context.klik.services.payments`
 * (server/modules/payments/service.ts). The service's own type is used when it is registered;
 * this interface only states what the screens rely on.
 */
export interface PaymentsLoaderService {
  catalogue(site: KlikLoadContext['site'], member: NonNullable<KlikLoadContext['member']> | null, country: string): Promise<CreditsPayload>;
  methods(site: KlikLoadContext['site'], member: NonNullable<KlikLoadContext['member']> | null, country: string, locale: string, bundleId: number): Promise<PaymentMethodsPayload>;
  transactions(member: NonNullable<KlikLoadContext['member']>, id?: number): Promise<TransactionsPayload>;
  repeatOrders(site: KlikLoadContext['site'], member: NonNullable<KlikLoadContext['member']>, country: string): Promise<RepeatOrderPayload>;
  sandboxView(id: string, locale: KlikLoadContext['locale']): Promise<SandboxPaymentView>;
}

type Services = KlikLoadContext['services'];
type PaymentsService = Services extends { payments: infer P } ? P : PaymentsLoaderService;

export function paymentsService(klik: KlikLoadContext): PaymentsService {
  const service = (klik.services as unknown as { payments?: PaymentsService }).payments;
  if (!service) throw data('payments are not available', { status: 503 });
  return service;
}

/** A member page: visitors go to the login first and come back here afterwards. */
export function requireMember(klik: KlikLoadContext, request: Request): NonNullable<KlikLoadContext['member']> {
  if (klik.member) return klik.member;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The service's 404 (an unknown bundle, order or payment) becomes the site's 404 page. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** A positive integer id from the URL, or a 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

/** The document title in the member's language: '… – {siteName}'. */
export function titleOf(klik: KlikLoadContext, key: MessageKey, params?: Params): string {
  return createTranslator(klik.locale)(key, { ...params, siteName: klik.settings.name });
}
