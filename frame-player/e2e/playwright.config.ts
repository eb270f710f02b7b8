import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell when installed (tools/bin/test.sh does): the same page engine as chromium
 * for half the CPU (these tests: 22 s against 46 s; the playback test dropped the same frames); else chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests of the playback page (no server: the page is opened from file:// as Electron
 * opens it, with a stand-in for the preload bridge). The global setup builds it to .tmp/page-dist.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  globalSetup: './build-page.ts',
  use: {
    // Debian's browsers: never `playwright install` (no downloads on the build machines).
    browserName: 'chromium',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--autoplay-policy=no-user-gesture-required',
        '--disable-background-timer-throttling',
        '--disable-renderer-backgrounding',
      ],
    },
  },
});
