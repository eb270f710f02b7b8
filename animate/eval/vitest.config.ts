import { defineConfig } from 'vitest/config';

// The evaluation set's own tests (the package's vitest.config.ts looks in src/ only):
//   node_modules/.bin/vitest run --config animate/eval/vitest.config.ts
export default defineConfig({
  test: {
    environment: 'node',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
  },
});
