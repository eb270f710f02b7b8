import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure schemas and functions, no module state: one module graph for every file instead of a
    // fresh import of zod and the schemas per file (most of this package's test time).
    isolate: false,
  },
});
