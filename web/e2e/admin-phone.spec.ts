import { expect, test } from '@playwright/test';
import { customerPage, signInAdmin, unique, VIDEO } from './admin-session';
import { screenshotFromTop } from './customer-data';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  toasts,
  VIEWPORTS,
} from './support';

test.describe('admin back office', () => {
  // A whole working session (several pages, a second browser for the customer).
  test.setTimeout(240_000);

  test('phone: the sidebar sheet; a free character order, its status and its animation video on the customer dashboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await signInAdmin(page, baseURL);

    await test.step('under 768 px the sidebar is a sheet that Ctrl+B and the menu button open', async () => {
      await expect(page.getByRole('complementary')).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Management Panel' });
      await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await saveScreenshot(page, 'admin-sidebar-sheet-390', false);
      await page.keyboard.press('Control+b');
      await expect(sheet).toBeHidden();
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, 'admin-dashboard-390');
    });

    const code = unique('FREE').replace(/-/g, '').toUpperCase().slice(0, 20);
    await test.step('a 100% character voucher, made on the phone', async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Management Panel' }).getByRole('link', { name: 'Vouchers' }).click();
      await page.getByRole('button', { name: 'Create Voucher' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Voucher' });
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Discount value (%)').fill('100');
      await dialog.getByRole('checkbox', { name: 'Character' }).check();
      await saveScreenshot(page, 'admin-create-voucher-390', false);
      await dialog.getByRole('button', { name: 'Create Voucher' }).click();
      await expect(page.getByTestId('admin-voucher').filter({ hasText: code })).toContainText('100% off');
      await expectNoHorizontalOverflow(page);
    });

    const customerEmail = `${unique('carl')}@example.com`;
    const customer = await customerPage(browser, baseURL, customerEmail);
    await test.step('the customer buys a character with it through checkout (free: no card)', async () => {
      await customer.goto('/checkout/configure?type=character');
      const form = customer.getByRole('main');
      await form.getByLabel('Your name').fill('Carl Customer');
      await form.getByLabel('Email').fill(customerEmail);
      await form.getByLabel('Character name').fill('Rocket Fox');
      await form.getByLabel('Voucher code').fill(code.toLowerCase());
      await form.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(customer).toHaveURL(/\/checkout\/payment\?orderId=/);
      await customer.getByRole('button', { name: 'Pay Securely' }).click();
      await expect(customer).toHaveURL(/\/checkout\/upload\?token=/, { timeout: 60_000 });
    });

    await test.step('character management: flagged for its artwork, status set, video uploaded with progress', async () => {
      await page.goto(`/admin/character-management?search=${encodeURIComponent(customerEmail)}`);
      const card = page.getByTestId('admin-character').filter({ hasText: 'Rocket Fox' });
      await expect(card).toContainText('Needs artwork upload');
      await expect(card.getByRole('link', { name: /Complete Upload/ })).toHaveAttribute('href', /^\/upload\/.+/);
      await card.getByLabel('Status of Rocket Fox').selectOption('awakening');
      await expect(toasts(page).getByText('Character status updated successfully.')).toBeVisible();

      const input = card.getByLabel('Animation video for Rocket Fox');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
      await card.getByRole('button', { name: 'Upload Video' }).click();
      await expect(
        card.getByText('Please select a valid video file (MP4, WebM, QuickTime, AVI, or MKV).'),
      ).toBeVisible();

      await input.setInputFiles(VIDEO);
      await card.getByRole('button', { name: 'Upload Video' }).click();
      await expect(toasts(page).getByText('Video Uploaded')).toBeVisible();
      await expect(card.getByRole('link', { name: /Watch current video/ })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'admin-characters-390');
    });

    await test.step('the customer sees the new status and the video, which plays on the card', async () => {
      await customer.goto('/dashboard');
      const main = customer.getByRole('main');
      const card = main.getByRole('article', { name: 'Rocket Fox' });
      // The card plays the animation: its status says so in a parent's words.
      await expect(card.getByText('Status: Ready', { exact: true })).toBeVisible();
      const download = card.getByRole('link', { name: 'Download animation' });
      expect(await download.getAttribute('href')).toMatch(/\?download=1$/);
      const video = card.getByLabel('Animation of Rocket Fox');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('preload', 'metadata');
      await video.scrollIntoViewIfNeeded();
      // It plays right there: frames decoded (readyState >= 2, a picture size) and time running.
      await video.evaluate((element: HTMLVideoElement) => element.play());
      const currentTime = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
      const start = await currentTime();
      await expect.poll(currentTime).toBeGreaterThan(start);
      const played = await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        width: element.videoWidth,
      }));
      expect(played.muted && played.loop).toBe(true);
      expect(played.width).toBeGreaterThan(0);
      // A busy machine may stall the playing video for a moment (readyState back to 1): wait for a frame.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(2);
      await expectNoHorizontalOverflow(customer);
      await screenshotFromTop(customer, 'admin-video-on-customer-dashboard-390');
      await customer.context().close();
    });

    expect(errors).toEqual([]);
  });
});
