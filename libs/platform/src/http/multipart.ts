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

export const UploadMessages = {
  incomplete:
    'The upload did not arrive whole (it was cut off or malformed). Please choose the file and upload it again.',
  /** Past @fastify/multipart's count of fields, files or parts (its own words: 'reach fields limit'). */
  tooManyParts: 'The upload has too many form fields or files: send the one file on its own.',
} as const;

/** @fastify/multipart's errors for too many fields, files or parts in one body. */
const TOO_MANY_PARTS: ReadonlySet<string> = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * What a failure while reading the upload means for the client: past the size limit, 413; a client error Fastify
 * already classified (an unsupported content type), as it is; anything else the multipart parser raised (a body cut
 * off before its closing boundary, a malformed part) is a broken request, 400, not our 500.
 */
function malformedUpload(err: unknown, field: string, tooLarge: string): unknown {
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return ApiError.tooLarge(tooLarge);
  if (code && TOO_MANY_PARTS.has(code)) return ApiError.tooLarge(UploadMessages.tooManyParts);
  if (err instanceof ApiError || (statusCode !== undefined && statusCode >= 400 && statusCode < 500)) return err;
  return ApiError.badRequest(UploadMessages.incomplete, { [field]: UploadMessages.incomplete });
}

/**
 * Reads the one file of a multipart upload from `field`, wholly in memory (uploads are at most a few MB):
 * 400 `missing` when there is no such file, 413 `tooLarge` past `maxBytes`, 400 when the body is cut off or malformed. The size is checked on the stream's
 * truncation flag as well as the limit error, since @fastify/multipart can finish the last chunk before it raises.
 * Text fields and the file name go through the same storable-text check as JSON bodies (the global pipe does not see
 * a multipart body: the handler reads it from the request); validate the fields' meaning with `parseInput`.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  opts: { field: string; maxBytes: number; missing: string; tooLarge: string },
): Promise<UploadedFile> {
  const missing = () => ApiError.badRequest(opts.missing, { [opts.field]: opts.missing });
  const incomplete = (err: unknown) => malformedUpload(err, opts.field, opts.tooLarge);
  if (!req.isMultipart()) throw missing();
  const file = await req.file().catch((err: unknown) => {
    throw incomplete(err);
  });
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
    throw incomplete(err);
  }
  if (file.file.truncated || bytes.length > opts.maxBytes) throw ApiError.tooLarge(opts.tooLarge);
  if (bytes.length === 0 && !file.filename) throw missing();
  return { bytes, fileName: file.filename ?? '', fields };
}
