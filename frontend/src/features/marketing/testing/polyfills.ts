// react-router 7 reads TextEncoder when it loads, and jsdom does not provide it. Import this file first in a test
// (before react-router) until the shared jest setup provides it; it is a no-op once it does.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
