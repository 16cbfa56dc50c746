export { teardown as default } from './test-infra.mjs';
