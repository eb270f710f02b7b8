import { createRouter } from '@tanstack/react-router';
import { restoresScroll } from './lib/built-page';
import { parseSearch, stringifySearch } from './lib/search-params';
import type { RouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';

/**
 * The app's router; loaders reach the query client through the route context. The client is
 * not here yet: the root route's `beforeLoad` puts it in the context of every page but the
 * landing page, which reads none (routes/__root.tsx).
 */
export const router = createRouter({
  routeTree,
  context: {} as RouterContext,
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which already caches; the router need not.
  defaultPreloadStaleTime: 0,
  // Not for the built landing's takeover (lib/built-page.ts): the visitor keeps where they scrolled to.
  scrollRestoration: restoresScroll,
  // Query values stay text (an order number of digits only is a search, not a number).
  parseSearch,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The route draws its own header (the admin back office): the shop's top bar and footer stay away. */
    ownChrome?: boolean;
  }
}
