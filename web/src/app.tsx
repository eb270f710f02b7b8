/** The whole app's tree: boot.tsx draws it in the browser, scripts/prerender-landing.ts renders `/` at build time. */
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { Toaster } from './components/toast';
import { appStore } from './components/toast/toast-state';
import { UpdatePrompt } from './features/offline/update-prompt';
import { QueryProvider } from './lib/query-provider';
import { router } from './router';
import { Provider as JotaiProvider } from './state/app-jotai';

export function App() {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <QueryProvider>
          <RouterProvider router={router} />
          <Toaster />
          <UpdatePrompt />
        </QueryProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
