import './lib/zod-jitless';
import './styles.css';
// React's code runs first, the app's (router, routes, shell) in a task of its own: both at once
// held a slow phone's main thread for 200 ms. The browser fetches boot.tsx's files meanwhile (index.html
// preloads them, scripts/prerender-landing.ts).
import 'react';
import 'react-dom/client';

import('./boot').catch(() => {
  // Its files could not be fetched (the connection dropped): start again once it is back.
  document.documentElement.dataset.appStart = 'failed';
  // public/first-paint.js then follows the links tapped meanwhile.
  document.dispatchEvent(new Event('dtm:app-start-failed'));
  window.addEventListener('online', () => window.location.reload(), { once: true });
});
