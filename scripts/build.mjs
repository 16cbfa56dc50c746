// Builds what is not built: TypeScript project references (incremental), the read graph's supergraph, and the SPA
// when its sources changed.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, nodeBin, root, run } from './lib.mjs';
import { precompress } from './precompress.mjs';

const force = process.argv.includes('--force');
await run(nodeBin, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b']);
// The read graph's supergraph, composed from the services' subgraphs (fails the build when they do not compose).
await run(nodeBin, [path.join(root, 'scripts/supergraph.mjs')]);

const frontend = path.join(root, 'frontend');
const distIndex = path.join(frontend, 'dist/index.html');
if (existsSync(path.join(frontend, 'src/main.tsx'))) {
  const sourcesChanged =
    !existsSync(distIndex) ||
    Math.max(newestMtime(frontend), newestMtime(path.join(root, 'libs/contracts/src'))) > statSync(distIndex).mtimeMs;
  if (force || sourcesChanged) {
    await run(nodeBin, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: frontend,
    });
  }
  // Brotli and gzip files beside the built text assets, for the gateway to send as they are (only what is missing or
  // older than its original is written, so an unchanged build costs nothing here).
  if (existsSync(distIndex)) precompress(path.join(frontend, 'dist'));
}
