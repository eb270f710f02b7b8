import { expect, test } from '@playwright/test';
import { chooseCountry, payWithCard, screenshotFromTop, signInNewCustomer, withCookieChoice } from './customer-data';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  toasts,
  VIEWPORTS,
} from './support';

test.describe('marketplaces', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('visitors browse by category and are asked to sign in to buy', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/marketplace');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Animation Marketplace' })).toBeVisible();
      await expect(main.getByText('Please sign in to purchase animations')).toBeVisible();
      await expect(main.getByRole('article', { name: 'Dancing Dragon' })).toBeVisible();
      await main.getByRole('button', { name: 'effect' }).click();
      await expect(page).toHaveURL(/category=effect/);
      await expect(main.getByRole('article', { name: 'Sparkle Burst' })).toBeVisible();
      await expect(main.getByRole('article', { name: 'Dancing Dragon' })).toHaveCount(0);
      await screenshotFromTop(page, `marketplace-${name}`);
      await main.getByRole('button', { name: 'All', exact: true }).click();
      await expectNoHorizontalOverflow(page);

      await page.goto('/backgrounds');
      await expect(main.getByRole('heading', { name: 'Background Marketplace' })).toBeVisible();
      await expect(main.getByText('Please sign in to purchase backgrounds')).toBeVisible();
      await main.getByRole('button', { name: /^Buy for \$3\.99 \(Outer Space\)/ }).click();
      await expect(toasts(page).getByText('Please sign in to purchase backgrounds')).toBeVisible();
      await screenshotFromTop(page, `backgrounds-${name}`);
    }
    // The preview plays muted when hovered.
    await page.goto('/marketplace');
    const preview = page.getByRole('button', { name: 'Play the preview of Dancing Dragon' });
    await preview.hover();
    await expect(page.getByRole('button', { name: 'Pause the preview of Dancing Dragon' })).toBeVisible();
    expect(
      await page
        .locator('video')
        .first()
        .evaluate((video: HTMLVideoElement) => video.muted),
    ).toBe(true);
    // It plays the short public preview; the file that is sold is not public.
    const previewSrc = await page.locator('video').first().getAttribute('src');
    expect(previewSrc).toBe('/api/media/catalog/animations/dancing-dragon-preview.webm');
    expect((await page.request.get(previewSrc ?? '')).status()).toBe(200);
    for (const sold of ['products/animations/dancing-dragon.webm', 'catalog/animations/dancing-dragon.webm']) {
      expect((await page.request.get(`/api/media/${sold}`)).status(), sold).toBe(404);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the cards do not move when the sign-in note comes after them, so a hover or tap lands where aimed', async ({
    page,
  }) => {
    // The visitor's sign-in check answers after the list (a slow network, a busy phone).
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const [path, card, note] of [
      ['/marketplace', 'Dancing Dragon', 'Please sign in to purchase animations'],
      ['/backgrounds', 'Outer Space', 'Please sign in to purchase backgrounds'],
    ] as const) {
      await page.goto(path);
      const article = page.getByRole('main').getByRole('article', { name: card });
      await expect(article).toBeVisible();
      const first = await article.boundingBox();
      await expect(page.getByRole('main').getByText(note)).toBeVisible();
      expect(await article.boundingBox(), path).toEqual(first);
    }
  });

  test('empty and failing lists: the spec texts and a retry', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.route('**/api/animations', (route) => route.fulfill({ json: [] }));
    await page.goto('/marketplace');
    await expect(page.getByText('No animations available')).toBeVisible();
    let failing = true;
    await page.route('**/api/backgrounds', (route) =>
      failing ? route.fulfill({ status: 500, body: 'boom' }) : route.fulfill({ json: [] }),
    );
    await page.goto('/backgrounds');
    await expect(page.getByText('We could not load the backgrounds.', { exact: false })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No Backgrounds Available')).toBeVisible();
  });

  test('a customer buys an animation with 4242, downloads it, and creates a variation', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInNewCustomer(page, baseURL ?? '', 'buyer', '/marketplace');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /^Buy for \$9\.99 \(Waving Robot\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Secure Payment' });
    await chooseCountry(dialog);
    await expect(dialog.getByText('Waving Robot')).toBeVisible();
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    await saveScreenshot(page, 'marketplace-payment-desktop', false);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'marketplace-payment-phone', false);
    await page.setViewportSize(VIEWPORTS.desktop);
    await payWithCard(dialog);
    await expect(dialog.getByText('Payment successful! Waving Robot is yours.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download now' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close payment' }).click();
    const card = main.getByRole('article', { name: 'Waving Robot' });
    await expect(card.getByText('Owned')).toBeVisible();

    // On the dashboard, with a download that serves the video to its owner.
    await page.goto('/dashboard');
    const owned = main.getByRole('article', { name: 'Waving Robot' });
    const download = owned.getByRole('link', { name: 'Download Waving Robot' });
    const file = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('video/webm');
    expect(file.headers()['content-disposition']).toBe('attachment; filename="waving-robot.webm"');

    // A variation with a background, paid the same way.
    await owned.getByRole('link', { name: 'Variations of Waving Robot' }).click();
    await expect(page.getByRole('heading', { name: 'Waving Robot' })).toBeVisible();
    const variationsUrl = page.url();
    await expect(main.getByText('No Variations Yet')).toBeVisible();
    await main.getByRole('button', { name: /^Buy variation for \$4\.99/ }).click();
    await expect(main.getByText('Please enter a name for your variation')).toBeVisible();
    await expect(toasts(page).getByText('Name Required')).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Close notification' }).click();
    await main.getByLabel('Variation name').fill('Robot in Space');
    await main.getByLabel('Background (optional)').selectOption({ label: 'Outer Space (+$3.99)' });
    await main.getByRole('button', { name: 'Buy variation for $8.98' }).click();
    // A variation asks the buyer's country too (the invoice's VAT), starting at the one of their last order.
    await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue('DE');
    await saveScreenshot(page, 'variation-country-desktop', false);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'variation-country-phone', false);
    await page.setViewportSize(VIEWPORTS.desktop);
    await chooseCountry(dialog);
    await payWithCard(dialog);
    await expect(dialog.getByText('is yours.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close payment' }).click();
    // Bought, not made yet: "Being made" and no download until the artists deliver its own video.
    const variation = main.getByRole('listitem').filter({ hasText: 'Robot in Space' });
    await expect(variation.getByText('With Outer Space')).toBeVisible();
    await expect(variation.getByText('Status: Being made')).toBeVisible();
    await expect(variation.getByRole('link', { name: 'Download Robot in Space' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotFromTop(page, 'variations-desktop');

    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoHorizontalOverflow(page);
    await screenshotFromTop(page, 'variations-phone');

    // A card that needs 3-D Secure: the bank's page, then back to the shop, which completes it.
    await page.goto('/backgrounds');
    await main.getByRole('button', { name: /^Buy for \$2\.99 \(Candy Land\)/ }).click();
    await chooseCountry(dialog);
    await payWithCard(dialog, '4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(toasts(page).getByText('Payment successful')).toBeVisible();
    await expect(page).toHaveURL(/\/backgrounds$/);
    await expect(main.getByRole('article', { name: 'Candy Land' }).getByText('Owned')).toBeVisible();

    // A variation with a background the customer owns now charges only the variation.
    await page.goto(variationsUrl);
    await main.getByLabel('Variation name').fill('Robot in Candy Land');
    await main.getByLabel('Background (optional)').selectOption({ label: 'Candy Land (yours already, included)' });
    await expect(main.getByRole('status').filter({ hasText: 'Candy Land already yours: $0.00' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Buy variation for $4.99' })).toBeVisible();

    // Back in the marketplace, with the list of what is theirs slow to come: an owned item never
    // offers "Buy" meanwhile (the shop would refuse it), and its card does not change under the finger.
    await page.route('**/api/user/animations', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/marketplace');
    const robot = main.getByRole('article', { name: 'Waving Robot' });
    await expect(robot).toBeVisible();
    expect(await robot.getByRole('button', { name: /^Buy for/ }).count()).toBe(0);
    await expect(robot.getByText('Owned')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
