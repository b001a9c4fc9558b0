/**
 * The payments module's public surface (scripts/check-owners.mjs); it owns bundles and prices,
 * orders, discount codes, saved methods and customers, direct debit and the sandbox's records.
 */
export { PaymentService, ORDER_EXPIRY_HOURS, nextStatus, paymentPhase, type PaymentContext } from './service.ts';
export { DirectDebitService } from './direct-debit.ts';
export { seedBundles } from './bundles.ts';
// The console's price editor (server/modules/site-admin).
export { bundlesOfSite, replaceBundles, UnknownBundle } from './bundle-admin.ts';
export { SandboxProvider } from './providers/sandbox.ts';
export { MollieProvider } from './providers/mollie.ts';
export { UnavailableProvider } from './providers/unavailable.ts';
export { ProviderError, type PaymentProvider } from './providers/provider.ts';
export { paymentRoutes } from './routes.ts';
export {
  ordersOf,
  orderById,
  memberIdsByIban,
  directDebitAccountsOf,
  membersSharingPaymentDetails,
  directDebitValueOf,
  blockForDirectDebit,
  normalizeBlockValue,
  type DirectDebitAccount,
} from './staff-care.ts';
export {
  retentionCode,
  RETENTION_CODE_PREFIX,
  checkDiscountCode,
  createDiscountCode,
  listDiscountCodes,
  expireDiscountCode,
  DISCOUNT_CODE_PATTERN,
  type DiscountCodeInput,
  type DiscountCodeRow,
  type DiscountCodeWithUse,
} from './code-admin.ts';
// Decision 033: the purge's part, and the job that deletes the customer at the provider.
export { erasePaymentDetails, DELETE_CUSTOMER_JOB, type ErasedCustomer } from './erasure.ts';
export { presentPayment, type PaymentRow } from './presenter.ts';
export { presentDiscountCode } from './discounts.ts';
export type { OrderRecord, OrderGranted } from './settlement.ts';
export { ORDER_PAID } from './settlement.ts';
// The member's rows, for their data export.
export { paymentDataOf } from './member-data.ts';
// The staff overview (/staff): paid orders and their amounts per currency.
export { purchaseFigures, paidOrdersSince, type PurchaseFigures } from './overview.ts';
