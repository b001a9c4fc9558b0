import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../../platform/storage.ts';

export const PHOTO_MAX_EDGE = 1280;
export const THUMB_EDGE = 320;
/** Refuse decompression bombs before decoding: no real photo has more pixels than this. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

export interface StoredPhoto {
  filename: string;
  thumbFilename: string;
  width: number;
  height: number;
}

/**
 * Never serve what was uploaded: decode once, turn upright, scale down, then encode a WebP photo
 * and a square WebP thumbnail from the decoded pixels. Nothing of the original file survives: no
 * EXIF, no GPS, no ICC profile, no trailing bytes. Files get random names, sharded by two characters.
 * `effort` trades encoding time for size (0–6); the demo seed uses a low one to start fast.
 */
export async function storePhoto(
  storage: ObjectStorage,
  input: Buffer,
  options: { effort?: number } = {},
): Promise<StoredPhoto> {
  const effort = options.effort ?? 4;
  const { data, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [main, thumb] = await Promise.all([
    pixels().webp({ quality: 82, effort }).toBuffer(),
    pixels()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 78, effort })
      .toBuffer(),
  ]);
  const id = randomBytes(16).toString('hex');
  const filename = `${id.slice(0, 2)}/${id}.webp`;
  const thumbFilename = `${id.slice(0, 2)}/${id}_t.webp`;
  await storage.put(filename, main, 'image/webp');
  await storage.put(thumbFilename, thumb, 'image/webp');
  return { filename, thumbFilename, width: info.width, height: info.height };
}
