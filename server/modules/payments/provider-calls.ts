import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { ProviderError, type PaymentProvider } from './providers/provider.ts';

/** A provider that refuses or cannot be reached: the member sees a clear error, not a 500. */
export async function callProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>, what: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    log.error({ err }, `payment provider: ${what} failed`);
    throw new ApiError(502, 'payment_failed', 'payments.server.providerDown');
  }
}

/** The provider orders are made with; PAYMENTS=off refuses here, before anything is stored. */
export function liveProvider(provider: PaymentProvider): PaymentProvider & { name: 'sandbox' | 'mollie' } {
  if (provider.name === 'none') throw new ApiError(503, 'payments_unavailable', 'payments.server.unavailable');
  return provider as PaymentProvider & { name: 'sandbox' | 'mollie' };
}
