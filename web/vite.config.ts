/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';

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
  plugins: [
    // Must run before the React plugin so route files are split before they are transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files for the first page: every request costs a round trip on a phone
        // (and the local server answers each in ~80 ms), which dozens of tiny shared chunks
        // (one per icon) multiplied. Code needed at start goes into one chunk; tiny chunks that
        // lazy pages share are inlined into them.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  // Unit tests sit beside the code; e2e/ belongs to Playwright.
  test: { exclude: [...configDefaults.exclude, 'e2e/**'] },
});
