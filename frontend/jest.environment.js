// jsdom plus the Fetch API classes from Node (jsdom has none). react-router's data router builds a Request for every
// navigation; Node's Request insists on Node's AbortSignal, so AbortController comes from Node too.
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder'];

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}
