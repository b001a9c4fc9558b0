import { and, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { normalizeIban } from '../../../common/rules/iban.ts';
import { normalizePhone } from '../../../common/rules/direct-debit.ts';
import type { Executor } from '../../db/client.ts';
import { directDebitBlocks, payments, savedMethods } from './schema.ts';
import type { PaymentRow } from './presenter.ts';

/**
 * What the staff console's member care asks of the payments module: a member's orders,
 * finding a member by the IBAN of a direct-debit mandate, and blocking an IBAN or phone number for
 * direct debit (product §8), in the staff action's transaction.
 */

/** A member's orders, newest first, with the status the provider last reported. */
export async function ordersOf(db: Executor, memberId: number, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.memberId, memberId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** One order (its member and site name the audit row's target), or null. */
export async function orderById(db: Executor, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, orderId));
  return row ?? null;
}

/** Members with a direct-debit mandate on this IBAN (exact, after normalising: spaces, dots, case). */
export async function memberIdsByIban(db: Executor, iban: string, limit = 50): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: savedMethods.memberId })
    .from(savedMethods)
    .where(eq(savedMethods.iban, normalizeIban(iban)))
    .orderBy(savedMethods.memberId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A direct-debit account a member gave: masked label for the screen, and whether each part is blocked. */
export interface DirectDebitAccount {
  id: number;
  label: string;
  hasIban: boolean;
  hasPhone: boolean;
  ibanBlocked: boolean;
  phoneBlocked: boolean;
  createdAt: Date;
}

/** The member's direct-debit mandates (newest first) and whether their IBAN or phone is blocked. */
export async function directDebitAccountsOf(db: Executor, memberId: number): Promise<DirectDebitAccount[]> {
  const rows = await db
    .select({
      id: savedMethods.id,
      label: savedMethods.label,
      iban: savedMethods.iban,
      phone: savedMethods.phone,
      createdAt: savedMethods.createdAt,
    })
    .from(savedMethods)
    .where(and(eq(savedMethods.memberId, memberId), eq(savedMethods.method, 'directdebit')))
    .orderBy(desc(savedMethods.id))
    .limit(50);
  const values = rows.flatMap((r) => [r.iban, r.phone]).filter((v): v is string => !!v);
  const blocked = values.length
    ? await db
        .select({ kind: directDebitBlocks.kind, value: directDebitBlocks.value })
        .from(directDebitBlocks)
        .where(inArray(directDebitBlocks.value, values))
    : [];
  const isBlocked = (kind: 'iban' | 'phone', v: string | null) =>
    !!v && blocked.some((b) => b.kind === kind && b.value === v);
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    hasIban: !!r.iban,
    hasPhone: !!r.phone,
    ibanBlocked: isBlocked('iban', r.iban),
    phoneBlocked: isBlocked('phone', r.phone),
    createdAt: r.createdAt,
  }));
}

/** The IBAN or phone of one of the member's mandates, to block it without showing it to staff; or null. */
export async function directDebitValueOf(
  db: Executor,
  memberId: number,
  savedMethodId: number,
  kind: 'iban' | 'phone',
): Promise<string | null> {
  const [row] = await db
    .select({ iban: savedMethods.iban, phone: savedMethods.phone })
    .from(savedMethods)
    .where(
      and(
        eq(savedMethods.id, savedMethodId),
        eq(savedMethods.memberId, memberId),
        or(isNotNull(savedMethods.iban), isNotNull(savedMethods.phone)),
      ),
    );
  return (kind === 'iban' ? row?.iban : row?.phone) ?? null;
}

/** The value as the block list keeps and compares it (the form's own normalising). */
export function normalizeBlockValue(kind: 'iban' | 'phone', value: string): string {
  return kind === 'iban' ? normalizeIban(value) : normalizePhone(value);
}

/**
 * Blocks an IBAN or phone number for direct debit, in the caller's transaction. `created` false
 * when it was blocked already (the first block's reason stays).
 */
export async function blockForDirectDebit(
  tx: Executor,
  kind: 'iban' | 'phone',
  value: string,
  reason: string | null,
): Promise<{ value: string; created: boolean }> {
  const normal = normalizeBlockValue(kind, value);
  const rows = await tx
    .insert(directDebitBlocks)
    .values({ kind, value: normal, reason })
    .onConflictDoNothing()
    .returning({ value: directDebitBlocks.value });
  return { value: normal, created: rows.length > 0 };
}

/**
 * Other members who paid by direct debit from the same account (IBAN) or gave the same phone number
 * as this one: the moderators' sign of one person behind several accounts. Only the ids, never the
 * account number itself (data minimised).
 */
export async function membersSharingPaymentDetails(db: Executor, memberId: number): Promise<number[]> {
  const own = await db
    .select({ iban: savedMethods.iban, phone: savedMethods.phone })
    .from(savedMethods)
    .where(eq(savedMethods.memberId, memberId));
  const ibans = own.map((o) => o.iban).filter((v): v is string => !!v);
  const phones = own.map((o) => o.phone).filter((v): v is string => !!v);
  if (ibans.length === 0 && phones.length === 0) return [];
  const rows = await db
    .selectDistinct({ memberId: savedMethods.memberId })
    .from(savedMethods)
    .where(
      and(
        ne(savedMethods.memberId, memberId),
        or(
          ibans.length ? inArray(savedMethods.iban, ibans) : undefined,
          phones.length ? inArray(savedMethods.phone, phones) : undefined,
        ),
      ),
    )
    .limit(50);
  return rows.map((r) => r.memberId);
}
