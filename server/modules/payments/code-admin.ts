import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHODS, TIME_BONUS_CODE, type PaymentMethod } from '../../../common/api/payments.ts';
import { isUniqueViolation, queryRows, type Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey, Params } from '../../../common/i18n/index.ts';
import { discountCodes } from './schema.ts';

/**
 * Discount codes as the staff console manages them ('codes.manage'): every field of
 * product §3 (code, percentage, minimum order value, country, member, expiry, currency, status,
 * payment methods, once per member or without limit), a list with usage counts, and expiring one.
 * The members' side (lookup, reservation, redemption) is discounts.ts; a code made here is used
 * there like any other.
 */

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export interface DiscountCodeInput {
  code: string;
  valuePercentage: number;
  minimumOrderValue: number;
  country: string | null;
  userId: number | null;
  expires: Date | null;
  currency: string;
  status: 'active' | 'inactive';
  validity: 'once_per_user' | 'unlimited';
  paymentMethods: PaymentMethod[];
}

/** Codes members can type: letters, digits, dash and underscore, 3 to 32 of them. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
const DISCOUNT_CODES_INDEX = 'discount_codes_site_code';

const invalid = (field: string, key: MessageKey, params?: Params) =>
  new ApiError(400, 'invalid_input', key, params, { field });

/**
 * The rules of a new code, each answered with the field it belongs to (that a member id is the
 * site's is asked of the members module by the caller).
 */
export function checkDiscountCode(
  input: DiscountCodeInput,
  site: { countries: readonly string[] },
  now = new Date(),
): DiscountCodeInput {
  const code = input.code.trim().toUpperCase();
  if (!DISCOUNT_CODE_PATTERN.test(code)) throw invalid('code', 'staff.codes.error.code');
  // The time bonus and the welcome codes are the site's own: a code of that name would shadow them.
  if (code === TIME_BONUS_CODE || code.startsWith('WELKOM-') || code.startsWith(RETENTION_CODE_PREFIX))
    throw invalid('code', 'staff.codes.error.reserved');
  if (!Number.isInteger(input.valuePercentage) || input.valuePercentage < 1 || input.valuePercentage > 100)
    throw invalid('value_percentage', 'staff.codes.error.percentage');
  if (!Number.isInteger(input.minimumOrderValue) || input.minimumOrderValue < 0 || input.minimumOrderValue > 100_000_00)
    throw invalid('minimum_order_value', 'staff.codes.error.minimum');
  const country = input.country?.trim().toUpperCase() || null;
  if (country && !site.countries.includes(country))
    throw invalid('country', 'staff.codes.error.country', { countries: site.countries.join(', ') });
  const currency = input.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid('currency', 'staff.codes.error.currency');
  if (input.expires && !(input.expires.getTime() > now.getTime()))
    throw invalid('expires', 'staff.codes.error.expires');
  const methods = [...new Set(input.paymentMethods)];
  if (methods.some((m) => !(PAYMENT_METHODS as readonly string[]).includes(m)))
    throw invalid('paymentmethods', 'staff.codes.error.methods');
  return { ...input, code, country, currency, paymentMethods: methods };
}

/** Stores a checked code (checkDiscountCode) for a site; 409 when the site has a code of that name. */
export async function createDiscountCode(
  tx: Executor,
  siteId: number,
  input: DiscountCodeInput,
): Promise<DiscountCodeRow> {
  try {
    // A savepoint: the unique violation must not abort the caller's transaction (its audit row).
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(discountCodes)
        .values({
          siteId,
          code: input.code,
          valuePercentage: input.valuePercentage,
          minimumOrderValue: input.minimumOrderValue,
          country: input.country,
          userId: input.userId,
          expires: input.expires,
          currency: input.currency,
          status: input.status,
          validity: input.validity,
          paymentMethods: input.paymentMethods,
        })
        .returning();
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, DISCOUNT_CODES_INDEX))
      throw new ApiError(409, 'code_exists', 'staff.codes.error.exists', { code: input.code }, { field: 'code' });
    throw err;
  }
}

/** A code with how often it was used (paid orders) and how many open orders hold it now. */
export interface DiscountCodeWithUse extends DiscountCodeRow {
  uses: number;
  reserved: number;
}

/** The codes of the retention offer start so; staff cannot make one of that name. */
export const RETENTION_CODE_PREFIX = 'BLIJF-';
/** How long the retention offer's code can be used. */
export const RETENTION_CODE_VALID_DAYS = 30;

/**
 * The retention offer (product §9 company `delete_discount`): a member about to delete the
 * account gets a one-time code of that percentage, for them only. Made once: asking again answers
 * the same code (also when two tabs ask at once: the unique index picks one).
 */
export async function retentionCode(
  tx: Executor,
  siteId: number,
  memberId: number,
  percentage: number,
  now = new Date(),
): Promise<{ code: string; valuePercentage: number; expires: Date }> {
  const mine = () =>
    tx
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.userId, memberId), eq(discountCodes.retention, true)));
  let [row] = await mine();
  if (!row) {
    const code = `${RETENTION_CODE_PREFIX}${randomBytes(4).toString('hex').toUpperCase()}`;
    [row] = await tx
      .insert(discountCodes)
      .values({
        siteId,
        code,
        valuePercentage: percentage,
        userId: memberId,
        expires: new Date(now.getTime() + RETENTION_CODE_VALID_DAYS * 86_400_000),
        validity: 'once_per_user',
        retention: true,
      })
      .onConflictDoNothing()
      .returning();
    row ??= (await mine())[0];
  }
  return { code: row!.code, valuePercentage: row!.valuePercentage, expires: row!.expires! };
}

/** The codes staff made for a site (not the members' own welcome codes), newest first, with usage counts. */
export async function listDiscountCodes(db: Executor, siteId: number, limit = 500): Promise<DiscountCodeWithUse[]> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.welcome, false), eq(discountCodes.retention, false)))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const counts = await queryRows<{ code: string; uses: number; reserved: number }>(
    db,
    sql`
    select code, count(*) filter (where redeemed_at is not null)::int as uses, count(*) filter (where redeemed_at is null)::int as reserved
    from discount_redemptions where site_id = ${siteId} and code in (${sql.join(
      rows.map((r) => sql`${r.code.toUpperCase()}`),
      sql`, `,
    )})
    group by code`,
  );
  const byCode = new Map(counts.map((c) => [c.code, c]));
  return rows.map((r) => ({
    ...r,
    uses: Number(byCode.get(r.code.toUpperCase())?.uses ?? 0),
    reserved: Number(byCode.get(r.code.toUpperCase())?.reserved ?? 0),
  }));
}

/**
 * Ends a code now: its expiry becomes this moment (members get 'expired' at checkout; orders
 * already paid keep it). 404 for an unknown code; a code expired already is left as it was.
 */
export async function expireDiscountCode(
  tx: Executor,
  id: number,
  now = new Date(),
): Promise<{ before: DiscountCodeRow; after: DiscountCodeRow }> {
  const [before] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.welcome, false)))
    .for('update');
  if (!before) throw new ApiError(404, 'not_found', 'staff.codes.error.notFound');
  if (before.expires && before.expires <= now) return { before, after: before };
  const [after] = await tx.update(discountCodes).set({ expires: now }).where(eq(discountCodes.id, id)).returning();
  return { before, after: after! };
}
