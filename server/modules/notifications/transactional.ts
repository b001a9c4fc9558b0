import { createTranslator } from '../../../common/i18n/index.ts';
import { formatMoney } from '../../../common/rules/money.ts';
import { formatVatRate, vatPart, vatRate } from '../../../common/rules/vat.ts';
import { dateInWords } from '../../../common/rules/dates.ts';
import { isCountryCode } from '../../../common/rules/locale.ts';
import type { Executor } from '../../db/client.ts';
import { orderById } from '../payments/index.ts';
import { NOTIFY_JOBS, type NotificationDispatch } from './dispatch.ts';

/**
 * The welcome mail and the purchase receipt: not notification mails (no unsubscribe,
 * no preference), sent to every active member whose address has not bounced or complained.
 */

/**
 * In the transaction that activates the account (AccountService's `onActivating`): the welcome
 * mail's job, so an activation always gets its welcome, once (the job's name is the member's), and
 * nothing after the commit (the held messages' delivery) waits for it or fails with it.
 */
export async function enqueueWelcome(d: NotificationDispatch, tx: Executor, memberId: number): Promise<void> {
  await d.deps.enqueue(`${NOTIFY_JOBS.welcome}:${memberId}`, NOTIFY_JOBS.welcome, { member: memberId }, new Date(), tx);
}

/**
 * In the transaction that grants an order's credits (payments' settlement): the receipt's job, so a
 * paid order always gets its receipt, exactly once (the job's name is the order's).
 */
export async function enqueueReceipt(d: NotificationDispatch, tx: Executor, orderId: number): Promise<void> {
  await d.deps.enqueue(`${NOTIFY_JOBS.receipt}:${orderId}`, NOTIFY_JOBS.receipt, { order: orderId }, new Date(), tx);
}

export async function sendWelcome(d: NotificationDispatch, memberId: number): Promise<string> {
  const r = await d.recipient(memberId);
  if (!r) return 'not a recipient';
  if (!d.mayMail(r)) return 'address stopped';
  await d.sendMail(r, 'welcome', { name: r.member.profile.name, link: '/members' });
  return 'sent';
}

/**
 * The receipt: the order, its date, the bundle, the amount paid with the VAT in it at the rate of
 * the payment country (common/rules/vat.ts) and the site's refund days.
 */
export async function sendReceipt(d: NotificationDispatch, orderId: number): Promise<string> {
  const order = await orderById(d.deps.db, orderId);
  if (!order || !order.paidAt) return 'no paid order';
  const r = await d.recipient(order.memberId);
  if (!r) return 'not a recipient';
  if (!d.mayMail(r)) return 'address stopped';
  const t = createTranslator(r.locale);
  // An order's country is one of the site's (the catalogue prices only those); another charges no VAT.
  const rate = isCountryCode(order.country) ? vatRate(order.country) : 0;
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, r.locale);
  await d.sendMail(r, 'receipt', {
    name: r.member.profile.name,
    link: '/credits',
    orderId: String(order.id),
    date: dateInWords(order.paidAt, r.locale),
    description: t('notify.receipt.description', { credits: order.credits }),
    credits: order.credits,
    amount: money(order.amount),
    vatRate: formatVatRate(rate, r.locale),
    vatAmount: money(vatPart(order.amount, rate)),
    refundDays: r.site.config.refund_days,
  });
  return 'sent';
}
