import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // The evaluation set's tests decode a few megabytes of fixtures: generous on a busy machine.
    testTimeout: 60_000,
  },
});
