import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { SiteInvalid, updateSite, type SiteFieldError } from '../sites/index.ts';
import type { SiteTheme } from '../../../common/site.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';
import { themeImageFiles, type LanderMediaKind, type ThemeImageKind } from '../../../common/rules/site-assets.ts';
import { makeThemeImage, storageKey } from './pipeline.ts';
import { makeLanderMedia } from './lander-media.ts';

/** Every name the theme holds for a file of this module: the theme images and the landers' media. */
type AssetKind = ThemeImageKind | LanderMediaKind;

/** The files a stored name stands for: a lander media name is one file. */
function filesOf(kind: AssetKind, name: string): string[] {
  return kind === 'logo' || kind === 'favicon' || kind === 'social_image' ? themeImageFiles(kind, name) : [name];
}

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
    return this.store(actor, siteId, kind, await makeThemeImage(kind, input), t);
  }

  /**
   * The video landers' video, poster or captions (decision 054): checked by content
   * (lander-media.ts), then stored as a theme image is.
   */
  async uploadLanderMedia(
    actor: StaffActor,
    siteId: number,
    kind: LanderMediaKind,
    input: Buffer,
    t: Translate,
  ): Promise<SiteTheme> {
    return this.store(actor, siteId, kind, await makeLanderMedia(kind, input), t);
  }

  /** Writes the files, then stores the name with its audit row; the replaced files go after the commit. */
  private async store(
    actor: StaffActor,
    siteId: number,
    kind: AssetKind,
    image: { name: string; files: { file: string; body: Buffer; contentType: string }[] },
    t: Translate,
  ): Promise<SiteTheme> {
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
    if (changed.before !== null) await this.deleteFiles(filesOf(kind, changed.before));
    return changed.theme;
  }

  /** The theme without the image (its default again); the files are deleted after the commit. */
  async remove(actor: StaffActor, siteId: number, kind: AssetKind, t: Translate): Promise<SiteTheme> {
    const { before, theme } = await this.change(actor, siteId, kind, null, t);
    if (before !== null) await this.deleteFiles(filesOf(kind, before));
    return theme;
  }

  /** Stores the name (or none) in the theme with its audit row; returns the name it replaced. */
  private async change(
    actor: StaffActor,
    siteId: number,
    kind: AssetKind,
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
