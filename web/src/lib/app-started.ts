import { useEffect } from 'react';
import { drawsBuiltPage } from './built-page';

/**
 * `<html data-app-start="started">` once the app has drawn, or taken over, the page (main.tsx sets
 * "failed"), and the `dtm:app-started` event: public/first-paint.js then gives the buttons and links
 * the taps it held while the page was only drawn.
 */
export function announceAppStarted(): void {
  if (appHasStarted()) return;
  document.documentElement.dataset.appStart = 'started';
  document.dispatchEvent(new Event(APP_STARTED));
}

/** The event `announceAppStarted` sends on `document`. */
export const APP_STARTED = 'dtm:app-started';

/** Whether the app has announced its start. */
export function appHasStarted(): boolean {
  return document.documentElement.dataset.appStart === 'started';
}

/**
 * Rendered by the root route: the app has drawn its first page. Not when React takes the built
 * landing over: it does so part by part, and the landing announces it once its last part, the
 * sections below the hero, is the app's (features/landing/below-the-fold.tsx; routes/index.tsx when
 * the dashboard replaces the landing).
 */
export function AppStarted(): null {
  useEffect(() => {
    if (!drawsBuiltPage()) announceAppStarted();
  }, []);
  return null;
}

/**
 * Runs `run` once the page has loaded, the app has started and the browser has a quiet moment
 * (`timeout` at the latest once both are done): work nobody waits for (a decorative video,
 * code fetched ahead for later) never competes with the start itself. Returns a cancel function.
 */
export function whenAppSettled(run: () => void, timeout = 2000): () => void {
  let idle = 0;
  let timer = 0;
  let scheduled = false;
  const schedule = () => {
    if (scheduled || document.readyState !== 'complete' || !appHasStarted()) return;
    scheduled = true;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
    else timer = window.setTimeout(run, 200);
  };
  window.addEventListener('load', schedule, { once: true });
  document.addEventListener(APP_STARTED, schedule, { once: true });
  schedule();
  return () => {
    window.removeEventListener('load', schedule);
    document.removeEventListener(APP_STARTED, schedule);
    if (idle) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}
