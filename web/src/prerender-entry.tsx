/**
 * The landing page `/` rendered at build time (scripts/prerender-landing.ts loads this with Vite's
 * SSR loader, so the app and this file share one copy of every package). Never part of the app's bundle.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
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
  // A first pass loads the parts that load on demand (the sections below the hero, the page's
  // code); the second finds them all loaded and draws the whole page in place (parts that
  // arrive late would come as out-of-order pieces with inline scripts, which the CSP refuses).
  await new Response((await prerender(<App />)).prelude).text();
  return `<!--$-->${renderToString(<App />)}<!--/$-->`;
}
