import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StaffBundle } from '../../../common/api/site-admin.ts';
import { creditBundlePrices, creditBundles } from './schema.ts';

/** A site's bundles as the console shows them: every one still sold, in the order of /credits. */
export async function bundlesOfSite(db: Executor, siteId: number): Promise<(StaffBundle & { id: number })[]> {
  const rows = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.active, true)))
    .orderBy(asc(creditBundles.position), asc(creditBundles.id));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(creditBundlePrices)
    .where(
      inArray(
        creditBundlePrices.bundleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(creditBundlePrices.country));
  return rows.map((r) => ({
    id: r.id,
    credits: r.credits,
    bonus: r.bonus,
    popular: r.popular,
    prices: prices
      .filter((p) => p.bundleId === r.id)
      .map((p) => ({
        country: p.country as StaffBundle['prices'][number]['country'],
        currency: p.currency,
        amount: p.amount,
      })),
  }));
}

/** A bundle id given in an edit that is not one of this site's bundles still sold. */
export class UnknownBundle extends Error {
  constructor(readonly index: number) {
    super('unknown bundle');
  }
}

/**
 * Replaces a site's bundles with the list given (already validated), in the caller's transaction:
 * a bundle with an id is changed, one without is added, one left out stops being sold. It is kept,
 * not deleted: orders name their bundle. Prices are replaced as a whole per bundle.
 */
export async function replaceBundles(tx: Executor, siteId: number, bundles: readonly StaffBundle[]): Promise<void> {
  const current = await tx
    .select({ id: creditBundles.id })
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.active, true)))
    .for('update');
  const known = new Set(current.map((c) => c.id));
  bundles.forEach((b, i) => {
    if (b.id !== undefined && !known.has(b.id)) throw new UnknownBundle(i);
  });
  const kept = bundles.flatMap((b) => (b.id === undefined ? [] : [b.id]));
  await tx
    .update(creditBundles)
    .set({ active: false })
    .where(
      and(
        eq(creditBundles.siteId, siteId),
        eq(creditBundles.active, true),
        ...(kept.length ? [notInArray(creditBundles.id, kept)] : []),
      ),
    );
  for (const [position, b] of bundles.entries()) {
    let id = b.id;
    if (id === undefined) {
      const [row] = await tx
        .insert(creditBundles)
        .values({ siteId, credits: b.credits, bonus: b.bonus, popular: b.popular, position })
        .returning({ id: creditBundles.id });
      id = row!.id;
    } else {
      await tx
        .update(creditBundles)
        .set({ credits: b.credits, bonus: b.bonus, popular: b.popular, position })
        .where(eq(creditBundles.id, id));
      await tx.delete(creditBundlePrices).where(eq(creditBundlePrices.bundleId, id));
    }
    await tx.insert(creditBundlePrices).values(b.prices.map((p) => ({ bundleId: id!, ...p })));
  }
}
