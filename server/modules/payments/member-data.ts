import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  directDebitCodes,
  discountCodes,
  discountRedemptions,
  paymentCustomers,
  payments,
  savedMethods,
} from './schema.ts';

/**
 * The member's orders, their own discount codes and redemptions, the payment provider's customer
 * and saved methods, and a pending direct-debit code's times (never the code's hash), for their
 * data export.
 */
export async function paymentDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const [orders, codes, redemptions, customers, methods, ddCodes] = await Promise.all([
    db.select().from(payments).where(eq(payments.memberId, memberId)),
    db.select().from(discountCodes).where(eq(discountCodes.userId, memberId)),
    db.select().from(discountRedemptions).where(eq(discountRedemptions.memberId, memberId)),
    db.select().from(paymentCustomers).where(eq(paymentCustomers.memberId, memberId)),
    db.select().from(savedMethods).where(eq(savedMethods.memberId, memberId)),
    db.select().from(directDebitCodes).where(eq(directDebitCodes.memberId, memberId)),
  ]);
  return {
    payments: orders,
    discount_codes: codes,
    discount_redemptions: redemptions,
    payment_customers: customers,
    saved_methods: methods,
    direct_debit_codes: ddCodes.map(({ codeHash: _secret, ...row }) => row),
  };
}
