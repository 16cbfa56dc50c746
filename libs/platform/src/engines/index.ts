// Plain TypeScript for engines (no Nest, no database): `@pathwise/platform/engines`.
export * from './llm-fallback.js';
export * from './structured-llm.js';
export * from './standard-code.js';
