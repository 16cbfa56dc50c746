import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setDefaultToastDuration } from '@/lib/toast';

// Lazy routes load their chunks asynchronously; on a busy 2-core CI machine that can take longer than the 1 s default (seen: over 5 s at load 15).
configure({ asyncUtilTimeout: 15_000 });

// Toasts stay until closed: a screen test finds a toast on the real clock, and on a loaded machine more than the
// default 5000 ms can pass between the toast and the assertion (see setDefaultToastDuration). The tests of the
// closing itself (components/notifications.test.tsx, ui/toaster.test.tsx) put the spec's 5000 ms back.
beforeEach(() => setDefaultToastDuration(Infinity));

// jsdom lacks a few browser APIs that Radix uses (the Fetch API classes come from jest.environment.js).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
if (typeof window.matchMedia === 'undefined') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom does not scroll; react-router's scroll restoration and the back-to-top button call this.
window.scrollTo = (() => {}) as typeof window.scrollTo;
