export * from './text-safety.js';
export * from './parse-input.js';
export * from './zod-dto.js';
export * from './zod-validation.pipe.js';
