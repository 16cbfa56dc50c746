export * from './graph-context.js';
export * from './graph-errors.js';
export * from './json-scalar.js';
export * from './subgraph.module.js';
export * from './print-subgraph.js';
export * from './subgraph-definition.js';
