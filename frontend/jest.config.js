// Component tests in jsdom. TypeScript/TSX goes through SWC to CommonJS, so the suite runs the same with or without
// NODE_OPTIONS=--experimental-vm-modules (the root run sets it for the Nest workspaces).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  displayName: 'frontend',
  rootDir: here,
  testEnvironment: '<rootDir>/jest.environment.js',
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '^@pathwise/contracts$': path.resolve(here, '../libs/contracts/src/index.ts'),
    '^@/(.*)$': '<rootDir>/src/$1',
    // The contracts' sources import siblings with .js suffixes (NodeNext); resolve them to the .ts files.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
