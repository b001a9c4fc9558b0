import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  WELCOME_DISCOUNT_HOURS,
  WELCOME_DISCOUNT_PERCENTAGE,
  WELCOME_ACT_FAST_HOURS,
  type DiscountCode,
  type PaymentMethod,
} from '../../../common/api/payments.ts';
import { formatMoney } from '../../../common/rules/money.ts';
import { discountMismatch } from '../../../common/rules/discount.ts';
import { hasTimeBonus as hasTimeBonusRule, timeBonusEnd } from '../../../common/rules/time-bonus.ts';
import type { Executor } from '../../db/client.ts';
import { discountCodes, discountRedemptions } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';

type CodeRow = typeof discountCodes.$inferSelect;

/**
 * Product §4, §9: the time bonus exists only for a member who has not paid and whose signup is less
 * than 4 hours old; it is code TIMEBONUS25, 25%, once per member.
 */
export function timeBonusEndsAt(member: Pick<MemberView, 'signupDate'>): Date {
  return new Date(timeBonusEnd(member.signupDate.getTime()));
}

export function hasTimeBonus(member: Pick<MemberView, 'paidUser' | 'signupDate'>, now: Date): boolean {
  return hasTimeBonusRule({ paid: member.paidUser, signupAt: member.signupDate.getTime() }, now.getTime());
}

/** A discount code with the field names of product §3 (the member's check and the staff console's list). */
export function presentDiscountCode(
  row: Pick<
    CodeRow,
    | 'code'
    | 'valuePercentage'
    | 'minimumOrderValue'
    | 'country'
    | 'userId'
    | 'expires'
    | 'currency'
    | 'status'
    | 'validity'
    | 'paymentMethods'
  >,
  now: Date,
): DiscountCode {
  return {
    code: row.code,
    value_percentage: row.valuePercentage,
    minimum_order_value: row.minimumOrderValue,
    country: row.country,
    user_id: row.userId,
    expires: row.expires?.toISOString() ?? null,
    currency: row.currency,
    status: row.status,
    validity: row.validity,
    expired: row.expires !== null && row.expires <= now,
    paymentmethods: row.paymentMethods as PaymentMethod[],
  };
}

/** Whether the member has this code: used on a paid order, or reserved by an open one. */
async function taken(db: Executor, siteId: number, code: string, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ code: discountRedemptions.code })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.siteId, siteId),
        eq(discountRedemptions.code, code.toUpperCase()),
        eq(discountRedemptions.memberId, memberId),
      ),
    )
    .limit(1);
  return !!row;
}

/** The time bonus as a discount code object (product §9: status active, once-per-user validity). */
function timeBonusCode(member: MemberView): DiscountCode & { expires: string } {
  return {
    code: TIME_BONUS_CODE,
    value_percentage: TIME_BONUS_PERCENTAGE,
    minimum_order_value: 0,
    country: null,
    user_id: member.id,
    expires: timeBonusEndsAt(member).toISOString(),
    currency: 'EUR',
    status: 'active',
    validity: 'once_per_user',
    expired: false,
    paymentmethods: [],
  };
}

/**
 * Discount codes (product §3, §5): looking one up, the member's welcome code and the active discount.
 * A once-per-member code is reserved by the order it is applied to when that order is made (one
 * order at a time can hold it: a unique row per member and code), released when the order fails,
 * is cancelled or expires, and used for good when it is paid (decision 008).
 */
export class DiscountService {
  /**
   * GET /api/discountcode.php?code=: the code as the member may use it. 'Code niet gevonden' for an
   * unknown, inactive or someone else's code; 'Code reeds gebruikt' when this member used it.
   */
  async lookup(
    db: Executor,
    site: Site,
    member: MemberView | null,
    code: string,
    now = new Date(),
  ): Promise<DiscountCode> {
    const wanted = code.trim().toUpperCase();
    if (!wanted) throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
    if (wanted === TIME_BONUS_CODE) {
      // Using it makes the member paid, so a paid member's time bonus is gone (not "used").
      if (!member || member.paidUser) throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
      if (await taken(db, site.id, TIME_BONUS_CODE, member.id))
        throw new ApiError(409, 'discount_used', 'validation.codeUsed');
      const bonus = timeBonusCode(member);
      return { ...bonus, expired: !hasTimeBonus(member, now) };
    }
    const [row] = await db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.siteId, site.id), sql`upper(${discountCodes.code}) = ${wanted}`));
    if (!row || row.status !== 'active' || (row.userId !== null && row.userId !== member?.id)) {
      throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
    }
    if (member && row.validity === 'once_per_user' && (await taken(db, site.id, wanted, member.id))) {
      throw new ApiError(409, 'discount_used', 'validation.codeUsed');
    }
    return presentDiscountCode(row, now);
  }

  /**
   * The code as it applies to an order: also expired, minimum order value, country and method.
   * Returns the percentage to take off.
   */
  async forOrder(
    db: Executor,
    site: Site,
    member: MemberView,
    code: string,
    order: { amount: number; currency: string; country: string; method: PaymentMethod; locale: string },
    now = new Date(),
  ): Promise<DiscountCode> {
    const found = await this.lookup(db, site, member, code, now);
    switch (discountMismatch(found, order)) {
      case null:
        return found;
      case 'inactive':
        throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
      case 'expired':
        throw new ApiError(400, 'discount_expired', 'payments.server.codeExpired');
      case 'country':
        throw new ApiError(400, 'discount_not_valid', 'payments.server.codeCountry');
      case 'minimum':
        throw new ApiError(400, 'discount_not_valid', 'payments.server.codeMinimum', {
          amount: formatMoney({ amount: found.minimum_order_value, currency: found.currency }, order.locale),
        });
      case 'method':
        throw new ApiError(400, 'discount_not_valid', 'payments.server.codeMethod');
    }
  }

  /**
   * GET /api/discountcode.php?welcome=true: the member's welcome code, made on first request for a
   * member who has not paid, within WELCOME_DISCOUNT_HOURS of signup: 25% on the first purchase,
   * valid WELCOME_ACT_FAST_HOURS from then (the modal's "act fast"). Later requests answer
   * the same code (expired once its hours have passed). Nothing (404) for a member who has paid or
   * was never offered one in time; the screens ignore that (product §8).
   */
  async welcome(db: Executor, site: Site, member: MemberView, now = new Date()): Promise<DiscountCode> {
    if (member.paidUser) throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
    const mine = () =>
      db
        .select()
        .from(discountCodes)
        .where(
          and(eq(discountCodes.siteId, site.id), eq(discountCodes.userId, member.id), eq(discountCodes.welcome, true)),
        );
    let [row] = await mine();
    if (!row) {
      const offerUntil = new Date(member.signupDate.getTime() + WELCOME_DISCOUNT_HOURS * 3_600_000);
      if (offerUntil <= now) throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
      const code = `WELKOM-${randomBytes(4).toString('hex').toUpperCase()}`;
      const expires = new Date(now.getTime() + WELCOME_ACT_FAST_HOURS * 3_600_000);
      [row] = await db
        .insert(discountCodes)
        .values({
          siteId: site.id,
          code,
          valuePercentage: WELCOME_DISCOUNT_PERCENTAGE,
          userId: member.id,
          expires,
          validity: 'once_per_user',
          welcome: true,
        })
        .onConflictDoNothing()
        .returning();
      // Another tab made it at the same moment: read theirs.
      row ??= (await mine())[0];
    }
    if (!row) throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
    return presentDiscountCode(row, now);
  }

  /**
   * Product §4: the active discount is the time bonus when there is one, else the welcome code. None
   * while an open order holds it: the prices shown are then the prices a new order is charged.
   */
  async active(db: Executor, site: Site, member: MemberView | null, now = new Date()): Promise<DiscountCode | null> {
    if (!member || member.paidUser) return null;
    // A used time bonus or welcome code made the member paid, which ends both.
    if (hasTimeBonus(member, now))
      return (await taken(db, site.id, TIME_BONUS_CODE, member.id)) ? null : timeBonusCode(member);
    try {
      const welcome = await this.welcome(db, site, member, now);
      return welcome.expired || (await taken(db, site.id, welcome.code, member.id)) ? null : welcome;
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  }

  /**
   * Reserves a once-per-member code for a new order, inside the transaction that makes the order.
   * False when another order of the member holds it or used it: of several checkouts at once,
   * exactly one gets it (the unique row; a racing insert waits for the other's commit). Codes
   * usable without limit are not reserved.
   */
  async reserve(
    tx: Executor,
    order: { siteId: number; memberId: number; paymentId: number },
    discount: Pick<DiscountCode, 'code' | 'validity'>,
  ): Promise<boolean> {
    if (discount.validity !== 'once_per_user') return true;
    const rows = await tx
      .insert(discountRedemptions)
      .values({
        siteId: order.siteId,
        code: discount.code.toUpperCase(),
        memberId: order.memberId,
        paymentId: order.paymentId,
      })
      .onConflictDoNothing()
      .returning({ code: discountRedemptions.code });
    return rows.length > 0;
  }

  /** SQL: the order (its id column) still holds a code it reserved, not yet redeemed or released. */
  holdsCode(paymentId: SQLWrapper): SQL {
    return sql`exists (select 1 from ${discountRedemptions} where ${discountRedemptions.paymentId} = ${paymentId} and ${discountRedemptions.redeemedAt} is null)`;
  }

  /** The order failed, was cancelled or expired: the code it reserved is free again. */
  async release(tx: Executor, paymentId: number): Promise<void> {
    await tx
      .delete(discountRedemptions)
      .where(and(eq(discountRedemptions.paymentId, paymentId), isNull(discountRedemptions.redeemedAt)));
  }

  /** Marks the code used by this member for this paid order (inside the granting transaction). */
  async redeem(tx: Executor, siteId: number, code: string, memberId: number, paymentId: number): Promise<void> {
    const now = new Date();
    const confirmed = await tx
      .update(discountRedemptions)
      .set({ redeemedAt: now })
      .where(and(eq(discountRedemptions.paymentId, paymentId), isNull(discountRedemptions.redeemedAt)))
      .returning({ code: discountRedemptions.code });
    // No reservation: a code without a use limit, an order made before reservations existed, or an
    // order paid after it had expired here (its reservation released). The first use is recorded.
    if (!confirmed.length)
      await tx
        .insert(discountRedemptions)
        .values({ siteId, code: code.toUpperCase(), memberId, paymentId, redeemedAt: now })
        .onConflictDoNothing();
  }
}
