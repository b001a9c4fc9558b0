import { ApiError } from '../../../http/errors.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * `PAYMENTS=off`: a site that runs without purchases. Every call is refused, so nothing can create
 * an order at a provider or mark one paid; the credits screens say purchases are unavailable.
 */
export class UnavailableProvider implements PaymentProvider {
  readonly name = 'none' as const;

  private refuse(): never {
    throw new ApiError(503, 'payments_unavailable', 'payments.server.unavailable');
  }

  listMethods = async () => this.refuse();
  createPayment = async () => this.refuse();
  getPayment = async () => this.refuse();
  cancelPayment = async () => this.refuse();
  refund = async () => this.refuse();
  createCustomer = async () => this.refuse();
  deleteCustomer = async () => this.refuse();
  createRecurringPayment = async () => this.refuse();
  createMandate = async () => this.refuse();
}
