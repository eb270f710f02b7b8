import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A piece of the shell whose code loads on demand (the user menu, the toasts, the offline mark...).
 * If its code cannot be fetched (offline before the service worker had it), the page goes on without
 * it, never an error page, and it loads again once the browser is back online.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          failed = true;
          return { default: Nothing };
        },
      ),
    );
  let current = create();
  let generation = 0;

  // biome-ignore lint/correctness/noComponentHookFactories: called once per piece, at module level (like React's lazy)
  function LazyOrNothing(props: P) {
    const [, setAttempt] = useState(0);
    useEffect(() => {
      // Every mounted copy re-renders with the one new attempt.
      const retry = () => {
        if (failed) {
          failed = false;
          current = create();
          generation += 1;
        }
        setAttempt(generation);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, []);
    const Current = current;
    return (
      <Suspense fallback={null}>
        <Current {...props} />
      </Suspense>
    );
  }
  return LazyOrNothing;
}

function Nothing(): null {
  return null;
}
