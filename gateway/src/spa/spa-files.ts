import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Hashed build output: a new build writes new names, so a file under /assets/ never changes and can be cached forever. */
export const IMMUTABLE_PREFIX = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon, robots.txt) is revalidated on every use (a cheap 304 with the ETag). */
export const CACHE_REVALIDATE = 'no-cache';

const RESCAN_INTERVAL_MS = 1_000;
const COMPRESSED_SIBLING = /^(.+)\.(?:br|gz)$/;

/**
 * The files of the built SPA, indexed by URL path at start-up. Requests are answered from the index, so a URL can only
 * ever name a file that the build produced (no path traversal, no dotfiles, no directory listings). When a file is
 * missing the index is read again, at most once a second, so a build that finishes after the gateway started (or a
 * rebuild with new asset names) is picked up without a restart.
 */
export class SpaFiles {
  private files = new Map<string, string>();
  private scannedAt = 0;

  constructor(readonly root: string) {
    this.scan();
  }

  /** The file (relative to root, with a leading slash) for a decoded URL path, if the build has it. */
  lookup(urlPath: string): string | undefined {
    return this.files.get(urlPath);
  }

  get built(): boolean {
    return this.files.has('/index.html');
  }

  /** Reads the folder again unless that happened within the last second; true when it did. */
  refresh(): boolean {
    if (Date.now() - this.scannedAt < RESCAN_INTERVAL_MS) return false;
    this.scan();
    return true;
  }

  private scan(): void {
    const files = new Map<string, string>();
    try {
      for (const entry of readdirSync(this.root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const rel = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep);
        if (rel.some((segment) => segment.startsWith('.'))) continue;
        const urlPath = `/${rel.join('/')}`;
        files.set(urlPath, urlPath);
      }
      // A precompressed sibling is an encoding of its original, sent in its place; it has no address of its own.
      for (const urlPath of [...files.keys()]) {
        const original = COMPRESSED_SIBLING.exec(urlPath)?.[1];
        if (original !== undefined && files.has(original)) files.delete(urlPath);
      }
    } catch {
      // No dist folder (yet): every page answers the "not built" page until it appears.
    }
    this.files = files;
    this.scannedAt = Date.now();
  }
}

export function cacheControlFor(file: string): string {
  return file.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** What a browser shows when the gateway runs but the front end was never built. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pathwise is not built yet</title></head>
<body>
<h1>Pathwise: the web app is not built yet</h1>
<p>The gateway is running, but it found no built front end to serve.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) in the repository, then
reload this page.</p>
</body>
</html>
`;
