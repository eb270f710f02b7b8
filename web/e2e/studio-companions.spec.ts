import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { frameOrderWithDrawing, openFrameStudio } from './studio-helpers';
import { collectPageErrors, saveScreenshot } from './support';
import { twoFigurePage } from './two-figure-page';

/**
 * Several figures of one drawing in the studio: a page with two stick people, the studio starts
 * with the larger one and offers the other; added, it moves beside the first with its own motion,
 * the saved version holds both, the rendered file shows both and loops, and reopening shows both.
 */

/** A 1200x800 page with two stick people drawn apart (the preview's test draws the same). */
async function twoFigurePageOf(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const png = await twoFigurePage(page);
  await page.close();
  return png;
}

test('two figures of a drawing move together in the studio, are rendered together and reopen together', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const errors = collectPageErrors(page);
  const orderId = await frameOrderWithDrawing(browser, base, 'studio-two', await twoFigurePageOf(browser));
  const studio = await openFrameStudio(page, base, orderId);
  await expect(studio.getByTestId('studio-origin')).toContainText('automatic cut-out', { timeout: 60_000 });

  const more = studio.getByTestId('studio-companions');
  await expect(more.getByRole('heading')).toHaveText('This drawing has 1 more figure', { timeout: 60_000 });
  await more.getByRole('button', { name: 'Add figure 2 to the scene' }).click();
  const figure = studio.getByTestId('studio-figure');
  await expect(figure).toHaveAttribute('data-figures', '2', { timeout: 60_000 });
  const companion = more.getByTestId('studio-companion');
  await expect(companion).toHaveAttribute('data-plan', 'biped');
  await expect(more.getByRole('button', { name: 'Add figure 2 to the scene' })).toHaveCount(0);
  // Its own motion: the person's first is a wave; the second jumps.
  const motion = companion.getByLabel('Motion of figure 2');
  await expect(motion).toHaveValue('wave');
  await motion.selectOption('jump');
  await studio.getByLabel('Clip length (seconds)').fill('2');
  await expect(studio.getByTestId('studio-clip-length')).toContainText('loop');
  await saveScreenshot(page, 'studio-two-figures-1280', false);

  // Taken out and put back: the scene follows.
  await companion.getByRole('button', { name: 'Remove figure 2' }).click();
  await expect(figure).toHaveAttribute('data-figures', '1');
  await more.getByRole('button', { name: 'Add figure 2 to the scene' }).click();
  await expect(figure).toHaveAttribute('data-figures', '2', { timeout: 60_000 });
  await more.getByLabel('Motion of figure 2').selectOption('jump');

  await studio.getByRole('button', { name: /^Render video/ }).click();
  const rendered = studio.getByTestId('studio-rendered');
  await expect(rendered).toBeVisible({ timeout: 180_000 });
  await expect(rendered).toContainText('Version 1: 1024 x 600');
  // The rendered file's frame 10 as a picture, and its first and last frames compared (the seam).
  const check = await studio.getByTestId('studio-video').evaluate(async (element: HTMLVideoElement) => {
    const video = element;
    video.pause();
    if (video.readyState < 1)
      await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    const grab = async (time: number) => {
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = time;
      });
      context.drawImage(video, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height).data;
    };
    const first = await grab(0);
    const last = await grab(Math.max(0, video.duration - 1 / 60));
    let sum = 0;
    for (let i = 0; i < first.length; i += 4)
      for (let c = 0; c < 3; c++) sum += Math.abs((first[i + c] ?? 0) - (last[i + c] ?? 0));
    await grab(10 / 30);
    // Dark pixels (the drawn lines) in the left and the right half of frame 10.
    const frame = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const ink = { left: 0, right: 0 };
    for (let i = 0; i < frame.length; i += 4)
      if ((frame[i] ?? 255) < 100) ink[(i / 4) % canvas.width < canvas.width / 2 ? 'left' : 'right']++;
    return {
      meanDifference: sum / ((first.length / 4) * 3),
      ink,
      png: canvas.toDataURL('image/png'),
    };
  });
  const out = path.resolve(import.meta.dirname, '../screenshots');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'studio-two-figures-frame.png'), Buffer.from(check.png.split(',')[1] ?? '', 'base64'));
  console.info(`two figures: ink ${JSON.stringify(check.ink)}, seam ${check.meanDifference.toFixed(2)}`);
  expect(check.ink.left).toBeGreaterThan(200);
  expect(check.ink.right).toBeGreaterThan(200);
  expect(check.meanDifference).toBeLessThan(4);

  // Reopened on the saved version: both figures, the second still jumping.
  await page.reload();
  await expect(studio.getByTestId('studio-origin')).toContainText('Opened the newest saved version', {
    timeout: 60_000,
  });
  await expect(studio.getByTestId('studio-figure')).toHaveAttribute('data-figures', '2');
  await expect(studio.getByLabel('Motion of figure 2')).toHaveValue('jump');
  // The drawing is read again for its other figures: the one in the scene is figure 2 of them.
  await expect(studio.getByTestId('studio-companions').getByRole('heading')).toHaveText(
    'This drawing has 1 more figure',
    { timeout: 60_000 },
  );
  await expect(studio.getByRole('button', { name: 'Add figure 2 to the scene' })).toHaveCount(0);
  await saveScreenshot(page, 'studio-two-figures-reopened-1280', false);
  expect(errors).toEqual([]);
});
