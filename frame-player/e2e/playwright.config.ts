import { defineConfig } from '@playwright/test';

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
    // Debian's chromium: never `playwright install` (no downloads on the build machines).
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
