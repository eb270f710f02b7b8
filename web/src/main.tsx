import './lib/zod-jitless';
import './styles.css';
// React's code runs first; the app's start follows in steps, each in a task of its own, so a slow
// phone's main thread is never held for long (at once they held it for 200-300 ms). The browser
// fetches their files meanwhile (index.html preloads them, scripts/prerender-landing.ts).
import 'react';
import 'react-dom/client';

/** Resolves in a task of its own (not a microtask): the browser may handle input and paint first. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve));

async function start() {
  await nextTask();
  // The first read of localStorage loads this site's storage from the browser (16 ms on a quiet
  // machine): the sign-in hint and the cookie choice are read right after.
  try {
    window.localStorage.getItem('');
  } catch {
    // Storage may be off (private mode): those readers cope.
  }
  await nextTask();
  // TanStack Router's own code (its chunk: vite.config.ts), the root route (the shell, the cookie
  // banner), the rest of the route tree, then the router.
  await import('./lib/router-library');
  await nextTask();
  await import('./routes/__root');
  await nextTask();
  await import('./routeTree.gen');
  await nextTask();
  await import('./router');
  await nextTask();
  await import('./boot');
}

start().catch(() => {
  // Its files could not be fetched (the connection dropped): start again once it is back.
  document.documentElement.dataset.appStart = 'failed';
  // public/first-paint.js then follows the links tapped meanwhile.
  document.dispatchEvent(new Event('dtm:app-start-failed'));
  window.addEventListener('online', () => window.location.reload(), { once: true });
});
