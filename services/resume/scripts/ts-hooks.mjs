// Module hooks that let Node run this service's TypeScript sources directly (with --experimental-transform-types),
// as `npm run eval:resume` does: `./x.js` imports of a .ts file find `./x.ts`, and the workspace libraries resolve to
// their sources, so nothing needs building first.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIBRARIES = {
  '@pathwise/contracts': 'libs/contracts/src/index.ts',
  '@pathwise/platform/engines': 'libs/platform/src/engines/index.ts',
};

export async function resolve(specifier, context, next) {
  if (LIBRARIES[specifier]) return next(pathToFileURL(path.join(root, LIBRARIES[specifier])).href, context);
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    try {
      return await next(`${specifier.slice(0, -3)}.ts`, context);
    } catch {
      // a real .js file
    }
  }
  return next(specifier, context);
}
