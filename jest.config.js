// One jest run for the whole repo: every workspace is a project (see jest.preset.js for the Node ones).
export default {
  // Integration tests start real services; browser journeys set their own, longer limits.
  testTimeout: 30_000,
  // PostgreSQL and Redis for the run: the given URLs, else containers when Docker is there, else the local servers.
  globalSetup: '<rootDir>/scripts/test-infra-setup.mjs',
  globalTeardown: '<rootDir>/scripts/test-infra-teardown.mjs',
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/platform',
    '<rootDir>/gateway',
    '<rootDir>/services/auth',
    '<rootDir>/services/career',
    '<rootDir>/services/resume',
    '<rootDir>/services/interview',
    '<rootDir>/checks',
    '<rootDir>/scripts',
    '<rootDir>/services/jobs',
    '<rootDir>/services/billing',
    '<rootDir>/frontend',
    '<rootDir>/e2e',
  ],
};
