import { expect, test } from '@playwright/test';
import { answerSignInRequest, LINK_USED, MAGIC_LINK_API, url } from './auth-helpers';
import { DEMO_USER, mockCurrentUser, VIEWPORTS } from './support';

// A seeded demo customer (tools/seed/demo-data.ts).
const BEN = { email: 'ben.parent@example.com', firstName: 'Ben', lastName: 'Okafor' };

test.describe('the sign-in form', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a malformed e-mail is refused under the field without asking the server', async ({ page }) => {
    let requests = 0;
    await page.route(MAGIC_LINK_API, (route) => {
      requests += 1;
      return route.abort();
    });
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    await email.fill('anna.parent@');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(requests).toBe(0);
  });

  test("the server's refusals are shown where they belong", async ({ page }) => {
    const main = page.getByRole('main');
    await page.goto('/login');
    await answerSignInRequest(page, 400, {
      error: 'Please enter a valid email address',
      code: 'BAD_REQUEST',
      fields: { email: ['Please enter a valid email address'] },
    });
    await main.getByLabel('Email address').fill('anna@example.com');
    await main.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();

    await page.unroute(MAGIC_LINK_API);
    const tooMany = 'Too many sign-in requests. Please wait 15 minutes and try again, or use the last link we sent.';
    await answerSignInRequest(page, 429, { error: tooMany, code: 'TOO_MANY_REQUESTS' });
    await main.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(main.getByRole('alert')).toHaveText(tooMany);
  });

  test('sending again and using a different e-mail', async ({ page }) => {
    const main = page.getByRole('main');
    const bodies: unknown[] = [];
    await page.route(MAGIC_LINK_API, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"status":"sent","email":"ben.parent@example.com"}',
      });
    });
    await page.goto('/login?returnTo=%2Fdashboard&linkError=1&error=INVALID_TOKEN');
    await main.getByLabel('Email address').fill('Ben.Parent@Example.com ');
    await main.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(main.getByText(BEN.email)).toBeVisible();
    // The old complaint leaves with the new link; where to return stays.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);

    await main.getByRole('button', { name: 'Send the link again' }).click();
    await expect(main.getByRole('status')).toHaveText('We sent a new link. Please use the newest e-mail.');
    expect(bodies).toEqual([
      { email: BEN.email, returnTo: '/dashboard' },
      { email: BEN.email, returnTo: '/dashboard' },
    ]);

    await main.getByRole('button', { name: 'Use a different e-mail' }).click();
    await expect(main.getByLabel('Email address')).toBeFocused();
    await expect(main.getByText(LINK_USED)).toHaveCount(0);
  });
});

test.describe('failures are told, not hidden', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a failed profile save shows the failure toast and keeps the input', async ({ page }) => {
    await mockCurrentUser(page, DEMO_USER);
    await page.route('**/api/auth/user/profile', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit name' }).click();
    await main.getByLabel('First name').fill('Augusta');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to update profile', { exact: true })).toBeVisible();
    await expect(main.getByLabel('First name')).toHaveValue('Augusta');
  });

  test('a failed admin sign-out shows "Error" / "Failed to log out" and stays', async ({ page, baseURL }) => {
    await mockCurrentUser(page, { ...DEMO_USER, isAdmin: true });
    await page.route('**/api/admin/logout', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/admin/dashboard');
    // The panel's Sign Out sits in the sidebar's footer (spec section 2).
    await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to log out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(url(baseURL, '/admin/dashboard'));
  });

  test('when the sign-in state cannot be read, the dashboard offers a retry', async ({ page }) => {
    await mockCurrentUser(page, 'error');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
