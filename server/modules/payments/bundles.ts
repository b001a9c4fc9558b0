import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditBundlePrices, creditBundles } from './schema.ts';
import type { BundleTemplate } from '../sites/index.ts';

/** A site's credit bundles, when it has none yet (a site owner's own bundles are left alone). */
export async function seedBundles(db: Executor, siteId: number, bundles: readonly BundleTemplate[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx
      .select({ id: creditBundles.id })
      .from(creditBundles)
      .where(eq(creditBundles.siteId, siteId))
      .limit(1);
    if (any) return;
    for (const [position, b] of bundles.entries()) {
      const [row] = await tx
        .insert(creditBundles)
        .values({ siteId, credits: b.credits, popular: b.popular, position })
        .returning({ id: creditBundles.id });
      await tx.insert(creditBundlePrices).values(b.prices.map((p) => ({ bundleId: row!.id, ...p })));
    }
  });
}
