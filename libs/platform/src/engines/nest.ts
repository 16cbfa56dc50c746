// The Nest side of the engines (re-exported by `@pathwise/platform`); engines themselves use `@pathwise/platform/engines`.
export * from './engine.provider.js';
export * from './llm-env.js';
export * from './llm-fallback.js';
