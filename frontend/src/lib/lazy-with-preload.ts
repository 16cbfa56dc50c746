import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A lazily loaded component that can be fetched early and that never suspends: until its module has arrived it
 * renders `fallback`. (With React.lazy + Suspense, React holds a revealed fallback for at least 300 ms, which would
 * delay a page that is already half-way loaded for nothing.)
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module.default;
    }));

  function Preloadable(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let live = true;
      preload().then(
        (c) => live && setComponent(() => c),
        (error: unknown) => {
          // Surface a failed chunk load to the route's error boundary.
          if (live)
            setComponent(() => () => {
              throw error;
            });
        },
      );
      return () => {
        live = false;
      };
    }, [component]);
    return component ? createElement(component, props) : fallback;
  }
  return Object.assign(Preloadable, { preload });
}
