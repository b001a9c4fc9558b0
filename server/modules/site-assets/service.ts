import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { SiteInvalid, updateSite, type SiteFieldError } from '../sites/index.ts';
import type { SiteTheme } from '../../../common/site.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';
import { themeImageFiles, type ThemeImageKind } from '../../../common/rules/site-assets.ts';
import { makeThemeImage, storageKey } from './pipeline.ts';

/**
 * The site-admin module's words for a refused theme field (its service's own table, not exported):
 * an image's name is ours and always valid, so what can refuse it is a colour stored before the
 * contrast rule, which the theme as a whole must pass (server/modules/sites/update.ts).
 */
const PROBLEM_KEYS: Partial<Record<SiteFieldError['problem'], MessageKey>> = { contrast: 'staff.sites.contrast' };

/**
 * A site owner's theme images (the console, `sites.manage`): an upload is checked and made into the
 * image's files (pipeline.ts), the files are written, and only then is the name stored in the
 * theme, with its audit row, in one transaction (`updateSite`, which tells every process after the
 * commit). A transaction that fails takes its new files with it, so the theme never names a file
 * that is not there; the files the theme named before are deleted after the commit.
 */
export class SiteAssetService {
  constructor(private readonly deps: { db: Database; storage: ObjectStorage; log: FastifyBaseLogger }) {}

  async upload(
    actor: StaffActor,
    siteId: number,
    kind: ThemeImageKind,
    input: Buffer,
    t: Translate,
  ): Promise<SiteTheme> {
    const image = await makeThemeImage(kind, input);
    const { storage } = this.deps;
    let changed: { before: string | null; theme: SiteTheme };
    try {
      // Every write settles before a failure is handled, so the clean-up below misses none of them.
      const writes = await Promise.allSettled(
        image.files.map((f) => storage.put(storageKey(f.file), f.body, f.contentType)),
      );
      const failed = writes.find((w) => w.status === 'rejected');
      if (failed) throw failed.reason;
      changed = await this.change(actor, siteId, kind, image.name, t);
    } catch (err) {
      await this.deleteFiles(image.files.map((f) => f.file));
      throw err;
    }
    if (changed.before !== null) await this.deleteFiles(themeImageFiles(kind, changed.before));
    return changed.theme;
  }

  /** The theme without the image (its default again); the files are deleted after the commit. */
  async remove(actor: StaffActor, siteId: number, kind: ThemeImageKind, t: Translate): Promise<SiteTheme> {
    const { before, theme } = await this.change(actor, siteId, kind, null, t);
    if (before !== null) await this.deleteFiles(themeImageFiles(kind, before));
    return theme;
  }

  /** Stores the name (or none) in the theme with its audit row; returns the name it replaced. */
  private async change(
    actor: StaffActor,
    siteId: number,
    kind: ThemeImageKind,
    name: string | null,
    t: Translate,
  ): Promise<{ before: string | null; theme: SiteTheme }> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        const changed = await updateSite(tx, siteId, { theme: { [kind]: name } });
        if (!changed) throw siteNotFound();
        const before = changed.before.theme[kind];
        // Removing an image the site does not have changes nothing, and the log says nothing.
        if (before !== name)
          await recordStaffAction(tx, actor, {
            action: 'site.theme_image',
            targetType: 'site',
            targetId: siteId,
            siteId,
            before: { theme: { [kind]: before } },
            after: { theme: { [kind]: name } },
          });
        return { before, theme: changed.after.theme };
      });
    } catch (err) {
      if (!(err instanceof SiteInvalid)) throw err;
      const fields = Object.fromEntries(
        err.errors.map((e) => [
          e.field,
          t(PROBLEM_KEYS[e.problem] ?? 'staff.sites.invalid', { detail: e.detail, ...e.params }),
        ]),
      );
      throw new ApiError(
        400,
        'invalid_input',
        'staff.siteAssets.themeInvalid',
        { count: err.errors.length },
        { fields },
      );
    }
  }

  /**
   * Best effort: a file left behind is only storage (its name is random and no theme names it);
   * the answer must not fail for it.
   */
  private async deleteFiles(files: string[]): Promise<void> {
    await Promise.all(
      files.map((file) =>
        this.deps.storage
          .delete(storageKey(file))
          .catch((err: unknown) => this.deps.log.warn({ err, file }, 'a theme image file was not deleted')),
      ),
    );
  }
}

const siteNotFound = () => new ApiError(404, 'not_found', 'staff.sites.notFound');
