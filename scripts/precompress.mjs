// Precompression of the built SPA: a .br and a .gz file beside every text asset, written once at build time with
// node:zlib (brotli at its highest quality, gzip at level 9), so that the gateway sends them as they are (it never
// compresses per request). Files that compression would not make smaller get no siblings and are sent as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this the headers outweigh the saving. */
export const MIN_BYTES = 1024;

const ENCODINGS = [
  {
    ext: '.br',
    compress: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', compress: (data) => gzipSync(data, { level: 9 }) },
];

/**
 * Writes the compressed siblings of every compressible file under `dir` that lacks them or is newer than them.
 * Answers what it did, per file: original and compressed sizes.
 */
export function precompress(dir) {
  const written = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = statSync(file);
    if (stat.size < MIN_BYTES) continue;
    let data;
    for (const { ext, compress } of ENCODINGS) {
      const target = file + ext;
      let fresh = false;
      try {
        fresh = statSync(target).mtimeMs >= stat.mtimeMs;
      } catch {
        // not written yet
      }
      if (fresh) continue;
      data ??= readFileSync(file);
      const compressed = compress(data);
      if (compressed.length >= data.length) continue;
      writeFileSync(target, compressed);
      written.push({
        file: path.relative(dir, file),
        encoding: ext.slice(1),
        from: data.length,
        to: compressed.length,
      });
    }
  }
  return written;
}
