// Shared jest settings for the Node workspaces: TypeScript through SWC, ESM output (Nest 12 is ESM-only,
// so jest runs with --experimental-vm-modules), libs read from source so tests need no build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

export function nodeProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: [
      '<rootDir>/src/**/*.spec.ts',
      '<rootDir>/test/**/*.spec.ts',
      '<rootDir>/test/**/*.int-spec.ts',
      '<rootDir>/**/*.e2e-spec.ts',
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    extensionsToTreatAsEsm: ['.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            target: 'es2023',
            keepClassNames: true,
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      '^@pathwise/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
      '^@pathwise/platform$': path.join(root, 'libs/platform/src/index.ts'),
      '^@pathwise/platform/testing$': path.join(root, 'libs/platform/src/testing/index.ts'),
      '^@pathwise/platform/engines$': path.join(root, 'libs/platform/src/engines/index.ts'),
      '^@pathwise/platform/graph$': path.join(root, 'libs/platform/src/graph/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
  };
}
