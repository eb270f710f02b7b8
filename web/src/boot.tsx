/** The app's start: main.tsx loads it once React's own code has run. */
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './components/toast';
import { appStore } from './components/toast/toast-state';
import { startOffline } from './features/offline/start-offline';
import { UpdatePrompt } from './features/offline/update-prompt';
import { loadQueryClient } from './lib/query-client-loader';
import { QueryProvider } from './lib/query-provider';
import { router } from './router';
import { Provider as JotaiProvider } from './state/app-jotai';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <JotaiProvider store={appStore}>
          <QueryProvider>
            <RouterProvider router={router} />
            <Toaster />
            <UpdatePrompt />
          </QueryProvider>
        </JotaiProvider>
      </StrictMode>,
    ),
  );
}

// At / the landing's opening is on screen already (plain HTML, scripts/prerender-hero.ts): it stays
// until the app can draw the whole page, its route's code loaded, so the footer never shows first
// and then jumps down.
const landingReady = window.location.pathname === '/' ? router.load().catch(() => {}) : undefined;

// Offline first: with no connection, the saved dashboard data must be back before the router asks for it.
void startOffline(loadQueryClient)
  .catch(() => {})
  .then(() => landingReady)
  .finally(() => render(container));
