import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../../platform/storage.ts';

export const PHOTO_MAX_EDGE = 1280;
export const THUMB_EDGE = 320;

export interface StoredPhoto {
  filename: string;
  thumbFilename: string;
  width: number;
  height: number;
}

/**
 * Never serve what was uploaded: decode, turn upright, re-encode as WebP without any metadata
 * (sharp drops EXIF, GPS and ICC unless asked to keep them), and make a square thumbnail.
 * Files get random names, sharded by their first two characters.
 */
export async function storePhoto(storage: ObjectStorage, input: Buffer): Promise<StoredPhoto> {
  const base = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
  const main = await base
    .clone()
    .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await base.clone().resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer();
  const id = randomBytes(16).toString('hex');
  const filename = `${id.slice(0, 2)}/${id}.webp`;
  const thumbFilename = `${id.slice(0, 2)}/${id}_t.webp`;
  await storage.put(filename, main.data, 'image/webp');
  await storage.put(thumbFilename, thumb, 'image/webp');
  return { filename, thumbFilename, width: main.info.width, height: main.info.height };
}
