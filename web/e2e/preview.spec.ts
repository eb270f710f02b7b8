import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { JOINT_NAMES, type SavedPreview } from '@dtm/animate/schema';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { paidOrder, signInAs, signInNewCustomer, withCookieChoice } from './customer-data';
import { collectCspViolations, collectPageErrors, saveScreenshot, VIEWPORTS } from './support';
import { chooseFiles, uploaderItem } from './upload-helpers';

const DRAWINGS = path.resolve(import.meta.dirname, '../../animate/fixtures/drawings');
const DRAWING = path.join(DRAWINGS, 'char1/texture.png');
/** A whole phone photo stored sideways (1024x768, EXIF orientation 6: upright it is 768x1024). */
const PHONE_PHOTO = path.join(DRAWINGS, 'char4/photo-sideways-1024.jpg');

/** axe on one part of the page (the rest has its own checks): no serious issue. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** What the stage canvas shows right now, as a data URL. */
function stagePixels(page: Page): Promise<string> {
  return canvasPixels(page.getByTestId('preview-stage'));
}

function canvasPixels(canvas: Locator): Promise<string> {
  return canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
}

/** A saved preview plays: its canvas shows something and changes between two frames. */
async function expectPlaying(player: Locator) {
  const canvas = player.locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 60_000 });
  await expect(player.getByText('Loading the preview…')).toHaveCount(0, { timeout: 60_000 });
  const first = await canvasPixels(canvas);
  await expect.poll(() => canvasPixels(canvas)).not.toBe(first);
}

const ADMIN_EMAIL = 'admin@drawings-to-magic.test';

/** Scrolls an element to the middle of the screen (clear of the fixed top bar) for a screenshot. */
function centre(element: Locator) {
  return element.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

/**
 * How the saved cut-out lies on an artwork picture, read as the player reads it (upright, the
 * box in shares of the picture, scaled to the mask): the mean brightness (0-255) of the pixels
 * inside the cut-out and of the paper around it in the box. On the right spot the figure's
 * strokes make the inside clearly darker; turned or shifted, both are about the same paper.
 */
function cutOutBrightness(page: Page, url: string, rig: SavedPreview['rig']) {
  return page.evaluate(
    async ({ url, rig }) => {
      const blob = await (await fetch(url, { credentials: 'include' })).blob();
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      const { width, height, runs } = rig.mask;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const { box } = rig;
      const [sx, sy] = [box.x * bitmap.width, box.y * bitmap.height];
      context.drawImage(bitmap, sx, sy, box.width * bitmap.width, box.height * bitmap.height, 0, 0, width, height);
      const pixels = context.getImageData(0, 0, width, height).data;
      const sums = [0, 0];
      const counts = [0, 0];
      let at = 0;
      runs.forEach((length, k) => {
        for (let p = at; p < at + length; p++) {
          const light = ((pixels[p * 4] ?? 0) + (pixels[p * 4 + 1] ?? 0) + (pixels[p * 4 + 2] ?? 0)) / 3;
          sums[k % 2] = (sums[k % 2] ?? 0) + light;
          counts[k % 2] = (counts[k % 2] ?? 0) + 1;
        }
        at += length;
      });
      return {
        picture: { width: bitmap.width, height: bitmap.height },
        outside: (sums[0] ?? 0) / Math.max(1, counts[0] ?? 0),
        inside: (sums[1] ?? 0) / Math.max(1, counts[1] ?? 0),
      };
    },
    { url, rig },
  );
}

// The preview's Web Worker, WebGL canvas and recorded clip (blob: URLs) run under the site's CSP.
let cspViolations: string[] = [];
test.beforeEach(({ page }) => {
  cspViolations = collectCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations, 'refused by the Content-Security-Policy').toEqual([]);
});

test('a drawing comes alive: cut-out, a joint dragged, the wave plays, and a WebM download that plays', async ({
  page,
}) => {
  test.setTimeout(330_000);
  const errors = collectPageErrors(page);
  const started = Date.now();
  const lap = (what: string) => console.info(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject non-essential' }).click();
  await page.getByTestId('button-try-preview').click();

  // 1. Pick the photo: the cut-out is found in the worker and outlined over the photo.
  await page.getByTestId('preview-photo-input').setInputFiles(DRAWING);
  await expect(page.getByRole('heading', { name: 'Is the yellow line around the whole figure?' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByTestId('preview-cutout-canvas').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'preview-cutout-phone', false);
  // A brush stroke, then undo.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove' }).click();
  const cutout = await page.getByTestId('preview-cutout-canvas').boundingBox();
  if (!cutout) throw new Error('no cut-out canvas');
  await page.mouse.move(cutout.x + cutout.width * 0.5, cutout.y + cutout.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(cutout.x + cutout.width * 0.55, cutout.y + cutout.height * 0.55, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();

  lap('cut-out');
  // 2. Drag the right hand's dot with a finger-sized target on a 390 px screen.
  const hand = page.getByRole('button', { name: 'Move the right hand' });
  const before = await hand.boundingBox();
  if (!before) throw new Error('no hand dot');
  expect(before.width).toBeGreaterThanOrEqual(44);
  await hand.dispatchEvent('pointerdown', { pointerId: 1, clientX: before.x + 22, clientY: before.y + 22 });
  await page.mouse.move(before.x + 22, before.y + 22);
  await page.mouse.down();
  await page.mouse.move(before.x + 2, before.y - 30, { steps: 5 });
  await page.mouse.up();
  const after = await hand.boundingBox();
  expect(after?.y ?? 0).toBeLessThan(before.y - 10);
  await saveScreenshot(page, 'preview-joints-phone', false);
  await expectAccessible(page, '#try-it');
  lap('joints');
  await page.getByRole('button', { name: 'Make it move' }).click();

  // 3. The wave plays: the canvas changes between frames.
  await expect(page.getByRole('radio', { name: 'Wave', exact: true })).toBeChecked();
  const first = await stagePixels(page);
  await expect.poll(() => stagePixels(page)).not.toBe(first);
  await page.getByRole('radio', { name: 'Sunny Meadow' }).check();
  await page.waitForTimeout(500);
  // On the phone the stage stays in view while a background far below it is chosen, and parents
  // see no technical figures (a frame rate was read out before).
  await expect(page.getByRole('radio', { name: 'Sunny Meadow' })).toBeInViewport();
  await expect(page.getByTestId('preview-stage')).toBeInViewport({ ratio: 0.95 });
  await expect(page.getByText(/frames per second/i)).toHaveCount(0);
  await saveScreenshot(page, 'preview-wave-phone', false);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId('preview-stage').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'preview-wave-desktop', false);
  await expectAccessible(page, '#try-it');

  lap('wave');
  // 4. Download the 800x480 video and play it in Chromium.
  await page.getByLabel('Video size').selectOption({ label: '800 x 480 (5 inch frame)' });
  // Every frame is drawn and encoded: at load 28 on two cores this took over a minute.
  const downloading = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByRole('button', { name: 'Download video' }).click();
  const download = await downloading;
  // WebM where Chromium's encoder delivers in time; MP4 when it did not (as Safari always records).
  const name = download.suggestedFilename();
  expect(name).toMatch(/^drawing-wave-800x480\.(webm|mp4)$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  const webm = name.endsWith('.webm');
  if (webm)
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML (WebM) header
  else expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp'); // an MP4's first box
  const played = await page.evaluate(
    async ([base64, type]) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([data], { type }));
      await new Promise<void>((resolve, reject) => {
        video.onloadeddata = () => resolve();
        video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
      });
      await video.play();
      // A busy machine may take a long while before the first frame's time moves on: wait for the
      // time to move (or the clip to end), with a generous cap so a clip that never plays still fails.
      for (let waited = 0; video.currentTime === 0 && !video.ended && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const time = video.ended ? video.duration : video.currentTime;
      return { width: video.videoWidth, height: video.videoHeight, time };
    },
    [bytes.toString('base64'), webm ? 'video/webm' : 'video/mp4'] as const,
  );
  expect(played.width).toBe(800);
  expect(played.height).toBe(480);
  expect(played.time).toBeGreaterThan(0);
  lap('video');
  expect(errors).toEqual([]);
});

test('saved with the order: the dashboard card and character management play the same preview', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const base = baseURL ?? '';
  const started = Date.now();
  const lap = (what: string) => console.info(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await withCookieChoice(page.context());
  await page.setViewportSize(VIEWPORTS.phone);
  await signInNewCustomer(page, base, 'preview');
  const orderId = await paidOrder(page, base, 'character');
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { uploadToken: string | null };
  if (!order.uploadToken) throw new Error('a paid order has an upload link');

  // The drawing is uploaded in the checkout's last step, whose "See it move" opens the preview with the link.
  await page.goto(`/checkout/upload?token=${order.uploadToken}`);
  await chooseFiles(page, [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHONE_PHOTO) }]);
  await expect(uploaderItem(page, 'photo.jpg')).toHaveClass(/is-complete/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit Artwork' }).click();
  lap('uploaded');
  await page.getByTestId('link-see-it-move').click();
  await expect(page).toHaveURL(/\/preview\?token=/);
  // It starts from the very drawing the order has (not a photo picked again).
  await expect(page.getByRole('button', { name: 'Use my uploaded drawing' })).toBeVisible();
  await saveScreenshot(page, 'preview-order-start-phone', false);
  await expectAccessible(page, '[data-testid="preview-studio"]');
  await page.getByRole('button', { name: 'Use my uploaded drawing' }).click();
  await expect(page.getByRole('heading', { name: 'Is the yellow line around the whole figure?' })).toBeVisible({
    timeout: 60_000,
  });
  lap('cut-out');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Make it move' }).click();
  await page.getByRole('radio', { name: 'Jump', exact: true }).check();
  await page.getByRole('button', { name: 'Save with my order' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Our artists will start from this cut-out' });
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved with your order' })).toBeVisible();
  await thanks.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'preview-order-saved-phone', false);
  await expectAccessible(page, '[data-testid="preview-studio"]');

  // What the artists get: the cut-out and all joints as shares of the artwork, with the chosen motion.
  const response = await page.request.get(`/api/order/${orderId}/preview`);
  expect(response.status()).toBe(200);
  const saved = (await response.json()) as SavedPreview;
  const { rig } = saved;
  expect(rig.motion).toBe('jump');
  expect(rig.version).toBe(2);
  expect(rig.plan).toBe('biped');
  expect(Object.keys(rig.joints).sort()).toEqual([...JOINT_NAMES].sort());
  expect(rig.mask.runs.reduce((a, b) => a + b, 0)).toBe(rig.mask.width * rig.mask.height);
  expect(rig.box.x + rig.box.width).toBeLessThanOrEqual(1);
  expect(rig.box.y + rig.box.height).toBeLessThanOrEqual(1);
  expect(rig.box.width * rig.box.height).toBeGreaterThan(0.02);

  // The cut-out lies on the figure in the picture the players draw: the upload's small preview,
  // turned upright by the queue (EXIF orientation 6), not the sideways-stored original.
  type ArtworkFile = { previewUrl: string | null; viewUrl: string };
  let file: ArtworkFile | undefined;
  await expect
    .poll(async () => {
      const artwork = (await (await page.request.get(`/api/order/${orderId}/artwork`)).json()) as {
        files: ArtworkFile[];
      };
      file = artwork.files[0];
      return file?.previewUrl;
    })
    .toMatch(/\?preview=1$/);
  const onPreview = await cutOutBrightness(page, file?.previewUrl ?? '', rig);
  expect(onPreview.picture).toEqual({ width: 360, height: 480 });
  expect(onPreview.outside - onPreview.inside).toBeGreaterThan(20);
  // The original, turned by the browser, agrees with its small preview.
  const onOriginal = await cutOutBrightness(page, file?.viewUrl ?? '', rig);
  expect(onOriginal.picture).toEqual({ width: 768, height: 1024 });
  expect(Math.abs(onOriginal.inside - onPreview.inside)).toBeLessThan(8);

  lap('saved and checked');
  // The dashboard's character card plays it until the finished animation arrives.
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Unnamed character' });
  const mine = card.getByTestId('preview-player');
  await expect(mine.getByRole('img', { name: 'Instant preview of your character' })).toBeVisible();
  await expectPlaying(mine);
  await centre(mine);
  await saveScreenshot(page, 'preview-dashboard-card-phone', false);
  await page.setViewportSize(VIEWPORTS.desktop);
  await centre(mine);
  await saveScreenshot(page, 'preview-dashboard-card-desktop', false);

  lap('dashboard');
  // Character management shows an admin the same preview.
  await signInAs(page, base, ADMIN_EMAIL, `/admin/character-management?search=${orderId}`);
  const managed = page.getByTestId('admin-character').getByTestId('preview-player');
  await expect(managed).toHaveCount(1);
  await expectPlaying(managed);
  await centre(managed);
  await saveScreenshot(page, 'preview-admin-card-desktop', false);
  await page.setViewportSize(VIEWPORTS.phone);
  await centre(managed);
  await saveScreenshot(page, 'preview-admin-card-phone', false);
  lap('admin');
  expect(errors).toEqual([]);
});

test('an order with two drawings: the parent picks one, and a 7" order previews at 1024x600', async ({
  page,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const base = baseURL ?? '';
  await withCookieChoice(page.context());
  await page.setViewportSize(VIEWPORTS.phone);
  await signInNewCustomer(page, base, 'two-drawings');
  const orderId = await paidOrder(page, base, 'frame', 'pat@example.com', '7');
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { uploadToken: string | null };
  if (!order.uploadToken) throw new Error('a paid order has an upload link');
  await page.goto(`/checkout/upload?token=${order.uploadToken}`);
  await chooseFiles(page, [
    { name: 'first.png', mimeType: 'image/png', buffer: readFileSync(DRAWING) },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHONE_PHOTO) },
  ]);
  await expect(uploaderItem(page, 'first.png')).toHaveClass(/is-complete/, { timeout: 60_000 });
  await expect(uploaderItem(page, 'second.jpg')).toHaveClass(/is-complete/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit Artwork' }).click();
  await page.getByTestId('link-see-it-move').click();

  // Both drawings offered, one of them chosen already.
  await expect(page.getByRole('radio', { name: 'first.png' })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('radio', { name: 'second.jpg' }).check();
  await saveScreenshot(page, 'preview-pick-drawing-phone', false);
  await page.getByRole('button', { name: 'Use this drawing' }).click();
  await expect(page.getByRole('heading', { name: 'Is the yellow line around the whole figure?' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Make it move' }).click();
  await expect(page.getByLabel('Video size')).toHaveValue('1');
  await expect(page.getByLabel('Video size').locator('option:checked')).toHaveText('1024 x 600 (7 inch frame)');
  await expect(page.getByTestId('preview-stage')).toHaveAttribute('width', '1024');
  await page.getByRole('button', { name: 'Save with my order' }).click();
  await expect(page.getByRole('button', { name: 'Saved with your order' })).toBeVisible();

  const artwork = (await (await page.request.get(`/api/order/${orderId}/artwork`)).json()) as {
    files: { id: string; name: string }[];
  };
  const second = artwork.files.find((file) => file.name === 'second.jpg');
  const saved = (await (await page.request.get(`/api/order/${orderId}/preview`)).json()) as SavedPreview;
  expect(saved.rig.artworkFileId).toBe(second?.id);
  expect(errors).toEqual([]);
});
