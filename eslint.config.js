// ESLint (flat config): typescript-eslint's recommended rules for every package; formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pathwise from './checks/lint/pathwise-rules.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.test-results/**', '**/coverage/**', 'services/*/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', fetch: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        window: 'readonly', document: 'readonly', globalThis: 'readonly', AbortController: 'readonly',
        FormData: 'readonly', Blob: 'readonly', Headers: 'readonly', Response: 'readonly', Request: 'readonly',
        TextEncoder: 'readonly', TextDecoder: 'readonly', performance: 'readonly', structuredClone: 'readonly',
        queueMicrotask: 'readonly', navigator: 'readonly', localStorage: 'readonly', File: 'readonly',
        FileReader: 'readonly', HTMLElement: 'readonly', requestAnimationFrame: 'readonly', location: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // One way to declare a domain-event handler (CONVENTIONS.md): @OnDomainEvent from @pathwise/platform.
    files: ['services/**/*.ts', 'gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{
          name: '@nestjs/microservices',
          importNames: ['EventPattern', 'MessagePattern'],
          message: 'Declare event handlers with @OnDomainEvent(EventNames.x) from @pathwise/platform.',
        }],
      }],
    },
  },
  {
    // The architecture's boundaries and each workspace's own dependencies (checks/lint, proved by checks/test).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { pathwise },
    rules: { 'pathwise/boundaries': 'error', 'pathwise/declared-dependencies': 'error' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/*.test.tsx', '**/*.test.ts'],
    languageOptions: { globals: { describe: 'readonly', it: 'readonly', test: 'readonly', expect: 'readonly', beforeAll: 'readonly', afterAll: 'readonly', beforeEach: 'readonly', afterEach: 'readonly', jest: 'readonly' } },
  },
);
