/** The app's start: main.tsx loads it once React's own code has run. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readHint } from './features/auth/signed-in-hint';
import { loadBelowTheFold } from './features/landing/below-the-fold-loader';
import { startOffline } from './features/offline/start-offline';
import { markTakeover } from './lib/built-page';
import { loadQueryClient } from './lib/query-client-loader';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Whether the page on screen is the one the app's first render draws: index.html holds the
 * landing as rendered at build time (scripts/prerender-landing.ts), for a first-time visitor at
 * `/`. A link to a section (`/#pricing`) draws the whole landing at once, and a visitor signed in
 * last time gets the dashboard's skeleton: those, and every other address, are drawn anew.
 */
function drawnAtBuildTime(root: HTMLElement): boolean {
  const { pathname, hash } = window.location;
  return pathname === '/' && hash === '' && !readHint() && root.hasChildNodes();
}

/** Any other address: the landing's markup, hidden there (public/first-paint.js), makes way for the app. */
function clearLanding(root: HTMLElement) {
  const html = document.documentElement;
  if (!html.classList.contains('not-home')) return;
  root.replaceChildren();
  html.classList.remove('not-home');
}

function render(root: HTMLElement) {
  if (drawnAtBuildTime(root)) {
    // The markup is taken over as it is: no second drawing, no second layout of the page. React
    // takes the page over piece by piece, in slices; a change of the query client's context in the
    // middle would make it take over the rest at once, in one long task. So the client comes
    // first (the landing needs it right after anyway: the sign-in check), offline or not.
    // The sections below the hero too: React then takes the whole page over in one go.
    void Promise.all([loadQueryClient(), loadBelowTheFold()])
      .catch(() => {})
      .then(() => {
        markTakeover();
        startTransition(() => void hydrateRoot(root, <App />));
      });
    return;
  }
  clearLanding(root);
  // A transition: React works in small slices, a phone's main thread is never held for long.
  startTransition(() => createRoot(root).render(<App />));
}

/** Resolves in a task of its own (not a microtask): the browser may handle input and paint first. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve));

// At / the landing is on screen already (index.html): the app takes it over once its route's code
// is loaded, so the page is never drawn without it. Loaded in the next task: evaluating the app's
// code and loading the route held a phone's main thread for 250-330 ms in one task.
const landingReady =
  window.location.pathname === '/'
    ? nextTask()
        .then(() => router.load())
        .catch(() => {})
    : undefined;

// Offline first: with no connection, the saved dashboard data must be back before the router asks for it.
void startOffline(loadQueryClient)
  .catch(() => {})
  .then(() => landingReady)
  .finally(() => render(container));
