import { createTranslator } from '../../../common/i18n/index.ts';
import { formatMoney } from '../../../common/rules/money.ts';
import { formatVatRate, vatPart, vatRate } from '../../../common/rules/vat.ts';
import type { Executor } from '../../db/client.ts';
import { orderById } from '../payments/index.ts';
import { NOTIFY_JOBS, type NotificationDispatch } from './dispatch.ts';

/**
 * The welcome mail and the purchase receipt (issue #16): not notification mails (no unsubscribe,
 * no preference), sent to every active member whose address has not bounced or complained.
 */

/**
 * At activation (AccountService's `onActivated`, after its commit): the welcome mail's job. A lost
 * enqueue (the process dies right after the activation) loses a welcome, nothing the member needs.
 */
export async function enqueueWelcome(d: NotificationDispatch, memberId: number): Promise<void> {
  await d.deps.enqueue(`${NOTIFY_JOBS.welcome}:${memberId}`, NOTIFY_JOBS.welcome, { member: memberId });
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
  if (!(await d.mayMail(memberId))) return 'address stopped';
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
  if (!(await d.mayMail(order.memberId))) return 'address stopped';
  const t = createTranslator(r.locale);
  const rate = vatRate(order.country);
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, r.locale);
  await d.sendMail(r, 'receipt', {
    name: r.member.profile.name,
    link: '/credits',
    orderId: String(order.id),
    date: new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(order.paidAt),
    description: t('notify.receipt.description', { credits: order.credits }),
    credits: order.credits,
    amount: money(order.amount),
    vatRate: formatVatRate(rate, r.locale),
    vatAmount: money(vatPart(order.amount, rate)),
    refundDays: r.site.config.refund_days,
  });
  return 'sent';
}
