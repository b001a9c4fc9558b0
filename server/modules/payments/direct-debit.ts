import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DirectDebitCodeSent, DirectDebitForm, PaymentView } from '../../../common/api/payments.ts';
import { normalizeIban } from '../../../common/rules/iban.ts';
import {
  DIRECT_DEBIT_TEXT_FIELDS,
  directDebitMessage,
  directDebitProblems,
  normalizePhone,
  type DirectDebitProblem,
  type DirectDebitTextField,
} from '../../../common/rules/direct-debit.ts';
import type { Database } from '../../db/client.ts';
import { directDebitBlocks, directDebitCodes } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail, siteMailContext, siteMailFrom } from '../../platform/mail-templates.ts';
import { hashToken } from '../../platform/credentials.ts';
import type { MemberView } from '../members/index.ts';
import type { PaymentContext, PaymentService } from './service.ts';

/** The code of the form is valid this long, and this many wrong tries end it. */
export const DIRECT_DEBIT_CODE_MINUTES = 15;
export const DIRECT_DEBIT_CODE_TRIES = 5;
/**
 * Decision 008: a member may have at most this much (cents) and this many direct debits waiting
 * to settle in 30 days; above it: try later, a cheaper package or another method (product §8).
 */
export const DIRECT_DEBIT_LIMIT_AMOUNT = 10_000;
export const DIRECT_DEBIT_LIMIT_COUNT = 2;

/** The form's fields the rule checks here; the mailed code is checked (and counted) by useCode. */
const CHECKED_FIELDS = DIRECT_DEBIT_TEXT_FIELDS.filter((f) => f !== 'otp');

/**
 * Paying by SEPA direct debit (product §3 Direct debit form, §5, §8). The member confirms
 * with a one-time code mailed to their address (their account's proof that it is them asking);
 * blocked IBANs and phone numbers are refused; a limit keeps unsettled debits small. The order is
 * pending until the debit settles; a reversal takes the credits back through the ledger.
 */
export class DirectDebitService {
  constructor(private readonly deps: { db: Database; mailer: Mailer; payments: PaymentService }) {}

  /** POST /api/directdebit-code.php: mails a fresh 6-digit code, replacing any earlier one. */
  async sendCode(member: MemberView, ctx: PaymentContext): Promise<DirectDebitCodeSent> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + DIRECT_DEBIT_CODE_MINUTES * 60_000);
    await this.deps.db
      .insert(directDebitCodes)
      .values({ memberId: member.id, codeHash: hashToken(code), expiresAt })
      .onConflictDoUpdate({
        target: directDebitCodes.memberId,
        set: { codeHash: hashToken(code), attempts: 0, expiresAt },
      });
    const mail = await renderMail(
      'directdebit_code',
      { name: member.profile.name, link: `${ctx.origin}/directdebit`, code, validMinutes: DIRECT_DEBIT_CODE_MINUTES },
      siteMailContext(ctx.site, ctx.locale, ctx.origin),
    );
    await this.deps.mailer.send({
      to: member.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      from: siteMailFrom(ctx.site),
    });
    return { sent_to: maskEmail(member.email) };
  }

  /** POST /api/directdebit.php */
  async submit(member: MemberView, form: DirectDebitForm, ctx: PaymentContext): Promise<PaymentView> {
    if (member.status !== 'active') throw new ApiError(403, 'not_confirmed', 'payments.server.notConfirmed');
    // The form's own rule (common/rules/direct-debit.ts), answered at the first field it names.
    const [problem] = Object.entries(directDebitProblems(form, CHECKED_FIELDS)) as [
      DirectDebitTextField,
      DirectDebitProblem,
    ][];
    if (problem) {
      const [field, kind] = problem;
      const key =
        field === 'iban'
          ? 'payments.server.ibanInvalid'
          : field === 'phone'
            ? 'payments.server.phoneInvalid'
            : directDebitMessage(field, kind);
      throw new ApiError(400, 'invalid_input', key, undefined, { field });
    }
    const iban = normalizeIban(form.iban);
    const phone = normalizePhone(form.phone);

    const [blocked] = await this.deps.db
      .select({ kind: directDebitBlocks.kind })
      .from(directDebitBlocks)
      .where(
        or(
          and(eq(directDebitBlocks.kind, 'iban'), eq(directDebitBlocks.value, iban)),
          and(eq(directDebitBlocks.kind, 'phone'), eq(directDebitBlocks.value, phone)),
        ),
      )
      .limit(1);
    if (blocked) throw new ApiError(403, 'directdebit_blocked', 'payments.server.directDebitBlocked');

    const open = await this.deps.payments.openDirectDebits(member.id);
    const price =
      (await this.deps.payments.bundles(ctx.site, ctx.country, null)).find((b) => b.id === form.bundle_id)?.price
        .amount ?? 0;
    if (open.count >= DIRECT_DEBIT_LIMIT_COUNT || open.amount + price > DIRECT_DEBIT_LIMIT_AMOUNT) {
      throw new ApiError(429, 'directdebit_limit', 'payments.server.directDebitLimit');
    }
    // Last, once the form is otherwise accepted: the code is used up in the same statement that
    // checks it, so two forms sent at once with one code make one order.
    await this.useCode(member.id, form.otp);
    return this.deps.payments.directDebitOrder(member, ctx, {
      bundleId: form.bundle_id,
      accountHolder: form.account_holder,
      iban,
      phone,
      discountCode: form.discount_code,
    });
  }

  private async useCode(memberId: number, otp: string): Promise<void> {
    const given = otp.replace(/\s/g, '');
    const [used] = /^\d{6}$/.test(given)
      ? await this.deps.db
          .delete(directDebitCodes)
          .where(
            and(
              eq(directDebitCodes.memberId, memberId),
              eq(directDebitCodes.codeHash, hashToken(given)),
              gt(directDebitCodes.expiresAt, new Date()),
              lt(directDebitCodes.attempts, DIRECT_DEBIT_CODE_TRIES),
            ),
          )
          .returning({ memberId: directDebitCodes.memberId })
      : [];
    if (used) return;
    await this.deps.db
      .update(directDebitCodes)
      .set({ attempts: sql`${directDebitCodes.attempts} + 1` })
      .where(eq(directDebitCodes.memberId, memberId));
    throw new ApiError(400, 'invalid_code', 'payments.server.codeInvalid', undefined, { field: 'otp' });
  }

  /** Site owners block an IBAN or phone number (fraud, reversed debits). */
  async block(kind: 'iban' | 'phone', value: string, reason?: string): Promise<void> {
    const normal = kind === 'iban' ? normalizeIban(value) : normalizePhone(value);
    await this.deps.db
      .insert(directDebitBlocks)
      .values({ kind, value: normal, reason: reason ?? null })
      .onConflictDoNothing();
  }
}

/** 'anna.jansen@example.nl' → 'a•••••••••n@example.nl': enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 2) return `${local[0] ?? ''}•@${domain}`;
  return `${local[0]}${'•'.repeat(Math.min(local.length - 2, 8))}${local.at(-1)}@${domain}`;
}
