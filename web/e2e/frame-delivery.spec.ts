import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USB_MANIFEST_NAME, type UsbManifest } from '@dtm/shared/devices';
import { expect, type Locator, test } from '@playwright/test';
import type { ApiTarget } from '../../frame-player/src/core/cloud/api.ts';
import { pollPairing, requestPairingCode } from '../../frame-player/src/core/cloud/pairing.ts';
import { syncLibrary } from '../../frame-player/src/core/cloud/sync.ts';
import { Library } from '../../frame-player/src/core/library/library.ts';
import { signInAdmin } from './admin-session';
import { paidOrder, screenshotFromTop, signInNewCustomer, withCookieChoice } from './customer-data';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  TAKE_SCREENSHOTS,
  toasts,
  VIEWPORTS,
} from './support';

/**
 * Frame delivery: an admin uploads a frame's finished video in Frame Management (with the files to
 * pre-load before shipping); the customer's frame card plays it, downloads it and its USB-C manifest;
 * a frame paired to the account syncs it into its library with the frame player's own client.
 */

const _ADMIN_EMAIL = 'admin@drawings-to-magic.test';
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
  test('an admin uploads a frame video; the customer plays it, downloads it with its USB-C manifest, and a frame syncs it', async ({
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
      await signInAdmin(page, base, returnTo);
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
      await expect(card.getByText('Status: Ready for your frame')).toBeVisible();
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
    });

    await test.step("a paired frame's sync client downloads and verifies it into its library", async () => {
      // The frame player's own modules, in this Node process, against the same server.
      const api: ApiTarget = { baseUrl: base };
      const code = await requestPairingCode(api, { name: 'Hall frame', frameSize: '5' });
      const paired = await customer.request.post('/api/user/devices/pair', {
        headers: { Origin: new URL(base).origin },
        data: { code: code.userCode },
      });
      expect(paired.status(), await paired.text()).toBe(201);
      const outcome = await pollPairing(api, code.deviceCode);
      if (outcome.status !== 'paired') throw new Error(`the frame was not paired: ${outcome.status}`);

      const dir = await mkdtemp(path.join(tmpdir(), 'dtm-frame-library-'));
      try {
        const { library } = await Library.open(dir);
        const result = await syncLibrary(api, outcome.token.token, library);
        expect(result).toMatchObject({ downloaded: 1, removed: 0, failed: [] });
        const [entry] = library.entries();
        expect(library.entries()).toHaveLength(1);
        expect(entry).toMatchObject({ sha256, size: video.length, name: 'My frame animation' });
        if (!entry) throw new Error('the library is empty');
        const stored = await readFile(library.pathOf(entry));
        expect(createHash('sha256').update(stored).digest('hex')).toBe(sha256);
        // A second sync finds nothing to do.
        expect(await syncLibrary(api, outcome.token.token, library)).toMatchObject({
          downloaded: 0,
          removed: 0,
          failed: [],
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      await customerContext.close();
    });
    expect(errors).toEqual([]);
    expect(customerErrors).toEqual([]);
  });
});
