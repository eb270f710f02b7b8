import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8788';
const isCI = Boolean(process.env.CI);

/**
 * Debian's headless shell (package chromium-headless-shell, which tools/bin/test.sh installs): the
 * same Blink and V8 as Debian's chromium without the full browser around them. The same 22 tests
 * took 22 s of CPU in it against 39 s in chromium, and the browsers are most of the suite's CPU.
 * Debian's chromium otherwise, or whichever E2E_CHROMIUM names (chromium for a headed run).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests against the built app. By default the lead's e2e-server script builds web/,
 * starts the real Worker (web/dist + API, seeded) on port 8788 and answers /api/health.
 * Without it: E2E_WEB_SERVER="npx pnpm@10.34.8 exec vite preview --port 8788 --strictPort"
 * and E2E_HEALTH_URL=http://127.0.0.1:8788/ after `vite build`.
 */
export default defineConfig({
  testDir: 'e2e',
  // Budgets for a busy 2-core machine (CI runs two halves at once beside other work): generous
  // per step, so a slow page load is waited for, while a hang still fails. Tests wait for states.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : undefined,
  reporter: 'list',
  use: {
    baseURL,
    navigationTimeout: 45_000,
    actionTimeout: 30_000,
    // A trace costs about a fifth of the browser's CPU (22 tests: 42 s of CPU against 34 s without),
    // and the CI machine's two cores are the suite's limit; CI keeps only the printed output anyway.
    // Locally a failed test keeps its trace; `--trace retain-on-failure` brings it back under CI=true.
    trace: isCI ? 'off' : 'retain-on-failure',
    // The PWA's service worker would cache pages and API answers between tests; only
    // e2e/pwa.spec.ts lets it run (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // Visitors who prefer reduced motion get the same pages without the decorative motion (the
    // landing's videos, the admin's drifting lava lamp), which costs a browser without a GPU a
    // good part of a core. The landing's motion has its own tests ('no-preference' there).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's browsers: never `playwright install` (no downloads on the build machines).
        launchOptions: {
          executablePath: browserPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // tools/bin/test.sh starts the servers itself (E2E_REUSE_SERVER=1): a missing one is an error,
    // never a second server started here on the other half's default port and state folder.
    command:
      process.env.E2E_REUSE_SERVER === '1'
        ? `node -e "console.error('no server answers at ${baseURL}: see .tmp/e2e-server.log'); process.exit(1)"`
        : (process.env.E2E_WEB_SERVER ?? `E2E_PORT=${new URL(baseURL).port || '8788'} sh ../tools/bin/e2e-server.sh`),
    url: process.env.E2E_HEALTH_URL ?? `${baseURL}/api/health`,
    // tools/bin/test.sh starts this server early (E2E_REUSE_SERVER=1); Playwright starts it otherwise.
    reuseExistingServer: !isCI || process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
