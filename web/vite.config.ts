/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults } from 'vitest/config';
import { prerenderLanding } from './scripts/prerender-landing.ts';
import { runtimeCaching } from './src/features/offline/runtime-caching.ts';
import { webManifest } from './src/features/offline/web-manifest.ts';

// The config's own folder, so `vite build` works from the repo root or from web/.
const root = fileURLToPath(new URL('.', import.meta.url));

/** The local Worker (wrangler dev) that serves the API and dev-only pages. */
const apiTarget = 'http://127.0.0.1:8787';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/dev': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root,
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the shim's fallback for older versions is not shipped.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    // Must run before the React plugin so route files are split before they are transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Besides the route components, a route's loader (with the query options and schemas it
      // imports) and its pending/error views leave the first chunk: the landing page pays for
      // none of them. The loader travels with its component (one request; they share imports).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent', 'errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    prerenderLanding(root),
    VitePWA({
      // A new build waits until the person chooses "Reload" (src/features/offline/service-worker.ts
      // registers it with workbox-window), so no page ever runs half old, half new.
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: webManifest,
      workbox: {
        // The app shell: every built file the pages need, and the icons. Not the install-sheet
        // screenshots, nor the artwork uploader (uploads need a connection), nor the admin's
        // orders chart (recharts, ~400 kB that no customer needs): both are cached when used
        // (runtime-caching.ts, the hashed-assets cache).
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,txt}'],
        globIgnores: ['install/**', 'assets/artwork-dashboard-*', 'assets/orders-chart-*'],
        // Any page the SPA knows opens from the precached shell; the API, the dev pages and
        // the sign-in links (/api/auth/...) always go to the network.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\//],
        cleanupOutdatedCaches: true,
        // The first install takes over the open page; later builds wait for "Reload".
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The preview's modules run nothing when imported, so what a page does not use of its index.ts
      // is left out: the landing's preview section no longer brings the preview engine's client and
      // every schema with it (28 kB gzip, 140 ms of a slow phone's main thread). Its web worker is an
      // entry of its own and keeps its module-level setup.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/]preview[\\/](?!worker[\\/])/.test(id),
      },
      output: {
        // Fewer, larger files for the first page: every request costs a round trip on a phone
        // (and the local server answers each in ~80 ms), which dozens of tiny shared chunks
        // (one per icon) multiplied. Code needed at start goes into one chunk; tiny chunks that
        // lazy pages share are inlined into them.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The app's start (main.tsx imports it once React's code has run) with all it imports,
            // and TanStack Router's code, which main.tsx evaluates a step before (lib/router-library.ts).
            { name: 'boot', test: /[\\/]src[\\/](boot\.tsx|lib[\\/]router-library\.ts)$/, priority: 2 },
            // TanStack Query arrives after the landing page's first paint (lib/query-client-loader.ts):
            // one file, not one per shared module of query-core.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 1 },
          ],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  // Unit tests sit beside the code; e2e/ and render-tests/ belong to Playwright. One module graph for every file
  // (no test keeps state between files): 18 s -> 6 s, most of it was importing per file.
  test: { exclude: [...configDefaults.exclude, 'e2e/**', 'render-tests/**'], isolate: false },
});
