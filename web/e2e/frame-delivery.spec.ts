import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { USB_MANIFEST_NAME, type UsbManifest } from '@dtm/shared/devices';
import { expect, type Locator, test } from '@playwright/test';
import { toasts } from './checkout-helpers';
import { paidOrder, screenshotFromTop, signInNewCustomer, withCookieChoice } from './customer-data';
import { signInWithMailedLink } from './mailbox';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  TAKE_SCREENSHOTS,
  VIEWPORTS,
} from './support';

/**
 * Frame delivery: an admin uploads a frame's finished video in Frame Management (with the files to
 * pre-load before shipping); the customer's frame card plays it, downloads it and its USB-C manifest.
 */

const ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const VIDEO = path.resolve(import.meta.dirname, '../../tools/seed/media/dancing-dragon.webm');
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/** One part of the page, for people to look at (web/screenshots/, git-ignored). */
async function saveElementScreenshot(element: Locator, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  await element.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/** The file name in `attachment; filename="…"`. */
function attachmentName(disposition: string | undefined): string {
  const match = /^attachment; filename="([^"]+)"$/.exec(disposition ?? '');
  if (!match?.[1]) throw new Error(`no attachment file name in ${disposition}`);
  return match[1];
}

test.describe('frame delivery', () => {
  test('an admin uploads a frame video; the customer plays it and downloads it with its USB-C manifest', async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const errors = collectPageErrors(page);
    const video = await readFile(VIDEO);
    const sha256 = createHash('sha256').update(video).digest('hex');

    const customerContext = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    await withCookieChoice(customerContext);
    const customer = await customerContext.newPage();
    const customerErrors = collectPageErrors(customer);
    await signInNewCustomer(customer, base, 'frame-delivery');
    const orderId = await paidOrder(customer, base, 'frame');

    await test.step('Frame Management: upload the video, then Pre-load before shipping offers both files', async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      const returnTo = `/admin/frame-management?search=${orderId}`;
      await signInWithMailedLink(page, base, ADMIN_EMAIL, returnTo);
      const card = page.getByTestId('admin-frame');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(`#${orderId.slice(0, 8)}`);
      const preload = card.getByRole('region', { name: /^Pre-load .+ before shipping$/ });
      await expect(preload).toHaveCount(0);

      await card.getByLabel(/^Animation video for /).setInputFiles(VIDEO);
      await card.getByRole('button', { name: 'Upload Video' }).click();
      await expect(toasts(page).getByText('Video Uploaded')).toBeVisible();
      await expect(card.getByLabel(/^Status of /)).toHaveValue('ready');
      await expect(card.getByRole('link', { name: /^Watch current video/ })).toBeVisible();
      await expect(preload.getByRole('heading', { name: 'Pre-load before shipping' })).toBeVisible();
      const videoLink = preload.getByRole('link', { name: /^Download video/ });
      const manifestLink = preload.getByRole('link', { name: new RegExp(`^Download ${USB_MANIFEST_NAME}`) });
      await expect(manifestLink).toHaveAttribute('download', USB_MANIFEST_NAME);

      const adminVideo = await page.request.get((await videoLink.getAttribute('href')) ?? '');
      expect(adminVideo.status()).toBe(200);
      const adminManifest = await page.request.get((await manifestLink.getAttribute('href')) ?? '');
      expect(adminManifest.status()).toBe(200);
      const [entry] = ((await adminManifest.json()) as UsbManifest).animations;
      expect(entry).toMatchObject({
        file: attachmentName(adminVideo.headers()['content-disposition']),
        size: video.length,
        sha256,
      });

      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'admin-frame-management-preload-1280');
      // On a phone too, the pre-load files fit the card.
      await page.setViewportSize(VIEWPORTS.phone);
      await expect(manifestLink).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await saveElementScreenshot(card, 'admin-frame-preload-card-390');
    });

    await test.step('the customer card plays the video and downloads it with the manifest', async () => {
      await customer.goto('/dashboard');
      const card = customer.getByRole('main').getByRole('article', { name: '5" Digital Frame' });
      await expect(card.getByText('Status: Ready')).toBeVisible();
      const player = card.getByLabel('Animation of your frame');
      await expect(player).toHaveAttribute('src', /.+/);
      await player.scrollIntoViewIfNeeded();
      await player.evaluate((element: HTMLVideoElement) => element.play());
      const currentTime = () => player.evaluate((element: HTMLVideoElement) => element.currentTime);
      await expect.poll(currentTime).toBeGreaterThan(0);
      const state = await player.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        readyState: element.readyState,
        width: element.videoWidth,
      }));
      expect(state.paused).toBe(false);
      expect(state.readyState).toBeGreaterThanOrEqual(2);
      expect(state.width).toBeGreaterThan(0);

      const download = card.getByRole('link', { name: 'Download animation' });
      const animation = await customer.request.get((await download.getAttribute('href')) ?? '');
      expect(animation.status()).toBe(200);
      expect(animation.headers()['content-type']).toMatch(/^video\/webm/);
      expect((await animation.body()).equals(video)).toBe(true);
      const fileName = attachmentName(animation.headers()['content-disposition']);

      await card.getByText('Load by USB-C').click();
      const manifestLink = card.getByRole('link', { name: new RegExp(`^Download ${USB_MANIFEST_NAME}`) });
      await expect(manifestLink).toBeVisible();
      // The browser's own download, as the customer gets it.
      const [saved] = await Promise.all([customer.waitForEvent('download'), manifestLink.click()]);
      expect(saved.suggestedFilename()).toBe(USB_MANIFEST_NAME);
      const manifest = JSON.parse(await readFile(await saved.path(), 'utf8')) as UsbManifest;
      expect(manifest).toEqual({
        version: 1,
        animations: [{ file: fileName, name: 'My frame animation', size: video.length, sha256 }],
      });

      await expectNoHorizontalOverflow(customer);
      await expectNoSeriousA11yViolations(customer);
      // From the top, so the fixed top bar does not cover the card's name and status.
      await screenshotFromTop(customer, 'customer-frame-card-ready-390');
      await customerContext.close();
    });
    expect(errors).toEqual([]);
    expect(customerErrors).toEqual([]);
  });
});
