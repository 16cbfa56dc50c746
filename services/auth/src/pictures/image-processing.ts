import sharp from 'sharp';

/** Formats we accept, judged by the bytes (sharp's decoder), never by the file name or declared type. SVG is refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
export const PICTURE_SIZE = 512;

export class NotAnImageError extends Error {}

/**
 * Decodes the upload, refuses anything that is not a raster image, applies the EXIF orientation, crops to a square
 * and re-encodes as WebP. Re-encoding drops every metadata block (EXIF location, comments, ICC).
 */
export async function normaliseProfilePicture(
  input: Buffer,
): Promise<{ content: Buffer; contentType: string; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw new NotAnImageError();
  }
  if (!format || !ACCEPTED.has(format)) throw new NotAnImageError();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new NotAnImageError();
  }
}
