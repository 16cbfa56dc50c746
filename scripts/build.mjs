// Builds what is not built: TypeScript project references (incremental) and the SPA when its sources changed.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, nodeBin, root, run } from './lib.mjs';

const force = process.argv.includes('--force');
await run(nodeBin, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b']);

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
}
