import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { answerSignInRequest, LINK_USED, MAGIC_LINK_API, REFUSED, url } from './auth-helpers';
import { mailIdsFor, signInWithMailedLink, waitForSignInLink } from './mailbox';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './support';

// The seed's demo sign-ins (tools/seed/demo-data.ts).
const ADMIN = { email: 'admin@drawings-to-magic.test', firstName: 'Ada', lastName: 'Admin' };
const ANNA = { email: 'anna.parent@example.com', firstName: 'Anna', lastName: 'Schmidt' };
const BEN = { email: 'ben.parent@example.com', firstName: 'Ben', lastName: 'Okafor' };

async function expectPageIsFine(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
}

test.describe('signing in with an e-mailed link', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a customer signs in from the mailbox, edits their name and signs out', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    const main = page.getByRole('main');
    const header = page.getByRole('banner');
    let link = '';

    await test.step('the dashboard asks a signed-out visitor to sign in first', async () => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(url(baseURL, '/login?returnTo=%2Fdashboard'));
      await expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(main.getByText(LINK_USED)).toHaveCount(0);
    });

    await test.step('the form says Sending..., then Check your inbox with the address', async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(MAGIC_LINK_API, async (route) => {
        await held;
        await route.continue();
      });
      const seen = await mailIdsFor(page.request, ANNA.email);
      const email = main.getByLabel('Email address');
      await expect(email).toHaveAttribute('autocomplete', 'email');
      await email.fill(ANNA.email);
      await main.getByRole('button', { name: 'Send sign-in link' }).click();
      await expect(main.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      release();

      const inbox = main.getByRole('heading', { level: 1, name: 'Check your inbox' });
      await expect(inbox).toBeFocused();
      await expect(main.getByText(ANNA.email)).toBeVisible();
      await expect(main.getByRole('button', { name: 'Use a different e-mail' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Send the link again' })).toBeVisible();
      await page.unroute(MAGIC_LINK_API);

      link = await waitForSignInLink(page.request, ANNA.email, seen);
      expect(new URL(link).searchParams.get('callbackURL')).toBe('/dashboard');
    });

    await test.step('the link signs in and returns to the dashboard; the top bar shows name and initials', async () => {
      await page.goto(link);
      await expect(page).toHaveURL(url(baseURL, '/dashboard'));
      const menu = header.getByRole('button', { name: 'Anna account menu' });
      await expect(menu).toContainText('AS');
      await expect(menu.getByText('Anna', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Anna' })).toBeVisible();
      await expect(main.getByText(ANNA.email)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
      await expect(main.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
      await expect(main.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    });

    await test.step('the names are edited in place and the top bar follows', async () => {
      const edit = main.getByRole('button', { name: 'Edit name' });
      await edit.click();
      const firstName = main.getByLabel('First name');
      const lastName = main.getByLabel('Last name');
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveValue(ANNA.firstName);
      await expect(lastName).toHaveValue(ANNA.lastName);

      await firstName.fill('   ');
      await main.getByRole('button', { name: 'Save' }).click();
      await expect(main.getByText('Required', { exact: true })).toBeVisible();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');

      await firstName.fill('Annabel');
      await lastName.fill('Zimmer');
      await main.getByRole('button', { name: 'Save' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Annabel' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Annabel account menu' })).toContainText('AZ');
      await expect(edit).toBeFocused();

      await edit.click();
      await firstName.fill('Not saved');
      await main.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Annabel' })).toBeVisible();

      await page.reload();
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Annabel' })).toBeVisible();
    });

    await test.step('the seeded names are put back for the other tests', async () => {
      const restored = await page.request.patch('/api/auth/user/profile', {
        data: { firstName: ANNA.firstName, lastName: ANNA.lastName },
        headers: { Origin: new URL(url(baseURL, '/')).origin },
      });
      expect(restored.status()).toBe(200);
    });

    await test.step('Sign Out in the user menu ends the session and says "Logged Out"', async () => {
      await header.getByRole('button', { name: /account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
      await expect(page.getByText('You have been successfully logged out', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(url(baseURL, '/'));
      await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    });

    await test.step('the used link now says it expired or was used, with the form to ask again', async () => {
      await page.goto(link);
      await expect(page).toHaveURL(url(baseURL, '/login?returnTo=%2Fdashboard&linkError=1&error=INVALID_TOKEN'));
      await expect(main.getByText(LINK_USED)).toBeVisible();
      await expect(main.getByLabel('Email address')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });

  test('an admin signs in at /admin/login, lands on /admin/dashboard and signs out', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);

    await test.step('signed out, admin pages lead to /admin/login', async () => {
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(url(baseURL, '/admin/login'));
      await page.goto('/admin/no-such-page');
      await expect(page).toHaveURL(url(baseURL, '/admin/login'));
      await expect(page.getByRole('heading', { level: 1, name: 'Management Panel' })).toBeVisible();
    });

    const seen = await mailIdsFor(page.request, ADMIN.email);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    const link = await waitForSignInLink(page.request, ADMIN.email, seen);
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/admin/dashboard');

    await page.goto(link);
    await expect(page).toHaveURL(url(baseURL, '/admin/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const panelHeader = page.getByRole('banner');
    await expect(panelHeader.getByText('Management Panel')).toBeVisible();
    // The back office has its own header, not the shop's.
    await expect(panelHeader.getByRole('button', { name: 'Gallery' })).toHaveCount(0);
    await expectPageIsFine(page);
    await saveScreenshot(page, 'admin-dashboard-desktop');

    await test.step('/admin leads to the dashboard, an unknown admin path says 404; /admin/login moves on', async () => {
      for (const path of ['/admin', '/admin/login']) {
        await page.goto(path);
        await expect(page).toHaveURL(url(baseURL, '/admin/dashboard'));
      }
      await page.goto('/admin/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    });

    await test.step('the customer dashboard shows an admin the Admin Dashboard link', async () => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ADMIN.firstName}` })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Admin Dashboard' }).click();
      await expect(page).toHaveURL(url(baseURL, '/admin/dashboard'));
    });

    await test.step('Sign Out in the panel ends the session and opens /admin/login', async () => {
      // The panel's Sign Out sits in the sidebar's footer (spec section 2).
      await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(url(baseURL, '/admin/login'));
      await expect(page.getByLabel('Email address')).toBeVisible();
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(url(baseURL, '/admin/login'));
    });

    expect(errors).toEqual([]);
  });
});

test.describe('a signed-in customer', () => {
  // Ben signs in once (sign-in requests are rate-limited per client); each test reuses the session.
  const stateFile = path.join(os.tmpdir(), `dtm-e2e-ben-${process.pid}.json`);
  test.use({ storageState: stateFile });

  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL ?? '';
    // Tests' contexts inherit the describe's options; this one starts signed out.
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signInWithMailedLink(page, baseURL, BEN.email, '/dashboard');
    await context.storageState({ path: stateFile });
    await context.close();
  });

  test('/login and /api/login go straight to returnTo', async ({ page, baseURL }) => {
    await page.goto('/login?returnTo=%2Fdashboard');
    await expect(page).toHaveURL(url(baseURL, '/dashboard'));
    await page.goto('/api/login?returnTo=/dashboard');
    await expect(page).toHaveURL(url(baseURL, '/dashboard'));
    // A returnTo that leads off the site is not followed.
    await page.goto('/login?returnTo=%2F%2Fevil.example%2Fsteal');
    await expect(page).toHaveURL(url(baseURL, '/'));
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test(`on a ${viewport}: the dashboard, and admin pages refused with a clear page`, async ({ page, baseURL }) => {
      const errors = collectPageErrors(page);
      await page.setViewportSize(VIEWPORTS[viewport]);
      const main = page.getByRole('main');

      await page.goto('/dashboard');
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome back, Ben' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'Your frames' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
      await expectPageIsFine(page);
      await saveScreenshot(page, `dashboard-${viewport}`);
      await main.getByRole('button', { name: 'Edit name' }).click();
      await expect(main.getByLabel('First name')).toHaveValue(BEN.firstName);
      await expect(main.getByLabel('Last name')).toHaveValue(BEN.lastName);
      await expectPageIsFine(page);
      await saveScreenshot(page, `dashboard-edit-name-${viewport}`, false);
      await main.getByLabel('Last name').press('Escape');
      await expect(main.getByRole('button', { name: 'Edit name' })).toBeFocused();

      for (const path of ['/admin/dashboard', '/admin/orders', '/admin/login']) {
        await page.goto(path);
        await expect(page).toHaveURL(url(baseURL, path));
        await expect(main.getByRole('heading', { level: 1, name: REFUSED })).toBeVisible();
      }
      await expect(main.getByText(BEN.email)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
      // The shop's top bar stays, so the customer is not stranded.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Ben account menu' })).toBeVisible();
      await expectPageIsFine(page);
      await saveScreenshot(page, `admin-refused-${viewport}`);
      expect(errors).toEqual([]);
    });
  }
});

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`the sign-in pages on a ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test('the form, check-inbox and expired-link states', async ({ page }) => {
      const errors = collectPageErrors(page);
      const main = page.getByRole('main');

      await page.goto('/login?returnTo=%2Fdashboard');
      await expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectPageIsFine(page);
      await saveScreenshot(page, `login-form-${viewport}`);

      await answerSignInRequest(page, 200, { status: 'sent', email: ANNA.email });
      await main.getByLabel('Email address').fill(ANNA.email);
      await main.getByRole('button', { name: 'Send sign-in link' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      await expectPageIsFine(page);
      await saveScreenshot(page, `login-check-inbox-${viewport}`);

      await page.goto('/login?returnTo=%2Fdashboard&linkError=1&error=INVALID_TOKEN');
      await expect(main.getByText(LINK_USED)).toBeVisible();
      await expectPageIsFine(page);
      await saveScreenshot(page, `login-link-error-${viewport}`);

      await page.goto('/admin/login');
      await expect(main.getByRole('heading', { level: 1, name: 'Management Panel' })).toBeVisible();
      await expectPageIsFine(page);
      await saveScreenshot(page, `admin-login-${viewport}`);
      expect(errors).toEqual([]);
    });
  });
}
