import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { jpegWithGps, uploadPhoto } from '../../test/images.ts';
import { photos } from '../../db/schema.ts';
import { FREE_MAX_PHOTOS } from '../../../common/constants.ts';

/**
 * Eight uploads at once by a free member stored seven photos on PostgreSQL (limit 3):
 * each upload counted before the others committed. The limit holds under concurrency, and a
 * refused upload leaves no file behind.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the photo limit under concurrency', () => {
  it(`8 simultaneous uploads by a free member store exactly ${FREE_MAX_PHOTOS}: rows and files; the others get the limit message`, async () => {
    const { m, c } = await loggedInMember(ctx);
    const jpeg = await jpegWithGps();
    const before = await filesUnder(path.join(ctx.dataDir, 'media'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => {
        return uploadPhoto(ctx.app, c.cookie, jpeg);
      }),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(FREE_MAX_PHOTOS);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(8 - FREE_MAX_PHOTOS);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        error: 'photo_limit',
        message: `Je kunt als gratis lid hoogstens ${FREE_MAX_PHOTOS} foto's plaatsen. Word Premium voor tot 25 foto's.`,
      });
    }
    const rows = await ctx.database.db.select().from(photos).where(eq(photos.memberId, m.id));
    expect(rows).toHaveLength(FREE_MAX_PHOTOS);
    const files = (await filesUnder(path.join(ctx.dataDir, 'media'))).filter((f) => !before.includes(f));
    expect(files.map((f) => path.basename(f)).sort()).toEqual(
      rows.flatMap((r) => [path.basename(r.filename), path.basename(r.thumbFilename)]).sort(),
    );
  });
});
