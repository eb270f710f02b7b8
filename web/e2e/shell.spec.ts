import { expect, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  DEMO_USER,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  mockCurrentUser,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './support';

const SECTION_BUTTONS = ['Gallery', 'How It Works', 'Configure'] as const;

const FOOTER_LINKS = {
  'Quick Links': [
    ['How It Works', '/#how-it-works'],
    ['Pricing', '/#pricing'],
    ['FAQ', '/faq'],
  ],
  Support: [
    ['Shipping', '/shipping'],
    ['Returns', '/returns'],
    ['Contact', '/contact'],
  ],
  Legal: [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
    ['Legal Notice', '/legal'],
  ],
} as const;

async function expectBrandAndSignIn(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Drawings-to-Magic' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
}

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  for (const [group, links] of Object.entries(FOOTER_LINKS)) {
    const nav = footer.getByRole('navigation', { name: group });
    await expect(nav.getByRole('heading', { name: group })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(links.length);
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  }
  await expect(footer).toContainText("transforming children's artwork into animated memories that families treasure");
  await expect(footer.getByText('© 2024 Drawings-to-Magic. All rights reserved.')).toBeVisible();
  await expect(footer.getByText('Hamburg, Germany')).toBeVisible();
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`on a ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test('the home page shows the shell, the sections and a Sign In link', async ({ page }) => {
      const errors = collectPageErrors(page);
      await mockCurrentUser(page, 'signed-out');
      await page.goto('/');

      await expect(page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
      await expectBrandAndSignIn(page);
      await expectFooter(page);

      const pricing = page.locator('#pricing');
      await expect(pricing.getByText('$99.00')).toBeVisible();
      await expect(pricing.getByText('$129.00')).toBeVisible();
      await expect(pricing.getByText('$79.00')).toBeVisible();
      await expect(pricing.getByText('Most Popular')).toBeVisible();
      await expect(pricing.getByText('Perfect for kids to play with')).toBeVisible();
      await expect(pricing.getByText('Perfect for a living room')).toBeVisible();
      for (const step of ['Configure', 'Pay Securely', 'Upload Artwork', 'Enjoy']) {
        await expect(page.locator('#how-it-works').getByRole('heading', { name: step, exact: true })).toBeVisible();
      }
      await expect(page.locator('#customization').getByRole('heading', { name: 'Start Your Order' })).toBeVisible();

      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `home-${viewport}`);
      expect(errors).toEqual([]);
    });

    test('the section buttons scroll to their sections', async ({ page }) => {
      await mockCurrentUser(page, 'signed-out');
      await page.goto('/');
      const header = page.getByRole('banner');

      if (viewport === 'desktop') {
        const nav = header.getByRole('navigation', { name: 'Sections', exact: true });
        for (const name of SECTION_BUTTONS) await expect(nav.getByRole('button', { name })).toBeVisible();
        await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
        await nav.getByRole('button', { name: 'How It Works' }).click();
        await expect(page.locator('#how-it-works')).toBeInViewport();
        await nav.getByRole('button', { name: 'Configure' }).click();
        await expect(page.getByTestId('button-start-order')).toBeInViewport();
        return;
      }

      await expect(header.getByRole('navigation', { name: 'Sections', exact: true })).toBeHidden();
      const toggle = header.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();

      const closeToggle = header.getByRole('button', { name: 'Close menu' });
      await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
      const menu = header.getByRole('navigation', { name: 'Sections menu' });
      for (const name of SECTION_BUTTONS) await expect(menu.getByRole('button', { name })).toBeVisible();
      await saveScreenshot(page, 'menu-open-phone', false);

      await menu.getByRole('button', { name: 'Gallery' }).click();
      await expect(menu).toBeHidden();
      await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#showcase')).toBeInViewport();
    });

    test('an unknown path shows the not-found page with a way home', async ({ page }) => {
      const errors = collectPageErrors(page);
      await mockCurrentUser(page, 'signed-out');
      await page.goto('/no-such-page');

      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectBrandAndSignIn(page);
      await expectFooter(page);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `not-found-${viewport}`);

      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('away from home', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a section button goes home first, then scrolls to the section', async ({ page }) => {
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/no-such-page');
    await page.getByRole('banner').getByRole('button', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#showcase')).toBeInViewport();
  });

  test('the footer Pricing link opens the pricing section of the home page', async ({ page }) => {
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/no-such-page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('Start Your Order opens the frame configuration', async ({ page }) => {
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/');
    await page.getByTestId('button-start-order').click();
    await expect(page).toHaveURL(/\/checkout\/configure\?type=frame$/);
  });
});

test.describe('the user slot', () => {
  test('shows nothing while the sign-in state loads', async ({ page }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/auth/user', async (route) => {
      await answered;
      await route.fulfill({ status: 401, body: '' });
    });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Drawings-to-Magic' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    // Its room is kept, unseen, so nothing in the bar moves when the link arrives.
    const placeholder = header.getByTestId('user-slot-placeholder');
    await expect(placeholder).toBeHidden();
    const room = await placeholder.boundingBox();
    expect(room?.width).toBeGreaterThan(40);
    answer();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await header.getByRole('link', { name: 'Sign In' }).boundingBox()).toEqual(room);
    await expect(placeholder).toHaveCount(0);
  });

  test('shows nothing when the sign-in state cannot be read (not a 401)', async ({ page }) => {
    await mockCurrentUser(page, 'error');
    const settled = page.waitForResponse('**/api/auth/user');
    await page.goto('/');
    await settled;
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /account menu/ })).toHaveCount(0);
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test(`signed in on a ${viewport}: first name, initials, Dashboard and Sign Out`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await mockCurrentUser(page, DEMO_USER);
      await page.goto('/');
      const header = page.getByRole('banner');
      const trigger = header.getByRole('button', { name: 'Ada account menu' });
      await expect(trigger).toContainText('AL');
      await expectNoHorizontalOverflow(page);
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      // A phone has room for the avatar only; the name is in the menu.
      if (viewport === 'desktop') await expect(trigger.getByText('Ada', { exact: true })).toBeVisible();

      await trigger.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText('Ada Lovelace')).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `signed-in-menu-${viewport}`, false);
    });
  }

  test('a long first name still fits a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await mockCurrentUser(page, { ...DEMO_USER, firstName: 'Bartholomew-Maximilian' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /Bartholomew-Maximilian account menu/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalOverflow(page);
  });
});
