import { useEffect } from 'react';

/**
 * `<html data-app-start="started">` once the app has drawn, or taken over, the page's frame (the
 * root route renders this; main.tsx sets "failed"), and the `dtm:app-started` event:
 * public/first-paint.js then gives the buttons the taps it held while the page was only drawn.
 * Inside the root route, not beside the router: React takes the router's part of a built page
 * over in a pass of its own, and only then do its buttons answer.
 */
export function AppStarted(): null {
  useEffect(() => {
    document.documentElement.dataset.appStart = 'started';
    document.dispatchEvent(new Event('dtm:app-started'));
  }, []);
  return null;
}
