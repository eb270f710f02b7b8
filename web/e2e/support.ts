import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/** A user as GET /api/auth/user returns it. */
export const DEMO_USER = {
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  isAdmin: false,
};

/**
 * Answers GET /api/auth/user in the browser. The shell's sign-in slot is what is under test,
 * so the answer is fixed here whatever server runs behind (the Worker or `vite preview`).
 */
export async function mockCurrentUser(page: Page, answer: 'signed-out' | 'error' | typeof DEMO_USER): Promise<void> {
  await page.route('**/api/auth/user', (route) => {
    if (answer === 'signed-out') {
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' });
    }
    if (answer === 'error') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
}

/** Fails on JavaScript errors thrown in the page. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/**
 * Collects what the Content-Security-Policy refused (web/public/_headers), as Chromium logs it to
 * the page's console; a test expects the list to stay empty. Workers' own logs come through when
 * Playwright attaches in time; a worker that cannot load shows as its flow failing.
 */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  };
  // A refused eval that the page's code caught (a library testing what it may do) logs nothing to
  // the console, but the browser still reports it to DevTools and to the page: say it there too.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy: refused ${event.effectiveDirective} (${event.blockedURI}) at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  page.on('console', record);
  page.on('worker', (worker) => worker.on('console', record));
  return violations;
}

/** Runs axe on the page and expects no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A frame in the middle of a transition is no state anyone reads (a button fading back in after a
  // save is too faint halfway): axe looks once the running transitions and animations have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read: axe then keeps one node per passed rule instead of every node.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/**
 * Screenshots are for people to look at, so CI (which has nobody looking) skips them to keep the
 * suite fast; E2E_SCREENSHOTS=1 takes them there too.
 */
export const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Saves a full-page screenshot under web/screenshots/ (git-ignored). */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  // The landing's parts below the first screen are drawn as they come near it (drawn-when-near in
  // src/styles.css): a picture of the whole page draws them all, as a visitor scrolling down sees them.
  if (fullPage) await page.evaluate(() => document.documentElement.setAttribute('data-whole-page', ''));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

/** Expects the page not to scroll sideways (nothing wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  // Polled: right after a resize the page may still be laying itself out for the old size.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'page is wider than the viewport',
    })
    .toBeLessThanOrEqual(0);
}

/**
 * The toasts (Radix labels the region "Notifications (F8)", the plain stand-in "Notifications"),
 * found even while a dialog (the payment modal) hides the rest of the page from assistive tech.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

/**
 * Expects a toast with this title and text, both found in one look: a toast goes after 5 s, and on
 * a busy machine a second look for its text, after its title was found, can come after it has gone.
 */
export async function expectToast(page: Page, toast: { title: string; text: string }): Promise<void> {
  await expect(
    toasts(page).locator('li').filter({ hasText: toast.title }).filter({ hasText: toast.text }),
  ).toBeVisible();
}
