import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { ApiError } from '../../http/errors.ts';
import {
  FAVICON_SIZES,
  LANDER_POSTER_SIZE,
  LOGO_BOX,
  SOCIAL_IMAGE_SIZE,
  faviconFile,
  logoFileName,
  type ThemeImageKind,
} from '../../../common/rules/site-assets.ts';

/** Refuse decompression bombs before decoding, as the photos do (server/modules/photos/pipeline.ts). */
export const SITE_ASSET_MAX_INPUT_PIXELS = 50_000_000;
/** The smallest image each kind is made from: below it the result would be a smear. */
export const SITE_ASSET_MIN_EDGE: Record<ThemeImageKind | 'lander_poster', number> = {
  logo: 16,
  favicon: 32,
  social_image: 200,
  lander_poster: 200,
};
/**
 * Judged by the decoded content, never by the file name or the declared type. Raster formats only:
 * an SVG would be rasterised by librsvg from whatever the file references.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);

/** Where the files lie in the storage: beside the photos, in a folder /media/ never serves (no photo has its names). */
export const SITE_ASSETS_PREFIX = 'site-assets/';
export function storageKey(file: string): string {
  return SITE_ASSETS_PREFIX + file;
}

export interface ThemeImageFile {
  file: string;
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

export interface ThemeImage {
  /** What the theme stores (common/rules/site-assets.ts turns it into files). */
  name: string;
  files: ThemeImageFile[];
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

/**
 * Checks an upload by its content and makes the files of one theme image from it (engineering §8:
 * never serve what was uploaded; nothing of the original survives: no EXIF, no GPS, no ICC profile):
 * - logo: a PNG fitted inside 480×160, never enlarged, transparency kept;
 * - favicon: square PNGs of 32, 180, 192 and 512 px, the image whole in the middle of each; the
 *   180 (Apple's home screen, which shows transparency as black) on white, the others transparent;
 * - social_image: a 1200×630 JPEG, the image covering it (cut to shape from the middle);
 * - lander_poster: the video landers' poster, a 1280×720 JPEG made the same way (decision 054).
 * Names are random (engineering §8): a name is never written twice, so its files can be cached for
 * ever and deleted without asking who else refers to them. Refusals are 400s in the staff member's
 * language.
 */
export async function makeThemeImage(kind: ThemeImageKind | 'lander_poster', input: Buffer): Promise<ThemeImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(400, 'not_an_image', 'staff.siteAssets.notAnImage');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new ApiError(400, 'not_an_image', 'staff.siteAssets.notAnImage');
  if (!meta.width || !meta.height) throw new ApiError(400, 'corrupt_image', 'staff.siteAssets.corrupt');
  if (meta.width * meta.height > SITE_ASSET_MAX_INPUT_PIXELS)
    throw new ApiError(400, 'image_too_large', 'staff.siteAssets.tooLarge', {
      megapixels: SITE_ASSET_MAX_INPUT_PIXELS / 1_000_000,
    });
  const min = SITE_ASSET_MIN_EDGE[kind];
  if (meta.width < min || meta.height < min)
    throw new ApiError(400, 'image_too_small', 'staff.siteAssets.tooSmall', { min });
  const random = randomBytes(16).toString('hex');
  try {
    if (kind === 'logo') return await logo(input, random);
    if (kind === 'favicon') return await favicon(input, random);
    if (kind === 'lander_poster') return await coverJpeg(input, LANDER_POSTER_SIZE, `poster-${random}.jpg`);
    return await coverJpeg(input, SOCIAL_IMAGE_SIZE, `social-${random}.jpg`);
  } catch {
    // The header looked fine but the pixels do not decode: a truncated or damaged file.
    throw new ApiError(400, 'corrupt_image', 'staff.siteAssets.corrupt');
  }
}

const decode = (input: Buffer) =>
  sharp(input, { limitInputPixels: SITE_ASSET_MAX_INPUT_PIXELS, failOn: 'error' } satisfies SharpOptions).rotate();

async function logo(input: Buffer, random: string): Promise<ThemeImage> {
  const { data, info } = await decode(input)
    .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer({ resolveWithObject: true });
  const file = logoFileName(random, info.width, info.height);
  return { name: file, files: [{ file, body: data, contentType: 'image/png' }] };
}

async function favicon(input: Buffer, random: string): Promise<ThemeImage> {
  // Decoded once, as a square with the image whole in its middle, at the largest size; each icon is
  // made from these pixels.
  const largest = FAVICON_SIZES[FAVICON_SIZES.length - 1]!;
  const { data, info } = await decode(input)
    .resize(largest, largest, { fit: 'contain', background: TRANSPARENT })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const name = `favicon-${random}`;
  const files = await Promise.all(
    FAVICON_SIZES.map(async (size): Promise<ThemeImageFile> => {
      const resized = size === largest ? pixels() : pixels().resize(size, size);
      // The margin is already in the pixels, so flattening whitens it with the rest.
      const body = await (size === 180 ? resized.flatten({ background: WHITE }) : resized)
        .png({ compressionLevel: 9, adaptiveFiltering: true })
        .toBuffer();
      return { file: faviconFile(name, size), body, contentType: 'image/png' };
    }),
  );
  return { name, files };
}

async function coverJpeg(input: Buffer, size: { width: number; height: number }, file: string): Promise<ThemeImage> {
  const body = await decode(input)
    .resize({ ...size, fit: 'cover' })
    // JPEG has no transparency: what was transparent is white, not black.
    .flatten({ background: WHITE })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return { name: file, files: [{ file, body, contentType: 'image/jpeg' }] };
}
