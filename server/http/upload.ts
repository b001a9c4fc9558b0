import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import type { MessageKey } from '../../common/i18n/translate.ts';

/**
 * The one file of a multipart upload, whole, at most `maxBytes`: 400 `no_file` (with the caller's
 * text) when the request holds none, the caller's "too big" error when the file is cut off at the
 * limit. Checks of what the bytes are stay with the service that stores them.
 */
export async function readOneFile(
  request: FastifyRequest,
  o: { maxBytes: number; noFile: MessageKey; tooBig: () => ApiError },
): Promise<Buffer> {
  const noFile = () => new ApiError(400, 'no_file', o.noFile);
  if (!request.isMultipart()) throw noFile();
  let file;
  try {
    file = await request.file({ limits: { fileSize: o.maxBytes, files: 1 } });
  } catch {
    throw noFile();
  }
  if (!file) throw noFile();
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw o.tooBig();
  }
  if (file.file.truncated) throw o.tooBig();
  return buffer;
}
