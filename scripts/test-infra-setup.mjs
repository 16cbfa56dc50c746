export { setup as default } from './test-infra.mjs';
