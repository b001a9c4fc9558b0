import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/harness.ts';
import { DiskStorage } from '../platform/storage.ts';
import { DEMO_PHOTOS_IN_INSPECTION, seedDemoInspection, seedDemoMembers } from './index.ts';

/** The demo site's inspection queue: a site owner trying /staff/photos finds photos to judge. */
describe('demo photos in inspection', () => {
  let ctx: TestContext;
  let storage: DiskStorage;
  const now = new Date();
  beforeAll(async () => {
    ctx = await buildTestApp();
    storage = new DiskStorage(path.join(ctx.dataDir, 'media'));
    await seedDemoMembers(ctx.database.db, storage, ctx.siteId, 36, { photos: false, now });
  });
  afterAll(() => ctx.close());

  it('puts one new photo each of three real demo members in the queue, once', async () => {
    expect(await seedDemoInspection(ctx.database.db, storage, ctx.siteId, 36, now)).toBe(DEMO_PHOTOS_IN_INSPECTION);
    expect(await seedDemoInspection(ctx.database.db, storage, ctx.siteId, 36, now)).toBe(0);
    const queue = await ctx.app.services.photoInspection.page('queue');
    expect(queue.items).toHaveLength(DEMO_PHOTOS_IN_INSPECTION);
    expect(new Set(queue.items.map((i) => i.member.id)).size).toBe(DEMO_PHOTOS_IN_INSPECTION);
    for (const item of queue.items) {
      expect(item.status).toBe('inspection');
      // A real rendered photo in storage, as an upload would leave it.
      expect(existsSync(path.join(ctx.dataDir, 'media', item.filename))).toBe(true);
    }
  });
});
