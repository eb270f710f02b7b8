import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';

/** How often the browser has come back online: a load that fails after that, still under way then, is tried again at once. */
let comebacks = 0;
/** The wait before a load that failed while the browser said it was online is tried again; it doubles up to a minute. */
const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;
if (typeof window !== 'undefined') window.addEventListener('online', () => (comebacks += 1));

/**
 * A piece of the shell whose code loads on demand (the user menu, the toasts, the offline mark...).
 * If its code cannot be fetched (offline before the service worker had it), the page goes on without
 * it, never an error page, and it loads again once the browser is back online. A piece that must
 * not go missing (the toasts) names a `Fallback` without the code: shown while the code loads and
 * instead of it when it could not.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P> = Nothing,
): ComponentType<P> {
  let failed = false;
  let nextWait = FIRST_RETRY_MS;
  /** The mounted copies' way to try again. */
  const retries = new Set<() => void>();
  const retryAll = () => {
    for (const retry of retries) retry();
  };
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => {
      const comebacksBefore = comebacks;
      return load().then(
        (component) => {
          nextWait = FIRST_RETRY_MS;
          return { default: component };
        },
        () => {
          failed = true;
          if (comebacks !== comebacksBefore) {
            // The connection came back while this load was failing: no later 'online' event will come.
            queueMicrotask(retryAll);
          } else if (navigator.onLine) {
            // Failed while the browser says it is online (a flaky connection, or the browser's own
            // flag not yet up to date): no 'online' event may ever come, so try again a little later.
            setTimeout(retryAll, nextWait);
            nextWait = Math.min(nextWait * 2, LAST_RETRY_MS);
          }
          return { default: Fallback };
        },
      );
    });
  let current = create();
  let generation = 0;

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
      retries.add(retry);
      window.addEventListener('online', retry);
      return () => {
        retries.delete(retry);
        window.removeEventListener('online', retry);
      };
    }, []);
    const Current = current;
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Current {...props} />
      </Suspense>
    );
  }
  return LazyOrNothing;
}

function Nothing(): null {
  return null;
}
