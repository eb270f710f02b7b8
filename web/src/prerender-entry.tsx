/**
 * The landing page `/` rendered at build time (scripts/prerender-landing.ts loads this with Vite's
 * SSR loader, so the app and this file share one copy of every package). Never part of the app's bundle.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { router } from './router';

export async function renderLanding(): Promise<string> {
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // Else the router writes its scroll-restoring inline script into the page: the CSP refuses it,
    // and the browser's render (which has none) would not match the markup.
    scrollRestoration: false,
  });
  await router.load();
  // In the browser the router wraps its pages in a Suspense boundary it leaves out on a server
  // (@tanstack/react-router's Matches): its markers, so that the browser's render matches.
  return `<!--$-->${renderToString(<App />)}<!--/$-->`;
}
