import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // The evaluation set's tests decode a few megabytes of fixtures: generous on a busy machine.
    testTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one on a 2-core machine. Two: 75 s -> 45 s
    // for the whole package on a quiet 2-core machine.
    maxWorkers: 2,
  },
});
