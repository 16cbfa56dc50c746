import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFields } from '@fastify/multipart';
import { ApiError } from '../errors/api-error.js';
import { assertStorableText } from '../validation/parse-input.js';

// Re-exported so services get @fastify/multipart's request typings (req.file(), req.isMultipart()) through the platform.
export type { MultipartFile } from '@fastify/multipart';

export interface UploadedFile {
  bytes: Buffer;
  /** As the browser named it; untrusted, for display only. */
  fileName: string;
  /** The text fields sent before the file, checked for text that cannot be stored (NUL, lone surrogates). */
  fields: Record<string, string>;
}

/** The text fields of a multipart upload (those before the file), as name → value. */
function textFields(fields: MultipartFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    for (const part of ([] as (Multipart | undefined)[]).concat(entry)) {
      if (part?.type === 'field' && out[name] === undefined) out[name] = String(part.value);
    }
  }
  return out;
}

/**
 * Reads the one file of a multipart upload from `field`, wholly in memory (uploads are at most a few MB):
 * 400 `missing` when there is no such file, 413 `tooLarge` past `maxBytes`. The size is checked on the stream's
 * truncation flag as well as the limit error, since @fastify/multipart can finish the last chunk before it raises.
 * Text fields and the file name go through the same storable-text check as JSON bodies (the global pipe does not see
 * a multipart body: the handler reads it from the request); validate the fields' meaning with `parseInput`.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  opts: { field: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<UploadedFile> {
  const missing = () => ApiError.badRequest(opts.missing, { [opts.field]: opts.missing });
  if (!req.isMultipart()) throw missing();
  const file = await req.file();
  const fields = file ? textFields(file.fields) : {};
  try {
    assertStorableText({ ...fields, ...(file ? { [file.fieldname]: file.filename ?? '' } : {}) });
  } catch (err) {
    file?.file.resume();
    throw err;
  }
  if (!file || file.fieldname !== opts.field) {
    file?.file.resume();
    throw missing();
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw ApiError.tooLarge(opts.tooLarge);
    throw err;
  }
  if (file.file.truncated || bytes.length > opts.maxBytes) throw ApiError.tooLarge(opts.tooLarge);
  if (bytes.length === 0 && !file.filename) throw missing();
  return { bytes, fileName: file.filename ?? '', fields };
}
