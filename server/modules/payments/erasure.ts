import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Enqueue } from '../../platform/jobs.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { directDebitCodes, paymentCustomers, savedMethods } from './schema.ts';

/** The one-off job that deletes a purged member's customer at the provider (decision 033). */
export const DELETE_CUSTOMER_JOB = 'payments.delete-customer';

/** A customer we made at a provider for a member (`payment_customers`, `saved_methods`). */
export interface ErasedCustomer {
  provider: string;
  customerId: string;
}

/** One job per customer, named by it: enqueued again while it waits, it stays one job (decision 012). */
export const deleteCustomerJobName = (c: ErasedCustomer) => `${DELETE_CUSTOMER_JOB}:${c.provider}:${c.customerId}`;

/**
 * A deletion made final: what identifies the member at a payment provider goes (saved
 * cards and mandates with their IBAN, phone and label, the provider's customer id, a pending direct
 * debit code). Orders stay, without personal fields, for the bookkeeping (7 years, docs/privacy.md).
 *
 * The customer at the provider (name, address, our member id) goes too, but not here: a provider
 * call cannot be part of the transaction, and one that fails must not undo the purge. So each
 * customer gets a job, enqueued in this transaction (`enqueue` with `tx`): it exists exactly when
 * the purge commits, and the runner retries it until the provider has deleted the customer.
 * Resolves with the customers removed here.
 */
export async function erasePaymentDetails(tx: Executor, memberId: number, enqueue: Enqueue): Promise<ErasedCustomer[]> {
  const methods = await tx
    .delete(savedMethods)
    .where(eq(savedMethods.memberId, memberId))
    .returning({ provider: savedMethods.provider, customerId: savedMethods.customerId });
  const customers = await tx
    .delete(paymentCustomers)
    .where(eq(paymentCustomers.memberId, memberId))
    .returning({ provider: paymentCustomers.provider, customerId: paymentCustomers.customerId });
  await tx.delete(directDebitCodes).where(eq(directDebitCodes.memberId, memberId));
  // A saved method names the customer it was made for: normally the member's one, listed once.
  const erased = new Map<string, ErasedCustomer>();
  for (const c of [...customers, ...methods])
    erased.set(deleteCustomerJobName(c), { provider: c.provider, customerId: c.customerId });
  for (const [name, c] of erased)
    await enqueue(name, DELETE_CUSTOMER_JOB, { provider: c.provider, customer: c.customerId }, new Date(), tx);
  return [...erased.values()];
}

/**
 * The job `payments.delete-customer`: the customer is deleted at the provider that made it. A
 * ProviderError (provider down, refused) throws, so the runner retries with back-off (decision 012);
 * a customer the provider no longer knows is done. A provider that is not the configured one any
 * more (the site moved from Mollie to PAYMENTS=off, say) cannot be asked: the job ends with a result
 * that says so, and the customer is left for the site owner to delete in that provider's dashboard.
 */
export async function deleteProviderCustomer(
  deps: { provider: PaymentProvider; log: Pick<FastifyBaseLogger, 'warn'> },
  payload: Record<string, unknown>,
): Promise<string> {
  const provider = typeof payload.provider === 'string' ? payload.provider : '';
  const customerId = typeof payload.customer === 'string' ? payload.customer : '';
  if (!provider || !customerId) return 'no provider or customer in the payload: nothing to delete';
  if (deps.provider.name !== provider) {
    const configured = deps.provider.name === 'none' ? 'payments are off' : `the provider is ${deps.provider.name}`;
    const result = `not deleted: ${provider} is not configured (${configured}); delete customer ${customerId} in ${provider}'s dashboard`;
    deps.log.warn({ provider, customerId }, `payments: ${result}`);
    return result;
  }
  const outcome = await deps.provider.deleteCustomer(customerId);
  return outcome === 'deleted'
    ? `customer ${customerId} deleted at ${provider}`
    : `customer ${customerId} was already gone at ${provider}`;
}
