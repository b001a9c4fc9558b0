import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/errors.ts';
import type { LanderMediaKind } from '../../../common/rules/site-assets.ts';
import { makeThemeImage, type ThemeImage } from './pipeline.ts';

/** A stored lander media file: the theme image's shape, with the video's and captions' types. */
export interface LanderMediaFile {
  name: string;
  files: { file: string; body: Buffer; contentType: string }[];
}

/**
 * The container of a video by its first bytes (engineering §8: judged by the content, never by the
 * name or the declared type): MP4 (an ISO BMFF `ftyp` box first) or WebM (an EBML header whose
 * DocType is `webm`). Anything else is refused.
 */
export function videoContainerOf(input: Buffer): 'mp4' | 'webm' | null {
  if (input.length >= 12 && input.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (
    input.length >= 16 &&
    input[0] === 0x1a &&
    input[1] === 0x45 &&
    input[2] === 0xdf &&
    input[3] === 0xa3 &&
    input.subarray(0, 64).includes('webm', 0, 'latin1')
  )
    return 'webm';
  return null;
}

/**
 * WebVTT captions as stored: UTF-8 (a byte-order mark dropped), the `WEBVTT` signature on the first
 * line, no NUL, line ends made `\n`; null when the file is not that.
 */
export function cleanWebVtt(input: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return null;
  }
  text = text.replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t]|\r?\n|$)/.test(text) || text.includes('\u0000')) return null;
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Checks an upload of the video landers' media (decision 054) by its content and names it at
 * random (a name is never written twice, so it is cached for a year): the video is stored as
 * uploaded once its container is known (it is served as a video only, `nosniff`); the poster goes
 * through the theme images' pipeline (a 1280×720 JPEG, metadata stripped); the captions are
 * stored as checked UTF-8 WebVTT.
 */
export async function makeLanderMedia(kind: LanderMediaKind, input: Buffer): Promise<LanderMediaFile> {
  const random = randomBytes(16).toString('hex');
  if (kind === 'lander_poster') return (await makeThemeImage('lander_poster', input)) satisfies ThemeImage;
  if (kind === 'lander_video') {
    const container = videoContainerOf(input);
    if (!container) throw new ApiError(400, 'not_a_video', 'staff.landerMedia.notVideo');
    const file = `video-${random}.${container}`;
    return { name: file, files: [{ file, body: input, contentType: `video/${container}` }] };
  }
  const text = cleanWebVtt(input);
  if (text === null) throw new ApiError(400, 'not_captions', 'staff.landerMedia.notCaptions');
  const file = `captions-${random}.vtt`;
  return { name: file, files: [{ file, body: Buffer.from(text, 'utf8'), contentType: 'text/vtt; charset=utf-8' }] };
}
