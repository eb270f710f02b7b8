import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's headless shell when installed (tools/bin/test.sh installs it), else Debian's chromium. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests of the clip renderers and the video encoder (render.spec.ts): no server, the
 * modules bundled onto a bare page that the spec serves itself.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    // Debian's browsers: never `playwright install` (no downloads on the build machines).
    browserName: 'chromium',
    launchOptions: { executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
