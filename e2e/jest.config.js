import { nodeProject } from '../jest.preset.js';

const base = nodeProject(import.meta.dirname, 'e2e');
// Browser journeys against the whole product, started once for the run as `npm start` starts it.
export default {
  ...base,
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
};
