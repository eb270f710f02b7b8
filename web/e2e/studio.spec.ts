import { STUDIO_TEXTS } from '@dtm/shared/review';
import { expect, test } from '@playwright/test';
import { frameOrderWithDrawing, openFrameStudio } from './studio-helpers';
import { collectPageErrors, saveScreenshot } from './support';

/**
 * The animation studio: an admin opens it for a paid 7" frame order with an uploaded drawing,
 * renders a short clip in this browser (WebCodecs), cancels its upload (nothing is kept), renders
 * it again, uploads it and sends it as a preview. The
 * rendered file is then read back with the browser's own decoder: 1024x600, and its first and
 * last frames nearly the same picture (the loop has no visible seam).
 */

test('an admin renders a looping 7" clip of the drawing in the studio and sends it as a preview', async ({
  page,
  browser,
  baseURL,
}) => {
  // About 35 s on an idle 2-core machine (two 1 s renders); the margin is for a busy one (the render is CPU-bound).
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const errors = collectPageErrors(page);
  const started = Date.now();
  const lap = (what: string) => console.info(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const orderId = await frameOrderWithDrawing(browser, base, 'studio');
  lap('paid 7" order with its drawing');

  const studio = await openFrameStudio(page, base, orderId);
  await expect(studio.getByTestId('studio-origin')).toContainText('automatic cut-out');
  // A 1 s clip: the sequence is played once (one cycle of the motion), the loop's length.
  await studio.getByLabel('Clip length (seconds)').fill('1');
  await expect(studio.getByTestId('studio-clip-length')).toContainText('1024 x 600');
  await expect(studio.getByTestId('studio-clip-length')).toContainText('1 pass');
  await saveScreenshot(page, 'admin-studio-1280', false);
  await studio.getByRole('tab', { name: 'Body & joints' }).click();
  await expect(studio.getByTestId('preview-joint-editor')).toBeVisible();
  await saveScreenshot(page, 'admin-studio-joints-1280', false);
  await studio.getByRole('tab', { name: 'Motion & look' }).click();
  lap('studio open');

  // Cancel while the upload is on its way (held here, as on a slow line): nothing is kept.
  const upload = /\/api\/admin\/frames\/[^/]+\/recipes\/\d+\/video\?upload=/;
  await page.route(upload, () => undefined);
  await studio.getByRole('button', { name: /^Render video/ }).click();
  await expect(studio.getByText(/^Uploading \d+%/)).toBeVisible({ timeout: 60_000 });
  await studio.getByRole('button', { name: 'Cancel' }).click();
  await expect(studio.getByText(STUDIO_TEXTS.uploadCancelled(1))).toBeVisible();
  await saveScreenshot(page, 'admin-studio-upload-cancelled-1280', false);
  await expect(studio.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  const history = await page.request.get(
    `${new URL(page.url()).pathname.replace('/admin/studio/', '/api/admin/')}/recipes`,
  );
  expect(((await history.json()) as { recipes: { videoKey: string | null }[] }).recipes[0]?.videoKey).toBeNull();
  await page.unroute(upload);
  lap('upload cancelled');

  await studio.getByRole('button', { name: /^Render video/ }).click();
  await expect(studio.getByText(/^Rendering \d+%/)).toBeVisible();
  lap('version saved, rendering');
  const rendered = studio.getByTestId('studio-rendered');
  await expect(rendered).toBeVisible({ timeout: 60_000 });
  await expect(rendered).toContainText('Version 1: 1024 x 600');
  await expect(rendered).toContainText(/H\.264 MP4|VP9 WebM/);
  lap('rendered and uploaded');

  // The browser's own decoder: the size, and the first and last frames compared pixel by pixel.
  const check = await studio.getByTestId('studio-video').evaluate(async (element: HTMLVideoElement) => {
    const video = element;
    video.pause();
    if (video.readyState < 1)
      await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    const grab = async (time: number) => {
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = time;
      });
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.drawImage(video, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height).data;
    };
    const first = await grab(0);
    const last = await grab(Math.max(0, video.duration - 1 / 60));
    let sum = 0;
    for (let i = 0; i < first.length; i += 4) {
      sum +=
        Math.abs((first[i] ?? 0) - (last[i] ?? 0)) +
        Math.abs((first[i + 1] ?? 0) - (last[i + 1] ?? 0)) +
        Math.abs((first[i + 2] ?? 0) - (last[i + 2] ?? 0));
    }
    return {
      width: video.videoWidth,
      height: video.videoHeight,
      duration: video.duration,
      meanDifference: sum / ((first.length / 4) * 3),
    };
  });
  console.info(`studio render: ${await rendered.locator('p').first().textContent()} ${JSON.stringify(check)}`);
  expect(check.width).toBe(1024);
  expect(check.height).toBe(600);
  expect(check.duration).toBeGreaterThan(0.5);
  // One frame of motion apart and both through a lossy encoder: nearly the same picture.
  expect(check.meanDifference).toBeLessThan(4);

  await rendered.getByRole('button', { name: 'Send preview' }).click();
  await expect(rendered.getByText('The customer was sent version 1 to review.')).toBeVisible();
  await expect(studio.getByTestId('studio-version')).toHaveCount(1);
  await saveScreenshot(page, 'admin-studio-sent-1280', false);
  lap('sent');
  expect(errors).toEqual([]);
});
